// Korean records' own forms, which no capital and no blank between a name's parts point to:
// - a name after its field or role ("성    명: 박준혁", a form's label spaced out to the column's
//   width; "예금주 이서연", "담당 최민수", "의사 정하늘"), before a job title ("최민수 대리", "오민석 노무사님") or before
//   the seal mark of a signature line ("박준혁  (인)"). Korean names are a surname of one syllable
//   from a short list and one or two more: the surname is checked, so a common noun is not taken;
// - the resident registration number (주민등록번호: "880517-1142318"), by its form: a date of
//   birth, then a digit for the century and sex. (Numbers issued since October 2020 have no check
//   digit, so none is tested);
// - vehicle plates ("12가 3456", "345나 6789");
// - metropolitan cities and provinces ("인천광역시", "경기도") and the district after them ("남동구"),
//   and a neighbourhood in brackets after an address ("(송도동)").
#include <algorithm>
#include <string_view>
#include <utility>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// The common Korean surnames (one syllable each), which cover nearly every Korean.
bool korean_surname(std::string_view syllable) {
    static constexpr std::string_view kSurnames =
        "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄변채원천방공현함염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가복태목형피두감호";
    for (size_t i = 0; i + 3 <= kSurnames.size(); i += 3)
        if (kSurnames.substr(i, 3) == syllable) return true;
    return false;
}

}  // namespace

void find_korean_forms(const ScanInput& in, Spans& out) {
    // Hangul syllables (U+AC00-D7A3) open with the bytes EA to ED.
    if (!in.caseless_scripts) return;
    const bool hangul = std::any_of(in.text.begin(), in.text.end(), [](char c) {
        const auto b = static_cast<unsigned char>(c);
        return b >= 0xEA && b <= 0xED;
    });
    if (!hangul) return;
    const auto name = [&](size_t start, size_t end, const char* rule) {
        if (end - start < 6 || end - start > 12) return;  // two to four syllables
        // (A title is no name: "의사 선생은 박정호 선생이라", the doctor, teacher-titled.)
        if (in.text.substr(start, 6) == "선생") return;
        if (korean_surname(in.text.substr(start, 3))) add_span(out, start, end, "PERSON", rule, 0.88);
    };
    // A field's label or a role, then the name. The contract's parties "갑" and "을" (A and B) only as
    // a label, with its colon: elsewhere they open a sentence ("갑 차량이…").
    static const Regex after_label(
        R"((?<![\x{AC00}-\x{D7A3}])(?:성[ ]*명|이[ ]*름|성[ ]*함|예금주|입회인|보호자|신청인|피해자|가해자|운전자|담당자?|의사|간호사|)"
        R"(변호사|대표자?|작성자|확인자|(?:갑|을)(?=[ \t]*[:：]))[ \t]*[:：]?[ \t]*([\x{AC00}-\x{D7A3}]{2,4})(?![\x{AC00}-\x{D7A3}]))");
    // The name, then a job title (and the particle after it: "박정호 선생이라") or the seal mark.
    static const Regex before_title(
        R"((?<![\x{AC00}-\x{D7A3}])([\x{AC00}-\x{D7A3}]{2,4})(?:[ ](?:대리|과장|차장|부장|팀장|실장|주임|사원|기사|경위|경사|순경|경장|형사|)"
        R"(수사관|원장|교수|노무사|세무사|법무사|사무장|선생)(?:님)?(?:이라|이|은|는|을|를|께서|께|한테|의|도)?(?![\x{AC00}-\x{D7A3}])|[ \t]+\((?:인|서명)\)))");
    for (const auto& [re, rule] : {std::pair{&after_label, "name.korean_label"}, std::pair{&before_title, "name.korean_title"}})
        re->for_each(in.text, [&, rule = rule](const Match& m) {
            name(m.start(1), m.end(1), rule);
            return true;
        });
    // A KakaoTalk export: the sender in brackets, perhaps with the workplace its contact is saved with, then
    // the time ("[고정민] [오전 9:02] …", "[부은지 (한라노무법인)] [오전 9:10] …"), and the export's title ("고정민 님과
    // 카카오톡 대화").
    // (The export's brackets say it is a name, so no surname list is asked: a Koryo-saram's "텐 류드밀라", Ten
    // Lyudmila, has a surname outside it and a Russian given name.)
    static const Regex kakao_sender(
        R"((?m)^\[([\x{AC00}-\x{D7A3}]{1,4}(?:[ ][\x{AC00}-\x{D7A3}]{1,6})?)(?:[ ]\(([^()\n\]]{2,30})\))?\][ ]\[(?:오전|오후|AM|PM)[ ]?\d{1,2}:\d{2}\])");
    kakao_sender.for_each(in.text, [&](const Match& m) {
        if (m.end(1) - m.start(1) >= 6 && !is_relation_word(m.text(1))) add_span(out, m.start(1), m.end(1), "PERSON", "name.chat_sender", 0.88);
        if (m.has(2)) add_span(out, m.start(2), m.end(2), "ORGANIZATION", "org.chat_workplace", 0.86);
        return true;
    });
    // The phone's and the computer's text exports: the date and time, a comma, the sender and " : " ("2025년 8월 9일 오후
    // 7:03, 은별 : 아니 엄마 왜?", "2025. 8. 9. 오후 7:03, 은별 : …"). A contact saved as a kin word ("엄마") names no one.
    static const Regex kakao_line(
        R"((?m)^(?:\d{4}년[ ]\d{1,2}월[ ]\d{1,2}일|\d{4}\.[ ]\d{1,2}\.[ ]\d{1,2}\.)[ ](?:오전|오후)[ ]\d{1,2}:\d{2},[ ])"
        R"(([\x{AC00}-\x{D7A3}]{1,4}(?:[ ][\x{AC00}-\x{D7A3}]{1,6})?)[ ]:[ ])");
    kakao_line.for_each(in.text, [&](const Match& m) {
        if (m.end(1) - m.start(1) >= 6 && !is_relation_word(m.text(1))) add_span(out, m.start(1), m.end(1), "PERSON", "name.chat_sender", 0.88);
        return true;
    });
    static const Regex kakao_title(R"((?m)^([\x{AC00}-\x{D7A3}]{2,4})[ ]?님과[ ]카카오톡[ ]대화)");
    kakao_title.for_each(in.text, [&](const Match& m) {
        if (!is_relation_word(m.text(1))) name(m.start(1), m.end(1), "name.chat_sender");
        return true;
    });
    // The resident registration number: YYMMDD-SNNNNNN.
    static const Regex rrn(R"((?<![\d-])(\d\d)(\d\d)(\d\d)[ ]?-[ ]?([1-8])\d{6}(?![\d-]))", StartBytes{"0123456789"});
    rrn.for_each_at(in.text, in.starts, [&](const Match& m) {
        const int month = (m.text(2)[0] - '0') * 10 + (m.text(2)[1] - '0');
        const int day = (m.text(3)[0] - '0') * 10 + (m.text(3)[1] - '0');
        if (month >= 1 && month <= 12 && day >= 1 && day <= 31) add_span(out, m.start(), m.end(), "ID", "id.korean_rrn", 0.9);
        return true;
    });
    // Plates: two or three digits, the use's syllable, four digits.
    static const Regex plate(
        R"((?<![\d\x{AC00}-\x{D7A3}])\d{2,3}[가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주아바사자배허하호][ ]?\d{4}(?![\d\x{AC00}-\x{D7A3}]))");
    plate.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "VEHICLE", "vehicle.korean_plate", 0.88);
        return true;
    });
    // A metropolitan city or province, and the districts after it.
    static const Regex region(
        R"((?<![\x{AC00}-\x{D7A3}])([\x{AC00}-\x{D7A3}]{1,5}(?:특별시|광역시|특별자치시|특별자치도|도))((?:[ ][\x{AC00}-\x{D7A3}]{1,5}(?:시|군|구)(?![\x{AC00}-\x{D7A3}])){0,2}))");
    region.for_each(in.text, [&](const Match& m) {
        const std::string_view head = m.text(1);
        // "도" alone ends many words; a province is one of the nine ("경기도", "충청남도", …).
        if (head.size() >= 3 && head.substr(head.size() - 3) == "도" && head.find("특별자치") == std::string_view::npos) {
            static constexpr std::string_view kProvinces[] = {"경기도", "강원도", "충청북도", "충청남도", "전라북도", "전라남도", "경상북도", "경상남도", "제주도"};
            bool province = false;
            for (std::string_view p : kProvinces) province = province || head == p;
            if (!province) return true;
        }
        add_span(out, m.start(1), m.end(1), "LOCATION", "place.korean_region", 0.88);
        // Each district after it is a place of its own.
        size_t p = m.start(2);
        while (p < m.end(2)) {
            const size_t start = p + 1, end = in.text.find(' ', start);
            const size_t stop = end == std::string_view::npos || end > m.end(2) ? m.end(2) : end;
            add_span(out, start, stop, "LOCATION", "place.korean_region", 0.88);
            p = stop;
        }
        return true;
    });
    // A metropolitan city by its short name before a district, and the neighbourhood after it ("광주 광산구 월곡동");
    // and the postcode in brackets after the flat ("203호 (62393)").
    static const Regex short_city(
        R"((?<![\x{AC00}-\x{D7A3}])(서울|부산|대구|인천|광주|대전|울산|세종)[ ]([\x{AC00}-\x{D7A3}]{1,4}(?:구|군))(?:[ ]([\x{AC00}-\x{D7A3}]{1,4}(?:동|읍|면)))?(?![\x{AC00}-\x{D7A3}]))");
    short_city.for_each(in.text, [&](const Match& m) {
        for (int g = 1; g <= 3; ++g)
            if (m.has(g)) add_span(out, m.start(g), m.end(g), "LOCATION", "place.korean_region", 0.86);
        return true;
    });
    static const Regex flat_postcode(R"((?<=[0-9]호)[ ]?\((\d{5})\))");
    flat_postcode.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ZIP", "address.korean_postcode", 0.9);
        return true;
    });
    // A neighbourhood in brackets: "(송도동)", "(구월동 롯데백화점 앞)".
    static const Regex neighbourhood(R"(\(([\x{AC00}-\x{D7A3}]{1,4}(?:동|읍|면|리))[ )])");
    neighbourhood.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "LOCATION", "place.korean_neighbourhood", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
