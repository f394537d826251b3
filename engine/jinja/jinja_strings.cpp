// String helpers with Python semantics over UTF-8 text, keeping untrusted
// ranges: strip/split/replace/case mapping, code point offsets, and the fixed
// strftime used by strftime_now().
#include "engine/jinja/jinja_strings.h"

#include <cstdio>

namespace synsema::jinja {

std::vector<size_t> char_starts(const std::string& s) {
    std::vector<size_t> starts;
    size_t k = 0;
    while (k < s.size()) {
        starts.push_back(k);
        const auto c = static_cast<unsigned char>(s[k]);
        size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
        // A truncated or invalid sequence counts as single bytes.
        for (size_t j = 1; j < n; ++j) {
            if (k + j >= s.size() || (static_cast<unsigned char>(s[k + j]) & 0xC0) != 0x80) {
                n = 1;
                break;
            }
        }
        k += n;
    }
    starts.push_back(s.size());
    return starts;
}

bool is_py_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

TaintedText strip_text(const TaintedText& t, bool left, bool right, const std::string* chars) {
    const std::string& s = t.text;
    const auto strippable = [&](size_t begin, size_t end) {
        if (!chars) return end - begin == 1 && is_py_space(s[begin]);
        return chars->find(s.substr(begin, end - begin)) != std::string::npos;
    };
    const std::vector<size_t> starts = char_starts(s);
    size_t b = 0, e = starts.size() - 1;  // character indices
    if (left)
        while (b < e && strippable(starts[b], starts[b + 1])) ++b;
    if (right)
        while (e > b && strippable(starts[e - 1], starts[e])) --e;
    return t.substr(starts[b], starts[e] - starts[b]);
}

std::vector<TaintedText> split_text(const TaintedText& t, const std::string* sep, int64_t maxsplit) {
    std::vector<TaintedText> parts;
    const std::string& s = t.text;
    if (!sep) {
        // Runs of whitespace separate; leading/trailing whitespace gives no empty parts.
        size_t k = 0;
        while (k < s.size()) {
            while (k < s.size() && is_py_space(s[k])) ++k;
            if (k >= s.size()) break;
            if (maxsplit >= 0 && static_cast<int64_t>(parts.size()) == maxsplit) {
                size_t end = s.size();
                while (end > k && is_py_space(s[end - 1])) --end;
                parts.push_back(t.substr(k, end - k));
                break;
            }
            size_t j = k;
            while (j < s.size() && !is_py_space(s[j])) ++j;
            parts.push_back(t.substr(k, j - k));
            k = j;
        }
        return parts;
    }
    size_t k = 0;
    for (;;) {
        const size_t found = (maxsplit >= 0 && static_cast<int64_t>(parts.size()) >= maxsplit) ? std::string::npos
                                                                                             : s.find(*sep, k);
        if (found == std::string::npos) {
            parts.push_back(t.substr(k, s.size() - k));
            return parts;
        }
        parts.push_back(t.substr(k, found - k));
        k = found + sep->size();
    }
}

TaintedText replace_text(const TaintedText& t, const std::string& old, const TaintedText& with, int64_t count) {
    TaintedText out;
    const std::string& s = t.text;
    size_t k = 0;
    int64_t done = 0;
    if (old.empty()) {
        // Python inserts `with` between characters (and at both ends).
        const std::vector<size_t> starts = char_starts(s);
        for (size_t c = 0; c + 1 < starts.size(); ++c) {
            if (count < 0 || done < count) {
                out.append(with);
                ++done;
            }
            out.append(t.substr(starts[c], starts[c + 1] - starts[c]));
        }
        if (count < 0 || done < count) out.append(with);
        return out;
    }
    while (count < 0 || done < count) {
        const size_t found = s.find(old, k);
        if (found == std::string::npos) break;
        out.append(t.substr(k, found - k));
        out.append(with);
        k = found + old.size();
        ++done;
    }
    out.append(t.substr(k, s.size() - k));
    return out;
}

TaintedText map_case(const TaintedText& t, CaseMode mode) {
    TaintedText out = t;  // ASCII case mapping keeps every byte offset
    bool word_start = true;
    for (size_t k = 0; k < out.text.size(); ++k) {
        char& c = out.text[k];
        const bool lower = c >= 'a' && c <= 'z', upper = c >= 'A' && c <= 'Z';
        const bool letter = lower || upper || (static_cast<unsigned char>(c) >= 0x80);
        bool make_upper = false;
        switch (mode) {
        case CaseMode::Upper: make_upper = true; break;
        case CaseMode::Lower: make_upper = false; break;
        case CaseMode::Title: make_upper = word_start; break;
        case CaseMode::Capitalize: make_upper = k == 0; break;
        }
        if (make_upper && lower) c = static_cast<char>(c - 32);
        if (!make_upper && upper) c = static_cast<char>(c + 32);
        word_start = !letter;
    }
    return out;
}

std::string format_date(std::string_view format, const FixedDate& date) {
    static const char* const kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                                          "July",    "August",   "September", "October", "November", "December"};
    static const char* const kDays[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
    const int month = date.month >= 1 && date.month <= 12 ? date.month : 1;
    // Day of week (0 = Monday) by Sakamoto's method.
    static const int kOffsets[] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4};
    const int y = month < 3 ? date.year - 1 : date.year;
    const int sunday_based = (y + y / 4 - y / 100 + y / 400 + kOffsets[month - 1] + date.day) % 7;
    const int weekday = (sunday_based + 6) % 7;
    std::string out;
    char buf[32];
    for (size_t k = 0; k < format.size(); ++k) {
        if (format[k] != '%' || k + 1 >= format.size()) {
            out += format[k];
            continue;
        }
        const char d = format[++k];
        switch (d) {
        case 'd': std::snprintf(buf, sizeof buf, "%02d", date.day); out += buf; break;
        case 'm': std::snprintf(buf, sizeof buf, "%02d", month); out += buf; break;
        case 'Y': out += std::to_string(date.year); break;
        case 'y': std::snprintf(buf, sizeof buf, "%02d", ((date.year % 100) + 100) % 100); out += buf; break;
        case 'b': out += std::string(kMonths[month - 1]).substr(0, 3); break;
        case 'B': out += kMonths[month - 1]; break;
        case 'a': out += std::string(kDays[weekday]).substr(0, 3); break;
        case 'A': out += kDays[weekday]; break;
        case 'H':
        case 'M':
        case 'S': out += "00"; break;
        case '%': out += '%'; break;
        default: out += '%'; out += d;
        }
    }
    return out;
}

}  // namespace synsema::jinja
