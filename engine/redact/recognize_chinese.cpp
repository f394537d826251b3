// Chinese records' own forms, which no capital and no blank between words point to. A Chinese
// name is a surname of one character (a few of two) from a short list and one or two characters
// more; the surname is checked, so a common word is not taken:
// - a surname and the title used with it alone: "黃老師" (teacher Wong), "林校長", "陳爸爸"; a full
//   name before such a title, "李小明老師"; Cantonese "陳太" (Mrs Chan) and "陳生" (Mr Chan);
// - a name after a field label that names a person: "体检医生：刘建华", "紧急联系人：张浩（丈夫）",
//   "处理人：陈雪梅、刘建华" (the label's own title is not a name: "体检医生" is not Dr Tijian);
// - a full name after a family word: "佢爸爸陳志偉問…" (his father Chan Chi-wai asked…), after "called" or an
//   account's holder closing its clause: "大夫叫李国庆，", "户名赵秀枝";
// - in a dated record, "tomorrow", "yesterday" and weekdays: "聽日", "琴日", "禮拜一", "星期六";
// - a month of a year: "2026年1月";
// - a staff, student or card number after its label: "（工号CD0374）", "學號：S1234567"; a postcode after its
//   label, "邮编310012".
#include <algorithm>
#include <string_view>

#include "recognizers.h"
#include "regex.h"
#include "validators.h"

namespace synsema::redact {

namespace {

// A Han ideograph. (Not \p{Han}: its script extensions take the ideographic comma and full stop too,
// which end a name.)
const std::string kHan = R"([\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}\x{F900}-\x{FAFF}])";

// The code point of the three-byte UTF-8 character at `pos`, or 0.
char32_t three_byte_at(std::string_view t, size_t pos) {
    if (pos + 3 > t.size()) return 0;
    const auto b0 = static_cast<unsigned char>(t[pos]), b1 = static_cast<unsigned char>(t[pos + 1]),
               b2 = static_cast<unsigned char>(t[pos + 2]);
    if ((b0 & 0xF0) != 0xE0 || (b1 & 0xC0) != 0x80 || (b2 & 0xC0) != 0x80) return 0;
    return static_cast<char32_t>(((b0 & 0x0F) << 12) | ((b1 & 0x3F) << 6) | (b2 & 0x3F));
}

bool han_at(std::string_view t, size_t pos) {
    const char32_t c = three_byte_at(t, pos);
    return (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF);
}

}  // namespace

// The byte length of a common Chinese surname at `pos` (3, or 6 for a two-character one), else 0.
// The list is the hundred-odd most common surnames, in simplified and traditional characters
// (together they name most of the Chinese-speaking world); the rarer ones are left out because
// nearly every rare surname is also a common word ("不", "在", "是").
size_t chinese_surname_at(std::string_view t, size_t pos) {
    static constexpr std::string_view kDouble[] = {"欧阳", "歐陽", "司马", "司馬", "诸葛", "諸葛", "上官", "东方", "東方",
                                                   "慕容", "令狐", "皇甫", "司徒", "夏侯", "尉迟", "尉遲", "长孙", "長孫"};
    for (std::string_view d : kDouble)
        if (t.substr(pos, d.size()) == d) return d.size();
    static constexpr std::string_view kSingle =
        "王李张張刘劉陈陳杨楊黄黃赵趙吴吳周徐孙孫马馬朱胡郭何林高罗羅郑鄭梁谢謝宋唐许許韩韓冯馮邓鄧曹彭曾肖萧蕭"
        "田董潘袁蔡蒋蔣余于杜叶葉程魏苏蘇吕呂丁任卢盧姚沈钟鍾姜崔谭譚陆陸范汪廖石金贾賈韦韋夏付方邹鄒熊白孟秦邱侯"
        "江尹薛闫閻段雷龙龍黎史陶贺賀毛郝顾顧龚龔邵万萬覃武钱錢戴严嚴欧歐莫孔向常汤湯康易乔喬赖賴文施洪辛柯庄莊"
        "区區麦麥伍关關甘温溫岑翁颜顏傅游鄺邝樊凌霍駱骆鮑鲍盛";
    if (!han_at(t, pos)) return 0;
    const std::string_view c = t.substr(pos, 3);
    for (size_t i = 0; i + 3 <= kSingle.size(); i += 3)
        if (kSingle.substr(i, 3) == c) return 3;
    return 0;
}

namespace {

bool all_han(std::string_view t, size_t from, size_t to) {
    for (size_t p = from; p < to; p += 3)
        if (!han_at(t, p)) return false;
    return true;
}

// A name of `chars` characters ending at `end`: a surname at its start, every character Han.
bool name_ending_at(std::string_view t, size_t end, size_t chars) {
    if (end < chars * 3) return false;
    const size_t start = end - chars * 3;
    const size_t surname = chinese_surname_at(t, start);
    return surname != 0 && surname < chars * 3 && all_han(t, start, end);
}

// The start of the name right before a title at `title`: the surname alone ("黃老師"), a full name
// of three characters ("李小明老師") or of two ("王明老師"), tried in that order; npos if none.
size_t name_before_title(std::string_view t, size_t title) {
    if (title >= 3 && han_at(t, title - 3) && chinese_surname_at(t, title - 3) == 3) return title - 3;
    if (title >= 6 && chinese_surname_at(t, title - 6) == 6) return title - 6;
    for (size_t chars : {3, 2})
        if (name_ending_at(t, title, chars)) return title - chars * 3;
    return std::string_view::npos;
}

void find_titled(const ScanInput& in, Spans& out) {
    const std::string_view t = in.text;
    // Titles said after a surname alone or a full name; a colon after one makes it a label.
    static const Regex titled(
        "(?<=" + kHan + R"()(?:老師|老师|校長|校长|主任|姑娘|醫生|護士|教練|教练|經理|经理|同學|同学|院長|院长|社工|督察|法官|)"
        R"(爸爸|媽媽|妈妈|伯伯|婆婆|叔叔|姨姨|师傅|師傅|大夫|sir|Sir|SIR)(?![ \t]*[：:]))");
    titled.for_each(t, [&](const Match& m) {
        const size_t start = name_before_title(t, m.start());
        if (start != std::string_view::npos) add_span(out, start, m.end(), "PERSON", "name.title_chinese", 0.86);
        return true;
    });
    // An aunt, a grandparent or an elder of the street by the surname alone ("王阿姨", "李奶奶", "张大爷");
    // without a surname right before it the word is the speaker's own relative ("刘姐说奶奶", said grandma).
    static const Regex elders("(?<=" + kHan + R"()(?:阿姨|孃孃|嬢嬢|奶奶|爷爷|爺爺|大爷|大爺|大妈|大媽)(?![ \t]*[：:]))");
    elders.for_each(t, [&](const Match& m) {
        if (m.start() >= 3 && chinese_surname_at(t, m.start() - 3) == 3)
            add_span(out, m.start() - 3, m.end(), "PERSON", "name.title_chinese", 0.84);
        return true;
    });
    // An elder sister or brother, an uncle or an aunt, as colleagues, neighbours and children call one by the surname
    // alone ("刘姐", "王哥", "赵叔", "李姨"); only after a listed surname ("小姐", miss, "大哥", eldest brother, and
    // "表叔", a parent's cousin, are no names).
    static const Regex elder("(?<=" + kHan + R"()[姐哥叔姨](?![ \t]*[：:]))");
    elder.for_each(t, [&](const Match& m) {
        if (m.start() >= 3 && chinese_surname_at(t, m.start() - 3) == 3)
            add_span(out, m.start() - 3, m.end(), "PERSON", "name.title_chinese", 0.84);
        return true;
    });
    // Cantonese "太" (Mrs) and "生" (Mr) after a surname alone, which opens the phrase or follows a
    // word that takes a person ("我係", "同", "叫"): elsewhere both are common words ("太多" too many).
    static const Regex mrs("(?<=" + kHan + R"()[太生](?![日活命產产物意氣气長长病效存成平陽阳空多過过大小好快慢早晚貴贵難难累重高低遠远近熱热冷]))");
    mrs.for_each(t, [&](const Match& m) {
        const size_t s = m.start() - 3;
        if (chinese_surname_at(t, s) != 3) return true;
        bool opens = s < 3 || !han_at(t, s - 3);
        for (std::string_view before : {"係", "同", "叫", "問", "问", "話", "话", "俾", "請", "请", "和", "與", "与", "跟", "對", "对", "給", "给"})
            if (!opens && s >= before.size() && t.substr(s - before.size(), before.size()) == before) opens = true;
        if (opens) add_span(out, s, m.end(), "PERSON", "name.title_cantonese", 0.84);
        return true;
    });
}

void find_labelled(const ScanInput& in, Spans& out) {
    const std::string_view t = in.text;
    // A label naming a person, its colon, then two to four Han characters and no more.
    static const Regex labelled(
        kHan + R"({0,8}(?:人|名|医生|醫生|护士|護士|师|師|员|員|长|長|者|属|屬|丈夫|妻子|父亲|父親|母亲|母親|官)[ \t]*[：:][ \t]*)"
        "(" + kHan + "{2,4})(?!" + kHan + ")");
    // A list's next name after "、" or "，".
    static const Regex next(R"([、，,][ \t]*()" + kHan + "{2,4})(?!" + kHan + ")");
    labelled.for_each(t, [&](const Match& m) {
        size_t start = m.start(1), end = m.end(1);
        while (true) {
            const size_t chars = (end - start) / 3;
            const size_t surname = chinese_surname_at(t, start);
            if (surname == 0 || chars * 3 - surname > 6 || chars * 3 == surname) break;
            add_span(out, start, end, "PERSON", "name.label_chinese", 0.86);
            Match n;
            if (!next.match_at(t, end, &n)) break;
            start = n.start(1);
            end = n.end(1);
        }
        return true;
    });
    // A name after "called" or an account's holder, closing its clause: "大夫叫李国庆，" (the doctor is called Li
    // Guoqing), "户名赵秀枝" (account name). (The clause's end keeps out "叫人拉出来", get someone to pull it out.)
    static const Regex named(R"((?:名叫|叫做|叫|户名|戶名|收款人)()" + kHan + R"({2,3})(?=[，。、,.!！？?\s]|$))");
    named.for_each(t, [&](const Match& m) {
        const size_t surname = chinese_surname_at(t, m.start(1));
        const size_t given = m.end(1) - m.start(1) - surname;
        if (surname != 0 && given >= 3 && given <= 6) add_span(out, m.start(1), m.end(1), "PERSON", "name.named_chinese", 0.84);
        return true;
    });
    // A family word, then a full name of three characters.
    static const Regex family(
        R"((?:爸爸|媽媽|妈妈|丈夫|妻子|老公|老婆|兒子|儿子|女兒|女儿|哥哥|姐姐|弟弟|妹妹|爺爺|爷爷|奶奶|嫲嫲|外婆|外公)(?=)" + kHan + "{3})");
    family.for_each(t, [&](const Match& m) {
        if (name_ending_at(t, m.end() + 9, 3) && chinese_surname_at(t, m.end()) == 3)
            add_span(out, m.end(), m.end() + 9, "PERSON", "name.family_chinese", 0.84);
        return true;
    });
}

void find_numbered(const ScanInput& in, Spans& out) {
    static const Regex numbered(
        R"((?:工号|工號|员工号|員工號|学号|學號|编号|編號|卡号|卡號)[ \t]*[：:#]?[ \t]*([A-Za-z]{0,4}-?\d[\dA-Za-z-]{2,20}))");
    numbered.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ID", "id.label_chinese", 0.9);
        return true;
    });
    // The postcode after its label, run on with no blank: "邮编310012", "郵遞區號：106".
    // (A chat may put "is" between, Nanjing's "阿是" too: "邮编阿是210008".)
    static const Regex postcode(R"((?:邮编|郵編|邮政编码|郵政編碼|郵遞區號|邮递区号)[ \t]*[：:]?[ \t]*(?:阿是|是)?[ \t]*(\d{3,6})(?!\d))");
    postcode.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ZIP", "address.label_chinese", 0.9);
        return true;
    });
}

// A full name right before a resident identity number that passes its check, as a chat or a form gives both:
// "周桂花 430181194111230522".
void find_names_before_resident_ids(const ScanInput& in, Spans& out) {
    static const Regex name_id(R"(([\x{4E00}-\x{9FFF}]{2,4})[ ]?(\d{17}[\dXx])(?![\dA-Za-z]))");
    name_id.for_each(in.text, [&](const Match& m) {
        if (!valid_cn_resident_id(m.text(2))) return true;
        // (The name is the surname and what follows it: "身份证周桂花" is the card's word and the name.)
        for (size_t start = m.start(1); start + 6 <= m.end(1); start += 3) {
            const size_t surname = chinese_surname_at(in.text, start);
            if (surname != 0 && m.end(1) - start > surname && m.end(1) - start <= surname + 6) {
                add_span(out, start, m.end(1), "PERSON", "name.before_resident_id", 0.86);
                break;
            }
        }
        return true;
    });
}

// A city the gazetteer knows in Han characters, right after a preposition or verb of place: "我在深圳落班" (I work
// in Shenzhen), "回北京", "喺香港". Chinese puts no blank around it, so the longest listed name after the word
// is taken, of two to four characters.
void find_places_after_preposition(const ScanInput& in, Spans& out) {
    static const Regex preposition(R"((?:在|去|到|从|從|来|來|回|住|返|往|于|於|喺)(?=[\x{4E00}-\x{9FFF}]{2}))");
    // A village, town or county by its word after a two-character name ("在双楼村口", at the mouth of Shuanglou village;
    // "回郸城县"), the name no pronoun or number ("这个村", this village; "两个镇").
    static const std::string_view kAdminWords[] = {"村", "镇", "鎮", "乡", "鄉", "县", "縣", "庄", "莊", "屯"};
    static const std::string_view kNotNames[] = {"这", "這", "那", "哪", "每", "本", "全", "我", "你", "他", "她", "咱", "俺", "恁",
                                                 "一", "两", "兩", "几", "幾", "各", "外", "整", "别", "別", "同", "邻", "鄰"};
    preposition.for_each(in.text, [&](const Match& m) {
        for (size_t chars = 4; chars >= 2; --chars) {
            const size_t end = m.end() + chars * 3;
            if (end > in.text.size() || !all_han(in.text, m.end(), end)) continue;
            if (in.lex.is_city(fold_phrase(in.text.substr(m.end(), chars * 3)))) {
                add_span(out, m.end(), end, "LOCATION", "place.cjk_after_preposition", 0.84);
                return true;
            }
        }
        const size_t end = m.end() + 9;
        if (end > in.text.size() || !all_han(in.text, m.end(), end)) return true;
        const std::string_view word = in.text.substr(m.end() + 6, 3), first = in.text.substr(m.end(), 3);
        if (std::find(std::begin(kAdminWords), std::end(kAdminWords), word) != std::end(kAdminWords) &&
            std::find(std::begin(kNotNames), std::end(kNotNames), first) == std::end(kNotNames))
            add_span(out, m.end(), end, "LOCATION", "place.cjk_admin_word", 0.82);
        return true;
    });
}

}  // namespace

void find_chinese_names(const ScanInput& in, Spans& out) {
    if (!in.caseless_scripts) return;
    find_places_after_preposition(in, out);
    find_names_before_resident_ids(in, out);
    find_titled(in, out);
    find_labelled(in, out);
    find_numbered(in, out);
    find_chinese_chat_senders(in, out);
}

void find_chinese_dates(const ScanInput& in, Spans& out, size_t first_span) {
    if (!in.caseless_scripts) return;
    const std::string_view t = in.text;
    // A month of a year, with no day after it.
    static const Regex month_of_year(R"((?<!\d)((?:19|20)\d\d)[ ]?年[ ]?(0?[1-9]|1[0-2])[ ]?月(?![ ]?\d))");
    add_matches(out, month_of_year, t, "DATE", "date.cjk_month", 0.88);
    // A month and its day said without the day's character, as a chat writes them: "我买4月30个高铁", "五月一假期".
    static const Regex month_day(R"((?<![\d一二三四五六七八九十])(?:(?:0?[1-9]|1[0-2])月(?:[12]\d|3[01]|0?[1-9])(?![\d日号號])|)"
                                 R"((?:[一二三四五六七八九]|十[一二]?)月(?:[一二三四五六七八九]|十[一二三四五六七八九]?|二十[一二三四五六七八九]?|三十一?)(?![一二三四五六七八九十日号號])))");
    add_matches(out, month_day, t, "DATE", "date.cjk_month_day", 0.84);
    // A month and its day in words with the day's character, or in figures with the spoken "号": "五月十号",
    // "十二月二十五日", "5月10号". (Figures with "日" are the common date rule's.)
    static const Regex month_day_words(
        R"((?<![\d一二三四五六七八九十])(?:(?:[一二三四五六七八九]|十[一二]?)月(?:[一二三四五六七八九]|十[一二三四五六七八九]?|二十[一二三四五六七八九]?|三十一?)[日号號]|)"
        R"((?:0?[1-9]|1[0-2])月(?:[12]\d|3[01]|0?[1-9])[号號]))");
    add_matches(out, month_day_words, t, "DATE", "date.cjk_month_day", 0.86);
    // A weekday with the day of the month after it: "周三11号", "星期五 14号" (not a house's "17号" after a street).
    static const Regex weekday_day(R"((?:周|週|星期|礼拜|禮拜)[一二三四五六日天][ ]?(?:[12]\d|3[01]|0?[1-9])[号號日](?![\d栋棟幢座单單楼樓]))");
    add_matches(out, weekday_day, t, "DATE", "date.cjk_weekday_day", 0.86);
    // "Tomorrow", "yesterday" (Mandarin and Cantonese) and weekdays fix a day only against a date the
    // record carries; "every Monday" ("每個禮拜一", "逢星期三") is a habit, and a date's own weekday in
    // brackets is the date's.
    bool anchored = false;
    for (size_t k = first_span; k < out.size() && !anchored; ++k)
        anchored = std::string_view(out[k].category) == "DATE" && std::string_view(out[k].rule) != "date.relative";
    if (!anchored) return;
    static const Regex relative(
        R"((?<![每逢個个（(])(?:聽日|听日|琴日|尋日|寻日|噚日|明天|昨天|前天|後天|后天|聽朝|听朝|)"
        // (Northern Mandarin's spoken forms, as Henan and Beijing chats write them: "明儿个", "夜儿个", "后儿".)
        R"((?:明|昨|夜|前|后|後)兒(?:个|個)?|(?:明|昨|夜|前|后|後)儿(?:个|個)?|)"
        // (With "next", "last" or "this" before the weekday: "下礼拜三", "上個星期五"; simplified "周六" as traditional "週六".)
        R"((?:(?:下|上|这|這|今|本)(?:個|个)?)?(?:(?:禮拜|礼拜|星期)[一二三四五六日天]|[週周][一二三四五六日](?![一二三四五六七八九十]))))");
    add_matches(out, relative, t, "DATE", "date.relative_chinese", 0.8);
}

}  // namespace synsema::redact
