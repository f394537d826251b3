// Dates in languages that join a case ending, a number's suffix or the word "month" to the date's parts,
// where the calendar words alone (calendar_names.inc) match no token as written:
// - Basque: "2026ko azaroaren 30ean" (of 2026, of November, on the 30th), "azaroaren 27an";
// - Georgian: "2026 წლის 2 დეკემბრიდან" (from 2 December 2026), the month's stem losing its vowel
//   before an ending ("დეკემბერი" -> "დეკემბრიდან"), and a month alone with "from", "until" or "in";
// - Mongolian: "2019 оны 3-р сард" (in the 3rd month of 2019), "2026 оны 11 сарын 28";
// - Khmer: "ថ្ងៃទី០២ ខែធ្នូ ឆ្នាំ២០២៦" (day 02, month December, year 2026), "month" joined to its name.
#include <algorithm>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_joined_dates(const ScanInput& in, Spans& out) {
    static const Regex basque(
        R"((?<![\p{L}\d])(?:\d{4}(?:ko|eko)[ ])?(?:urtarril|otsail|martxo|apiril|maiatz|ekain|uztail|abuztu|irail|urri|azaro|abendu)a?)"
        R"((?:ren|aren)[ ]\d{1,2}(?:an|ean|a|ra|etik|era)?(?![\p{L}\d]))",
        StartBytes{"0123456789aeimou"});
    // Tried only at a token opening with a month's stem, or at the year before it ("2026ko "): a scan of
    // the whole text for this pattern cost a twentieth of detection.
    static constexpr std::string_view kStems[] = {"urtarril", "otsail", "martxo", "apiril", "maiatz", "ekain",
                                                  "uztail",   "abuztu", "irail",  "urri",   "azaro",  "abendu"};
    std::vector<size_t> basque_at;
    for (const Token& t : in.tokens) {
        if (!t.lower || t.text.size() < 7) continue;  // a stem of 4+ letters and "ren"
        if (std::string_view("uoamei").find(t.text[0]) == std::string_view::npos) continue;  // no stem opens so
        bool stem = false;
        for (std::string_view s : kStems) stem = stem || t.text.substr(0, s.size()) == s;
        if (!stem) continue;
        // The year before it ("2026ko ", "2025eko "), where the pattern checks it.
        if (t.start >= 8) basque_at.push_back(t.start - 8);
        if (t.start >= 7) basque_at.push_back(t.start - 7);
        basque_at.push_back(t.start);
    }
    std::sort(basque_at.begin(), basque_at.end());
    basque_at.erase(std::unique(basque_at.begin(), basque_at.end()), basque_at.end());
    basque.for_each_at(in.text, basque_at, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "DATE", "date.basque", 0.88);
        return true;
    });
    static const Regex mongolian(
        R"((?<![\p{L}\d])\d{4}[ ]оны[ ]\d{1,2}(?:-р)?[ ]сар(?:д|ын|ыг|аас)?(?:[ ]\d{1,2}(?:-н(?:д|ы|ий))?(?![\p{L}\d]))?)");
    if (in.text.find("\xD0\xBE\xD0\xBD\xD1\x8B") != std::string_view::npos)  // "оны", which every such date holds
        add_matches(out, mongolian, in.text, "DATE", "date.mongolian", 0.88);
    if (!in.caseless_scripts) return;
    static const Regex georgian(
        R"((?<![\p{L}\d])(?:\d{4}[ ]წლის[ ])?\d{1,2}[ ](?:იანვ|თებერვ|მარტ|აპრილ|მაის|ივნის|ივლის|აგვისტო|სექტემბ|ოქტომბ|ნოემბ|დეკემბ)\p{Georgian}*)"
        R"(|(?<![\p{L}])(?:იანვრ|თებერვლ|მარტ|აპრილ|მაის|ივნის|ივლის|აგვისტო|სექტემბრ|ოქტომბრ|ნოემბრ|დეკემბრ)(?:იდან|ამდე|ში)(?![\p{L}]))");
    add_matches(out, georgian, in.text, "DATE", "date.georgian", 0.88);
    static const Regex khmer(
        R"(ថ្ងៃ(?:ទី)?[ ]?[០-៩0-9]{1,2}[ ]?ខែ[ ]?(?:មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ))"
        R"((?:[ ]?ឆ្នាំ[ ]?[០-៩0-9]{4})?)");
    add_matches(out, khmer, in.text, "DATE", "date.khmer", 0.88);
}

}  // namespace synsema::redact
