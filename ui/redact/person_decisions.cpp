#include "person_decisions.h"

#include <algorithm>

namespace synsema::ui {

namespace {

void insert_replacing_overlaps(std::vector<redact::Span>& list, const redact::Span& added) {
    list.erase(std::remove_if(list.begin(), list.end(),
                              [&](const redact::Span& s) { return s.start < added.end && added.start < s.end; }),
               list.end());
    const auto at = std::lower_bound(list.begin(), list.end(), added.start,
                                     [](const redact::Span& s, size_t pos) { return s.start < pos; });
    list.insert(at, added);
}

}  // namespace

void carry_person_decisions(const services::RedactionSet& before, services::RedactionSet& after) {
    for (size_t d = 0; d < after.docs.size() && d < after.spans.size(); ++d) {
        const auto& doc = after.docs[d];
        for (size_t b = 0; b < before.docs.size() && b < before.spans.size(); ++b) {
            if (before.docs[b].path != doc.path || before.docs[b].sha256 != doc.sha256) continue;
            auto& list = after.spans[d];
            for (const auto& old : before.spans[b]) {
                if (old.decided_by != "person") continue;
                if (old.rule == "person") {
                    insert_replacing_overlaps(list, old);
                    continue;
                }
                for (auto& s : list)
                    if (s.start == old.start && s.end == old.end) {
                        s.decision = old.decision;
                        s.decided_by = old.decided_by;
                        s.needs_review = false;
                    }
            }
            break;
        }
    }
}

}  // namespace synsema::ui
