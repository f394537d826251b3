#include "redactor.h"

#include <algorithm>
#include <cctype>

#include "recognizers.h"
#include "text_scan.h"
#include "validators.h"

namespace synsema::redact {

namespace {

// Lower-cased words of an entity without honorifics or degrees.
std::vector<std::string> entity_words(std::string_view text) {
    std::vector<std::string> words;
    for (const Token& t : tokenize_words(text))
        if (!t.initial && !is_name_stopword(t.text)) words.push_back(ascii_lower(t.text));
    return words;
}

std::string join(const std::vector<std::string>& words) {
    std::string k;
    for (const auto& w : words) k += (k.empty() ? "" : " ") + w;
    return k;
}

std::string entity_key(std::string_view text) {
    std::string k = join(entity_words(text));
    if (!k.empty()) return k;
    for (char c : text)
        if (std::isalnum(static_cast<unsigned char>(c))) k += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return k;
}

std::string mask(std::string_view s) {
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        if ((c & 0xC0) == 0x80) continue;  // one mark per character
        out += (c == ' ' || c == '\n' || c == '\t') ? std::string(1, static_cast<char>(c)) : std::string("\xE2\x96\x88");
    }
    return out;
}

std::string keep_last_4(std::string_view s) {
    size_t digits = digits_only(s).size();
    std::string out;
    size_t seen = 0;
    for (char c : s) {
        if (std::isdigit(static_cast<unsigned char>(c))) out += ++seen + 4 > digits ? c : 'X';
        else if (std::isalpha(static_cast<unsigned char>(c))) out += 'X';
        else out += c;
    }
    return out;
}

// The four-digit year of a date, or "" when the span has none.
std::string year_of(std::string_view s) {
    for (size_t i = 0; i + 4 <= s.size(); ++i) {
        bool four = true;
        for (size_t k = 0; k < 4; ++k) four = four && std::isdigit(static_cast<unsigned char>(s[i + k]));
        bool alone = (i == 0 || !std::isdigit(static_cast<unsigned char>(s[i - 1]))) &&
                     (i + 4 == s.size() || !std::isdigit(static_cast<unsigned char>(s[i + 4])));
        if (four && alone && (s.substr(i, 2) == "19" || s.substr(i, 2) == "20")) return std::string(s.substr(i, 4));
    }
    return {};
}

}  // namespace

void PlaceholderBook::register_set(const std::vector<std::string_view>& texts, const std::vector<std::vector<Span>>& spans) {
    // Linked people first, in the order of their first mention in the set.
    for (size_t d = 0; d < texts.size() && d < spans.size(); ++d)
        for (const auto& s : spans[d])
            if (s.category == "PERSON" && s.entity >= 0) entity_number(s.entity);
    struct Item { std::string category; std::string text; size_t words; };
    std::vector<Item> items;
    for (size_t d = 0; d < texts.size() && d < spans.size(); ++d)
        for (const auto& s : spans[d]) {
            if (s.category == "PERSON" && (s.entity >= 0 || !s.entity_candidates.empty())) continue;
            items.push_back({s.category, std::string(texts[d].substr(s.start, s.length())),
                             entity_words(texts[d].substr(s.start, s.length())).size()});
        }
    std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.words > b.words; });
    for (const auto& it : items) label(it.category, it.text);
}

std::string PlaceholderBook::label(const std::string& category, std::string_view text) {
    auto& numbers = numbers_[category];
    std::string key = entity_key(text);
    auto found = numbers.find(key);
    if (found == numbers.end() && category == "PERSON") {
        // A first or last name alone belongs to the full name already seen.
        std::vector<std::string> words = entity_words(text);
        for (const auto& [known, number] : numbers) {
            std::vector<std::string> known_words = entity_words(known);
            bool all_in = !words.empty();
            for (const auto& w : words) all_in = all_in && std::find(known_words.begin(), known_words.end(), w) != known_words.end();
            if (all_in) {
                numbers[key] = number;
                found = numbers.find(key);
                break;
            }
        }
    }
    int n = found != numbers.end() ? found->second : (numbers[key] = ++next_[category]);
    return "[" + category + " " + std::to_string(n) + "]";
}

int PlaceholderBook::entity_number(int entity) {
    auto it = entity_numbers_.find(entity);
    if (it != entity_numbers_.end()) return it->second;
    return entity_numbers_[entity] = ++next_["PERSON"];
}

std::string PlaceholderBook::label(const Span& span, std::string_view text) {
    if (span.category == "PERSON" && span.entity >= 0)
        return "[PERSON " + std::to_string(entity_number(span.entity)) + "]";
    if (span.category == "PERSON" && !span.entity_candidates.empty()) {
        std::string all;
        for (int e : span.entity_candidates) all += (all.empty() ? "" : "/") + std::to_string(entity_number(e));
        return "[PERSON " + all + "]";
    }
    return label(span.category, text);
}

Replacement replacement_for(std::string_view document, const Span& span, const Policy& policy, PlaceholderBook& book) {
    Replacement r;
    r.start = span.start;
    r.end = span.end;
    std::string_view text = document.substr(span.start, span.length());
    const PolicyRule* rule = policy.rule_for(span.category);
    if (!rule || span.decision == "keep") return r;
    if (rule->min_value >= 0) {
        std::string digits = digits_only(text);
        if (digits.empty() || digits.size() > 9 || std::stol(digits) < rule->min_value) return r;
    }
    if (!rule->near.empty() && !has_word(window_before(document, span.start, 40), rule->near)) return r;
    r.op = rule->op;
    switch (rule->op) {
        case Operator::Keep: break;
        case Operator::Placeholder: r.text = book.label(span, text); break;
        case Operator::Mask: r.text = mask(text); break;
        case Operator::Remove: r.text.clear(); break;
        case Operator::KeepLast4: r.text = keep_last_4(text); break;
        case Operator::YearOnly: {
            std::string year = year_of(text);
            r.text = year.empty() ? book.label(span, text) : year;
            break;
        }
    }
    return r;
}

RedactedText apply_policy(std::string_view document, const std::vector<Span>& spans, const Policy& policy,
                          PlaceholderBook& book) {
    RedactedText out;
    size_t pos = 0;
    for (const auto& s : spans) {
        if (s.start < pos || s.end > document.size()) continue;  // overlapping or stale: skip safely
        Replacement r = replacement_for(document, s, policy, book);
        if (r.op == Operator::Keep) continue;
        out.text.append(document.substr(pos, s.start - pos));
        out.text += r.text;
        pos = s.end;
        out.applied.push_back(std::move(r));
    }
    out.text.append(document.substr(pos));
    return out;
}

}  // namespace synsema::redact
