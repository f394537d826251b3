// Courts and government agencies acting as such are not marked (the annotation guide): an organisation
// headed by a ministry's, a department's, a court's or a government's word ("Ministry of Social
// Development", "Minnesota Department of Human Services", "Itasca County District Court") is dropped.
#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

#include "recognizers.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact {

void drop_government_acting(std::string_view text, Spans& spans, size_t first) {
    static const WordSet kGovernment = {"Ministry", "MINISTRY", "Ministerio", "Ministère", "Ministério", "Ministerium",
                                        "Department", "DEPARTMENT", "Dept", "Court", "COURT", "Tribunal", "Parliament",
                                        "Government", "GOVERNMENT", "Sheriff", "Commission", "Administration", "Prosecutor"};
    // The word must head the name, before "of" or "for" or closing it ("Parliament Street Medical Centre",
    // "Tazewell Court Reporting" and "Highnam Court Care Home" are a street's, a firm's and a home's); and an
    // employer is tied to the person ("Employer: Ministry of Education").
    const auto government_acting = [&](const Candidate& c) {
        if (std::string_view(c.category) != "ORGANIZATION") return false;
        const std::string_view name = text.substr(c.start, c.end - c.start);
        // (Most names hold none of the words: a search of their stems first, before any tokenizing.)
        static constexpr std::string_view kStems[] = {"Minist", "MINIST", "Dep", "DEP", "Court", "COURT", "Tribunal", "Parliament",
                                                      "Govern", "GOVERN", "Sheriff", "Commission", "Administration", "Prosecutor"};
        if (std::none_of(std::begin(kStems), std::end(kStems), [&](std::string_view stem) { return name.find(stem) != std::string_view::npos; }))
            return false;
        const std::vector<Token> words = tokenize_words(name);
        bool head = false;
        for (size_t w = 0; w < words.size() && !head; ++w) {
            if (!kGovernment.contains(words[w].text)) continue;
            const std::string_view next = w + 1 < words.size() ? words[w + 1].text : std::string_view{};
            head = w + 1 == words.size() || next == "of" || next == "for" || next == "OF" || next == "FOR";
        }
        if (!head) return false;
        const std::string before = window_before(text, c.start, 24);
        return before.find("employ") == std::string::npos && before.find("works ") == std::string::npos &&
               before.find("work for") == std::string::npos && before.find("work at") == std::string::npos;
    };
    spans.erase(std::remove_if(spans.begin() + static_cast<std::ptrdiff_t>(first), spans.end(), government_acting), spans.end());
}

}  // namespace synsema::redact
