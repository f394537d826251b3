// Organisations in scripts without letter case, where no capitals mark a name: by the word that says
// what they are. Before the name in Hebrew, Arabic, Persian and Thai ("בית החולים שיבא", "مستشفى
// الملك حسين", "بیمارستان امام خمینی", "โรงพยาบาลศิริราช"), after it in Hindi, Chinese, Japanese and
// Korean ("सफदरजंग अस्पताल", "台北榮民總醫院", "株式会社山田商事", "서울대학교병원"), and the legal forms
// ("… בע"מ", "บริษัท … จำกัด", "(주)…").
#include <string_view>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// Function words that end a name after its kind word: "in", "from", "to", "on", "and", "of" (Arabic,
// Persian, Hebrew) — "مستشفى الملك حسين في عمان" is the hospital, then "in Amman".
bool function_word(std::string_view w) {
    static constexpr std::string_view k[] = {"في", "من", "إلى", "الى", "على", "و", "عن", "مع", "در", "از", "به", "با", "را",
                                             "که", "و", "עם", "של", "את", "על", "אל", "או", "גם", "הוא", "היא",
                                             // Hindi: he, she, this, in, of, to, from, on, and, is.
                                             "वह", "यह", "वे", "ये", "में", "का", "की", "के", "को", "से", "पर", "और", "ने", "है", "था", "थी",
                                             // Marathi: their, his, her, in; Bengali: within, from, and, for, of the;
                                             // Urdu: in, of, to, from, and.
                                             "यांच्या", "त्यांच्या", "त्याच्या", "तिच्या", "मध्ये", "মধ্যে", "থেকে", "ও", "এবং", "জন্য",
                                             "কে", "میں", "کا", "کی", "کے", "کو", "سے", "اور",
                                             // Spoken Hindi and Bundeli: on, now, then, too, only, these, that ("मोटरसाइकिल
                                             // पै पलेरा अस्पताल", on the motorbike to Palera hospital); Persian: was, is,
                                             // and dad and mum, whose company it is ("شرکت بابا بود").
                                             "पे", "पै", "अभी", "अबै", "अब", "तो", "भी", "ही", "जे", "वो", "بود", "است",
                                             "هست", "بابا", "مامان"};
    for (std::string_view f : k)
        if (w == f) return true;
    return false;
}

// The start of a match past the function words that open it ("של כהן ושות' בע"מ", "वह सफदरजंग अस्पताल").
size_t after_function_words(std::string_view text, size_t start, size_t end) {
    for (size_t space = text.find(' ', start); space != std::string_view::npos && space < end && function_word(text.substr(start, space - start));
         space = text.find(' ', start))
        start = space + 1;
    return start;
}

// The start of a match after the last function word inside it, before `kind_at` (the kind word): "তারিখের
// মধ্যে স্টেট ব্যাঙ্ক" is "… within" and then the bank.
size_t after_last_function_word(std::string_view text, size_t start, size_t kind_at) {
    size_t word = start;
    for (size_t space = text.find(' ', word); space != std::string_view::npos && space < kind_at; space = text.find(' ', word)) {
        if (function_word(text.substr(word, space - word))) start = space + 1;
        word = space + 1;
    }
    return start;
}

}  // namespace

void find_caseless_organizations(const ScanInput& in, Spans& out) {
    if (!in.caseless_scripts) return;
    // The kind word, then one or two words of the name, ended early by a function word.
    static const Regex kind_first(
        R"((?<![\p{L}\p{M}])(?:[ובלמש]{0,2}(?:בית החולים|בית חולים|המרכז הרפואי|מרכז רפואי|קופת חולים|בנק|חברת|משרד עורכי הדין|אוניברסיטת)|)"
        R"(مستشفى|شركة|بنك|مصرف|جامعة|مدرسة|عيادة|مكتب المحاماة|مركز|)"
        R"(بیمارستان|شرکت|بانک|دانشگاه|مدرسه|درمانگاه|کلینیک|دفتر وکالت))"
        R"([ ]([\p{Hebrew}\p{Arabic}][\p{L}\p{M}"״'׳-]*)(?:[ ]([\p{Hebrew}\p{Arabic}][\p{L}\p{M}"״'׳-]*))?)");
    kind_first.for_each(in.text, [&](const Match& m) {
        if (function_word(m.text(1))) return true;
        // A bank's name is one word ("بانک ملت", "בנק לאומי"); the next is the sentence's.
        const std::string_view kind = m.text().substr(0, m.start(1) - m.start());
        const bool bank = kind.find("בנק") != std::string_view::npos || kind.find("بانک") != std::string_view::npos ||
                          kind.find("بنك") != std::string_view::npos;
        // Nor a Hebrew word opening with "and" and another preposition ("ובמרכז": and in the centre).
        const std::string_view second = m.has(2) ? m.text(2) : std::string_view();
        const bool and_prefixed = second.size() >= 4 && second.substr(0, 2) == "ו" &&
                                  (second.substr(2, 2) == "ב" || second.substr(2, 2) == "ל" || second.substr(2, 2) == "מ" || second.substr(2, 2) == "ה");
        const size_t end = m.has(2) && !bank && !and_prefixed && !function_word(second) ? m.end(2) : m.end(1);
        add_span(out, m.start(), end, "ORGANIZATION", "org.kind_caseless", 0.84);
        return true;
    });
    // A Hebrew company: its name, then "בע"מ" (Ltd).
    static const Regex hebrew_ltd(R"((?:[\p{Hebrew}][\p{L}\p{M}'׳-]*[ ]){1,3}בע["״]מ)");
    hebrew_ltd.for_each(in.text, [&](const Match& m) {
        // Not the words before the name: "של כהן ושות' בע"מ" is "of" the company.
        const size_t start = after_function_words(in.text, m.start(), m.end());
        add_span(out, start, m.end(), "ORGANIZATION", "org.legal_form_caseless", 0.84);
        return true;
    });
    // Thai: the kind word joined to the name; a company closed by "จำกัด" (Ltd) and "(มหาชน)" (plc).
    static const Regex thai(
        R"((?:โรงพยาบาล|ธนาคาร|มหาวิทยาลัย|โรงเรียน|คลินิก|สำนักงานกฎหมาย)[\x{0E01}-\x{0E4E}]{2,}|บริษัท[ ]?[\x{0E01}-\x{0E4E} ]{2,40}?[ ]?จำกัด(?:[ ]?\(มหาชน\))?)");
    add_matches(out, thai, in.text, "ORGANIZATION", "org.kind_thai", 0.84);
    // Hindi: one to three words, then the kind word (a college too, as speech spells it: "मेडिकल कालेज").
    static const Regex hindi(R"((?:(?=\p{L})\p{Devanagari}[\p{L}\p{M}]*[ ]){1,3}(?:अस्पताल|चिकित्सालय|बैंक|लिमिटेड|विश्वविद्यालय|विद्यालय|क्लिनिक|कॉलेज|कालेज|(?:हॉस्पिटल|रुग्णालय|इस्पितळ)(?![\p{L}\p{M}])))");
    hindi.for_each(in.text, [&](const Match& m) {
        const size_t start = after_last_function_word(in.text, m.start(), in.text.rfind(' ', m.end() - 1));
        add_span(out, start, m.end(), "ORGANIZATION", "org.kind_hindi", 0.84);
        return true;
    });
    // "Bank of …" as Hindi borrows it, with the one word it names ("बैंक ऑफ इंडिया", "बैंक ऑफ बड़ौदा") and the
    // word before it that some banks have ("स्टेट बैंक ऑफ इंडिया", "सेंट्रल बैंक ऑफ इंडिया").
    static const Regex bank_of(R"((?<![\p{L}\p{M}])(?:(?:स्टेट|सेंट्रल|यूनियन)[ ])?बैंक[ ]ऑफ[ ]\p{Devanagari}[\p{L}\p{M}]*)");
    add_matches(out, bank_of, in.text, "ORGANIZATION", "org.kind_hindi", 0.86);
    // Amharic, Georgian and Armenian: one to three words, then the kind word (hospital, clinic, bank):
    // "ሕይወት ጠቅላላ ሆስፒታል", "ბათუმის რესპუბლიკურ საავადმყოფოში", "Դավթաշենի թիվ 2 պոլիկլինիկա".
    static const Regex kind_last(
        R"((?:(?=[\p{L}\d])[\p{Ethiopic}\p{Georgian}\p{Armenian}\d][\p{L}\p{M}\d]*[ ]){1,3})"
        R"((?:ሆስፒታል|ክሊኒክ|ባንክ|ጤና[ ]ጣቢያ|საავადმყოფო\p{L}*|კლინიკ\p{L}*|ბანკ\p{L}*|პოლიკლინიკ\p{L}*|հիվանդանոց\p{L}*|պոլիկլինիկա\p{L}*|բանկ\p{L}*))");
    kind_last.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.kind_caseless", 0.84);
        return true;
    });
    // Bengali, Gurmukhi, Gujarati, Tamil, Malayalam, Sinhala, Urdu, Kannada and Telugu: one to three words, then the kind word
    // (hospital, bank, school, college, clinic, company): "নবদিগন্ত বালিকা বিদ্যালয়", "ਸਿਵਲ ਹਸਪਤਾਲ",
    // "கூட்டுறவு கிராமிய வங்கி", "ලංකා බැංකුව", "آغا خان ہسپتال".
    static const Regex kind_last_south_asian(
        R"((?:(?=\p{L})[\p{Bengali}\p{Gurmukhi}\p{Gujarati}\p{Tamil}\p{Malayalam}\p{Sinhala}\p{Arabic}\p{Kannada}\p{Telugu}][\p{L}\p{M}\x{200C}\x{200D}]*[ ]){1,3})"
        R"((?:হাসপাতাল|ব্যাংক|ব্যাঙ্ক|বিদ্যালয়|কলেজ|ক্লিনিক|ਹਸਪਤਾਲ|ਬੈਂਕ|ਸਕੂਲ|ਕਾਲਜ|ਕਲੀਨਿਕ|ਕੇਂਦਰ|હોસ્પિટલ|બેંક|શાળા|ક્લિનિક|)"
        R"(மருத்துவமனை|வங்கி|கல்லூரி|பள்ளி|ஆஸ்பத்திரி|ആശുപത്രി|ബാങ്ക്|സ്കൂൾ|കോളേജ്|ക്ലിനിക്|රෝහල|බැංකුව|සමාගම|විද්‍යාලය|)"
        R"(ہسپتال|اسپتال|بینک|اسکول|کالج|کلینک|)"
        // Kannada and Telugu: hospital, health centre, school, bank, college, clinic.
        R"(ಆಸ್ಪತ್ರೆ|ಕೇಂದ್ರ|ಶಾಲೆ|ಬ್ಯಾಂಕ್|ಕಾಲೇಜು|ಚಿಕಿತ್ಸಾಲಯ|ಕ್ಲಿನಿಕ್|ఆసుపత్రి|ఆస్పత్రి|కేంద్రం|పాఠశాల|బ్యాంక్|కళాశాల|క్లినిక్)(?![\p{L}\p{M}]))");
    kind_last_south_asian.for_each(in.text, [&](const Match& m) {
        const size_t kind_at = in.text.rfind(' ', m.end() - 1);
        const size_t start = after_last_function_word(in.text, m.start(), kind_at);
        if (start >= kind_at) return true;  // the kind word alone
        add_span(out, start, m.end(), "ORGANIZATION", "org.kind_caseless", 0.84);
        return true;
    });
    // Lao: the kind word opening a word, and the name ("ໂຮງໝໍ ມະໂຫສົດ", "ສຸກສາລາ ຫ້ວຍຊາຍ"; inside a run it is
    // the sentence's: "ນາງໄປໂຮງໝໍ", she went to hospital), a company closed by "ຈຳກັດ" (Ltd).
    static const Regex lao(
        R"((?<![\x{0E80}-\x{0EFF}])(?:ໂຮງໝໍ|ສຸກສາລາ|ທະນາຄານ|ໂຮງຮຽນ|ມະຫາວິທະຍາໄລ|ຄລີນິກ)[ ]?[\x{0E81}-\x{0ECD}]{2,}(?:[ ][\x{0E81}-\x{0ECD}]{2,})?|)"
        R"(ບໍລິສັດ[ ]?[\x{0E81}-\x{0ECD} ]{2,60}?[ ]?ຈຳກັດ)");
    add_matches(out, lao, in.text, "ORGANIZATION", "org.kind_lao", 0.84);
    // Burmese: the name, then clinic or hospital, a blank at most between ("မြို့မ ဆေးခန်း", "မန္တလေး ပြည်သူ့ဆေးရုံကြီး").
    static const Regex burmese(
        R"((?<![\x{1000}-\x{109F}])(?:[\x{1000}-\x{103F}\x{1050}-\x{109F}]{2,12}[ ])?[\x{1000}-\x{103F}\x{1050}-\x{109F}]{0,12}?)"
        R"((?:ဆေးခန်း|ဆေးရုံကြီး|ဆေးရုံ)(?![\x{1000}-\x{109F}]))");
    burmese.for_each(in.text, [&](const Match& m) {
        // The kind word alone is no name ("ဆေးရုံ" the hospital).
        if (m.end() - m.start() <= std::string_view("ဆေးရုံကြီး").size()) return true;
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.kind_burmese", 0.84);
        return true;
    });
    // Chinese and Japanese: up to eight ideographs or kana, then the kind; or a Japanese legal
    // form before the name.
    static const Regex cjk(
        R"([\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}\x{3040}-\x{309F}\x{30A0}-\x{30FF}]{2,8}(?:病院|医院|醫院|診療所|クリニック|株式会社|有限会社|股份有限公司|有限公司|公司|銀行|银行|)"
        R"(保険会社|保險公司|保险公司|大学|大學|法律事務所|律師事務所|律师事务所|事務所|診所|诊所|中心|小学|小學|中学|中學|)"
        R"(幼稚園|幼稚园|幼儿园|幼兒園|门诊|門診|保險|保险|協會|协会|基金會|基金会|集團|集团|藥房|药房)|)"
        R"((?:株式会社|有限会社|医療法人(?:社団)?)[ ]?[\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}\x{30A0}-\x{30FF}]{2,12})");
    cjk.for_each(in.text, [&](const Match& m) {
        // Not a sentence run into the kind: the name starts after the last Cantonese particle or pronoun
        // ("保險係富邦保險": the insurer is Fubon Insurance; "而家喺公司", now at the office, holds too few).
        size_t from = m.start();
        // (Japanese names take hiragana, "苫小牧ひかり法律事務所"; its particles end the sentence before the name,
        // "父は苫小牧ななかまど病院".)
        for (std::string_view particle : {"喺", "係", "嘅", "咗", "啲", "嚟", "佢", "我", "你", "要", "在", "的", "は", "が", "を", "に", "で",
                                          "と", "も", "へ", "の"}) {
            const size_t at = in.text.substr(from, m.end() - from).rfind(particle);
            if (at != std::string_view::npos) from += at + particle.size();
        }
        if (m.end() - from < 12) return true;  // two characters and the kind at least
        // The words Chinese runs into the name: "在台北榮民總醫院" (at …), "到…", "於…".
        const size_t start = skip_leading(in.text, from, m.end(),
                                          {"他", "她", "我", "你", "您", "在", "於", "于", "到", "去", "從", "从", "由", "和", "與", "与",
                                           "是", "的", "向", "對", "对"},
                                          7);
        // Nor a kind of cover, or a kind after a generic word ("保險公司", an insurance company).
        const std::string_view run = in.text.substr(start, m.end() - start);
        for (std::string_view product : {"意外保險", "意外保险", "醫療保險", "医疗保险", "人壽保險", "人寿保险", "汽車保險", "汽车保险"})
            if (run.ends_with(product)) return true;
        for (std::string_view generic : {"保險", "保险", "保険", "律師", "律师", "醫療", "医疗", "健康", "社區", "社区", "安養", "安养", "護理", "护理", "老人", "日間", "日间"})
            if (run.starts_with(generic) && run.size() <= generic.size() + 6) return true;
        add_span(out, start, m.end(), "ORGANIZATION", "org.kind_cjk", 0.84);
        return true;
    });
    // Korean: the name and the kind in one word or two, perhaps after a group's Latin letters
    // ("KB국민은행"); or the company mark before the name.
    static const Regex korean(
        R"((?<![\x{AC00}-\x{D7A3}A-Za-z])(?:[A-Z]{2,4}[ ]?)?[\x{AC00}-\x{D7A3}]{1,10}[ ]?(?:병원|의원|치과|한의원|주식회사|은행|대학교|)"
        R"(법률사무소|법무법인|손해보험|생명보험|화재해상보험|화재|보건소|초등학교|중학교|고등학교|요양원)|)"
        R"((?:주식회사|\(주\)|㈜)[ ]?[\x{AC00}-\x{D7A3}]{2,10})");
    korean.for_each(in.text, [&](const Match& m) {
        // A word before the kind with a blank between is the name only where it is no sentence's word: not one
        // ending in a particle or a verb's ending ("다리가 저리다고 해서 병원", "오후 3시에 병원") nor "which" or
        // "that" ("어느 병원", "그 병원").
        const std::string_view run = m.text();
        const size_t blank = run.find(' ');
        if (blank != std::string_view::npos && blank >= 3 && run.substr(0, blank).find_first_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == std::string_view::npos) {
            const std::string_view word = run.substr(0, blank), last = word.substr(blank - 3);
            static constexpr std::string_view kEndings = "서에고는은를을로가도와과의면니며지요다";
            bool ending = false;
            for (size_t i = 0; i + 3 <= kEndings.size() && !ending; i += 3) ending = kEndings.substr(i, 3) == last;
            static constexpr std::string_view kDeterminers[] = {"어느", "그", "이", "저", "큰", "동네", "근처", "다른", "같은"};
            for (std::string_view d : kDeterminers) ending = ending || word == d;
            if (ending) return true;
        }
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.kind_korean", 0.84);
        return true;
    });
}

}  // namespace synsema::redact
