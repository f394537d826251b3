// Addresses in scripts written without blanks between words, where no street word stands apart and
// no capital opens a name: Japanese ("東京都新宿区西新宿2-8-1", "大阪市北区梅田1丁目2番3号"), Chinese
// ("台北市信義區信義路五段7號", "北京市朝阳区建国路88号"), Korean ("서울특별시 강남구 테헤란로 123",
// "부산시 해운대구 우동 1234-5번지"), India's town and PIN ("कोल्हापूर - ४१६००१") and Thai
// ("123/45 ซอยสุขุมวิท 21 ถนนสุขุมวิท แขวงคลองเตยเหนือ").
// Each is the run of place units (prefecture, city, ward, district, road, lane) ending in the house's
// number, the form every such address has; a run without a number is no address.
#include <algorithm>
#include <string_view>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_asian_addresses(const ScanInput& in, Spans& out) {
    if (!in.caseless_scripts) return;
    // Japanese and Chinese: two or more units ending in an administrative or road suffix, then the
    // number: "2-8-1", "1丁目2番3号", "88号", "五段7號" (a section numbered in words before it), and
    // the building, entrance, floor and flat after it ("17号3栋2单元502室", the flat's number alone after the
    // entrance or the block: "18幢2单元301", "6幢1602").
    // (Ideographs and kana by their blocks: \p{Han} also takes the ideographic full stop and comma,
    // whose script extensions include Han.)
    static const Regex cjk(
        R"((?:[\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}\x{30A0}-\x{30FF}]{1,6}?(?:都|道|府|県|省|市|区|區|町|村|郡|县|縣|鄉|乡|镇|鎮|路|街|巷|弄|大道|通り?|段)){2,8})"
        R"((?:[\x{3040}-\x{30FF}\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}]{1,8}?)?[ ]?\d{1,5}(?:(?:丁目|番地?|号|號|-)\d{1,5}){0,3}(?:号|號|番地?)?(?:[ ]?\d{0,4}(?:栋|棟|幢|座|单元|單元|层|層|楼|樓|F|階|室)){0,4}(?:(?<=栋|棟|幢|座|单元|單元)\d{3,4}(?![\d年月日号號]))?)"
        // A Japanese building and its room after the block ("…2丁目11-3 メゾン楠201", "コーポ山田 105号室").
        R"((?:[ ]?(?:(?:メゾン|コーポ|レジデンス|グラン|パレス)[\x{30A0}-\x{30FF}\x{4E00}-\x{9FFF}]{1,8}?|)"
        R"([\x{30A0}-\x{30FF}\x{4E00}-\x{9FFF}]{1,8}?(?:ビル|マンション|ハイツ|アパート|荘|タワー|コーポ|レジデンス))[ ]?\d{2,4}(?:号室|号)?)?)");
    // Korean: units ending in 시/도/구/군/읍/면/동/리/로/길, blanks between, then "123", "1234-5번지",
    // "507번길 33", a block and a flat ("1203동 1502호").
    static const Regex korean(
        R"((?:[\x{AC00}-\x{D7A3}]{1,8}(?:특별시|광역시|시|도|구|군|읍|면|동|리|로|길)[ ]?){2,6}\d{1,5}(?:-\d{1,5})?(?:번지|번길(?:[ ]?\d{1,5}(?:-\d{1,5})?)?)?(?:,?[ ]?\d{1,5}동)?(?:,?[ ]?\d{1,3}층)?(?:,?[ ]?\d{1,5}호)?)");
    // A road-name address given by its road alone, as a form or a chat gives it before the neighbourhood in
    // brackets: "권선로 308-11, 2층 (세류동)", "중앙로 12 (인계동)". (The bracket or the floor is needed: many words
    // end in 로, and "으로" is a particle: "집으로 3시에" is "home at three".)
    static const Regex korean_road(
        R"((?<![\x{AC00}-\x{D7A3}])[\x{AC00}-\x{D7A3}]{1,8}(?<!으)(?:로|길)[ ]\d{1,5}(?:-\d{1,5})?(?:,?[ ]?\d{1,3}층|(?=[ ]?\([\x{AC00}-\x{D7A3}]{1,4}(?:동|읍|면|리)\))))");
    // Thai: a house number ("123/45"), then soi, road, sub-district, district and province words with
    // their names (a soi's number after its name), and the postcode.
    static const Regex thai(
        R"((?<![\d/])\d{1,5}(?:/\d{1,4})?(?:[ ]?หมู่(?:ที่)?[ ]?\d{1,3})?(?:[ ]?(?:ซอย|ซ\.|ถนน|ถ\.|แขวง|ตำบล|ต\.|เขต|อำเภอ|อ\.|จังหวัด|จ\.|หมู่บ้าน)[ ]?[\x{0E01}-\x{0E4E}]+(?:[ ]\d{1,4}(?![\d/]))?){1,7}(?:[ ]กรุงเทพ(?:มหานคร|ฯ)?)?(?:[ ]\d{5})?)");
    // Hong Kong: an estate or building (a name of two or three characters) and its block, then the
    // floor and the flat, which are the address there ("寶達邨達均樓18樓1807室", "康怡花園B座12樓5室").
    static const Regex hong_kong(
        R"(\p{Han}{2,3}(?:邨|苑|花園|花园|大廈|大厦|廣場|广场|中心)(?:\p{Han}{1,4}?(?:樓|楼|閣|阁)|[A-Z]?座)?[ ]?\d{1,3}(?:樓|楼|字樓|/F|F)[ ]?\d{1,4}(?:室|號|号)?)");
    // Japan's block addresses with one unit before them, or none: "名護市大東3-9-14", "糸満市字喜屋武512番地",
    // "北谷町北前1-21-5", and a district's name with its chōme, block and house alone, "久茂地2-17-8 琉球ビル5F"
    // (three numbers: no date or phone is written so after a name). The building after it belongs to it.
    static const Regex japanese(
        R"((?:(?:(?:[\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}\x{30A0}-\x{30FF}]{1,6}?(?:都|道|府|県|市|区|町|村|郡)){1,4}字?))"
        R"([\x{3040}-\x{30FF}\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}]{1,8}?\d{1,5}(?:(?:-\d{1,5}){1,3}|番地(?:\d{1,4})?)(?![\d-])|)"
        R"((?<![\x{3040}-\x{30FF}\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}])[\x{30A0}-\x{30FF}\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}]{2,6}\d{1,4}-\d{1,4}-\d{1,4}(?![\d-])))"
        R"((?:[ ]?[\x{30A0}-\x{30FF}\x{4E00}-\x{9FFF}A-Za-z]{1,10}?(?:ビル|マンション|ハイツ|アパート|荘|タワー)[ ]?\d{0,4}(?:F|階|号室)?)?)");
    const auto take = [&](const Regex& re, const char* rule) {
        re.for_each(in.text, [&](const Match& m) {
            // Chinese runs "lives at" into the place's first unit ("他住在台北市…"): not the address.
            const size_t start =
                skip_leading(in.text, m.start(), m.end(), {"他住在", "她住在", "住在", "居住在", "位於", "位于", "住於", "住于"}, 7);
            add_span(out, start, m.end(), "ADDRESS", rule, 0.88);
            return true;
        });
    };
    // Japan's postal mark before the postcode: "〒064-0820".
    static const Regex japan_postcode(R"(〒[ ]?(\d{3}-?\d{4})(?!\d))");
    japan_postcode.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ZIP", "address.jp_postcode", 0.95);
        return true;
    });
    // India's scripts (Devanagari to Malayalam): an address ends in its town and PIN code, "कोल्हापूर - ४१६००१",
    // "સુરત - ૩૯૫૦૦૬" (the digits are read folded to ASCII). Six digits opening with 1-8 after a word of those
    // scripts and a dash: the town is a LOCATION, the PIN a ZIP.
    static const Regex indic_pin(R"(([\x{0900}-\x{0D7F}]+)[ ]?[-–][ ]?([1-8]\d{5})(?![\d]))");
    indic_pin.for_each(in.text, [&](const Match& m) {
        // (The district's word before the PIN, "ಮೈಸೂರು ಜಿಲ್ಲೆ - 571130", is no town.)
        if (!is_indic_admin_word(m.text(1))) add_span(out, m.start(1), m.end(1), "LOCATION", "address.indic_town", 0.75);
        add_span(out, m.start(2), m.end(2), "ZIP", "address.indic_pin", 0.88);
        return true;
    });
    take(cjk, "address.cjk");
    // One district's unit before a lane and a house with its building and entrance, which no other text has:
    // "鼓楼区龙蟠里17号3栋2单元402".
    static const Regex cjk_one_unit(
        R"([\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}]{1,6}?(?:区|區|县|縣|镇|鎮|路|街|巷|弄)[\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}]{1,8}?\d{1,5}[号號])"
        R"((?:\d{1,4}(?:栋|棟|幢|座|单元|單元|层|層|楼|樓|室)){1,4}(?:(?<=栋|棟|幢|座|单元|單元)\d{3,4}(?![\d年月日号號]))?)");
    take(cjk_one_unit, "address.cjk");
    take(japanese, "address.cjk");
    take(korean, "address.korean");
    take(korean_road, "address.korean");
    // ... and after it, at the line's end or before a bracket or comma: "양덕로 112, 203동 1504호 37672".
    const size_t korean_spans = out.size();
    for (size_t k = 0; k < korean_spans; ++k) {
        if (std::string_view(out[k].rule) != "address.korean") continue;
        const size_t p = out[k].end + 1;
        if (p + 5 > in.text.size() || in.text[out[k].end] != ' ') continue;
        const std::string_view code = in.text.substr(p, 5);
        const bool digits = std::all_of(code.begin(), code.end(), [](char c) { return c >= '0' && c <= '9'; });
        const char after = p + 5 < in.text.size() ? in.text[p + 5] : '\n';
        if (digits && (after == '\n' || after == '\r' || after == ')' || after == ',' || after == ' '))
            add_span(out, p, p + 5, "ZIP", "address.korean_postcode", 0.88);
    }
    // The postcode written before a Korean address: "16677 수원시 영통구 매탄로 162".
    static const Regex korean_postcode(R"((?<![\d-])(\d{5})[ ](?=[\x{AC00}-\x{D7A3}]{1,8}(?:특별시|광역시|시|도)[ ][\x{AC00}-\x{D7A3}]{1,6}(?:시|구|군)[ ]))");
    korean_postcode.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ZIP", "address.korean_postcode", 0.88);
        return true;
    });
    take(thai, "address.thai");
    take(hong_kong, "address.hong_kong");
}

}  // namespace synsema::redact
