#include "detector.h"

#include <algorithm>

#include "engine/util/error.h"
#include "propagate.h"
#include "recognizers.h"

namespace synsema::redact {

namespace {

void run_recognizers(const ScanInput& in, Spans& out) {
    find_emails(in, out);
    find_urls(in, out);
    find_ip_and_mac(in, out);
    find_phones(in, out);
    find_national_ids(in, out);
    find_financial(in, out);
    find_provider_ids(in, out);
    find_dates(in, out);
    find_ages(in, out);
    find_context_ids(in, out);
    find_addresses(in, out);
    find_organizations(in, out);
    find_persons(in, out);
}

// "Jerome" + " " + "Adeyemi" found separately are one name.
void join_adjacent_persons(std::string_view text, std::vector<Span>& spans) {
    std::vector<Span> out;
    for (auto& s : spans) {
        if (!out.empty() && out.back().category == "PERSON" && s.category == "PERSON" && s.start >= out.back().end &&
            s.start - out.back().end <= 2 && same_line(text, out.back().end, s.start)) {
            out.back().end = s.end;
            out.back().confidence = std::max(out.back().confidence, s.confidence);
            continue;
        }
        out.push_back(std::move(s));
    }
    spans = std::move(out);
}

}  // namespace

std::vector<Span> resolve_overlaps(std::vector<Span> spans) {
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) {
        if (a.start != b.start) return a.start < b.start;
        if (a.end != b.end) return a.end > b.end;
        return a.confidence > b.confidence;
    });
    std::vector<Span> out;
    for (auto& s : spans) {
        if (out.empty() || s.start >= out.back().end) {
            out.push_back(std::move(s));
            continue;
        }
        Span& k = out.back();
        if (s.end <= k.end) {
            // Contained: the container stays; it is at least as sure as its content.
            k.confidence = std::max(k.confidence, s.confidence);
            continue;
        }
        // Partial overlap: the union, named by the more confident span.
        if (s.confidence > k.confidence) {
            k.category = s.category;
            k.rule = s.rule;
            k.confidence = s.confidence;
        }
        k.end = s.end;
    }
    return out;
}

Detector::Detector(DetectorOptions options, std::shared_ptr<SpanReviewer> reviewer)
    : options_(std::move(options)),
      words_(WordList::shared(options_.word_list_path)),
      reviewer_(reviewer ? std::move(reviewer) : std::make_shared<NoModelReviewer>()) {
    if (!(options_.drop_threshold <= options_.auto_threshold))
        throw Error(ErrorKind::Invalid, "redact: drop threshold must not exceed the auto-redact threshold");
}

std::vector<std::vector<Span>> Detector::detect_set(const std::vector<std::string_view>& texts) const {
    // Step 1: tokens and per-document recognizers.
    std::vector<std::vector<Token>> tokens(texts.size());
    std::vector<std::vector<Span>> spans(texts.size());
    for (size_t d = 0; d < texts.size(); ++d) {
        require_valid_utf8(texts[d], "redact: document " + std::to_string(d + 1));
        tokens[d] = tokenize_words(texts[d]);
        spans[d].reserve(texts[d].size() / 64 + 16);
        ScanInput in{texts[d], *words_, tokens[d]};
        run_recognizers(in, spans[d]);
    }
    // Step 2: spread names and organisations over the set, then merge.
    propagate_entities(texts, tokens, *words_, spans);
    for (size_t d = 0; d < texts.size(); ++d) {
        auto& list = spans[d];
        list.erase(std::remove_if(list.begin(), list.end(),
                                  [&](const Span& s) { return s.confidence < options_.drop_threshold; }),
                   list.end());
        list = resolve_overlaps(std::move(list));
        join_adjacent_persons(texts[d], list);
        // Step 3: the confidence gate, then the reviewer for uncertain spans.
        std::vector<Span> kept;
        for (auto& s : list) {
            if (s.confidence >= options_.auto_threshold) {
                s.decision = "redact";
                s.decided_by = "rule";
            } else {
                s.needs_review = true;
                s.decision = "review";
                s.decided_by = "pending";
                if (auto verdict = reviewer_->review(ReviewRequest{texts[d], s})) {
                    s.reviewed_by = reviewer_->id();
                    s.review_probability = verdict->probability;
                    // Only the reviewer's own calibrated gate may take the
                    // decision away from the person; otherwise it stays pending.
                    if (verdict->automatic) {
                        s.needs_review = false;
                        s.decision = verdict->is_identifier ? "redact" : "keep";
                        s.decided_by = "gate";
                    }
                }
            }
            kept.push_back(std::move(s));
        }
        list = std::move(kept);
    }
    return spans;
}

std::vector<Span> Detector::detect(std::string_view text) const { return detect_set({text}).front(); }

}  // namespace synsema::redact
