#include "structure.h"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <string>

#include "regex.h"

namespace synsema::redact {

namespace {

struct Range {
    size_t start = 0, end = 0;
    bool empty() const { return end <= start; }
};

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

Range trim(std::string_view text, Range r) {
    while (r.start < r.end && (blank(text[r.start]) || text[r.start] == '"')) ++r.start;
    while (r.end > r.start && (blank(text[r.end - 1]) || text[r.end - 1] == '"')) --r.end;
    return r;
}

// A line's segments: split at tabs, at runs of 2+ spaces and at " | ".
std::vector<Range> segments(std::string_view text, Range line) {
    std::vector<Range> out;
    size_t start = line.start;
    for (size_t i = line.start; i < line.end;) {
        size_t cut = 0;
        if (text[i] == ' ' && i + 1 < line.end && text[i + 1] == ' ') {
            cut = 2;
            while (i + cut < line.end && text[i + cut] == ' ') ++cut;
        } else if (text[i] == '\t' || (text[i] == '|' && i > line.start && text[i - 1] == ' ')) {
            cut = 1;  // a tab, or " | "
        }
        if (cut == 0) {
            ++i;
            continue;
        }
        Range r = trim(text, {start, i});
        if (!r.empty()) out.push_back(r);
        i += cut;
        start = i;
    }
    Range r = trim(text, {start, line.end});
    if (!r.empty()) out.push_back(r);
    return out;
}

// The first ':' of a segment that ends a label: not in a time (09:14), a
// URL (https:) or a ratio, after 1-6 words that hold a letter.
size_t label_colon(std::string_view text, Range seg) {
    size_t words = 0;
    bool letter = false, in_word = false;
    int paren = 0;  // words of a note in brackets do not count: "Home phone (if different, give both):"
    for (size_t i = seg.start; i < seg.end; ++i) {
        char c = text[i];
        if (c == '(') ++paren;
        else if (c == ')' && paren > 0) --paren;
        // (Nor does a colon inside them, "Trent Chisholm, Westville (insurer: Scotia Valley)" being a value; but a time
        // inside them still says the segment is no label: "Letter to GP (auto-sent 21:30):".)
        if (paren > 0) {
            if (c == ':' && i > seg.start && i + 1 < seg.end && std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
                std::isdigit(static_cast<unsigned char>(text[i + 1])))
                return std::string_view::npos;
            continue;
        }
        // "MRN; WCG-3318804", "Personalnummer; BL-20417": a fax's colon read as
        // a semicolon, only after words that make a label naming a category.
        if (c == ';' && i + 1 < seg.end && text[i + 1] == ' ' && letter && words <= 4) {
            const LabelMeaning m = classify_label(text.substr(seg.start, i - seg.start));
            if (*m.category || m.identifier) return i;
        }
        if (c == ':') {
            bool digit_before = i > seg.start && std::isdigit(static_cast<unsigned char>(text[i - 1]));
            bool digit_after = i + 1 < seg.end && std::isdigit(static_cast<unsigned char>(text[i + 1]));
            if (digit_before && digit_after) return std::string_view::npos;  // a time
            if (i + 1 < seg.end && text[i + 1] == '/') return std::string_view::npos;  // a URL
            return letter && words <= 6 ? i : std::string_view::npos;
        }
        bool word_byte = std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80;
        if (word_byte && !in_word) ++words;
        in_word = word_byte;
        letter = letter || std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80;
        if (c == '.' && i + 1 < seg.end && text[i + 1] == ' ' && words > 3) return std::string_view::npos;  // a sentence
        if (words > 6) return std::string_view::npos;
    }
    return std::string_view::npos;
}

// A chat export's stamp and sender before a field typed into the message: "[19/04/27, 9:54:12 a.m.] Brígida
// Cuaxiloa: Domicilio: calle …", "22/04/2027 à 09:10 - Goreth H.: Amazina: …", "10:02 Vasili: Adres: …".
size_t after_chat_sender(std::string_view text, size_t at) {
    static const Regex sender(R"(\[?(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?[ ](?:às?[ ])?)?\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)"
                              R"((?:[ ]?[AaPp]\.?[ ]?[Mm]\.?)?\]?[ ]+(?:-[ ]+)?[^:\n\d][^:\n]{0,39}:[ ](?=[^:\n]{2,40}:[ ]))",
                              StartBytes{"[0123456789"});
    Match m;
    return sender.match_at(text, at, &m) ? m.end() : at;
}

// Quote marks and list bullets before a label ("> From:", "- Father:"), and a chat's stamp and sender.
size_t skip_lead(std::string_view text, Range seg) {
    size_t p = after_chat_sender(text, seg.start);
    while (p < seg.end && (text[p] == '>' || text[p] == '-' || text[p] == '*' || text[p] == ' ')) ++p;
    if (p + 2 < seg.end && std::isdigit(static_cast<unsigned char>(text[p])) && text[p + 1] == '.' && text[p + 2] == ' ')
        p += 3;
    // A list mark of a form: "a) ", "(b) ", "iv) ", "12) ".
    size_t q = p + (p < seg.end && text[p] == '(' ? 1 : 0), r = q;
    while (r < seg.end && r - q < 4 && std::isalnum(static_cast<unsigned char>(text[r]))) ++r;
    if (r > q && r + 1 < seg.end && text[r] == ')' && text[r + 1] == ' ' &&
        (r - q == 1 || std::all_of(text.begin() + q, text.begin() + r, [](char c) {
             return std::isdigit(static_cast<unsigned char>(c)) || c == 'i' || c == 'v' || c == 'x';
         })))
        p = r + 2;
    return p;
}

bool has_digit(std::string_view s) {
    return std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool upper(char c) { return c >= 'A' && c <= 'Z'; }

// "Last name: NGUYEN First name: THANH Middle: V.": a form whose column gaps
// were lost (OCR reads them as one space; a paste does too) holds its next
// fields inside this field's value. The next field starts at the words before
// a later colon: the fewest (up to three) that start with a capital and make
// a label naming a category or an identifier ("First name:", "I-94 no.:"), or
// one capitalised word ("Middle:").
// A colon in a time, a URL or a ratio is not followed by a space.
size_t inline_label_start(std::string_view text, Range value) {
    for (size_t i = value.start + 1; i < value.end; ++i) {
        if (text[i] != ':' || (i + 1 < value.end && text[i + 1] != ' ') || blank(text[i - 1])) continue;
        size_t p = i;
        for (int words = 1; words <= 3; ++words) {
            while (p > value.start && !blank(text[p - 1])) --p;
            if (p <= value.start) break;
            const std::string_view label = text.substr(p, i - p);
            if (!std::all_of(label.begin(), label.end(), [](char c) {
                    return std::isalnum(static_cast<unsigned char>(c)) || c == ' ' || c == '.' || c == '#' || c == '-';
                }))
                break;
            const bool one_word = words == 1 && label.size() >= 2 &&
                                  std::all_of(label.begin() + 1, label.end(), [](char c) { return !upper(c); });
            // A digit may open a code's name ("I-94 no." reads "1-94 no." once
            // OCR's I/1 swaps are undone), never a one-word label.
            const bool digit = std::isdigit(static_cast<unsigned char>(text[p])) != 0;
            if (upper(text[p]) || digit) {
                const LabelMeaning m = classify_label(label);
                if (*m.category || m.identifier || (one_word && !digit)) return p;
            }
            --p;  // the blank before this word
        }
    }
    return std::string_view::npos;
}

size_t word_count(std::string_view s) {
    size_t n = 0;
    bool in = false;
    for (char c : s) {
        bool w = !blank(c) && c != '_' && c != '-' && c != '/';
        if (w && !in) ++n;
        in = w;
    }
    return n;
}

// --- tables

struct Cells {
    char delimiter = 0;
    std::vector<Range> cells;
};

// The cells of a line split at `delimiter`, honouring CSV double quotes.
std::vector<Range> split_cells(std::string_view text, Range line, char delimiter) {
    std::vector<Range> out;
    size_t start = line.start;
    bool quoted = false;
    for (size_t i = line.start; i <= line.end; ++i) {
        if (i < line.end && text[i] == '"') quoted = !quoted;
        if (i == line.end || (text[i] == delimiter && !quoted)) {
            out.push_back(trim(text, {start, i}));
            start = i + 1;
        }
    }
    return out;
}

char table_delimiter(std::string_view text, Range line) {
    size_t counts[4] = {0, 0, 0, 0};
    const char delims[4] = {'\t', ',', '|', ';'};
    bool quoted = false;
    for (size_t i = line.start; i < line.end; ++i) {
        if (text[i] == '"') quoted = !quoted;
        if (quoted) continue;
        for (int k = 0; k < 4; ++k) counts[k] += text[i] == delims[k];
    }
    int best = -1;
    for (int k = 0; k < 4; ++k)
        if (counts[k] >= 2 && (best < 0 || counts[k] > counts[best])) best = k;
    return best < 0 ? 0 : delims[best];
}

// A header row: 3+ short cells without digits, at least one naming a category.
bool header_row(std::string_view text, const std::vector<Range>& cells, size_t max_words = 4) {
    if (cells.size() < 3) return false;
    size_t named = 0;
    for (const Range& c : cells) {
        std::string_view s = text.substr(c.start, c.end - c.start);
        if (s.size() > 32 || word_count(s) > max_words) return false;
        // "Name, Vorname:   Bernasconi, Luca": a label and its value, not a column's name.
        const size_t colon = s.find(':');
        if (colon != std::string_view::npos && s.find_first_not_of(" \t", colon + 1) != std::string_view::npos) return false;
        // A column named by a short code ("NS1", "IgG2", "Q3", "HbA1c") is still a header's; a cell
        // with a number of its own is a row's.
        const bool code_name = s.size() <= 8 && std::isalpha(static_cast<unsigned char>(s[0])) && s.find(' ') == std::string_view::npos;
        if (has_digit(s) && s.find("94") == std::string_view::npos && !code_name) return false;
        if (*classify_label(s).category) ++named;
    }
    return named >= 1;
}

void add_table_fields(std::string_view text, const std::vector<Range>& lines, std::vector<Field>& out,
                      std::vector<bool>& table_line) {
    for (size_t i = 0; i + 1 < lines.size(); ++i) {
        char d = table_delimiter(text, lines[i]);
        if (!d) continue;
        std::vector<Range> header = split_cells(text, lines[i], d);
        if (!header_row(text, header)) continue;
        // A header printed across two lines ("…,status,copay\n_due,notes", a page's wrap): its short rest
        // without digits joins it, and the rows start after both.
        size_t first_row = i + 1;
        if (i + 2 < lines.size() && !lines[i + 1].empty()) {
            const std::vector<Range> rest = split_cells(text, lines[i + 1], d);
            const std::string_view rest_text = text.substr(lines[i + 1].start, lines[i + 1].end - lines[i + 1].start);
            if (rest.size() >= 2 && rest.size() < 3 && rest_text.find_first_of("0123456789") == std::string_view::npos) {
                std::vector<Range> joined = split_cells(text, {lines[i].start, lines[i + 1].end}, d);
                if (header_row(text, joined)) {
                    header = std::move(joined);
                    first_row = i + 2;
                }
            }
        }
        std::vector<LabelMeaning> meaning;
        meaning.reserve(header.size());
        for (const Range& h : header) meaning.push_back(classify_label(text.substr(h.start, h.end - h.start)));
        // A row has about the header's number of cells (trailing empties may be cut).
        // A line without one delimiter is no row of it ("Geburtsdatum:  02.11.1991" under a comma header).
        auto row_fits = [&](size_t cells) { return cells >= 2 && cells + 2 >= header.size() && cells <= header.size() + 2; };
        // The row starting at line j, and how many lines it takes: a row
        // printed across two lines (wrapped at the page's edge) is read as one
        // when its rest is too short to be a row and the two together have
        // the header's cells.
        // (OCR may set the rest apart by a blank line.)
        auto row_at = [&](size_t j, size_t* taken) {
            std::vector<Range> row = split_cells(text, lines[j], d);
            *taken = 1;
            if (row.size() >= header.size()) return row;
            for (size_t rest = j + 1; rest <= j + 2 && rest < lines.size(); ++rest) {
                if (lines[rest].empty()) continue;
                if (row_fits(split_cells(text, lines[rest], d).size())) break;
                std::vector<Range> joined = split_cells(text, {lines[j].start, lines[rest].end}, d);
                if (row_fits(joined.size())) {
                    *taken = rest - j + 1;
                    return joined;
                }
                break;
            }
            return row;
        };
        size_t j = first_row;
        for (; j < lines.size(); ++j) {
            size_t taken = 1;
            if (lines[j].empty()) {
                // One blank line between rows (OCR sets each printed row apart as a paragraph) does not end the table.
                if (j + 1 < lines.size() && !lines[j + 1].empty() && row_fits(row_at(j + 1, &taken).size())) continue;
                break;
            }
            std::vector<Range> row = row_at(j, &taken);
            if (!row_fits(row.size())) break;
            for (; taken > 1; --taken) table_line[j++] = true;
            table_line[j] = true;
            for (size_t c = 0; c < row.size() && c < header.size(); ++c) {
                if (!*meaning[c].category || row[c].empty()) continue;
                out.push_back(Field{header[c].start, header[c].end, row[c].start, row[c].end, meaning[c], true});
            }
        }
        if (j > first_row) {
            for (size_t h = i; h < first_row; ++h) table_line[h] = true;
            i = j - 1;
        }
    }
}

// A table printed in fixed-width columns (an export's report, a pharmacy's
// dispensing record): a header of 3+ short cells set apart by two spaces or
// more, at least one naming a category, and rows whose cells start where the
// header's do (within 4 columns). Cells that start elsewhere are left to the
// other rules.
void add_fixed_width_fields(std::string_view text, const std::vector<Range>& lines, std::vector<Field>& out,
                            std::vector<bool>& table_line) {
    for (size_t i = 0; i + 1 < lines.size(); ++i) {
        if (table_line[i] || text.substr(lines[i].start, lines[i].end - lines[i].start).find("  ") == std::string_view::npos)
            continue;
        const std::vector<Range> header = segments(text, lines[i]);
        // Up to six words a cell ("RX ID / EPS TOKEN"); no "Label: value" pair.
        const bool labelled = std::any_of(header.begin(), header.end(), [&](const Range& h) {
            return text.substr(h.start, h.end - h.start).find(':') != std::string_view::npos;
        });
        if (header.size() < 3 || labelled || !header_row(text, header, 6)) continue;
        {
            std::vector<size_t> column;  // each header cell's column
            std::vector<LabelMeaning> meaning;
            for (const Range& h : header) {
                column.push_back(h.start - lines[i].start);
                meaning.push_back(classify_label(text.substr(h.start, h.end - h.start)));
            }
            size_t j = i + 1;
            for (; j < lines.size() && !lines[j].empty() && !table_line[j]; ++j) {
                const std::vector<Range> row = segments(text, lines[j]);
                std::vector<std::pair<size_t, Range>> cells;  // (column index, cell)
                // A cell belongs to the header cell starting within 4 columns of it (typed
                // reports drift a little: "QTY" over a right-aligned "56").
                for (const Range& c : row) {
                    const size_t at = c.start - lines[j].start;
                    for (size_t k = 0; k < column.size(); ++k)
                        if (at + 4 >= column[k] && at <= column[k] + 4) {
                            cells.emplace_back(k, c);
                            break;
                        }
                }
                if (cells.size() < std::min<size_t>(3, header.size() - 1)) break;
                table_line[j] = true;
                for (const auto& [col, cell] : cells)
                    if (*meaning[col].category) out.push_back(Field{header[col].start, header[col].end, cell.start, cell.end, meaning[col], true});
            }
            if (j > i + 1) {
                table_line[i] = true;
                i = j - 1;
            }
        }
    }
}

}  // namespace

// A form's line printed without colons, label and value set apart by two blanks or more: "Last name
// PESTRIKOFF            First  ZENAIDA            MI  T". Two labels at least with their values on the line,
// each label a known one of three words or fewer with no digit, each value none.
static void add_spaced_fields(std::string_view text, Range line, std::vector<Field>& out) {
    if (line.end - line.start < 12 || text.substr(line.start, line.end - line.start).find("  ") == std::string_view::npos) return;
    std::vector<Range> segs = segments(text, line);
    // A form's numbered item opens the line: " 1) Full name          Naw Hsa Moo Thaw". One label with its
    // value is enough there.
    bool item = false;
    if (!segs.empty()) {
        size_t p = segs[0].start;
        while (p < segs[0].end && std::isdigit(static_cast<unsigned char>(text[p]))) ++p;
        if (p > segs[0].start && p - segs[0].start <= 2 && p + 1 < segs[0].end && (text[p] == ')' || text[p] == '.') && text[p + 1] == ' ') {
            segs[0].start = p + 2;
            item = true;
        }
    }
    if (segs.size() < (item ? 2u : 4u)) return;
    std::vector<Field> found;
    for (size_t s = 0; s + 1 < segs.size(); ++s) {
        const std::string_view label = text.substr(segs[s].start, segs[s].end - segs[s].start);
        if (has_digit(label) || word_count(label) > 3) continue;
        const LabelMeaning m = classify_label(label);
        if (!*m.category || is_public_number_label(label)) continue;
        const std::string_view value = text.substr(segs[s + 1].start, segs[s + 1].end - segs[s + 1].start);
        if (value.size() > 2 && *classify_label(value).category) continue;  // (a middle initial "T" is no phone's label)
        // A row of labels over their values ("City  State  ZIP   Garden City  KS  67846"): a one-word value with
        // a label after it is the header's next label.
        if (value.find(' ') == std::string_view::npos && s + 2 < segs.size() &&
            *classify_label(text.substr(segs[s + 2].start, segs[s + 2].end - segs[s + 2].start)).category)
            continue;
        found.push_back(Field{segs[s].start, segs[s].end, segs[s + 1].start, segs[s + 1].end, m, false});
        ++s;
    }
    if (found.size() >= 2 || (item && !found.empty())) out.insert(out.end(), found.begin(), found.end());
}

std::vector<Field> find_fields(std::string_view text) {
    std::vector<Range> lines;
    for (size_t pos = 0; pos <= text.size();) {
        size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back({pos, end});
        pos = end + 1;
        if (end == text.size()) break;
    }
    std::vector<Field> out;
    std::vector<bool> table_line(lines.size(), false);
    add_table_fields(text, lines, out, table_line);
    add_fixed_width_fields(text, lines, out, table_line);

    for (size_t li = 0; li < lines.size(); ++li) {
        if (table_line[li] || lines[li].empty()) continue;
        // Cheap test first: most prose lines hold no ':' and no tab.
        std::string_view line = text.substr(lines[li].start, lines[li].end - lines[li].start);
        bool colon = line.find(':') != std::string_view::npos, tab = line.find('\t') != std::string_view::npos;
        // A form's dotted leader between label and value: "4. Age ............ 93".
        const bool leader = line.find("...") != std::string_view::npos;
        if (!colon && !tab && !leader) {
            add_spaced_fields(text, lines[li], out);
            continue;
        }
        std::vector<Range> segs = segments(text, lines[li]);
        for (size_t s = 0; s < segs.size(); ++s) {
            Range seg = segs[s];
            size_t lead = skip_lead(text, seg);
            size_t c = label_colon(text, {lead, seg.end});
            Range label{lead, c}, value{c + 1, seg.end};
            if (c == std::string_view::npos && leader) {
                // The leader is the colon: three dots or more after the label's words, then the value.
                const std::string_view seg_text = text.substr(lead, seg.end - lead);
                const size_t dots = seg_text.find("...");
                size_t run_end = dots;
                while (run_end < seg_text.size() && seg_text[run_end] == '.') ++run_end;
                // A blank to fill in ("Dosar nr. ........../211/2026") is no leader: a leader has blanks both sides.
                const bool blanks = dots != std::string_view::npos && dots > 0 && seg_text[dots - 1] == ' ' &&
                                    run_end < seg_text.size() && seg_text[run_end] == ' ';
                if (blanks) {
                    size_t after = dots;
                    while (after < seg_text.size() && (seg_text[after] == '.' || seg_text[after] == ' ')) ++after;
                    label = {lead, lead + dots};
                    value = {lead + after, seg.end};
                    c = lead + dots;
                }
            }
            if (c == std::string_view::npos) {
                // "UHID         : VHM/24/118392": the label is the segment before.
                if (text[seg.start] == ':' && s > 0 && word_count(text.substr(segs[s - 1].start, segs[s - 1].end - segs[s - 1].start)) <= 6) {
                    label = segs[s - 1];
                    value = {seg.start + 1, seg.end};
                } else if (tab && s + 1 < segs.size() && !has_digit(text.substr(seg.start, seg.end - seg.start)) &&
                           word_count(text.substr(seg.start, seg.end - seg.start)) <= 4 &&
                           text.find('\t', seg.end) == seg.end) {
                    // Key-value cells of a tab-separated export: "Patient<TAB>DA SILVA, THIAGO".
                    label = seg;
                    value = segs[s + 1];
                } else {
                    continue;
                }
            }
            value = trim(text, value);
            label = trim(text, label);
            if (label.empty()) continue;
            if (const size_t next_label = inline_label_start(text, value); next_label != std::string_view::npos) {
                segs.insert(segs.begin() + ptrdiff_t(s) + 1, Range{next_label, seg.end});
                value = trim(text, {value.start, next_label});
            }
            LabelMeaning m = classify_label(text.substr(label.start, label.end - label.start));
            if (!*m.category) continue;
            if (is_public_number_label(text.substr(label.start, label.end - label.start))) continue;
            if (value.empty() && s + 1 < segs.size() && label_colon(text, segs[s + 1]) == std::string_view::npos &&
                text[segs[s + 1].start] != ':') {
                value = segs[s + 1];  // "Patient:  Mr Callum MacLeod": the value is the next segment
                ++s;
            }
            if (value.empty()) {
                // The value on the next line ("Name:\nQuenneville, Bartholomew").
                if (s + 1 == segs.size() && li + 1 < lines.size() && !lines[li + 1].empty()) {
                    std::vector<Range> next = segments(text, lines[li + 1]);
                    if (!next.empty() && label_colon(text, next.front()) == std::string_view::npos) value = next.front();
                }
                if (value.empty()) continue;
            }
            out.push_back(Field{label.start, label.end, value.start, value.end, m, false});
        }
    }
    std::sort(out.begin(), out.end(), [](const Field& a, const Field& b) { return a.value_start < b.value_start; });
    return out;
}

}  // namespace synsema::redact
