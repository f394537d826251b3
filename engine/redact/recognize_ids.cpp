// Identifiers found by their label: medical record, chart, encounter,
// account, licence, registration, plate, device/serial/asset tag, health-plan
// and member numbers, passports, badges, client and employee numbers, and
// "any number behind an identifying label" (labels.h says what a label
// means). Three ways a label introduces its value:
//   a field ("MRN: CB00914472", "Account<TAB>PT-0048217", a CSV column "mrn");
//   inline words before the number ("Chart # RCC-2291", "GMC No. 7045213",
//   "asset tag VNA-TM-08817", "Beneficiary Identifier: …");
//   a card brand or "ending" before its last four digits ("VISA x8978").
// Labels of public numbers (court file, case, docket, form, page) are not
// identifiers of a person and are skipped.
#include <algorithm>
#include <cctype>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "date_ranges.h"
#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

bool blank(char c) { return c == ' ' || c == '\t'; }

// An identifier-shaped token: letters, digits and inner - . / (no spaces).
bool id_shaped(std::string_view s, size_t min_digits) {
    if (s.size() < 3 || s.size() > 40 || count_digits(s) < min_digits) return false;
    for (char c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '.' && c != '/') return false;
    return true;
}

// The value of an identifier field: the whole value when it is one spaced
// number ("78 809 534 217", "B-BL 4471", "1 91 09 69 266 118 30"), else its
// first token.
std::pair<size_t, size_t> field_value(std::string_view text, size_t start, size_t end) {
    while (start < end && (blank(text[start]) || text[start] == '#' || text[start] == ':')) ++start;
    // A capitalised word after the number's groups ends it: the next field's label on the line ("Code: 20-00-00
    // Account No: …").
    for (size_t g = start; g < end;) {
        size_t ge = g;
        while (ge < end && !blank(text[ge])) ++ge;
        const std::string_view group = text.substr(g, ge - g);
        if (count_digits(group) == 0) {
            const bool word = group.size() >= 4 && std::isupper(static_cast<unsigned char>(group[0])) &&
                              std::all_of(group.begin() + 1, group.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; });
            if (g > start && word) end = g;
            break;
        }
        g = ge;
        while (g < end && blank(text[g])) ++g;
    }
    std::string_view v = text.substr(start, end - start);
    bool spaced = v.size() <= 32 && count_digits(v) >= 3;
    for (char c : v)
        spaced = spaced && (std::isalnum(static_cast<unsigned char>(c)) || c == ' ' || c == '-' || c == '.' || c == '/');
    if (spaced) {
        while (end > start && (text[end - 1] == '.' || blank(text[end - 1]))) --end;
        return {start, end};
    }
    size_t e = start;
    while (e < end && !blank(text[e]) && text[e] != ',' && text[e] != ';' && text[e] != '(' && text[e] != ')') ++e;
    while (e > start && (text[e - 1] == '.' || text[e - 1] == ':')) --e;
    return {start, e};
}

// Money and measurements are not identifiers ("40.00", "3.5").
bool decimal(std::string_view s) {
    size_t dot = s.find('.');
    if (dot == std::string_view::npos || s.find_first_not_of("0123456789.") != std::string_view::npos) return false;
    return s.size() - dot - 1 <= 2;
}

// "12/03/2026", "2026-11-28", "03.12.2026": a date, found by the date rules.
bool date_shaped(std::string_view s) {
    size_t groups = 1, digits_in_group = 0;
    for (char c : s) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            if (++digits_in_group > 4) return false;
        } else if (c == '/' || c == '-' || c == '.') {
            ++groups;
            digits_in_group = 0;
        } else {
            return false;
        }
    }
    return groups == 3;
}

bool is_filler(std::string_view w) {
    static const char* kFiller[] = {"is", "as", "of", "on", "file", "our", "your", "the", "a", "his", "her",
                                    "their", "in", "to", "for", "with", "was", "we", "have", "has", "digits", "four",
                                    "last", "number", "no", "nr", "n", "nº", "n°", "id", "#", "giving"};
    for (const char* f : kFiller)
        if (w == f) return true;
    return false;
}

// The words on the same line before `pos`, nearest last (at most 6, 60 bytes).
// Stops at a cell or column break (tab, 2+ spaces), a sentence end, a
// comma or semicolon; crosses one line break only right before the number
// ("drawn on account\n0093318824").
std::vector<std::pair<size_t, size_t>> words_before(std::string_view text, size_t pos) {
    std::vector<std::pair<size_t, size_t>> words;
    size_t p = pos, limit = pos > 60 ? pos - 60 : 0;
    bool crossed = false;
    while (p > limit && words.size() < 6) {
        size_t gap_end = p;
        // One line break: right before the number ("drawn on account\n0093318824"), or inside a
        // label that wraps between two of its words ("driver license\nnumber is 41827356").
        // A ';' right before the number is a fax's ':' ("Passport no,; A09384712").
        while (p > limit && (text[p - 1] == ' ' || text[p - 1] == ':' || text[p - 1] == '#' || text[p - 1] == '.' ||
                             (text[p - 1] == ';' && words.empty()) ||
                             text[p - 1] == '=' || text[p - 1] == '(' || text[p - 1] == '-' ||
                             (text[p - 1] == '\n' && ((words.empty() && p == gap_end) || (!words.empty() && words.size() < 4 && !crossed))))) {
            --p;
            crossed = crossed || text[p] == '\n';
        }
        std::string_view gap = text.substr(p, gap_end - p);
        if (gap.find("  ") != std::string_view::npos) break;
        // A sentence's end (". " after a long word), not an abbreviation's dot ("No. ", "Reg. ").
        if (gap.find(". ") != std::string_view::npos) {
            size_t w = p;
            while (w > limit && std::isalpha(static_cast<unsigned char>(text[w - 1]))) --w;
            // A Nordic compound's "nr." is an abbreviation too ("sagsnr. 2715", "ydernr. 0427").
            const bool number_abbreviation = p - w >= 3 && text.compare(p - 2, 2, "nr") == 0;
            if (p - w >= 5 && !number_abbreviation) break;
        }
        // "ID (Teudat Zehut): 091889071", "Identification Number (NIN) is 4821…": a gloss in
        // brackets after the label is passed over (after filler words too).
        const bool fillers_only = std::all_of(words.begin(), words.end(), [&](const auto& w) {
            return is_filler(ascii_lower(text.substr(w.first, w.second - w.first)));
        });
        if (p > limit && text[p - 1] == ')' && fillers_only) {
            size_t open = p - 1;
            while (open > limit && text[open - 1] != '(' && text[open - 1] != '\n' && p - open < 32) --open;
            if (open > limit && text[open - 1] == '(') {
                p = open - 1;
                continue;
            }
        }
        if (p == limit || text[p - 1] == '\n' || text[p - 1] == '\t' || text[p - 1] == ',' || text[p - 1] == ';' ||
            text[p - 1] == ')')
            break;
        size_t e = p;
        while (p > limit && (std::isalnum(static_cast<unsigned char>(text[p - 1])) ||
                             static_cast<unsigned char>(text[p - 1]) >= 0x80 || text[p - 1] == '/' || text[p - 1] == '\''))
            --p;
        if (p == e) break;
        // Label words are words: another number ends the label ("Number 4111 1111").
        bool digit = false;
        for (size_t k = p; k < e; ++k) digit = digit || std::isdigit(static_cast<unsigned char>(text[k]));
        if (digit) break;
        words.emplace_back(p, e);
        // "N°" / "n°": the degree sign is part of the label.
        if (p >= 2 && static_cast<unsigned char>(text[p - 1]) >= 0x80) break;
    }
    return words;
}

// The run of spaced digit groups holding [start, end): "0 1234567 8", "2041 5566",
// "12 345 678". Groups are 1-8 digits joined by one space; the run is taken only
// when it ends the phrase (a line end, punctuation or a bracket follows), so
// "MRN 448812 2 days ago" keeps its number alone.
std::pair<size_t, size_t> digit_group_run(std::string_view text, size_t start, size_t end) {
    auto digits_at = [&](size_t a, size_t b) {
        for (size_t k = a; k < b; ++k)
            if (!std::isdigit(static_cast<unsigned char>(text[k]))) return false;
        return b > a;
    };
    // "BB4417 2290 3815": a code ending in digits may open a run of digit groups too.
    const bool all_digits = digits_at(start, end);
    if (!all_digits && !(end > start && std::isdigit(static_cast<unsigned char>(text[end - 1])))) return {start, end};
    size_t s = start, e = end;
    for (int groups = 0; all_digits && groups < 4 && s >= 2 && text[s - 1] == ' ' && std::isdigit(static_cast<unsigned char>(text[s - 2])); ++groups) {
        size_t g = s - 1;
        while (g > 0 && std::isdigit(static_cast<unsigned char>(text[g - 1])) && s - 1 - g < 8) --g;
        if (g > 0 && (std::isalnum(static_cast<unsigned char>(text[g - 1])) || text[g - 1] == '.' || text[g - 1] == ',')) break;
        s = g;
    }
    for (int groups = 0; groups < 4 && e + 1 < text.size() && text[e] == ' ' && std::isdigit(static_cast<unsigned char>(text[e + 1])); ++groups) {
        size_t g = e + 1;
        while (g < text.size() && std::isdigit(static_cast<unsigned char>(text[g])) && g - e - 1 < 8) ++g;
        if (g < text.size() && (std::isalpha(static_cast<unsigned char>(text[g])) || text[g] == '/' || text[g] == ':')) break;
        e = g;
    }
    if (s == start && e == end) return {start, end};
    // The phrase must end after the run.
    size_t q = e;
    bool ends = q >= text.size() || text[q] == '\n' || text[q] == '\r' || text[q] == ',' || text[q] == ';' || text[q] == ')' ||
                (text[q] == '.' && (q + 1 >= text.size() || !std::isdigit(static_cast<unsigned char>(text[q + 1])))) ||
                (text[q] == ' ' && q + 1 < text.size() && (text[q + 1] == '(' || text[q + 1] == '-' || text[q + 1] == '|' ||
                                                            text[q + 1] == '\n' || text[q + 1] == ' ')) ||
                text[q] == '\t';
    // ... or before a joining word of a sentence: "acct 1087 4432 on 2/12/2026".
    if (!ends && text[q] == ' ') {
        const std::string next = word_after(text, q);
        ends = next == "on" || next == "from" || next == "to" || next == "at" || next == "in" || next == "for" || next == "by" ||
               next == "and" || next == "or" || next == "was" || next == "is" || next == "via" || next == "with";
    }
    return ends ? std::make_pair(s, e) : std::make_pair(start, end);
}

// A policy label names an insurance policy's number when it says "number" or when
// insurance words stand on the number's line.
bool insurance_policy(std::string_view text, const std::string& label, size_t pos) {
    std::string l = ascii_lower(label);
    if (l.find("policy") == std::string::npos) return true;
    if (l.find('#') != std::string::npos || l.find("no") != std::string::npos || l.find("number") != std::string::npos ||
        l.find("id") != std::string::npos)
        return true;
    size_t ls = line_start(text, pos), le = line_end(text, pos);
    std::string line = ascii_lower(text.substr(ls, le - ls));
    return has_word(line, {"insurance", "insurer", "insured", "insure", "ins", "member", "coverage", "cover", "premium",
                           "plan", "group", "policyholder", "claim", "health", "dental", "auto", "life", "benefits",
                           "subscriber", "carrier", "underwriter"});
}

// classify_label and is_public_number_label answer from the label's text
// alone; a document asks them about the same few labels again and again
// (every identifier-shaped token tries each run of words before it, and each
// try splits and folds the label anew), so the answers are remembered, for
// at most kMaxLabels labels each: a text of endless distinct labels costs
// no more memory than that.
class LabelMemo {
public:
    LabelMeaning classify(const std::string& label) {
        if (auto it = meanings_.find(label); it != meanings_.end()) return it->second;
        LabelMeaning meaning = classify_label(label);
        if (meanings_.size() < kMaxLabels) meanings_.emplace(label, meaning);
        return meaning;
    }
    bool is_public(std::string_view label) {
        std::string key(label);
        if (auto it = public_.find(key); it != public_.end()) return it->second;
        const bool answer = is_public_number_label(label);
        if (public_.size() < kMaxLabels) public_.emplace(std::move(key), answer);
        return answer;
    }

private:
    static constexpr size_t kMaxLabels = 4096;
    std::unordered_map<std::string, LabelMeaning> meanings_;
    std::unordered_map<std::string, bool> public_;
};

}  // namespace

void find_context_ids(const ScanInput& in, Spans& out) {
    find_vins(in, out);
    find_plates(in, out);
    find_numero_numbers(in, out);
    find_acronym_labelled_numbers(in, out);
    std::string_view text = in.text;
    // Step 1: fields whose label names an identifier.
    for (const Field& f : in.fields) {
        if (!f.meaning.identifier) continue;
        auto [start, end] = field_value(text, f.value_start, f.value_end);
        std::string_view v = text.substr(start, end - start);
        // A table cell is the identifier only when it is one ("ERA batch 250124-07" is a note).
        if (f.table_cell && (start != f.value_start || end != f.value_end || !id_shaped(v, 1))) continue;
        if (decimal(v)) continue;
        // "Vehicle: 2019 Honda Civic": a model year is not the plate.
        if (std::string_view(f.meaning.category) == "VEHICLE" && v.size() == 4 && (v.substr(0, 2) == "19" || v.substr(0, 2) == "20") &&
            count_digits(v) == 4)
            continue;
        // Ages of the last four digits ("ending 4347") are short; other identifiers have 4+ characters.
        if (v.size() < 3 || count_digits(v) < 1 || (count_digits(v) < 2 && v.size() < 5)) continue;
        add_span(out, start, end, f.meaning.category, f.table_cell ? "id.table_column" : "id.field", 0.93);
    }
    // Step 1b: a long number under a label no list knows ("ΑΜΚΑ: 14066804528", "MBO: 187204416",
    // "Kaardi nr: 40417730"). A form's value of six digits or more that is not a date, an amount
    // or a measure identifies something; which kind the label does not say, so it goes to review.
    // (find_fields keeps only the labels it can name: a chat's "Jacinta:" is a speaker, not a label.)
    static const Regex unknown_label(
        R"((?<![\w.])(\p{L}[\p{L}\p{M}.'’-]*(?:[ ][\p{L}\p{M}.'’-]+){0,2})[ \t]*:[ \t]*(#?[\p{Lu}\d][\p{Lu}\d/-]*(?:[ ][\p{Lu}\d/-]+){0,3})(?![\w/-]))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"});
    // Tried only before a colon with six digits in the 26 bytes after it: most colons have none.
    std::vector<size_t> label_starts;
    for (size_t c = text.find(':'); c != std::string_view::npos; c = text.find(':', c + 1)) {
        if (c + 1 >= text.size() || in.digits.count(c + 1, std::min(text.size(), c + 27)) < 6) continue;
        for (auto it = std::lower_bound(in.starts.begin(), in.starts.end(), c > 40 ? c - 40 : 0); it != in.starts.end() && *it < c; ++it)
            label_starts.push_back(*it);
    }
    std::sort(label_starts.begin(), label_starts.end());
    label_starts.erase(std::unique(label_starts.begin(), label_starts.end()), label_starts.end());
    unknown_label.for_each_at(text, label_starts, [&](const Match& m) {
        const std::string_view label = m.text(1), v = m.text(2);
        if (count_digits(v) < 6 || v.size() > 24 || decimal(v) || date_shaped(v)) return true;
        // "IMG-20261110-WA0007.jpg": a file's name; "VBT-417 120 mg": a dose after a product's code.
        const size_t after = m.end(2);
        if (after + 1 < text.size() && text[after] == '.' && std::isalpha(static_cast<unsigned char>(text[after + 1]))) return true;
        if (v.find(' ') != std::string_view::npos && after + 1 < text.size() && text[after] == ' ' &&
            std::islower(static_cast<unsigned char>(text[after + 1])))
            return true;
        const LabelMeaning known = classify_label(label);
        if (known.identifier || *known.category || is_quantity_label(label) || is_public_number_label(label)) return true;
        add_span(out, m.start(2), m.end(2), "ID", "id.unknown_label", 0.6);
        return true;
    });
    // Step 2: identifier-shaped tokens with a label in the words before them.
    static const Regex token(R"((?<![\w/.-])[A-Za-z0-9](?:[A-Za-z0-9]|[-./](?=[A-Za-z0-9])){2,40}(?![\w]))",
                             StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    LabelMemo labels;
    // Identifiers hold 2+ digits within their first 16 bytes.
    token.for_each_at(text, digit_dense_starts(in.digits, in.starts, 16, 2), [&](const Match& m) {
        std::string_view id = m.text();
        if (!id_shaped(id, 2) || decimal(id)) return true;
        // A number written in spaced groups ("0 1234567 8", "2041 5566"): the label stands
        // before its first group, and the groups are one identifier.
        auto [run_start, run_end] = digit_group_run(text, m.start(), m.end());
        // Short groups ("12 345 678") count only as one number of six digits or more.
        if (id.size() < 4 && count_digits(text.substr(run_start, run_end - run_start)) < 6) return true;
        auto words = words_before(text, run_start);
        if (words.empty()) return true;
        // A public number's label before it ("Form 14A", "Court File Number", "Case No.").
        if (labels.is_public(text.substr(words.back().first, words[0].second - words.back().first))) return true;
        // "CPSO #123456", "MCR: M12345A": a '#' between the label and the number is part of the label.
        std::string_view gap = text.substr(words[0].second, run_start - words[0].second);
        const bool hash = gap.find('#') != std::string_view::npos;
        // The longest run of label words ending right before the number that names an identifier.
        LabelMeaning best;
        for (size_t n = words.size(); n >= 1; --n) {
            size_t from = words[n - 1].first, to = words[0].second;
            std::string label(text.substr(from, to - from));
            if (hash) label += " #";
            // Fillers alone ("of", "is") say nothing.
            bool all_filler = true;
            for (size_t k = 0; k < n; ++k) {
                std::string w = ascii_lower(text.substr(words[k].first, words[k].second - words[k].first));
                all_filler = all_filler && is_filler(w) && w != "id";  // "ID" alone is a label
            }
            if (all_filler) continue;
            LabelMeaning meaning = labels.classify(label);
            if (std::string_view(meaning.category) == "PERSON" || std::string_view(meaning.category) == "ORGANIZATION") {
                // "member GLB50731186": a person's role before a number names the number.
                LabelMeaning as_id = labels.classify(label + " id");
                if (as_id.identifier && !as_id.generic) meaning = as_id;
            }
            if (meaning.identifier) {
                // "Policy HR-101", "Policy IT-220": an organisation's rules are numbered too; an
                // insurance policy's number has its number word or insurance words on its line.
                if (std::string_view(meaning.category) == "HEALTH_PLAN" && !insurance_policy(text, label, m.start())) break;
                best = meaning;
                break;
            }
        }
        if (!best.identifier) return true;
        if (is_year_range(m.text()) || is_year_range(text.substr(run_start, run_end - run_start))) return true;  // "ZUS nie zaliczył lat 1978-1984"
        // A model year, not the plate; the year of a certificate or an exam, not its number ("Leaving
        // Certificate 2026"). (An identifier or an account may be four digits that read as a year.)
        const std::string_view cat(best.category);
        if (cat != "ID" && cat != "ACCOUNT" && id.size() == 4 && (id.substr(0, 2) == "19" || id.substr(0, 2) == "20") &&
            count_digits(id) == 4 && run_end - run_start == 4)
            return true;
        // (An identifier's or an account's four digits read as a year only after its number's word: "Acct
        // No. 1989"; after a law's name or a preposition they are the year, "Limitation Order 1989", "desde 2022".)
        if ((cat == "ID" || cat == "ACCOUNT") && !hash && id.size() == 4 && (id.substr(0, 2) == "19" || id.substr(0, 2) == "20") &&
            count_digits(id) == 4 && run_end - run_start == 4) {
            static const WordSet kNumberWords = {"no", "nr", "nro", "number", "num", "nos", "id", "n", "nº", "n°", "ref", "code", "pin", "acct", "account"};
            if (!kNumberWords.count(ascii_lower(text.substr(words[0].first, words[0].second - words[0].first)))) return true;
        }
        size_t start = m.start();
        // A plate written in two parts ("B-BL 4471"): the letters belong to it.
        if (std::string_view(best.category) == "VEHICLE" && !words.empty()) {
            size_t ws = words[0].first;
            std::string_view prev = text.substr(ws, m.start() - ws);
            bool letters = prev.size() <= 8 && prev.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ- ") == std::string_view::npos &&
                           !classify_label(prev).identifier;
            size_t b = ws;
            while (b > 0 && (std::isalpha(static_cast<unsigned char>(text[b - 1])) || text[b - 1] == '-')) --b;
            if (letters) start = b;
        }
        // A register's letters before a licence's digits ("HPCSA MP 0648213"): one to three capitals
        // that are no label of their own, with the register's name before them, and six digits or more
        // after them (not a plate's halves, "reg. no. KBX 219T", which the plate rules take).
        if (std::string_view(best.category) == "LICENSE" && words.size() >= 2 && words[0].second + 1 == m.start() &&
            id.size() >= 6 && count_digits(id) == id.size()) {
            const std::string_view prev = text.substr(words[0].first, words[0].second - words[0].first);
            const bool capitals = !prev.empty() && prev.size() <= 3 &&
                                  prev.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == std::string_view::npos;
            if (capitals && !classify_label(prev).identifier) start = words[0].first;
        }
        if (run_start < start) start = run_start;
        add_span(out, start, std::max(run_end, m.end()), best.category, "id.labelled", 0.92);
        return true;
    });
    // Step 2a: a transcript's answer that is only an identifier, to a question that names it:
    // "Q.   Do you know the plate number?\n A.   BZK4471.".
    static const Regex answer(R"((?m)^[ \t\d]*A\.[ \t]+([A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){3,19})\.?[ \t]*$)");
    answer.for_each_near(text, 'A', 40, [&](const Match& m) {
        if (count_digits(m.text(1)) < 2) return true;
        size_t ls = line_start(text, m.start());
        if (ls < 2) return true;
        size_t qs = line_start(text, ls - 1);
        std::string question = ascii_lower(text.substr(qs, ls - 1 - qs));
        size_t q = question.find("q.");
        if (q == std::string::npos || question.find_first_not_of(" \t0123456789") != q) return true;
        const char* category = has_word(question, {"plate", "registration", "vin", "tag"}) ? "VEHICLE"
                               : has_word(question, {"license", "licence"})                 ? "LICENSE"
                               : has_word(question, {"number", "id", "account", "policy", "member", "serial"}) ? "ID"
                                                                                                       : nullptr;
        if (category) add_span(out, m.start(1), m.end(1), category, "id.answer", 0.88);
        return true;
    });
    // Step 2b: a number after '#' right after a person's name: a badge ("Daniel Reyes #14472").
    static const Regex badge(R"((?<=[a-z]) #(\d{3,7})(?![\w-]|\.\d))");
    badge.for_each_near(text, '#', 1, [&](const Match& m) {
        size_t p = m.start();
        while (p > 0 && std::isalpha(static_cast<unsigned char>(text[p - 1]))) --p;
        if (p < m.start() && std::isupper(static_cast<unsigned char>(text[p])) &&
            !is_public_number_label(text.substr(p, m.start() - p)) && !classify_label(text.substr(p, m.start() - p)).identifier)
            add_span(out, m.start(1), m.end(1), "ID", "id.badge", 0.86);
        return true;
    });
    // Step 2c: a number plate after its word, in one to three groups ("UT plate T81 4KR", "SPZ: 7B2 3419",
    // "rek. KTE-418", "registration 9184 HT" after a car's make): short groups the labelled step
    // above leaves alone.
    static const Regex plate(R"((?i:\b(?:plate|tag|spz|e[čc]v|rek|rekisterinumero|rendsz[áa]m|kenteken|kennzeichen|matr[ií]cula|placa|)"
                             R"(targa|immatriculation|tablica|rz|registration|reg|rego))\.?(?:[ ]?(?:no|nr|#)\.?)?[ \t]*:?[ \t]*)"
                             R"(([A-Z0-9]{1,4}(?:[ -][A-Z0-9]{1,4}){0,2})(?![\w-]))",
                             StartBytes{"PpTtSsEeRrKkMmIi"});
    const std::vector<size_t> plate_words = in.word_index.starts_of({"plate", "tag", "spz", "ecv", "ečv", "rek", "rekisterinumero", "rendszám", "rendszam", "kenteken", "kennzeichen",
                    "matrícula", "matricula", "placa", "targa", "immatriculation", "tablica", "rz", "registration", "reg", "rego"});
    plate.for_each_at(text, plate_words, [&](const Match& m) {
        const std::string_view value = m.text(1);
        const size_t digits = count_digits(value);
        if (digits == 0 || value.size() < 5 || digits == value.size() - std::count(value.begin(), value.end(), ' ')) return true;
        // "registration" and "reg" name a car's plate only after the car ("a white Toyota Probox, registration").
        const std::string word = ascii_lower(m.text().substr(0, m.text().find_first_of(" .:\t")));
        if (word == "registration" || word == "reg") {
            const std::string before = window_before(text, m.start(), 48);
            bool car = has_word(before, {"car", "vehicle", "van", "truck", "lorry", "motorcycle", "suv", "pickup"});
            for (const Token& t : tokenize_words(before)) car = car || is_vehicle_make(t.text);
            if (!car) return true;
        }
        add_span(out, m.start(1), m.end(1), "VEHICLE", "id.plate", 0.9);
        return true;
    });
    // Step 3: a card brand or "ending" before four digits ("VISA x8978", "card ending 4347").
    static const Regex last4(R"((?i)\b(?:visa|mastercard|mc|amex|discover|debit|credit|card)[ \t]*(?:ending(?:[ \t]+in)?[ \t]*|x+|\*+|#)[ \t]*(\d{4})(?![\w]))",
                             StartBytes{"VvMmAaDdCc", {"iIaAcCmMeErR", "sSeEbBrR \t*#xX"}});
    last4.for_each_at(text, in.letter_starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ACCOUNT", "id.card_last4", 0.9);
        return true;
    });
    // Step 3b: a masked number's last digits ("****4471", "**** 7719", "XXXX-XXXX-XXXX-1234",
    // "•••• 0042"): a masked run is written only over a card or account number, in any language.
    static const Regex masked(R"((?<![\w*])(?:(?:\*{3,}|X{4}|(?:\xE2\x80\xA2){3,})[ \t-]?){1,3}(\d{4})(?![\w]))",
                              StartBytes{"*X\xE2"});
    // Tried where a run of '*', "XXXX" or bullets begins.
    std::vector<size_t> mask_starts;
    for (std::string_view mark : {"*", "XXXX", "\xE2\x80\xA2"})
        for (size_t p = text.find(mark); p != std::string_view::npos; p = text.find(mark, p + 1))
            if (p < mark.size() || text.compare(p - mark.size(), mark.size(), mark) != 0) mask_starts.push_back(p);
    std::sort(mask_starts.begin(), mask_starts.end());
    masked.for_each_at(text, mask_starts, [&](const Match& m) {
        // One token ("****4471") is taken whole; digits written apart from the mask alone.
        const bool one_token = m.start(1) > m.start() && std::isdigit(static_cast<unsigned char>(text[m.start(1)])) &&
                               text[m.start(1) - 1] != ' ' && text[m.start(1) - 1] != '\t' && text[m.start(1) - 1] != '-';
        add_span(out, one_token ? m.start() : m.start(1), m.end(1), "ACCOUNT", "id.masked_last4", 0.9);
        return true;
    });
    // Step 4: a device serial written with its label ("SN RNB402117S", "S/N 44-A9-77120"), the label at a
    // line's end and its number on the next when the line wraps ("(device SN\n44-A9-77120", a scan's OCR).
    static const Regex serial(R"((?<![\w/])(?:S/N|SN)[ \t]*:?(?:[ \t]*|[ \t]*\r?\n[ \t]*)([A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){4,30})(?![\w]))",
                              StartBytes{"S"});
    serial.for_each_at(text, in.starts, [&](const Match& m) {
        if (count_digits(m.text(1)) >= 2) add_span(out, m.start(), m.end(), "DEVICE", "id.serial", 0.93);
        return true;
    });
}

}  // namespace synsema::redact
