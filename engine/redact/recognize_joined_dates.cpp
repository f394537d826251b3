// Dates in languages that join a case ending, a number's suffix or the word "month" to the date's parts,
// where the calendar words alone (calendar_names.inc) match no token as written:
// - Basque: "2026ko azaroaren 30ean" (of 2026, of November, on the 30th), "azaroaren 27an";
// - Georgian: "2026 წლის 2 დეკემბრიდან" (from 2 December 2026), the month's stem losing its vowel
//   before an ending ("დეკემბერი" -> "დეკემბრიდან"), and a month alone with "from", "until" or "in";
// - Mongolian: "2019 оны 3-р сард" (in the 3rd month of 2019), "2026 оны 11 сарын 28";
// - Khmer: "ថ្ងៃទី០២ ខែធ្នូ ឆ្នាំ២០២៦" (day 02, month December, year 2026), "month" joined to its name.
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_joined_dates(const ScanInput& in, Spans& out) {
    const auto take = [&](const Regex& re, const char* rule) {
        re.for_each(in.text, [&](const Match& m) {
            add_span(out, m.start(), m.end(), "DATE", rule, 0.88);
            return true;
        });
    };
    static const Regex basque(
        R"((?<![\p{L}\d])(?:\d{4}(?:ko|eko)[ ])?(?:urtarril|otsail|martxo|apiril|maiatz|ekain|uztail|abuztu|irail|urri|azaro|abendu)a?)"
        R"((?:ren|aren)[ ]\d{1,2}(?:an|ean|a|ra|etik|era)?(?![\p{L}\d]))");
    take(basque, "date.basque");
    static const Regex mongolian(
        R"((?<![\p{L}\d])\d{4}[ ]оны[ ]\d{1,2}(?:-р)?[ ]сар(?:д|ын|ыг|аас)?(?:[ ]\d{1,2}(?:-н(?:д|ы|ий))?(?![\p{L}\d]))?)");
    take(mongolian, "date.mongolian");
    if (!in.caseless_scripts) return;
    static const Regex georgian(
        R"((?<![\p{L}\d])(?:\d{4}[ ]წლის[ ])?\d{1,2}[ ](?:იანვ|თებერვ|მარტ|აპრილ|მაის|ივნის|ივლის|აგვისტო|სექტემბ|ოქტომბ|ნოემბ|დეკემბ)\p{Georgian}*)"
        R"(|(?<![\p{L}])(?:იანვრ|თებერვლ|მარტ|აპრილ|მაის|ივნის|ივლის|აგვისტო|სექტემბრ|ოქტომბრ|ნოემბრ|დეკემბრ)(?:იდან|ამდე|ში)(?![\p{L}]))");
    take(georgian, "date.georgian");
    static const Regex khmer(
        R"(ថ្ងៃ(?:ទី)?[ ]?[០-៩0-9]{1,2}[ ]?ខែ[ ]?(?:មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ))"
        R"((?:[ ]?ឆ្នាំ[ ]?[០-៩0-9]{4})?)");
    take(khmer, "date.khmer");
}

}  // namespace synsema::redact
