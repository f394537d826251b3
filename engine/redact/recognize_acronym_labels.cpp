// A number labelled only by an acronym in capitals that no list knows, with no colon between:
// "РНОКПП 3415102484" (a Ukrainian tax number), "PDID 718-442" (a police ID), "NHIF 1020-4471-8832", in groups
// ("CUI (DPI): 3081 74208 0805", a Guatemalan identity number with its card's name) or after a letter
// ("SHA CR4710385926-2").
// Records name their registers by initials in every country and language; a list of them would never
// end. The number must look like an identifier (six digits or more) and the acronym must not name a
// public code (ICD, CPT, ISBN), a currency or a unit; a person reviews it.
#include <cctype>
#include <string>
#include <unordered_set>

#include "labels.h"
#include "lexicon.h"
#include "recognizers.h"
#include "span.h"
#include "regex.h"
#include "validators.h"
#include "word_set.h"

namespace synsema::redact {

void find_acronym_labelled_numbers(const ScanInput& in, Spans& out) {
    static const Regex labelled(
        R"((?<![\w-])(\p{Lu}{2,8})\)?(?:[ ]\(\p{Lu}{2,8}\))?(?:[ \t]+(?:Na\.|No\.|Nr\.|#)?[ \t]*:?|[ \t]*:)[ \t]*(\d[\d-]{4,18}\d|\d{3,6}(?:[ ]\d{3,6}){1,3}|\p{Lu}{1,3}\d{5,12}(?:-\d)?)(?![\w-]|[.,]\d|[ ]\d))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xD0\xD1\xCE\xCF"});
    static const WordSet kNotLabels = {
        // Units and public codes written before a number (currencies: is_currency_code).
        "ICD", "CPT", "HCPCS", "ISBN", "ISSN", "DOI", "CAS", "NDC", "ATC", "SNOMED", "LOINC", "ISO", "EN", "DIN", "IEC", "ASTM",
        "RSA", "AD", "BC", "CE", "AM", "PM", "UTC", "GMT", "TEL", "FAX", "PO", "BOX", "PIN", "ZIP", "MG", "MCG", "ML", "KG",
        "IU", "MMOL", "BP", "HR", "RR", "SPO", "DOB", "DOD", "ID", "NO", "NR", "REF", "CASE", "FILE", "PAGE", "ROOM", "APT",
        // A pharmacy claim's routing numbers (the plan's, not the person's).
        "BIN", "PCN"};
    labelled.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 32, 6), [&](const Match& m) {
        const std::string_view acronym = m.text(1), value = m.text(2);
        if (kNotLabels.count(acronym) || is_currency_code(acronym) || is_public_number_label(acronym)) return true;
        if (digits_only(value).size() < (value.find(' ') == std::string_view::npos ? 6u : 9u)) return true;
        // Known words in capitals ("TOTAL 1500000", "CALL 5550123") are no register's initials.
        // Bates numbers of produced records ("Bates HMC 000231 through 000297") number pages.
        if (ascii_lower(window_before(in.text, m.start(), 40)).find("bates") != std::string::npos) return true;
        const uint32_t f = in.lex.flags(acronym);
        if ((f & (kLexCommon | kLexVocab | kLexMonth)) && acronym.size() > 3) return true;
        // A label the other recognizers know is theirs: an acronym they read says what the number is.
        const LabelMeaning known = classify_label(acronym);
        if (known.identifier || *known.category) return true;
        // After a word that labels a number ("VAT MT 19376651", "Medicaid AKMCD 7702641859", "member PFB
        // 880417263-01"), the capitals are the number's own prefix (a country's, a plan's), and the kind is the label's.
        size_t w = m.start();
        const bool blank_before = w >= 2 && in.text[w - 1] == ' ';
        if (blank_before) --w;
        const size_t word_end = w;
        while (w > 0 && std::isalpha(static_cast<unsigned char>(in.text[w - 1]))) --w;
        const LabelMeaning before = blank_before && word_end - w >= 3 && (w == 0 || !std::isalnum(static_cast<unsigned char>(in.text[w - 1])))
                                        ? classify_label(in.text.substr(w, word_end - w))
                                        : LabelMeaning{};
        // (A tax label names no category of its own: "VAT", "TVA", "IVA", "BTW".)
        static const WordSet kTaxLabels = {"VAT", "TVA", "IVA", "BTW", "GST"};
        const char* kind = *before.category && is_structured_category(before.category) ? before.category
                           : blank_before && kTaxLabels.count(in.text.substr(w, word_end - w)) ? "ID"
                                                                                                  : "";
        const bool prefix = m.start(2) == m.end(1) + 1 && *kind;
        add_span(out, prefix ? m.start(1) : m.start(2), m.end(2), prefix ? kind : "ID", "id.acronym_label", 0.7);
        return true;
    });
}

}  // namespace synsema::redact
