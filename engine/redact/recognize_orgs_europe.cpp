// Institutions named the Nordic, Finnish and Central European way: a place's or a founder's name, then
// the institution's word in lower case ("Gränby vårdcentral", "Meilahden sairaala", "Fakultní nemocnice
// Brno"), and a Finnish housing company ("As Oy Hämeenpuisto 27"). Called by find_organizations.
#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact {

void find_european_place_institutions(const ScanInput& in, Spans& out) {
    // Nordic and Finnish institutions: a place's name, then the institution in lower case
    // ("Gränby vårdcentral", "Landås legekontor", "Meilahden sairaala").
    static const Regex nordic_tail(
        "(?<![\\w])([A-ZÅÄÖÆØ][\\p{L}-]+)[ ](?:vårdcentral(?:en)?|hälsocentral(?:en)?|legekontor(?:et)?|legesenter(?:et)?|"
        "hjemmesykepleie(?:n)?|sykehjem(?:met)?|tannklinikk(?:en)?|tandklinik(?:ken)?|apotek(?:et)?|plejecenter|plejehjem(?:met)?|"
        "äldreboende(?:t)?|sjukhus(?:et)?|sykehus(?:et)?|sygehus(?:et)?|lægehus(?:et)?|skole(?:n)?|skola(?:n)?|förskola(?:n)?|"
        "barnehage(?:n)?|børnehave(?:n)?|terveyskeskus|terveysasema|sairaala|apteekki|koulu|päiväkoti|hammashoitola|"
        "heilsugæsla|sjúkrahús)(?![\\w])",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xc3"});
    // Tried only before a token that is one of those words (a set lookup, not the pattern, at every capital).
    static const WordSet kTails = {
        "vårdcentral", "vårdcentralen", "hälsocentral", "hälsocentralen", "legekontor", "legekontoret", "legesenter",
        "legesenteret", "hjemmesykepleie", "hjemmesykepleien", "sykehjem", "sykehjemmet", "tannklinikk", "tannklinikken",
        "tandklinik", "tandklinikken", "apotek", "apoteket", "plejecenter", "plejehjem", "plejehjemmet", "äldreboende",
        "äldreboendet", "sjukhus", "sjukhuset", "sykehus", "sykehuset", "sygehus", "sygehuset", "lægehus", "lægehuset",
        "skole", "skolen", "skola", "skolan", "förskola", "förskolan", "barnehage", "barnehagen", "børnehave",
        "børnehaven", "terveyskeskus", "terveysasema", "sairaala", "apteekki", "koulu", "päiväkoti", "hammashoitola",
        "heilsugæsla", "sjúkrahús"};
    std::vector<size_t> before_nordic_tail;
    for (size_t i = 0; i + 1 < in.tokens.size(); ++i)
        if ((in.tokens[i].capitalised || in.tokens[i].all_caps) && in.tokens[i + 1].lower && in.tokens[i + 1].text.size() >= 5 &&
            in.tokens[i + 1].start == in.tokens[i].end + 1 && kTails.count(in.tokens[i + 1].text))
            before_nordic_tail.push_back(in.tokens[i].start);
    nordic_tail.for_each_at(in.text, before_nordic_tail, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.place_institution", 0.86);
        return true;
    });
    // Central European institutions: capitalised words, then the institution's word in lower case or,
    // in a heading, in capitals, and in Czech and Slovak perhaps the town ("Fakultní nemocnice Brno",
    // "Krajská zdravotní pojišťovna", "DEBRECEN-JÓZSAI VÁROSI KÓRHÁZ").
    // Baltic and South Slavic ones too, perhaps with a lower-case adjective before the word ("Trakų ligoninė",
    // "Istarska kreditna banka", "Kauno klinikinė ligoninė").
    static const Regex central_tail(
        "(?<![\\w])(?:[\\p{Lu}][\\p{L}-]+[ ]){1,3}(?:\\p{Ll}{4,14}[ ])?(?:nemocnice|nemocnica|poliklinika|pojišťovna|poisťovňa|kórház|KÓRHÁZ|"
        "rendelőintézet|RENDELŐINTÉZET|egyetem|EGYETEM|gyógyszertár|lekáreň|lékárna|ligoninė|vaistinė|banka|bankas|"
        "bolnica|bolnišnica|ljekarna|slimnīca|aptieka|ambulanta)(?:[ ][\\p{Lu}][\\p{L}-]+(?=[ \\t]*[,.\\n]))?(?![\\w])",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xc3\xc4\xc5"});
    static const WordSet kCentralTails = {"nemocnice", "nemocnica", "poliklinika", "pojistovna", "poistovna", "korhaz",
                                          "rendelointezet", "egyetem", "gyogyszertar", "lekaren", "lekarna", "ligonine",
                                          "vaistine", "banka", "bankas", "bolnica", "bolnisnica",
                                          "ljekarna", "slimnica", "aptieka", "ambulanta"};
    std::vector<size_t> before_central_tail;
    for (size_t i = 1; i < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (t.text.size() < 5 || !(t.lower || t.all_caps)) continue;  // ("banka")
        const char c = static_cast<char>(t.text[0] | 0x20);  // the tails open with one of these letters
        if (std::string_view("npkreglvbsa").find(c) == std::string_view::npos || !kCentralTails.count(fold_word(t.text))) continue;
        for (size_t k = i >= 4 ? i - 4 : 0; k < i; ++k) before_central_tail.push_back(in.tokens[k].start);
    }
    std::sort(before_central_tail.begin(), before_central_tail.end());
    before_central_tail.erase(std::unique(before_central_tail.begin(), before_central_tail.end()), before_central_tail.end());
    central_tail.for_each_at(in.text, before_central_tail, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.place_institution", 0.86);
        return true;
    });
    // A Finnish housing company: "As Oy Hämeenpuisto 27", "Asunto Oy Kalevankatu 3".
    static const Regex housing_company(R"((?<![\w])(?:As\.?[ ]Oy|Asunto[ ]Oy|Kiint\.?[ ]Oy|Kiinteistö[ ]Oy|KOy)[ ][\p{Lu}][\p{L}-]+(?:[ ]\d{1,3}(?![\w,.]\d))?)",
                                       StartBytes{"AK"});
    housing_company.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.housing_company", 0.88);
        return true;
    });
}

}  // namespace synsema::redact
