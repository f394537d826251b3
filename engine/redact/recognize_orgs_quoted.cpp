// Companies written the Central and Eastern European way: the name in quotation marks, with the
// company's legal form before or after it ('UAB „Vilniaus vandenys“', '„Swedbank“, AB',
// 'АИППМП „Д-р Петър Киров – Тракия“ ЕООД', 'ТОВ «Сонячний дім»'), in any script; and banks whose
// name is one word ending in "bank" ("Swedbank", "Rabobank", "Sparebanken"). The quotation marks
// and the form say what the words are, so no list of firms is needed.
#include <algorithm>
#include <cctype>
#include <string>
#include <unordered_set>
#include <vector>

#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// Legal forms written before or after a quoted name. Short Latin ones ("AS", "AB") only next to
// the quotation marks, where they cannot be a state's or a word's capitals.
constexpr std::string_view kForms[] = {"UAB", "AB", "AS", "AAS", "SIA", "OÜ", "SA", "SRL", "SC", "d.o.o.", "s.r.o.", "a.s.",
                                       "sp. z o.o.", "Kft.", "Zrt.", "ООД", "ЕООД", "АД", "ЕАД", "ООО", "ОАО", "ЗАО", "АО",
                                       "ПАО", "ТОВ", "ПрАТ", "ТОО", "ДОО", "ДООЕЛ", "д.о.о.", "SH.P.K.", "Sh.p.k.", "sh.p.k.",
                                       "SH.A.", "Sh.a.",
                                       // Georgian (LLC, JSC), Armenian (LLC, CJSC, OJSC, state non-commercial body),
                                       // Mongolian (LLC).
                                       "შპს", "სს", "ՍՊԸ", "ՓԲԸ", "ԲԲԸ", "ՀՈԱԿ", "ХХК", "ТӨХК",
                                       // Azerbaijani (OJSC, CJSC, LLC), Kazakh (LLP, JSC, CJSC), Uzbek (LLC, JSC),
                                       // Kyrgyz (LLC), Belarusian (OJSC, LLC, CJSC), Tajik (LLC), Turkish (Inc.).
                                       "ASC", "QSC", "MMC", "ЖШС", "АҚ", "ЖАҚ", "MChJ", "AJ", "ОсОО", "ААТ", "ТАА", "ЗАТ",
                                       "ҶДММ", "A.Ş."};

// The forms as a pattern's alternatives: dots and blanks literal.
std::string forms_pattern() {
    std::string alt;
    for (std::string_view form : kForms) {
        if (!alt.empty()) alt += '|';
        for (char c : form) alt += c == '.' ? std::string("\\.") : c == ' ' ? std::string("[ ]") : std::string(1, c);
    }
    return alt;
}

// The word a form opens with, as the tokenizer gives it ("sp. z o.o." -> "sp").
const WordSet& form_words() {
    static const WordSet words = [] {
        WordSet w;
        for (std::string_view form : kForms) w.insert(form.substr(0, form.find_first_of(". ")));
        return w;
    }();
    return words;
}

}  // namespace

namespace {

// "Bank" before its name, as Oman, Indonesia, Poland and Israel name their banks: "Bank Dhofar", "Bank Mandiri",
// "Bank Pekao", "Bank Leumi". The name is one or two words no word list has as a word (a region's or a town's
// name may be one: "Bank Muscat"); "Bank Holiday", "Bank Statement" are words of the language.
void find_bank_first_names(const ScanInput& in, Spans& out) {
    const std::vector<Token>& toks = in.tokens;
    constexpr uint32_t kNotName = kLexCommon | kLexVocab | kLexStop | kLexMonth | kLexOrgKeyword | kLexGiven | kLexMorph;
    const auto name_word = [&](size_t j) {
        return (toks[j].capitalised || (toks[j].all_caps && toks[j].text.size() >= 3)) && toks[j].text.size() >= 3 &&
               (!(toks[j].lex & kNotName) || ((toks[j].lex & (kLexCity | kLexRegion)) && !(toks[j].lex & (kLexCommon | kLexVocab))));
    };
    for (size_t i = 0; i + 1 < toks.size(); ++i) {
        if (toks[i].text != "Bank" && toks[i].text != "BANK") continue;
        size_t last = i;
        while (last + 1 < toks.size() && last - i < 2 && toks[last + 1].start == toks[last].end + 1 && in.text[toks[last].end] == ' ' &&
               name_word(last + 1))
            ++last;
        if (last > i) add_span(out, toks[i].start, toks[last].end, "ORGANIZATION", "org.bank_first", 0.84);
    }
}

// One word ending in the word for bank, that no word list holds: "Swedbank", "Sparebanken".
void find_bank_words(const ScanInput& in, Spans& out) {
    // One word ending in the word for bank, that no word list holds: "Swedbank", "Sparebanken".
    for (const Token& t : in.tokens) {
        if (!t.capitalised || t.text.size() < 7 || (t.lex & (kLexCommon | kLexVocab | kLexGiven | kLexSurname | kLexCity)))
            continue;
        const std::string lower = ascii_lower(t.text);
        for (std::string_view end : {"bank", "banka", "banken", "bankas"}) {
            if (lower.size() > end.size() + 2 && lower.compare(lower.size() - end.size(), end.size(), end) == 0) {
                add_span(out, t.start, place_after_org(in, t.end), "ORGANIZATION", "org.bank_word", 0.86);
                break;
            }
        }
    }
}

}  // namespace

void find_quoted_companies(const ScanInput& in, Spans& out) {
    find_bank_words(in, out);
    find_bank_first_names(in, out);
    // The name opens with a capital or a digit: a word in quotes ("the \"red\" AS one") is no firm.
    const std::string quoted = "[„«\"“][\\p{Lu}\\d][^„“”«»\"\\n]{1,59}[“”»\"]";
    // An abbreviation in capitals before the name says what kind of body it is ("МЦ", "АИППМП").
    const std::string kind = "(?:\\p{Lu}{2,8}[ ])?";
    // Anchored at the candidates below (StartBytes: a capital, a form's lower-case letter, an ASCII
    // quote; every non-ASCII byte, as „ « “ and Cyrillic capitals, is allowed anyway).
    static const std::string forms = forms_pattern();
    static const Regex before(std::string("(?<![\\w])") + kind + "(?:" + forms + ")[ ]" + quoted +
                                  "(?:,?[ ](?:" + forms + ")(?![\\w]))?",
                              StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZdsa"});
    static const Regex after(std::string("(?<![\\w])") + kind + quoted + ",?[ ](?:" + forms + ")(?![\\w])",
                             StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\""});
    auto take = [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.quoted_company", 0.9);
        return true;
    };
    // A body's kind in capitals right before its quoted name, with no legal form: schools, clinics and
    // public institutions in the Balkans and the former Soviet states ('SHFMU "Naim Frashëri"',
    // 'ПЗУ „Д-р Петрушевски“', 'ГБУЗ «Городская больница № 5»'). Three capitals at least: "ID", "NO"
    // before a quoted value are a label's.
    static const Regex kind_quoted(std::string("\\p{Lu}{3,8}[ ]") + quoted);
    for (const Token& t : in.tokens) {
        // Not a name in capitals before a quoted nickname ('JAMES "JIMMY" R.').
        if (!t.all_caps || t.end + 1 >= in.text.size() || in.text[t.end] != ' ' || (t.lex & (kLexGiven | kLexSurname))) continue;
        const unsigned char mark = static_cast<unsigned char>(in.text[t.end + 1]);
        if (mark != '"' && mark != 0xE2 && mark != 0xC2) continue;  // ", „ “ or «
        Match m;
        // Two words at least inside the quotes: a name, not a nickname or a code.
        if (kind_quoted.match_at(in.text, t.start, &m) && m.text().substr(t.end - t.start + 2).find(' ') != std::string_view::npos) take(m);
    }
    // A kind of body named by its Russian word before its name in guillemets, in any case ('Юрбюро «Атăл-Право»',
    // 'в центре «Сывлăх Ял»', 'клиника «Здоровье»'); a bank's word stays outside ('банка «Сăвар»').
    static const Regex russian_kind(
        "(?i:(юрбюро|бюро|центр[еау]?|клиник[аеиу]|поликлиник[аеиу]|больниц[аеыу]|аптек[аеиу]|санатори[йяюе]|фонд[еау]?|"
        "агентств[оаеу]|компани[яиюе]|фирм[аеыу]|магазин[еау]?|кафе|школ[аеыу]|лице[йяюе]|гимнази[яиюе]|колледж[еау]?|"
        "хозяйств[оаеу]|предприяти[еяю]|завод[еау]?|фабрик[аеиу]|стоматологи[яиюе])|банк[аеу]?)[ ](«\\p{Lu}[^«»\\n]{1,59}»)");
    for (const Token& t : in.tokens) {
        const unsigned char lead = static_cast<unsigned char>(t.text[0]);
        if (t.text.size() < 6 || (lead != 0xD0 && lead != 0xD1)) continue;  // a Cyrillic word of three letters or more
        if (t.end + 2 >= in.text.size() || in.text.compare(t.end, 3, " \xC2\xAB") != 0) continue;
        Match m;
        if (!russian_kind.match_at(in.text, t.start, &m)) continue;
        add_span(out, m.has(1) ? m.start() : m.start(2), m.end(), "ORGANIZATION", "org.quoted_kind", 0.88);
    }
    // Tried only at the words and marks within 24 bytes before an opening quotation mark that has a
    // legal form within 80 bytes after it (most records have none: a CSV's quotes cost nothing).
    std::vector<size_t> form_at;
    for (const Token& t : in.tokens)
        if (t.text.size() <= 10 && form_words().count(t.text)) form_at.push_back(t.start);
    if (form_at.empty()) return;
    std::vector<size_t> starts;
    for (std::string_view mark : {"\xE2\x80\x9E", "\xC2\xAB", "\"", "\xE2\x80\x9C"}) {  // „ « " “
        for (size_t q = in.text.find(mark); q != std::string_view::npos; q = in.text.find(mark, q + 1)) {
            // A form before the mark (within 24 bytes) or after it (within 80).
            const auto near = std::lower_bound(form_at.begin(), form_at.end(), q > 24 ? q - 24 : 0);
            if (near == form_at.end() || *near > q + 80) continue;
            starts.push_back(q);
            // The form or the kind's capitals right before the mark, one blank apart ("UAB „",
            // "МЦ „"), and a kind before a form ("АИППМП ЕООД „" is rare, "SC Alfa SRL" has no quotes).
            size_t k = first_token_at(in.tokens, q);
            for (int back = 0; back < 2 && k > 0; ++back) {
                const Token& t = in.tokens[k - 1];
                const size_t next = back == 0 ? q : in.tokens[k].start;
                if (t.end + 1 != next || in.text[t.end] != ' ' || !(t.all_caps || form_words().count(t.text))) break;
                starts.push_back(t.start);
                --k;
            }
        }
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    before.for_each_at(in.text, starts, take);
    after.for_each_at(in.text, starts, take);
}

}  // namespace synsema::redact
