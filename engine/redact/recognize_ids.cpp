// Identifiers found by their label: medical record, account, licence, plate,
// device/serial, health-plan and member numbers. A keyword ("MRN", "Acct",
// "Lic. #", "Member ID", "VIN", "Serial") is followed, within a few filler
// words, by an identifier-shaped token containing digits.
#include <cctype>
#include <string>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

struct Label {
    const char* pattern;   // alternation branch (caseless)
    const char* category;
    const char* rule;      // "id." + category
    double confidence;
    bool label_in_span;    // the label is part of the identifier as written ("SN 44-A9-77120")
};

// Longer phrases first so "license plate" wins over "license".
const std::vector<Label>& labels() {
    static const std::vector<Label> kLabels = {
        {"license\\s+plate|plate(?:\\s+(?:no|number|#))?|tag\\s+(?:no|number|#)|vin|vehicle\\s+id", "VEHICLE", "id.VEHICLE", 0.93, false},
        {"medical\\s+record(?:\\s+(?:no|number|#))?|mrn|med\\s+rec(?:\\s+no)?|chart\\s+(?:no|number|#)|patient\\s+id|hospital\\s+(?:no|number)|unit\\s+no|accession(?:\\s+(?:no|number|#))?|specimen\\s+(?:id|no|number|#)", "MRN", "id.MRN", 0.93, false},
        {"member\\s*(?:id|#|no|number)|subscriber\\s*(?:id|#|no|number)|policy(?:\\s+(?:no|number|#|id))?|group\\s*(?:no|number|#|id)?|plan\\s+(?:id|no|number)|insurance\\s+(?:id|no|number)|beneficiary\\s+(?:id|no|number)|medicare|medicaid|mbi|hicn", "HEALTH_PLAN", "id.HEALTH_PLAN", 0.92, false},
        {"account(?:\\s+(?:no|number|#))?|acct|a/c|check\\s+(?:no|number|#)|cheque\\s+(?:no|number)|routing(?:\\s+(?:no|number|#))?|claim\\s+(?:no|number|#)|loan\\s+(?:no|number)|(?:card\\s+)?ending\\s+in", "ACCOUNT", "id.ACCOUNT", 0.92, false},
        {"driver'?s?\\s+licen[cs]e|licen[cs]e(?:\\s+(?:no|number|#))?|lic|dl|bar\\s+(?:no|number|#)|state\\s+bar|bpr(?:\\s+no)?|sbn|ardc|certificate\\s+(?:no|number)|permit\\s+(?:no|number)", "LICENSE", "id.LICENSE", 0.92, false},
        {"s/n|sn", "DEVICE", "id.DEVICE", 0.93, true},
        {"serial(?:\\s+(?:no|number|#))?|device\\s+(?:id|no|number)|udi|imei|lot\\s+(?:no|number)", "DEVICE", "id.DEVICE", 0.93, false},
        {"passport(?:\\s+(?:no|number))?|employee\\s+(?:id|no|number)|badge(?:\\s+(?:no|number))?|student\\s+id|national\\s+id", "ID", "id.ID", 0.9, false},
    };
    return kLabels;
}

std::string label_pattern() {
    std::string p = "(?i)(?<![\\w/])(?:";
    for (size_t i = 0; i < labels().size(); ++i) p += (i ? "|" : "") + std::string("(") + labels()[i].pattern + ")";
    return p + ")\\.?(?![\\w])";
}

// Words allowed between a label and its identifier.
bool is_filler(std::string_view w) {
    static const char* kFiller[] = {"no", "nr", "num", "number", "id", "is", "as", "of", "on", "file", "our", "your",
                                    "the", "a", "his", "her", "their", "in", "to", "for", "with", "was", "it's",
                                    "ending", "card", "we", "have", "#"};
    for (const char* f : kFiller)
        if (w == f) return true;
    return false;
}

// A filler word, or a state code before a licence or plate number.
bool skippable(std::string_view word, std::string_view category) {
    if (!word.empty() && word.back() == '.') word.remove_suffix(1);
    if (is_filler(ascii_lower(word))) return true;
    return word.size() == 2 && is_us_state_abbreviation(word) && (category == "LICENSE" || category == "VEHICLE");
}

}  // namespace

void find_context_ids(const ScanInput& in, Spans& out) {
    static const Regex label_re(label_pattern());
    static const Regex id_re(R"((?<![\w])[A-Za-z0-9](?:[A-Za-z0-9]|[-./](?=[A-Za-z0-9])){2,40}(?![\w]))");
    static const Regex word_re(R"([A-Za-z#']+\.?)");
    std::string_view text = in.text;
    label_re.for_each(text, [&](const Match& m) {
        size_t which = 0;
        for (size_t g = 1; g <= labels().size(); ++g)
            if (m.has(static_cast<int>(g))) which = g - 1;
        const Label& label = labels()[which];
        // Walk forward over separators and filler words (at most 5 words, 60 bytes).
        size_t pos = m.end(), limit = std::min(text.size(), m.end() + 60);
        int words = 0;
        while (pos < limit && words <= 5) {
            char c = text[pos];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ':' || c == '#' || c == '.' || c == '(' ||
                c == '-' || c == '=') {
                ++pos;
                continue;
            }
            Match idm;
            if (id_re.match_at(text, pos, &idm)) {
                std::string_view id = idm.text();
                size_t digits = 0;
                for (char ch : id) digits += std::isdigit(static_cast<unsigned char>(ch)) ? 1 : 0;
                if (digits >= 2 && id.size() >= 4) {
                    size_t start = label.label_in_span ? m.start() : idm.start();
                    add_span(out, start, idm.end(), label.category, label.rule, label.confidence);
                    return true;
                }
                if (!skippable(id, label.category)) return true;
                pos = idm.end();
                ++words;
                continue;
            }
            Match wm;
            if (word_re.match_at(text, pos, &wm) && skippable(wm.text(), label.category)) {
                pos = wm.end();
                ++words;
                continue;
            }
            return true;
        }
        return true;
    });
}

}  // namespace synsema::redact
