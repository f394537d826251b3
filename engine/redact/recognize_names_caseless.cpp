// Names in scripts without letter case, where no capital marks a name and the gazetteers hold none:
// the title of address says where a name is. Before the name in Hebrew, Arabic, Persian, Urdu and
// Hindi ("מר משה כהן", "السيد محمد العلي", "آقای علی رضایی", "کاک ئازاد محەمەد", "श्री राम कुमार"), joined to it in Thai
// ("นายสมชาย ใจดี"), after it in Chinese, Japanese and Korean ("山田太郎様", "陳美玲女士", "김민수 씨").
// The title is inside the span, as the annotation guide has it.
#include <algorithm>
#include <string>
#include <string_view>

#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

const std::string& caseless_titles() {
    static const std::string titles = std::string(R"(מר|גב['׳]|גברת|ד["״]ר|עו["״]ד|פרופ['׳]|השופט|השופטת|)"
        R"(السيد|السيدة|الآنسة|الدكتور|الدكتورة|د\.|المحامي|المحامية|الأستاذ|الأستاذة|)"
        R"(آقای|خانم|دکتر|مهندس|جناب|محترمہ|ڈاکٹر|مولانا|بیگم|سید|سیدہ|)"
        // Pashto and Dari: Haji, Doctor, Mawlawi, Bibi (Ms, two words), Engineer, Qari, al-Hajj. (Not "ملا":
        // "ملا امام مولوي فضل الرحمن" is the mosque's imam, Mawlawi Fazl ur-Rahman.)
        R"(حاجي|حاجی|ډاکټر|ډاکتر|مولوي|مولوی|بی[ ]بی|انجنیر|قاري|قاری|الحاج|)"
        // Sorani Kurdish: Mr ("کاک"), Ms ("خاتوو"), the honourable ("بەڕێز"), teacher and doctor as titles.
        R"(کاک|خاتوو|خاتوون|بەڕێز|مامۆستا|دکتۆر|)"
        // (Doctor also as Hindi speech spells it, "डाक्टर सक्सेना".)
        R"(श्रीमती|श्री|सुश्री|कुमारी|डॉ\.?|डॉक्टर|डाक्टर|एडवोकेट|)"
        // Marathi (Mrs "सौ.", Miss "कु.", Adv "ॲड.", the late "कै." / "स्व."), Gujarati, Bengali, Gurmukhi, Tamil,
        // Telugu, Kannada and Malayalam: Mr, Mrs, Dr and their kin.
        R"(सौ\.|कु\.|ॲड\.|अ‍ॅड\.|ऍड\.|कै\.|स्व\.|)"
        R"(શ્રીમતી|શ્રી|ડૉ\.?|ડો\.|કુ\.|સ્વ\.|સ્વર્ગસ્થ|એડવોકેટ|શ્રીમાન|)"
        R"(শ্রীমতী|শ্রী|ডাঃ|ডা\.|জনাব|বেগম|মোঃ|মো\.|)"
        R"(ਸ਼੍ਰੀਮਤੀ|ਸ੍ਰੀਮਤੀ|ਸ੍ਰੀ|ਸ਼੍ਰੀ|ਡਾ\.|)"
        R"(திருமதி|திரு\.?|செல்வி|டாக்டர்|மருத்துவர்|)"
        R"(శ్రీమతి|శ్రీ|డా\.|ಶ್ರೀಮತಿ|ಶ್ರೀ|ಡಾ\.|ശ്രീമതി|ശ്രീ|ഡോ\.|)"
        // Amharic (Ato, Woizero, Woizerit, Dr, Prof, police ranks), Georgian (Ms, Mr), Armenian (Mrs, Mr).
        // (Tigrinya writes Ato with ኣ: "ኣቶ".)
        R"(አቶ|ኣቶ|ወ/ሮ|ወ/ሪት|ዶ/ር|ፕ/ር|ም/ሳጅን|ዋ/ሳጅን|ሳጅን|ኢንስፔክተር|ქ-ნ|ბ-ნ|ქალბატონ[ი]?|ბატონ[ი]?|տիկին|պարոն|բժիշկ)");
    return titles;
}

void find_caseless_titled_names(const ScanInput& in, Spans& out) {
    if (!in.caseless_scripts) return;
    // A title, then one or two words of the script (a third only where the phrase ends after it).
    // A name's first letter: a letter of a script the titles below are written in.
    static const std::string letter =
        R"([\p{Hebrew}\p{Arabic}\p{Devanagari}\p{Ethiopic}\p{Georgian}\p{Armenian}\p{Gujarati}\p{Bengali}\p{Gurmukhi})"
        R"(\p{Tamil}\p{Telugu}\p{Kannada}\p{Malayalam}])";
    static const Regex before(std::string(R"((?<![\p{L}\p{M}])(?:)") + caseless_titles() + ")" +
        // (A blank after the title, or none after its dot: "डॉक्टर" is a word, not "डॉ" and a name.)
        // (An initial keeps its dot: "திருமதி. யோ. கிருஷ்ணவேணி".)
        R"((?:(?<=\.)[ ]?|[ ])(?:)" + letter + R"([\p{L}\p{M}'׳-]*(?:\.(?=[ ]))?))"
        R"((?:[ ])" + letter + R"([\p{L}\p{M}'׳-]*(?:\.(?=[ ]))?)?)"
        // (The third also before a column's gap of two blanks: "શ્રીમતી હેતલબેન ભાવેશભાઈ પટેલ        ઉંમર".)
        R"((?:[ ])" + letter + R"([\p{L}\p{M}'׳-]*(?=[ \t]*(?:[.,;:)،።፣।]|\r?\n|$)|[ ]{2}))?)");
    // The words a chat says after "the doctor" when no name follows ("الدكتور بيقول الكُلى", the doctor says the
    // kidneys; "دکتر گفت فردا", the doctor said tomorrow): verbs of saying, pronouns, prepositions and the day. The
    // name ends before the first of them.
    static const WordSet kNoName = {
        // Arabic, Egyptian and Gulf speech too.
        "قال", "قالت", "قالوا", "يقول", "بيقول", "بتقول", "بيقولوا", "قاللي", "قالي", "كتب", "طلب", "شاف", "عايز", "عاوز",
        "هو", "هي", "في", "على", "من", "عن", "مع", "ما", "لا", "ان", "إن", "انه", "اللي", "الى", "إلى", "بعد", "قبل",
        "كمان", "ممكن", "لازم", "بس", "دلوك", "دلوقتي", "النهارده", "امبارح", "بكره", "بكرة", "حالا", "خلاص",
        // Persian.
        "گفت", "گفته", "گفتش", "میگه", "می‌گه", "می‌گوید", "میگفت", "چی", "چه", "که", "را", "رو", "هم", "و", "به", "از",
        "با", "در", "برای", "نوشت", "داد", "فردا", "امروز", "دیروز", "الان",
        // Hindi and Urdu postpositions and verbs of saying.
        "ने", "को", "से", "का", "की", "के", "है", "हैं", "था", "थी", "कै", "जो", "जउन", "जौन", "نے", "کو", "سے", "کا",
        "کی", "کے", "ہے", "ہیں", "کہا"};
    before.for_each(in.text, [&](const Match& m) {
        const std::string_view text = m.text();
        size_t word = text.find(' '), end = text.size();
        if (word == std::string_view::npos) word = text.find('.') + 1;  // "د.سمير"
        else ++word;
        for (size_t p = word; p < text.size();) {
            const size_t next = std::min(text.find(' ', p), text.size());
            const std::string_view w = text.substr(p, next - p);
            // (Hindi's and its neighbours' verbs of saying in every form: "कहा", "कहलनि", "कहैं", "बोले", "बोलिन"; Tamil's,
            // "சொன்னாவ", "சொல்றாங்க"; and the respect word after the title, "डाक्टर साब", doctor sir.)
            if (kNoName.count(w) || w.starts_with("कह") || w.starts_with("बोल") || w.starts_with("சொ") || w == "साब" ||
                w == "साहब" || w == "साहेब") {
                end = p > word ? p - 1 : 0;
                break;
            }
            p = next + 1;
        }
        if (end > word) add_span(out, m.start(), m.start() + end, "PERSON", "name.title_caseless", 0.86);
        return true;
    });
    // Arabic names a man by his first son, "father of": "أبو سليم", "ابو جمال" (the kunya), the name he goes by. (Not a
    // place named so, "أبو ظبي", Abu Dhabi; nor "father of" before a pronoun's suffix, "ابوك", your father: one word.)
    static const Regex kunya(R"((?<![\p{L}\p{M}])(?:أبو|ابو)[ ](\p{Arabic}[\p{Arabic}\p{M}]{2,}))");
    static const WordSet kNotSons = {"ظبي", "الحسن", "بكر", "هريرة", "عبيدة", "غريب", "قير", "تلات", "طويلة", "قرن", "زعبل"};
    kunya.for_each(in.text, [&](const Match& m) {
        if (!kNoName.count(m.text(1)) && !kNotSons.count(m.text(1))) add_span(out, m.start(), m.end(), "PERSON", "name.kunya", 0.86);
        return true;
    });
    // Urdu, Pashto and Arabic name a person by a parent's: "محمد فیصل ولد عبدالرشید قریشی" (son of), "بنت"
    // (daughter of), "زوجہ" (wife of). The parent's name after the word, one to three words (Afghans
    // often have no family name: "نورالله ولد عبدالغفور،"), up to a comma or the line's end.
    static const Regex parent(
        R"((?<=[ ])(?:ولد|بنت|زوجہ|بن)[ ]((?:ڈاکٹر[ ])?[\p{Arabic}][\p{L}\p{M}]*(?:[ ][\p{Arabic}][\p{L}\p{M}]*){0,2}(?=[ \t]*(?:[،,;:)(]|\r?\n|$))))");
    parent.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "PERSON", "name.parent_caseless", 0.86);
        return true;
    });
    // Thai titles join the given name: "นายสมชาย ใจดี", "นางสาวมาลี", "นพ.วิชัย", "ด.ช.ต้น".
    static const Regex thai(R"((?:นางสาว|นาย|นาง|นพ\.|พญ\.|ดร\.|ด\.ช\.|ด\.ญ\.)[ ]?[\x{0E01}-\x{0E4E}]{2,}(?:[ ][\x{0E01}-\x{0E4E}]{2,})?)");
    add_matches(out, thai, in.text, "PERSON", "name.title_thai", 0.86);
    // Lao titles and a blank (without one, "ນາງ" and "ທ່ານ" are also "she" and "you"), then the given name
    // and the family name: "ທ້າວ ບຸນມີ ແກ້ວວົງສາ" (Mr), "ນາງ ແສງດາວ" (Mrs), "ສາວ" (Miss), "ທ່ານ" (Sir), "ທ່ານນາງ"
    // (Madam), "ທ່ານໝໍ" (Doctor), "ດຣ." (Dr).
    static const Regex lao(
        R"((?<![\x{0E80}-\x{0EFF}])(?:ທ່ານນາງ|ທ່ານໝໍ|ທ້າວ|ນາງ|ສາວ|ທ່ານ|ດຣ\.)[ ][\x{0E81}-\x{0ECD}\x{0EDC}-\x{0EDF}]{2,})"
        R"((?:[ ][\x{0E81}-\x{0ECD}\x{0EDC}-\x{0EDF}]{2,})?)");
    add_matches(out, lao, in.text, "PERSON", "name.title_lao", 0.86);
    // Burmese titles join the name, written without blanks: "ဦးအောင်ကျော်မိုး" (U), "ဒေါ်ခင်မာလွင်" (Daw),
    // "မောင်ဇော်မင်းထက်" (Maung), "ဒေါက်တာ ဝင်းမြတ်သူ" (Doctor). The name runs to the next blank or mark.
    // (Not "ကို" and "မ", which are also a particle and the negation; nor the words "ဦး" opens: the head
    // "ဦးခေါင်း", the brain "ဦးနှောက်", "first" "ဦးစွာ", to lead "ဦးဆောင်", "ဦးစီး", to aim "ဦးတည်".)
    static const Regex burmese(
        R"((?<![\x{1000}-\x{109F}])(?:ဒေါက်တာ|ဦး(?!ခေါင်း|နှောက်|စွာ|ဆောင်|စီး|တည်)|ဒေါ်|မောင်)[ ]?[\x{1000}-\x{103F}\x{1050}-\x{109F}]{2,})");
    add_matches(out, burmese, in.text, "PERSON", "name.title_burmese", 0.86);
    // Khmer titles and a blank, then the family and the given name: "លោក ជា សុភ័ក្ត្រ" (Mr), "លោកស្រី" (Mrs),
    // "កញ្ញា" (Miss), "អ្នកស្រី" (Madam). (Joined, "លោក" opens words: "លោកអ្នក", you.)
    static const Regex khmer(
        R"((?<![\x{1780}-\x{17FF}])(?:លោកស្រី|អ្នកស្រី|លោក|កញ្ញា)[ ][\x{1780}-\x{17D3}\x{17DD}]{2,}(?:[ ][\x{1780}-\x{17D3}\x{17DD}]{2,})?)");
    add_matches(out, khmer, in.text, "PERSON", "name.title_khmer", 0.86);
    // "named" joined to the noun before it, then the two words of a name: "ភរិយាឈ្មោះ ចាន់ ស្រីនិច" (his wife named ...).
    static const Regex khmer_named(R"(ឈ្មោះ[ ]([\x{1780}-\x{17D3}\x{17DD}]{2,}[ ][\x{1780}-\x{17D3}\x{17DD}]{2,}))");
    khmer_named.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "PERSON", "name.named_khmer", 0.86);
        return true;
    });
    // A Thai signature line or account name, then the given name and the surname: "ลงชื่อ สมชาย ศรีวงศ์",
    // "ชื่อบัญชี พิมพ์ชนก แก้วมณี" (a title, when there is one, is the title rule's).
    static const Regex thai_signed(R"((?:ลงชื่อ|ชื่อบัญชี)[ ]*:?[ ]*([\x{0E01}-\x{0E4E}]{2,}[ ][\x{0E01}-\x{0E4E}]{2,}))");
    thai_signed.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "PERSON", "name.signed_thai", 0.86);
        return true;
    });
    // Chinese and Japanese: the ideographs right before the title (Japanese "ちゃん" and "くん" after a child's or a
    // friend's given name too, "おばさん" after an aunt's; a name may hold katakana, "越智フミ子様"), at most five (a Chinese name has
    // two or three; a run longer than that holds the words before it, "患者陳美玲女士": the last three).
    // A colon after the title makes it a field's label ("体检医生："), not a name's title.
    static const Regex cjk(R"(([\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}][\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}\x{30A1}-\x{30FA}]{0,11})(?:様|さま|さん|ちゃん|くん|おばさん|おじさん|おばちゃん|おじちゃん|氏|先生|医師|弁護士|看護師|教授|君|小姐|女士|太太|醫師|医生|律師|律师|護理師|护士)(?![ \t]*[：:]))");
    // Japanese (any kana in the text: U+3040-30FF, E3 81 80 to E3 83 BF) writes names of up to five.
    const bool japanese = in.text.find("\xE3\x81") != std::string_view::npos || in.text.find("\xE3\x82") != std::string_view::npos ||
                          in.text.find("\xE3\x83") != std::string_view::npos;
    cjk.for_each(in.text, [&](const Match& m) {
        size_t start = m.start(1);
        const size_t keep = japanese ? 5 : 3;  // characters (three bytes each)
        if ((m.end(1) - start) / 3 > keep) start = m.end(1) - keep * 3;
        // Chinese joins the words before a name to it: "由王醫師" (by Dr Wang), "請陳先生" (ask Mr Chen).
        start = skip_leading(in.text, start, m.end(1),
                             {"由", "和", "與", "与", "請", "请", "給", "给", "向", "對", "对", "跟", "是", "的", "在", "為", "为",
                              "被", "讓", "让", "叫", "找", "經", "经", "及", "或"},
                             1);
        // (A kin word before the title is a relative, no name: Japanese "母さん" mother, "お父さん", "兄さん".)
        static const WordSet kKin = {"母", "父", "兄", "姉", "叔母", "伯母", "叔父", "伯父", "祖母", "祖父", "娘", "息子", "孫", "奥"};
        if (kKin.count(in.text.substr(start, m.end(1) - start))) return true;
        // (Nor a role before it, as Japanese speaks of staff: "看護師さん", the nurse; "先生" after "医者".)
        static const WordSet kRoles = {"看護師", "医師", "医者", "先生", "弁護士", "薬剤師", "運転手", "店員", "職員", "社長", "部長",
                                       "課長", "担当", "大家", "管理人", "隣", "お隣", "事務"};
        if (kRoles.count(in.text.substr(start, m.end(1) - start))) return true;
        if ((m.end(1) - start) / 3 >= 1) add_span(out, start, m.end(), "PERSON", "name.title_cjk", 0.84);
        return true;
    });
    // Georgian surnames end in "-ძე" or "-შვილი" (no common word does): such a word after a given name or an
    // initial is a name ("გიორგი ბერიძე", "გ. ბერიძე", "ლალი ხუციშვილი"); alone, the surname.
    static const Regex georgian(R"((?<![\p{Georgian}])(?:[\x{10D0}-\x{10FA}]{3,}[ ]|[\x{10D0}-\x{10FA}]\.[ ]?)?[\x{10D0}-\x{10FA}]{2,}(?:ძე|შვილი)(?![\p{Georgian}]))");
    add_matches(out, georgian, in.text, "PERSON", "name.georgian_surname", 0.86);
    // Korean: a name of two to four syllables, then its title ("김민수 씨", "박지영 님", "이 선생님").
    // (A particle may follow the title: "씨는", "님과". Not the words that take "님" themselves:
    // "고객님" the customer, "환자분".)
    static const Regex korean(R"((?<![\x{AC00}-\x{D7A3}])([\x{AC00}-\x{D7A3}]{2,4})[ ]?(?:씨|님|선생님|변호사님?|의사|간호사|교수님?|원장님?))");
    korean.for_each(in.text, [&](const Match& m) {
        static constexpr std::string_view kNouns[] = {"고객", "환자", "부모", "어머", "아버", "사장", "회장", "팀장", "과장", "부장",
                                                      "대표", "손님", "오빠", "언니", "누나", "여러분", "선생", "교수", "원장",
                                                      // professions and offices that take "님" themselves ("노무사님", the labour attorney)
                                                      "노무사", "세무사", "법무사", "변호사", "사무장", "실장", "주임", "계장", "소장", "이장",
                                                      "반장", "기사", "삼촌", "이모", "고모", "할머", "할아버",
                                                      // kin a chat's title or a message calls with "님" ("아빠 님과 카카오톡 대화")
                                                      "아빠", "엄마", "아버지", "어머니", "할머니", "할아버지", "아들", "딸",
                                                      // in-laws ("장모님이 봐주신다", the mother-in-law looks after them)
                                                      "장모", "장인", "시어머", "시아버", "사모", "처형", "처제", "아주버"};
        for (std::string_view noun : kNouns)
            if (m.text(1) == noun) return true;
        add_span(out, m.start(), m.end(), "PERSON", "name.title_korean", 0.84);
        return true;
    });
    // A Japanese account's holder in katakana, family and given name, right after the account's number (on its line
    // or the next): "普通 5014273 オイカワ ユカ", "記号 12170 番号 55501421\nノノムラ ヨシエ" (the post office bank's).
    static const Regex account_holder(
        R"((?:普通|当座|貯蓄|番号)[ ]?\d{5,8}(?:[ ]|\n)([\x{30A1}-\x{30FA}\x{30FC}]{2,10}[ \x{3000}][\x{30A1}-\x{30FA}\x{30FC}]{1,10}))");
    account_holder.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "PERSON", "name.account_holder_kana", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
