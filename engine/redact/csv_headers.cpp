// A CSV export's header row names its columns ("Tanggal","Waktu","Jenis","Nomor","Nama Kontak","Pesan"): words
// of whatever language the exporting app speaks, capitalised as names are, and never anyone's data. Spans found
// on it are dropped. The row is the text's first line, of three cells or more, none with a digit, and the line
// after it has as many cells.
#include <algorithm>
#include <cctype>
#include <string_view>

#include "recognizers.h"

namespace synsema::redact {

namespace {

// The cells of a line split at `separator`, or 0 when one holds a digit, is longer than a column's name or has a
// blank at its edge.
size_t header_cells(std::string_view line, char separator) {
    size_t cells = 0;
    for (size_t from = 0; from <= line.size();) {
        size_t to = line.find(separator, from);
        if (to == std::string_view::npos) to = line.size();
        std::string_view cell = line.substr(from, to - from);
        // (A cell with a blank at its edge is prose's list, "DRUMMOND, HALVERSEN & OYELARAN, LLC": CSV writes none.)
        if (cell.empty() || cell.front() == ' ' || cell.back() == ' ') return 0;
        if (cell.size() >= 2 && cell.front() == '"' && cell.back() == '"') cell = cell.substr(1, cell.size() - 2);
        if (cell.empty() || cell.size() > 32 || std::any_of(cell.begin(), cell.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
            return 0;
        ++cells;
        from = to + 1;
    }
    return cells;
}

size_t separators(std::string_view line, char separator) { return static_cast<size_t>(std::count(line.begin(), line.end(), separator)); }

}  // namespace

void drop_csv_header_spans(const ScanInput& in, Spans& out) {
    const std::string_view t = in.text;
    size_t start = 0;
    while (start < t.size() && (t[start] == '\n' || t[start] == '\r')) ++start;
    const size_t end = std::min(t.find('\n', start), t.size());
    std::string_view line = t.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const size_t next_end = end < t.size() ? std::min(t.find('\n', end + 1), t.size()) : end;
    const std::string_view next = end < t.size() ? t.substr(end + 1, next_end - end - 1) : std::string_view();
    for (char separator : {',', ';', '\t'}) {
        const size_t cells = header_cells(line, separator);
        if (cells < 3 || separators(next, separator) + 1 < cells) continue;
        std::erase_if(out, [&](const Candidate& s) { return s.start >= start && s.end <= start + line.size(); });
        return;
    }
}

}  // namespace synsema::redact
