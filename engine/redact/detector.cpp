#include "detector.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "citations.h"
#include "date_ranges.h"
#include "engine/util/error.h"
#include "entities.h"
#include "name_aliases.h"
#include "native_digits.h"
#include "class_prefixes.h"
#include "ocr_confusions.h"
#include "person_forms.h"
#include "person_joins.h"
#include "place_joins.h"
#include "propagate.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// Every token's Lexicon flags. A document repeats its words ("the", a
// patient's name), and a lookup folds the word, probes a 400,000-key table
// and, for a word not listed, tries its inflections: remember each distinct
// spelling's flags instead (the same function of the same bytes). The memo
// stops growing at kMaxRemembered spellings so a text of endless distinct
// words costs no more memory than that.
void set_lexicon_flags(const Lexicon& lexicon, std::vector<Token>& tokens) {
    constexpr size_t kMaxRemembered = 1 << 16;
    std::unordered_map<std::string_view, uint32_t> memo;
    for (Token& t : tokens) {
        if (auto it = memo.find(t.text); it != memo.end()) {
            t.lex = it->second;
            continue;
        }
        t.lex = lexicon.flags(t.text);
        if (memo.size() < kMaxRemembered) memo.emplace(t.text, t.lex);
    }
}

void run_recognizers(const ScanInput& in, Spans& out) {
    find_emails(in, out);
    find_urls(in, out);
    find_messenger_ids(in, out);
    find_singapore_plates(in, out);
    find_district_plates(in, out);
    find_ip_and_mac(in, out);
    find_phones(in, out);
    find_national_ids(in, out);
    find_country_ids(in, out);
    find_financial(in, out);
    find_argentine_accounts(in, out);
    find_provider_ids(in, out);
    find_dates(in, out);
    find_ages(in, out);
    find_context_ids(in, out);
    find_reference_codes(in, out);
    find_machine_readable_zones(in, out);
    find_bare_codes(in, out);
    find_addresses(in, out);
    find_route_addresses(in, out);
    find_places_by_admin_word(in, out);
    find_latin_american_streets(in, out);
    find_arabic_streets(in, out);
    find_city_postcodes(in, out);
    find_postcodes_after_countries(in, out);
    find_postcodes_after_words(in, out);
    find_building_segments(in, out);
    find_town_layouts(in, out);
    find_locality_chains(in, out);
    find_organizations(in, out);
    find_caseless_organizations(in, out);
    find_town_kind_institutions(in, out);
    find_bank_initials(in, out);
    find_card_last_four(in, out);
    find_caps_unknown_names(in, out);
    find_rare_capitalised_words(in, out);
    const size_t persons_from = out.size();
    find_persons(in, out);
    find_caseless_titled_names(in, out);
    find_caseless_kin_names(in, out);
    find_georgian_forms(in, out);
    find_coordinated_given_names(in, out, persons_from);
    find_given_names_before_surnames(in, out, persons_from);
    find_collar_numbers(in, out, persons_from);
    find_register_numbers(in, out, persons_from);
    find_inverted_name_lists(in, out);
    find_korean_forms(in, out);
    find_chinese_names(in, out);
    find_slavic_cases(in, out);
    find_suffixed_towns(in, out);
    find_finnish_cases(in, out);
    find_json_chat_senders(in, out);
    find_stamped_handles(in, out);
    find_town_pairs(in, out);
    find_device_codes(in, out);
    find_crypto_addresses(in, out);
    find_mail_display_names(in, out);
    find_staff_marks(in, out);
    find_surnames_with_initials(in, out);
    find_names_before_ids(in, out);
    find_titles_after_names(in, out);
    find_caps_values(in, out);
    find_spoken(in, out);
    find_person_forms(in, out);  // after the names: their initials and user names
    find_life_years(in, out, persons_from);
    find_address_blocks(in, out, 0);  // after the postcodes, names and organisations it reads
    find_towns_after_streets(in, out, 0);
    drop_markup_timestamps(in, out);
    drop_json_message_ids(in, out);
    drop_csv_header_spans(in, out);
    drop_numbered_units(in, out);
    drop_saints_as_persons(in, out);
}

// The order std::sort gives the spans under the comparison below, found by
// sorting small keys instead of whole spans: std::sort's steps depend only
// on the comparison results, so the order is the same.
template <class SpanLike>
std::vector<size_t> overlap_order(const std::vector<SpanLike>& spans) {
    struct Key {
        size_t start, end;
        double confidence;
        size_t index;
    };
    std::vector<Key> keys(spans.size());
    for (size_t i = 0; i < spans.size(); ++i) keys[i] = {spans[i].start, spans[i].end, spans[i].confidence, i};
    std::sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
        if (a.start != b.start) return a.start < b.start;
        if (a.end != b.end) return a.end > b.end;
        if (a.confidence != b.confidence) return a.confidence > b.confidence;
        // Equal spans, equally sure: the first found wins, whatever order the sort visits them in
        // (std::sort is not stable; a span added elsewhere must not flip a tie's category).
        return a.index < b.index;
    });
    std::vector<size_t> order(keys.size());
    for (size_t i = 0; i < keys.size(); ++i) order[i] = keys[i].index;
    return order;
}

// resolve_overlaps for Span and Candidate alike, in place.
template <class SpanLike>
void resolve_in_place(std::vector<SpanLike>& spans) {
    // Step 1: sort by start, longest first, most confident first (in place:
    // following each cycle of the permutation moves every span once).
    const std::vector<size_t> order = overlap_order(spans);
    std::vector<bool> placed(spans.size(), false);
    for (size_t i = 0; i < spans.size(); ++i) {
        if (placed[i] || order[i] == i) continue;
        SpanLike first = std::move(spans[i]);
        size_t j = i;
        while (order[j] != i) {
            spans[j] = std::move(spans[order[j]]);
            placed[j] = true;
            j = order[j];
        }
        spans[j] = std::move(first);
        placed[j] = true;
    }
    // Step 2: merge, compacting the kept spans to the front.
    size_t kept = 0;
    for (size_t i = 0; i < spans.size(); ++i) {
        SpanLike& s = spans[i];
        if (kept == 0 || s.start >= spans[kept - 1].end) {
            if (kept != i) spans[kept] = std::move(s);
            ++kept;
            continue;
        }
        SpanLike& k = spans[kept - 1];
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
    spans.erase(spans.begin() + static_cast<std::ptrdiff_t>(kept), spans.end());
}

}  // namespace

std::vector<Span> resolve_overlaps(std::vector<Span> spans) {
    resolve_in_place(spans);
    return spans;
}

Detector::Detector(DetectorOptions options, std::shared_ptr<SpanReviewer> reviewer)
    : options_(std::move(options)),
      lexicon_(Lexicon::shared(options_.word_list_path, options_.data_dir)),
      reviewer_(reviewer ? std::move(reviewer) : std::make_shared<NoModelReviewer>()) {
    if (!(options_.drop_threshold <= options_.auto_threshold))
        throw Error(ErrorKind::Invalid, "redact: drop threshold must not exceed the auto-redact threshold");
}

std::vector<std::vector<Span>> Detector::detect_set(const std::vector<std::string_view>& texts) const {
    // Step 1: tokens, their word facts, the record's structure and the
    // per-document recognizers, on the text with OCR confusions undone and
    // class prefixes' hyphens blank (the same length, so every offset is the
    // original's).
    std::vector<std::string> clean(texts.size()), unglued(texts.size());
    std::vector<std::string_view> views(texts.size());
    std::vector<std::vector<Token>> tokens(texts.size());
    std::vector<Spans> candidates(texts.size());
    std::vector<std::vector<ByteRange>> citations(texts.size());
    std::vector<Language> languages(texts.size(), Language::English);
    // Digits of other scripts folded to ASCII ("۰۹۱۲…", "２０２６年"): the spans found on the copy
    // are mapped back to the original's bytes before step 3.
    std::vector<FoldedDigits> folded(texts.size());
    for (size_t d = 0; d < texts.size(); ++d) {
        require_valid_utf8(texts[d], "redact: document " + std::to_string(d + 1));
        const std::string_view source = fold_native_digits(texts[d], &folded[d]) ? std::string_view(folded[d].text) : texts[d];
        // Short capitalised words are undone only into words of the language ("T0" → "TO").
        auto known_word = [&](std::string_view w) { return (lexicon_->flags(w) & (kLexCommon | kLexVocab)) != 0; };
        views[d] = undo_ocr_confusions(source, &clean[d], known_word) ? std::string_view(clean[d]) : source;
        const bool unglue = split_class_prefixes(views[d], &unglued[d]);
        if (unglue) {
            // The language is guessed on the text as written: a prefix set apart ("ku", "pa") is
            // a word of a language the guesser has no list for, and would count as some other's.
            std::vector<Token> written = tokenize_words(views[d]);
            set_lexicon_flags(*lexicon_, written);
            languages[d] = guess_language(views[d], written);
            views[d] = unglued[d];
        }
        tokens[d] = tokenize_words(views[d]);
        set_lexicon_flags(*lexicon_, tokens[d]);
        // Generous: pages reserved but never written cost nothing, a
        // reallocation copies every span into freshly faulted pages.
        candidates[d].reserve(texts[d].size() / 32 + 16);
        const StartIndex starts(identifier_starts(views[d]), views[d]);
        const StartIndex word_starts(letter_starts(views[d]), views[d]);
        const WordIndex word_index(tokens[d]);
        const std::vector<Field> fields = find_fields(views[d]);
        const DigitBits digits(views[d]);
        if (!unglue) languages[d] = guess_language(views[d], tokens[d]);
        ScanInput in{views[d], *lexicon_, tokens[d], starts, word_starts, word_index, digits, fields, languages[d], has_caseless_script(views[d]),
                     options_.auto_threshold};
        run_recognizers(in, candidates[d]);
        citations[d] = find_case_citations(in);
        drop_parties_of_citations(citations[d], candidates[d]);
    }
    // Step 2: spread names, places and organisations over the set, then merge.
    std::vector<size_t> before_spread(texts.size());
    for (size_t d = 0; d < texts.size(); ++d) before_spread[d] = candidates[d].size();
    propagate_entities(views, tokens, *lexicon_, candidates);
    for (size_t d = 0; d < texts.size(); ++d) find_towns_after_parties(views[d], *lexicon_, candidates[d]);
    for (size_t d = 0; d < texts.size(); ++d) find_org_speaker_tails(views[d], candidates[d]);
    // A town found only by spreading may have its postcode after it ("Greenacres,\nGqeberha, 6045.").
    for (size_t d = 0; d < texts.size(); ++d) find_postcodes_after_towns(views[d], candidates[d], before_spread[d]);
    propagate_name_aliases(views, tokens, *lexicon_, candidates);
    for (size_t d = 0; d < texts.size(); ++d) drop_parties_of_citations(citations[d], candidates[d]);
    std::vector<std::vector<Span>> spans(texts.size());
    for (size_t d = 0; d < texts.size(); ++d) {
        Spans& merged = candidates[d];
        merged.erase(std::remove_if(merged.begin(), merged.end(),
                                    [&](const Candidate& s) { return s.confidence < options_.drop_threshold; }),
                     merged.end());
        resolve_in_place(merged);
        join_date_ranges(views[d], merged);
        take_leading_apostrophes(views[d], *lexicon_, merged);
        join_adjacent_persons(views[d], *lexicon_, merged);
        take_ranks_before(views[d], *lexicon_, merged);
        take_patronymics_after(views[d], merged);
        extend_places_by_kind_word(views[d], merged);
        extend_by_surname_before(views[d], tokens[d], languages[d], merged);
        extend_by_given_before(views[d], tokens[d], merged);
        extend_by_short_surname_after(views[d], tokens[d], merged);
        extend_by_english_name_after(views[d], tokens[d], merged);
        trim_greetings_before_senders(views[d], tokens[d], merged);  // (after the joins, which would take the greeting back)
        auto& list = spans[d];
        list.resize(merged.size());
        const std::vector<uint32_t>& to_original = folded[d].to_original;
        for (size_t i = 0; i < merged.size(); ++i) {
            list[i].start = to_original.empty() ? merged[i].start : to_original[merged[i].start];
            list[i].end = to_original.empty() ? merged[i].end : to_original[merged[i].end];
            list[i].category = merged[i].category;
            list[i].rule = merged[i].rule;
            list[i].confidence = merged[i].confidence;
        }
        Spans().swap(merged);  // free the candidates' memory as soon as possible
    }
    // Step 3: one entity per person across the set; an ambiguous short form goes to review.
    // (On the original text where digits were folded: the spans' offsets are the original's now.)
    for (size_t d = 0; d < texts.size(); ++d)
        if (!folded[d].to_original.empty()) views[d] = texts[d];
    link_entities(views, spans);
    for (size_t d = 0; d < texts.size(); ++d) {
        auto& list = spans[d];
        // Step 4: the confidence gate, then the reviewer for uncertain spans.
        for (auto& s : list) {
            if (s.needs_review) continue;  // decided by the entity linker: stays with a person
            if (s.confidence >= options_.auto_threshold) {
                s.decision = Decision::Redact;
                s.decided_by = Decider::Rule;
            } else {
                s.needs_review = true;
                s.decision = Decision::Review;
                s.decided_by = Decider::Pending;
                if (auto verdict = reviewer_->review(ReviewRequest{texts[d], s})) {
                    s.reviewed_by = reviewer_->id();
                    s.review_probability = verdict->probability;
                    // Only the reviewer's own calibrated gate may take the
                    // decision away from the person; otherwise it stays pending.
                    if (verdict->automatic) {
                        s.needs_review = false;
                        s.decision = verdict->is_identifier ? Decision::Redact : Decision::Keep;
                        s.decided_by = Decider::Gate;
                    }
                }
            }
        }
    }
    return spans;
}

std::vector<Span> Detector::detect(std::string_view text) const { return detect_set({text}).front(); }

}  // namespace synsema::redact
