#include "entities.h"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "lexicon.h"
#include "recognizers.h"
#include "text_scan.h"

namespace synsema::redact {

NameForm name_form(std::string_view span_text) {
    NameForm f;
    for (const Token& t : tokenize_words(span_text)) {
        if (t.initial || (t.text.size() == 1 && (t.capitalised || t.all_caps || std::isupper(static_cast<unsigned char>(t.text[0]))))) {
            f.initials.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(t.text[0]))));
            continue;
        }
        if (is_name_stopword(t.text)) continue;
        std::string w = fold_word(t.text);
        static const char* kParticles[] = {"van", "der", "den", "de", "del", "della", "di", "da", "das", "do",
                                           "dos", "du", "la", "le", "von", "zu", "ter", "ten", "bin", "binti", "binte", "bte",
                                           "bint", "ibn", "al", "el", "ap", "ferch", "verch", "arap", "dela",
                                           "delos", "lo", "te", "anak"};
        if (std::find_if(std::begin(kParticles), std::end(kParticles), [&](const char* p) { return w == p; }) !=
            std::end(kParticles))
            continue;
        if (std::find(f.words.begin(), f.words.end(), w) == f.words.end()) f.words.push_back(w);
    }
    return f;
}

namespace {

struct Entity {
    std::vector<std::string> words;
    size_t first_doc = 0, first_pos = 0;
};

bool contains_all(const std::vector<std::string>& big, const std::vector<std::string>& small) {
    for (const auto& w : small)
        if (std::find(big.begin(), big.end(), w) == big.end()) return false;
    return true;
}

// Initials ("J" of "J. Example") agree with an entity's words other than the
// ones written out.
bool initials_fit(const Entity& e, const NameForm& f) {
    for (char c : f.initials) {
        bool found = false;
        for (const auto& w : e.words)
            if (!w.empty() && w[0] == c && std::find(f.words.begin(), f.words.end(), w) == f.words.end()) found = true;
        if (!found) return false;
    }
    return true;
}

}  // namespace

void link_entities(const std::vector<std::string_view>& texts, std::vector<std::vector<Span>>& spans) {
    struct Ref {
        size_t doc, index;
        NameForm form;
    };
    std::vector<Ref> refs;
    for (size_t d = 0; d < spans.size() && d < texts.size(); ++d)
        for (size_t i = 0; i < spans[d].size(); ++i) {
            const Span& s = spans[d][i];
            if (s.category != "PERSON") continue;
            NameForm f = name_form(texts[d].substr(s.start, s.length()));
            if (!f.words.empty()) refs.push_back({d, i, std::move(f)});
        }
    // Step 1: full names, longest first, become or join entities.
    std::vector<size_t> order(refs.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return refs[a].form.words.size() > refs[b].form.words.size(); });
    std::vector<Entity> entities;
    // The entities holding each word, ascending: an entity that fits a form holds all its words, so
    // only those holding its rarest word are tried (a roster's thousands of people made trying every
    // entity for every name quadratic).
    std::unordered_map<std::string, std::vector<int>> holding;
    static const std::vector<int> kNone;
    for (size_t k : order) {
        Ref& r = refs[k];
        Span& s = spans[r.doc][r.index];
        const std::vector<int>* tried = nullptr;
        for (const std::string& w : r.form.words) {
            auto it = holding.find(w);
            const std::vector<int>& list = it == holding.end() ? kNone : it->second;
            if (!tried || list.size() < tried->size()) tried = &list;
        }
        std::vector<int> fits;
        for (int e : *tried)
            if (contains_all(entities[static_cast<size_t>(e)].words, r.form.words) && initials_fit(entities[static_cast<size_t>(e)], r.form))
                fits.push_back(e);
        if (fits.size() == 1) {
            s.entity = fits.front();
        } else if (fits.empty()) {
            entities.push_back({r.form.words, r.doc, s.start});
            s.entity = static_cast<int>(entities.size() - 1);
            for (const std::string& w : r.form.words) holding[w].push_back(s.entity);
        } else {
            // "Example" when both Jane Example and John Example are in the set.
            s.entity = -1;
            s.entity_candidates = fits;
            s.needs_review = true;
            s.decision = Decision::Review;
            s.decided_by = Decider::Pending;
            // No names in the note: it goes to the audit log, which holds no document text.
            s.note = "ambiguous short form: fits " + std::to_string(fits.size()) +
                     " people of the set (entity_candidates); linked to none, a person decides";
        }
    }
    // Step 2: number entities by their first mention in the set (document, then position).
    std::vector<std::pair<std::pair<size_t, size_t>, int>> first(entities.size(), {{SIZE_MAX, SIZE_MAX}, 0});
    for (const Ref& r : refs) {
        const Span& s = spans[r.doc][r.index];
        if (s.entity < 0) continue;
        auto key = std::make_pair(r.doc, s.start);
        if (key < first[static_cast<size_t>(s.entity)].first) first[static_cast<size_t>(s.entity)] = {key, s.entity};
    }
    std::vector<int> by_mention(entities.size());
    for (size_t e = 0; e < entities.size(); ++e) by_mention[e] = static_cast<int>(e);
    std::sort(by_mention.begin(), by_mention.end(), [&](int a, int b) { return first[static_cast<size_t>(a)].first < first[static_cast<size_t>(b)].first; });
    std::vector<int> renumber(entities.size());
    for (size_t rank = 0; rank < by_mention.size(); ++rank) renumber[static_cast<size_t>(by_mention[rank])] = static_cast<int>(rank);
    for (auto& list : spans)
        for (Span& s : list) {
            if (s.category != "PERSON") continue;
            if (s.entity >= 0) s.entity = renumber[static_cast<size_t>(s.entity)];
            for (int& c : s.entity_candidates) c = renumber[static_cast<size_t>(c)];
        }
}

}  // namespace synsema::redact
