// Numbers after the numero sign, which Cyrillic-script records write before a document's number
// (Latin-script "N°", "n.º" are labelled numbers, recognize_ids.cpp): "свідоцтво № ЛВ 001287", "ID-картки №
// 001184273", "запис № 19930702-01248", a birth certificate's "І-СГ № 418273" with its series before
// the sign. The sign says "number" in any language, so the word before it need not be known; what
// keeps statutes and court cases out is the word ("Закон № 2011", "справа № 466/1234/26") and the
// slash such numbers are written with.
#include <string>
#include <unordered_set>

#include "labels.h"
#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"
#include "validators.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// Words before the sign whose number is public: laws, orders, court cases, articles (folded).
bool public_word(const std::string& w) {
    static const WordSet k = {
        "закон", "закону", "закона", "наказ", "наказу", "приказ", "приказа", "постанова", "постанови", "постановление",
        "ухвала", "ухвали", "рішення", "решение", "справа", "справи", "дело", "дела", "стаття", "статья", "ст", "кодекс",
        "указ", "указу", "розпорядження", "распоряжение", "протокол", "форма", "додаток", "приложение", "лист", "листа"};
    return k.count(w) != 0 || is_public_number_label(w);
}

// The word before pos (skipping blanks and one comma), folded, without its dots.
std::string folded_word_before(std::string_view text, size_t pos) {
    size_t p = pos;
    while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '\t' || text[p - 1] == '\n' || text[p - 1] == ',')) --p;
    size_t w = p;
    while (w > 0 && text[w - 1] != ' ' && text[w - 1] != '\n' && text[w - 1] != '(' && text[w - 1] != '\t') --w;
    std::string word = fold_word(text.substr(w, p - w));
    while (!word.empty() && (word.back() == '.' || word.back() == ',')) word.pop_back();
    return word;
}

// Where a card's series in capitals stands after its word before the number's ("CI seria TZ nr. 471826",
// Romania's identity card; "serie AB nr. 123456"), the series is part of the identifier: its start, or `value`.
size_t series_start(std::string_view text, size_t number_word, size_t value) {
    size_t p = number_word;
    while (p > 0 && text[p - 1] == ' ') --p;
    size_t q = p;
    while (q > 0 && p - q < 4 && text[q - 1] >= 'A' && text[q - 1] <= 'Z') --q;
    if (q == p || p - q > 3 || q == 0 || text[q - 1] != ' ') return value;
    const std::string word = folded_word_before(text, q);
    return word == "seria" || word == "serie" || word == "series" ? q : value;
}

// An identifier after the word for "number" itself, where no label names the kind: "passport\n no.
// SA2184731", "Limbe branch, no. 1004372291", "Medicaid number\n is AS-MCD-0058823", Macedonian and
// Serbian "лична карта бр. А2217384", Arabic "رقم الموظف 4471" (the word first, then what it
// numbers), Korean and Japanese labels ending in the word ("사고접수번호 HB26-1106-00837", "保険者番号").
// The value has the shape of an identifier: letters and digits, five digits at least (four after the
// Arabic word, which always announces a number); a public number's word before it keeps it out.
void find_number_word_values(const ScanInput& in, Spans& out) {
    static const Regex latin(
        R"((?<![\p{L}\p{M}])(?:no\.|No\.|бр\.|број|брой|nr\.|number(?:[ \t\n]+(?:is|was))?)[ \t\n]*:?[ \t]*)"
        R"(((?:\p{Lu}{1,4}[ -]?)?[\p{Lu}\d][\p{Lu}\d-]*\d[\p{Lu}\d-]*)(?![\w/]|\.\d|-\w))",
        StartBytes{"nN"});
    latin.for_each_at(in.text, in.word_index.starts_of({"no", "nr", "number", "бр", "број", "брой"}), [&](const Match& m) {
        const std::string_view v = m.text(1);
        const size_t digits = digits_only(v).size();
        if (digits < 5 || v.size() > 24) return true;
        // ("Page No. 4" is a page's; "the passport bio page, No. 09884217" is the passport's: a comma
        // parts the word from the number's.)
        size_t q = m.start();
        while (q > 0 && (in.text[q - 1] == ' ' || in.text[q - 1] == '\t' || in.text[q - 1] == '\n')) --q;
        const bool comma = q > 0 && in.text[q - 1] == ',';
        if (!comma && public_word(folded_word_before(in.text, m.start()))) return true;
        add_span(out, series_start(in.text, m.start(), m.start(1)), m.end(1), "ID", "id.number_word", 0.84);
        return true;
    });
    if (!in.caseless_scripts) return;  // the words below are all in scripts without case
    static const Regex arabic(
        R"(رقم(?:[ ][\p{Arabic}]+){0,2}[ ]?(?:\([^)\n]{1,30}\)[ ]?)?[:：]?[ ]?([A-Z]{0,4}-?\d[\dA-Z-]{3,20})(?![\w/-]))");
    arabic.for_each(in.text, [&](const Match& m) {
        if (digits_only(m.text(1)).size() >= 4) add_span(out, m.start(1), m.end(1), "ID", "id.number_word", 0.84);
        return true;
    });
    // CJK labels end in their word for number ("病歷號 HK0047723", "健保卡號 0000 5827 1194").
    static const Regex cjk(R"((?:번호|番号|號碼|号码|編號|编号|號|号)[ \t]*[:：]?[ \t]*([A-Z]{0,4}-?\d[\dA-Z-]{3,20}(?:[ ]\d{4}){0,3})(?![\w/-]))");
    cjk.for_each(in.text, [&](const Match& m) {
        if (digits_only(m.text(1)).size() >= 5) add_span(out, m.start(1), m.end(1), "ID", "id.number_word", 0.84);
        return true;
    });
    // Hebrew, Persian, Thai and Hindi write the word for number after the noun it numbers, and the
    // value after it: "ת.ז. מס' 034185272", "شماره بیمه ۱۱۷۰۴۳۸۸۲۱" (digits folded), "เลขที่
    // 421-7-03385-6", "आई.पी.डी. नं. IPD-7741", "पंजीकरण सं. UPDR-LKO-2026-0417738".
    static const Regex after_word(
        R"((?:מס['׳]|מספר|شماره(?:[ ][\p{Arabic}‌]+){0,2}|เลขที่|नं\.|सं\.|संख्या)[ \t]*[:：]?[ \t\n]*([A-Z]{0,5}[-/]?\d[\dA-Z/-]{2,24})(?![\w/-]))");
    after_word.for_each(in.text, [&](const Match& m) {
        if (digits_only(m.text(1)).size() >= 4) add_span(out, m.start(1), m.end(1), "ID", "id.number_word", 0.84);
        return true;
    });
}

}  // namespace

void find_numero_numbers(const ScanInput& in, Spans& out) {
    static const Regex numero(
        R"(№[ \t]*((?:\p{Lu}{1,4}[ -])?[\p{Lu}\d][\p{Lu}\d-]*\d[\p{Lu}\d-]*)(?![\w/]|\.\d))", StartBytes{"\xE2"});
    std::vector<size_t> signs;
    for (size_t p = in.text.find("№"); p != std::string_view::npos; p = in.text.find("№", p + 3)) signs.push_back(p);
    numero.for_each_at(in.text, signs, [&](const Match& m) {
        const std::string_view v = m.text(1);
        if (digits_only(v).size() < 5) return true;
        // The word before the sign (a series in capitals may stand between: "І-СГ № 418273").
        size_t start = m.start(1), p = m.start();
        while (p > 0 && (in.text[p - 1] == ' ' || in.text[p - 1] == '\t')) --p;
        size_t w = p;
        while (w > 0 && in.text[w - 1] != ' ' && in.text[w - 1] != '\n' && in.text[w - 1] != '(' && in.text[w - 1] != '\t') --w;
        std::string word = fold_word(in.text.substr(w, p - w));
        while (!word.empty() && (word.back() == '.' || word.back() == ',')) word.pop_back();
        if (public_word(word)) return true;
        static const Regex series(R"(\p{Lu}{1,2}(?:-\p{Lu}{1,3})?(?![\w-]))");
        Match s;
        if (w < p && series.match_at(in.text.substr(0, p), w, &s) && s.end() == p) start = w;
        add_span(out, start, m.end(1), "ID", "id.numero", 0.84);
        return true;
    });
    find_number_word_values(in, out);
}

}  // namespace synsema::redact
