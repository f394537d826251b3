// Organisations: a capitalised name ending in a legal form (Inc., LLC, LLP…)
// or an institution word (Hospital, Clinic, University, Credit Union…), or a
// capitalised name after an employer/insurer label.
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "institution_first.h"
#include "institution_words.h"
#include "recognizers.h"
#include "regex.h"
#include "word_alternation.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// The words that say a name is a body's: "… Union", "… Federation", "… Ministry".
bool body_kind(std::string_view w) {
    return w == "Union" || w == "Federation" || w == "Confederation" || w == "Association" || w == "Society" || w == "Guild" ||
           w == "Chamber" || w == "Ministry" || w == "University" || w == "Universidad" || w == "Université";
}
// A capital of any Latin letter opens a word ("Āwhina", "Óglaigh"); a non-ASCII first byte is
// always a candidate start (StartBytes).
constexpr const char* kWord = "(?:\\p{Lu}[\\w'’.-]*|&)";
constexpr const char* kWordStarts = "ABCDEFGHIJKLMNOPQRSTUVWXYZ&";  // kWord's first ASCII byte
// ("di": Papiamentu's and Italian's "of", "Kas di Plata Bank".)
constexpr const char* kJoin = "(?:\\p{Lu}[\\w'’.-]*|&|of|and|the|for|de|du|la|di)";

// A quoted word or two inside a firm's name: 'Stocznia Remontowa „Wisła” sp. z o.o.'.
constexpr const char* kQuotedJoin = "(?:[„\"“][\\p{L}\\d' -]{1,30}[”\"])";

std::string legal_form_pattern() {
    static const std::vector<std::string> kForms = {
        // Turkey's limited company, before "Ltd." alone ("Hemşinli Tarım Ürünleri Ltd. Şti.").
        "Ltd\\.?[ ]Şti\\.?", "LTD\\.?[ ]ŞTİ\\.?",
        "Inc\\.?", "INC\\.?", "LLC", "L\\.L\\.C\\.", "LLP", "L\\.L\\.P\\.", "Ltd\\.?", "LTD\\.?", "Limited", "Corp\\.?",
        "CORP\\.?", "Corporation", "CORPORATION", "Co\\.", "Company", "COMPANY", "PLLC", "P\\.C\\.", "P\\.A\\.", "PC", "GmbH",
        "PLC", "plc", "LP", "L\\.P\\.", "N\\.A\\.", "S\\.A\\.", "AG", "B\\.V\\.",
        // Other countries' forms; not the ones that are also a state or province code
        // ("Reno, NV", "Calgary AB").
        "Plc", "SRL", "S\\.R\\.L\\.", "S\\.r\\.l\\.", "SPRL", "sprl", "srl", "SARL", "SAS", "S\\.p\\.A\\.", "N\\.V\\.", "BV",
        "A/S", "ApS", "Oyj?", "KG", "OG", "e\\.U\\.", "e\\.V\\.", "Pty", "Pvt\\.?[ ]Ltd\\.?", "Sdn\\.?[ ]Bhd\\.?", "SDN\\.?[ ]BHD\\.?", "Berhad", "BERHAD", "Ltda\\.?", "CO\\.",
        "LIMITED",
        // A UK community interest company ("Hear Here Notts CIC").
        "CIC",
        // Central and Eastern Europe, the Baltics, Turkey, Latin America, Quebec.
        "sp\\.[ ]z[ ]o\\.[ ]?o\\.", "Sp\\.[ ]z[ ]o\\.[ ]?o\\.", "S\\.A\\.[ ]de[ ]C\\.V\\.", "s\\.[ ]?r\\.[ ]?o\\.",
        // Chile's and Italy's sociedad/società per azioni in its short form, Bosnia's and Croatia's joint-stock company.
        "SpA", "d\\.[ ]?d\\.",
        "a\\.[ ]?s\\.", "d\\.[ ]?o\\.[ ]?o\\.", "Kft\\.?", "Zrt\\.?", "Nyrt\\.?", "UAB", "SIA", "OÜ", "A\\.Ş\\.", "S/A",
        "EIRELI", "S\\.L\\.U?\\.?",
        // Portugal's and Portuguese-speaking Africa's and Timor-Leste's limited company.
        "Lda\\.?", "LDA\\.?", "S\\.A\\.S\\.", "ASA", "Oy", "I/S", "IVS", "mbH", "inc\\.", "ltée",
        // Ireland (company limited by guarantee, designated activity company), Luxembourg, Singapore.
        "CLG", "DAC", "Sàrl", "SàRL", "S\\.à[ ]?r\\.l\\.", "Pte\\.?[ ]Ltd\\.?",
        // A country's or a company type's mark in brackets before the form: "(Pty) Ltd", "(HK) Limited".
        "\\((?:Pty|PTY|Pvt|PVT|HK|Private|P\\.?|[A-Z][A-Za-z]{2,15})\\)[ ](?:Ltd\\.?|LTD\\.?|Limited|LIMITED)",
        // Co-operatives: Catalan and Spanish.
        "SCCL", "S\\.C\\.C\\.L\\.", "S\\.[ ]Coop\\.",
        // Venezuela's compañía anónima ("Servicios Lacustres Coquivacoa C.A."), Italy's partnership in lower case
        // ("Idraulica Zanarini snc").
        "C\\.A\\.", "snc", "S\\.n\\.c\\.", "s\\.n\\.c\\.", "SNC",
        // Mexico's forms written without their stops ("Constructora Norte SA de CV"), its limited company.
        "SA[ ]de[ ]CV", "SAPI[ ]de[ ]CV", "S\\.[ ]de[ ]R\\.L\\.(?:[ ]de[ ]C\\.V\\.)?",
        // The Gulf's: a limited liability company (Qatar, Bahrain, Kuwait), the joint-stock companies and the
        // free-zone ones of the Emirates, Lebanon's and Oman's.
        "W\\.L\\.L\\.?", "WLL", "Q\\.P\\.S\\.C\\.", "Q\\.S\\.C\\.", "B\\.S\\.C\\.", "K\\.S\\.C\\.", "PJSC", "P\\.J\\.S\\.C\\.",
        "FZE", "FZCO", "FZ-LLC", "S\\.A\\.L\\.", "SAOG", "SAOC",
        // Ethiopia's share company ("Nyala Insurance S.C.").
        "S\\.C\\."};
    // A comma between partners' names only where an ampersand follows: "Usher, Gillett & Young LLP".
    return std::string("(?<![\\w&])(") + kWord + "(?:(?:,(?=[ ][A-Z][\\w'’.-]*[ ]&))?[ ](?:" + kJoin + "|" + kQuotedJoin + ")){0,6}),?[ ]" +
           "(" + grouped_alternation(kForms) + ")(?![\\w])";
}

// The words that end an institution's name, in title case and in capitals ("CARMEL BAY MEDICAL CENTER"),
// grouped by first letter (word_alternation.h).
std::string institution_words() {
    std::vector<std::string> alt;
    // Tails whose capitals are a heading's word, not a name's end: "NOTIFICATION TO PRIMARY PRESCRIBER".
    static const std::set<std::string_view> kTitleCaseOnly = {"Primary", "Secondary"};
    for (std::string_view w : kInstitutionTails) {
        std::string title(w), caps(w);
        for (char& c : caps) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        alt.push_back(title);
        if (caps != title && !kTitleCaseOnly.count(w)) alt.push_back(caps);
    }
    return grouped_alternation(alt);
}

// The first word of the word-first names, folded: that pattern is tried only where one opens a name.
// (The last words of institution_words() are organisation words of the Lexicon, kLexOrgKeyword, by
// construction: vocabulary.cpp reads the same kInstitutionTails.)

// With `wrap`, a name may wrap once inside a sentence: "transported her to St. Croix Valley\nChildren's Hospital"
// (or "…PIP  Insurance": a wrap OCR read as a block's end, joined with two blanks).
// A second line of business after '&' (one word or two) ends the name where a clause does: "Canyon Spine & Sport
// in Sedona", "Eyre Physio & Sports Injury,".
std::string institution_pattern(bool wrap) {
    // (Two blanks are a wrap too: where a scan's OCR closed a block at the line's end, the line joined
    // for detection (soft_wraps.h) holds a blank for each of its two newlines.)
    const std::string gap = wrap ? "(?:[ ]|[ ]?\\n[ \\t]*|[ ]{2})" : "[ ]";
    // A comma between partners' names only where an ampersand follows: "Lo, Majimbun & Partners".
    return std::string("(?<![\\w&])(") + kWord + "(?:(?:,(?=[ ][A-Z][\\w'’.-]*[ ]&))?" + gap + kJoin + "){0,5})" + gap +
           "(" + institution_words() + ")(?:[ ]of(?:[ ][A-Z][\\w'’-]*){1,3}|[ ]&[ ][A-Z][a-z'’-]{2,}(?:[ ][A-Z][a-z'’-]{2,})?(?=[ ]*(?:$|[\\n,.;:)(]|[ ](?:in|at|on|for)[ ])))?(?![\\w])";
}

// "The Acme Clinic" → "Acme Clinic"; leading articles are not part of a name.
size_t skip_article(std::string_view text, size_t start) {
    for (std::string_view art : {"The ", "THE "})
        if (text.compare(start, art.size(), art) == 0) return start + art.size();
    return start;
}

// "Messrs" before a firm is part of its name as written: "M/s Shekhar Traders Pvt. Ltd.", Malaysia's and
// Nigeria's "Messrs. Lo, Majimbun & Partners".
size_t take_messrs(std::string_view text, size_t start) {
    for (std::string_view m : {"M/s ", "M/S ", "M/s. ", "M/S. ", "Messrs. ", "Messrs ", "MESSRS. ", "MESSRS "})
        if (start >= m.size() && text.substr(start - m.size(), m.size()) == m &&
            (start == m.size() || !std::isalnum(static_cast<unsigned char>(text[start - m.size() - 1]))))
            return start - m.size();
    return start;
}

// The counties "Co." abbreviates before its name (word_after's lower case).
bool is_irish_county(const std::string& w) {
    static const WordSet k = {
        "antrim", "armagh", "carlow", "cavan", "clare", "cork", "derry", "donegal", "down", "dublin", "fermanagh",
        "galway", "kerry", "kildare", "kilkenny", "laois", "leitrim", "limerick", "longford", "louth", "mayo", "meath",
        "monaghan", "offaly", "roscommon", "sligo", "tipperary", "tyrone", "waterford", "westmeath", "wexford",
        "wicklow", "durham"};
    return k.count(w) != 0;
}

// Words of a document's title, not of a sender's name ("DISCHARGE SUMMARY", "CLINICAL NOTE").
bool title_word(std::string_view word) {
    static const WordSet kTitle = {
        "note", "notes", "summary", "report", "form", "letter", "referral", "assessment", "certificate", "record",
        "records", "invoice", "statement", "claim", "file", "discharge", "clinical", "medical", "intake", "confidential",
        "minutes", "decision", "notice", "order", "plan", "affidavit", "declaration", "transcript", "log", "export",
        "memo", "memorandum", "request", "application", "patient", "account", "ledger", "progress", "consultation",
        "history", "exam", "examination", "results", "result", "laboratory", "lab", "pathology", "radiology", "visit",
        "schedule", "prescription", "fax", "cover", "sheet", "of", "and", "the", "for", "to", "in", "re", "subject",
        "private", "urgent", "page", "copy", "draft", "final", "update", "sms", "thread", "chat", "email", "message",
        "voicemail", "incident", "accident", "injury", "evaluation", "treatment", "care", "nursing", "handover",
        "strictly", "new", "inter", "transfer", "personal", "official", "in", "confidence"};
    return kTitle.count(ascii_lower(word)) != 0;
}

// Public bodies acting as such are not marked (the annotation guide): "SUPERIOR COURT OF …",
// "CITY OF EVANSTON POLICE DEPARTMENT".
bool public_body_word(std::string_view word) {
    static const WordSet kPublic = {"court", "police", "department", "tribunal", "ministry",
        "government", "county", "city", "state", "council", "commission", "district", "parliament", "municipality",
        "sheriff", "prosecutor", "registry"};
    return kPublic.count(ascii_lower(word)) != 0;
}

// A letterhead: the document's first line names its sender when an address,
// a postcode, a phone number or an e-mail address follows within four lines
// ("HARBOURVIEW FAMILY MEDIATION\n1595 Bedford Row, Suite 402, Halifax").
// The name ends at a column gap or a dash ("Bayfront Family Dentistry - CLINICAL NOTE").
void letterhead(const ScanInput& in, Spans& out) {
    std::string_view text = in.text;
    size_t start = text.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos || start > 200) return;
    const size_t line_end = std::min(text.find('\n', start), text.size());
    // Cut searched within the first line only: a search of the whole text costs its length.
    const std::string_view line = text.substr(start, line_end - start);
    size_t end = line_end;
    for (std::string_view cut : {"  ", "\t", " - ", " \xE2\x80\x93 ", " | ", " \xE2\x80\x94 "})
        end = std::min(end, std::min(line.find(cut), line.size()) + start);
    while (end > start && (text[end - 1] == ' ' || text[end - 1] == ',')) --end;
    const std::string_view name = text.substr(start, end - start);
    const std::vector<Token> words = tokenize_words(name);
    if (words.empty() || words.size() > 8 || name.find_first_of("0123456789:@") != std::string_view::npos) return;
    if (!(words[0].capitalised || words[0].all_caps) || is_honorific_word(ascii_lower(words[0].text))) return;
    // A title opens with a title's word ("MEDICAL-IN-CONFIDENCE", "NEW PATIENT INTAKE"); a sender's
    // name holds an organisation's word or an ampersand ("MAGENNIS KERR & CO.", "… FAMILY MEDIATION").
    const std::string_view first = words[0].text.substr(0, words[0].text.find('-'));
    if (title_word(first) || std::all_of(words.begin(), words.end(), [](const Token& t) { return title_word(t.text); })) return;
    if (std::any_of(words.begin(), words.end(), [](const Token& t) { return public_body_word(t.text); })) return;
    const bool org_word = std::any_of(words.begin(), words.end(), [&](const Token& t) { return is_org_keyword(ascii_lower(t.text)); });
    if (!org_word && name.find('&') == std::string_view::npos) return;
    // What follows within four lines: a sender's address or contact.
    size_t limit = line_end;
    for (int k = 0; k < 4 && limit < text.size(); ++k) limit = std::min(text.find('\n', limit + 1), text.size());
    const bool contact = std::any_of(out.begin(), out.end(), [&](const Candidate& c) {
        if (c.start < line_end || c.start > limit) return false;
        const std::string_view cat = c.category;
        return cat == "ADDRESS" || cat == "ZIP" || cat == "PHONE" || cat == "FAX" || cat == "EMAIL" || cat == "URL";
    });
    // (A town after the dash is the name's, not a title's: "BASE HOSPITAL - KURUNEGALA".)
    if (contact) add_span(out, start, place_after_org(in, end), "ORGANIZATION", "org.letterhead", 0.86);
}

}  // namespace

// The end of " of <place>" right after an institution's name ("… Center of El Paso", "… Bank of
// Dominica", "College of Micronesia-FSM"): a city of the gazetteer in one to three words, or a country,
// state or province. 0 when no place follows.
size_t place_after_of(const ScanInput& in, size_t at) {
    static const Regex of_words(R"([ ]of[ ](\p{Lu}[\p{L}'’]+(?:-\p{Lu}+)?)(?:[ ](\p{Lu}[\p{L}'’]+))?(?:[ ](\p{Lu}[\p{L}'’]+))?)");
    Match m;
    if (!of_words.match_at(in.text, at, &m)) return 0;
    for (int words = 3; words >= 1; --words) {
        if (!m.has(words)) continue;
        if (in.lex.is_city(fold_phrase(in.text.substr(m.start(1), m.end(words) - m.start(1))))) return m.end(words);
    }
    std::string_view first = m.text(1);
    const size_t hyphen = first.find('-');
    if (is_region_name(hyphen == std::string_view::npos ? first : first.substr(0, hyphen))) return m.end(1);
    return 0;
}


void find_organizations(const ScanInput& in, Spans& out) {
    const size_t first = out.size();
    letterhead(in, out);
    static const Regex legal(legal_form_pattern(), StartBytes{kWordStarts});
    static const Regex institution(institution_pattern(true), StartBytes{kWordStarts});
    static const Regex institution_line(institution_pattern(false), StartBytes{kWordStarts});
    static const Regex institution_first(institution_first_pattern(), StartBytes{"YMCHOKPRZEBSNULTVDJAGFWI\xC8\xD0"});
    // A body named kind first in English ("Union of Hotel and Catering Workers", "Ministry of
    // Health"), and a national Red Cross or Red Crescent society ("Samoa Red Cross").
    static const Regex kind_of(R"((?<![\w])(?:[A-Z][\p{L}'’-]+[ ]){0,2}(?:Union|Federation|Confederation|Association|Society|Guild|Chamber|Ministry|University|Universidad|Université)[ ]of[ ])"
                               R"((?:the[ ])?[A-Z][\p{L}'’-]+(?:[ ](?:(?:and|&|for|of)[ ])?[A-Z][\p{L}'’-]+){0,5})",
                               StartBytes{kWordStarts});
    // Partners' surnames joined by '&': a firm ("Yon & Stephenson", "Marks & Spencer"), when neither is
    // a word of the language.
    static const Regex partners(R"((?<![\w&])([A-Z][a-z'’-]{2,})[ ]&[ ]([A-Z][a-z'’-]{2,})(?![\w&]|[ ]&))", StartBytes{kUpper});
    static const Regex red_cross(R"((?<![\w])(?:[A-Z][\p{L}'’-]+[ ]){1,2}Red[ ]C(?:ross|rescent)(?:[ ]Society)?(?![\w]))", StartBytes{kWordStarts});
    // A noun label needs its colon or comma ("Employer: Acme Foods", "Bank: Commonwealth Bank"): without one, a
    // capitalised word after it is the same heading or compound ("EMPLOYER INFORMATION", "Insurance Board").
    static const Regex labelled(R"((?:(?i:\b(?:employed[ ](?:by|at)|works[ ](?:at|for)))[ \t]*[:,]?|(?i:\b(?:employer|company|insurer|insurance|carrier))[ \t]*(?:[:,]|\.{3,})|(?i:\b(?:bank|hospital))[ \t]*:)[ \t]+([A-Z][\w'’.&-]*(?:[ ](?:[A-Z][\w'’.&-]*|of|and|&)){0,5}))",
                                StartBytes{"EeWwCcIiBbHh", {"mMoOnNaA", "pPrRmMsSnN"}});
    // The forms of Central Europe and Latin America after a name that holds a word of the language in
    // lower case: "Spreča osiguranje d.d.", "Sprečanska banka d.d.", "Bartoš stavby s.r.o.".
    static const Regex legal_lower(
        R"((?<![\w&])\p{Lu}[\p{L}'’.-]*(?:[ ]\p{Lu}[\p{L}'’.-]*){0,3}(?:[ ]\p{Ll}[\p{L}]{2,15}){1,2},?[ ])"
        R"((?:d\.[ ]?d\.|d\.[ ]?o\.[ ]?o\.|sp\.[ ]z[ ]o\.[ ]?o\.|s\.[ ]?r\.[ ]?o\.|a\.[ ]s\.|SpA|GmbH|Ltda\.?)(?![\w]))",
        StartBytes{kWordStarts});
    std::string_view text = in.text;
    legal_lower.for_each_at(text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.legal_form", 0.86);
        return true;
    });
    legal.for_each_at(text, in.starts, [&](const Match& m) {
        // "Dripsey, Co. Cork": before an Irish county (or Durham), "Co." is County, not Company.
        // (Or an Irish county by its Irish name, its article first: "Baile Átha Buí, Co. na Mí".)
        if (m.text(2) == "Co.") {
            const std::string county = word_after(text, m.end());
            if (is_irish_county(county) || county == "na" || county == "an") return true;
        }
        add_span(out, take_messrs(text, skip_article(text, m.start())), m.end(), "ORGANIZATION", "org.legal_form", 0.9);
        return true;
    });
    // Tried only where they can start: the word before " & "; up to two words before a kind's word.
    std::vector<size_t> before_ampersand, before_kind;
    for (size_t i = 0; i < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (t.end + 2 < text.size() && text[t.end] == ' ' && text[t.end + 1] == '&' && text[t.end + 2] == ' ')
            before_ampersand.push_back(t.start);
        const std::string_view w = t.text;
        const bool kind = t.capitalised && (body_kind(w) || (w == "Red" && i + 1 < in.tokens.size() &&
                                                             (in.tokens[i + 1].text == "Cross" || in.tokens[i + 1].text == "Crescent")));
        if (kind)
            for (size_t k = i >= 2 ? i - 2 : 0; k <= i; ++k) before_kind.push_back(in.tokens[k].start);
    }
    std::sort(before_kind.begin(), before_kind.end());
    before_kind.erase(std::unique(before_kind.begin(), before_kind.end()), before_kind.end());
    // A name of three words or more defined by its initials in brackets: "Hope Restoration South Sudan
    // (HRSS)", "Banque Internationale pour le Commerce (BIC)". The initials say the words are one body's.
    // (A comma may part its words, and the bracket may stand on the next line: "National Union of Food,
    // Beverage and Allied Workers\n  (NUFBAW)".)
    static const Regex defined(R"(((?:[A-Z][\p{L}'’&-]*,?[ ](?:(?:of|and|for|the|de|la|du|des|pour|le|del|y|&)[ ])*){2,7}[A-Z][\p{L}'’-]*)[ \t]*\r?\n?[ \t]*\(([A-Z]{3,8})\))");
    for (size_t open = text.find(" ("); open != std::string_view::npos; open = text.find(" (", open + 2)) {
        // Most brackets hold no initials: three to eight capitals and ')' first, cheaply.
        size_t caps = open + 2;
        while (caps < text.size() && caps - open - 2 <= 8 && text[caps] >= 'A' && text[caps] <= 'Z') ++caps;
        if (caps - open - 2 < 3 || caps - open - 2 > 8 || caps >= text.size() || text[caps] != ')') continue;
        // The name's start: up to eight words back on its line (the line before, where the bracket opens
        // a line), tried from the farthest.
        size_t from = open;
        while (from > 0 && (text[from - 1] == ' ' || text[from - 1] == '\t')) --from;
        if (from > 0 && text[from - 1] == '\n') {
            --from;
            if (from > 0 && text[from - 1] == '\r') --from;
        }
        for (int words = 0; from > 0 && words < 9 && text[from - 1] != '\n'; --from)
            if (text[from - 1] == ' ') ++words;
        defined.for_each(text.substr(0, std::min(text.size(), open + 12)), [&](const Match& m) {
            if (m.end() <= open) return true;
            // The initials are the capitals of the name's words, in order.
            std::string initials;
            for (size_t i = m.start(1); i < m.end(1); ++i)
                if (std::isupper(static_cast<unsigned char>(text[i])) && (i == m.start(1) || text[i - 1] == ' ')) initials += text[i];
            // Not a person's name with its initials ("Mary Jane Smith (MJS)"): a word the name lists lack.
            // Nor a term or a title of words of the language ("Discharge Against Medical Advice (DAMA)",
            // "National Identification Number (NIN)"): a proper or unknown word among them.
            // A body's kind among them ("Union", "Federation") makes words of the language a body's name too.
            bool all_names = true, proper = false;
            const std::vector<Token> words = tokenize_words(m.text(1));
            if (!words.empty() && title_word(ascii_lower(words.back().text))) return false;  // "… EVENT REPORT (IMER)"
            for (const Token& w : words) {
                const uint32_t f = in.lex.flags(w.text);
                all_names = all_names && (w.text.size() <= 3 || (f & (kLexGiven | kLexSurname)));
                proper = proper || (w.text.size() > 3 && !(f & (kLexCommon | kLexVocab))) || body_kind(w.text);
            }
            if (initials == m.text(2) && !all_names && proper)
                add_span(out, m.start(1), m.end(1), "ORGANIZATION", "org.defined_initials", 0.86);
            return false;
        }, from);
    }
    partners.for_each_at(text, before_ampersand, [&](const Match& m) {
        if (!in.lex.is_word(m.text(1)) && !in.lex.is_word(m.text(2)))
            add_span(out, m.start(), m.end(), "ORGANIZATION", "org.partners", 0.8);
        return true;
    });
    for (const Regex* kind_first : {&kind_of, &red_cross})
        kind_first->for_each_at(text, before_kind, [&](const Match& m) {
            add_span(out, skip_article(text, m.start()), m.end(), "ORGANIZATION", "org.kind_first", 0.86);
            return true;
        });
    auto take_institution = [&](const Match& m) {
        std::string_view name = m.text(1);
        // "… in Kennett. Surgery was …": a word's full stop ends a sentence inside the match; an abbreviation's
        // or a title's does not ("St. Croix Valley Hospital", "Messrs. Lo, Majimbun & Partners").
        for (size_t dot = name.find('.'); dot != std::string_view::npos; dot = name.find('.', dot + 1)) {
            if (dot + 1 < name.size() && name[dot + 1] != ' ') continue;
            size_t w = dot;
            while (w > 0 && std::isalpha(static_cast<unsigned char>(name[w - 1]))) --w;
            const std::string word = ascii_lower(name.substr(w, dot - w));
            if (dot - w >= 4 && std::islower(static_cast<unsigned char>(name[dot - 1])) && word != "messrs" && !is_honorific_word(word)) {
                // (Where the sentence ended on an institution's word, the name before the stop is one: "Nimba
                // Adventist Academy. School fees …".)
                // (A proper or unknown word among those before it: "Mental Health. Services …" is no name.)
                const std::string_view before = name.substr(0, dot);
                const std::vector<Token> parts = tokenize_words(before);
                const bool proper = std::any_of(parts.begin(), parts.end(), [&](const Token& t) {
                    return t.capitalised && !is_org_keyword(ascii_lower(t.text)) && !(in.lex.flags(t.text) & (kLexCommon | kLexVocab));
                });
                if (is_org_keyword(word) && proper && parts.size() >= 2 && before.find(". ") == std::string_view::npos)
                    add_span(out, skip_article(text, m.start(1)), m.start(1) + dot, "ORGANIZATION", "org.institution", 0.85);
                return true;
            }
        }
        // Headings in capitals: "ADA DENTAL", "RECORD OF SERVICES", "AUSTRALIAN VISA HEALTH" are no names
        // (an abbreviation alone, a function word inside, a nationality first).
        const std::vector<Token> words = tokenize_words(name);
        // "B. DETAILS OF INSURANCE": a section letter before a heading.
        size_t first = 0;
        while (first + 1 < words.size() && words[first].text.size() == 1) ++first;
        // (An abbreviation before a lender's, a carrier's or a utility's word is its name: "NBS Bank",
        // "KLM Airlines", "ESB Networks";
        // before another institution word it is a department's: "EFD Ambulance".)
        const std::string_view tail = m.text(2);
        const bool owner_tail = tail == "Bank" || tail == "Microfinance" || tail == "Airways" || tail == "Airlines" ||
                                tail == "Insurance" || tail == "Credit Union" || tail == "Networks";
        // (A heading is in capitals throughout; an abbreviation before "Hospital" in title case is the hospital's name:
        // "RON Hospital", the Republic of Nauru's. Not before the other words: "NSW Ambulance", "NZ Health" are public
        // services, "AM. Dialysis" a time and a unit.)
        const bool heading = !(tail == "Hospital" && !words.empty() && !is_region_name(words[first].text));
        if (!words.empty() && words[first].all_caps && !owner_tail && heading) {
            if (words.size() == 1 && words[0].text.size() <= 3) return true;
            for (const Token& t : words)
                if (t.text == "OF" || t.text == "OR" || t.text == "AND" || t.text == "THE" || t.text == "FOR" || t.text == "IN") return true;
            // ("FOLLOW-UP BY SCHOOL": a heading, the institution's word right after the function word, no name between.)
            if (words.size() >= 2 && words.size() - 1 > first) {
                const std::string_view before_tail = words[words.size() - 1].text;
                if (before_tail == "BY" || before_tail == "TO" || before_tail == "WITH" || before_tail == "FROM") return true;
            }
            if (words[0].text.size() >= 5 && is_name_stopword(words[0].text) && (in.lex.flags(words[0].text) & kLexProper) &&
                !is_region_name(words[0].text))
                return true;
            // After a section's letter, capitals that are all words of the language are the section's heading:
            // "E. EXEMPTED HOSPITAL DISCHARGE".
            if (first > 0 && std::all_of(words.begin() + static_cast<ptrdiff_t>(first), words.end(), [&](const Token& t) {
                    return in.lex.is_word(t.text) && !(in.lex.flags(t.text) & (kLexCity | kLexGiven | kLexSurname));
                }))
                return true;
        }
        // "University Medical Center of El Paso", "National Bank of Dominica": the place after "of" makes
        // words of the language a name.
        // (The match may hold the " of …" already: the place is looked for after the institution's word.)
        const size_t of_place = place_after_of(in, m.end(2));
        // "HOSPITAL & SURGICAL BENEFIT": institution words alone are a heading.
        if (of_place == 0 && std::all_of(words.begin(), words.end(), [](const Token& t) { return is_org_keyword(ascii_lower(t.text)); }))
            return true;
        // "Service" ends a name only after a proper word ("Northern Spencer Renal Service"); after words of
        // the language it is a unit or a department ("Decision Support Service", "Rating Veterans Service").
        // ("South Western Ambulance Service": an institution word before it makes the name.)
        if (ascii_lower(m.text(2)) == "service" && !words.empty() && !is_org_keyword(ascii_lower(words.back().text)) &&
            std::none_of(words.begin(), words.end(), [&](const Token& t) {
                const uint32_t f = in.lex.flags(t.text);
                return (t.capitalised || t.all_caps) && !(f & kLexCommon) &&
                       (!in.lex.is_word(t.text) || (f & (kLexGiven | kLexSurname | kLexCity | kLexProper)));
            }))
            return true;
        // "Law" ends a firm's name ("Pyke Fontaine Law", "Orozco Elder Law"), not a law's ("Clare's Law", "Megan's
        // Law") or a court's ("Makadara Law Courts").
        if (ascii_lower(tail) == "law") {
            const std::string_view after = text.substr(m.end(2), 8);
            if (name.ends_with("'s") || name.ends_with("’s") || after.starts_with(" Court") || after.starts_with(" COURT") ||
                after.starts_with(" Reform") || after.starts_with(" Act") || after.starts_with(" School") || after.starts_with(" Society"))
                return true;
        }
        // One generic word before a one-word keyword ("Mental Health") is not a name; before a
        // two-word one it is ("Ridgeline Family Medicine"), unless it opens a line or a sentence,
        // where a capital says nothing ("Individual Health Plan and …").
        const size_t at = m.start(1);
        size_t b = at;
        while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) --b;
        const bool opens = b == 0 || text[b - 1] == '\n' || text[b - 1] == '.' || text[b - 1] == ':';
        // (A second line of business after '&' names a shop too: "Timberline Pharmacy & Gifts".)
        const bool second_line = text.compare(m.end(2), 3, " & ") == 0 && m.end() > m.end(2) + 3;
        bool several = name.find(' ') != std::string_view::npos || (m.text(2).find(' ') != std::string_view::npos && !opens) || second_line;
        // A place's or a family's name before a hospital or a practice's specialty is distinctive too
        // ("Southland Hospital", "Southern Radiology" stays out: a word of the language).
        const uint32_t name_flags = in.lex.flags(name);
        bool distinctive = name.find(' ') == std::string_view::npos &&
                           (!in.lex.is_word(name) || ((name_flags & (kLexCity | kLexProper | kLexSurname | kLexRegion)) &&
                                                      !(name_flags & (kLexCommon | kLexVocab))));
        // ("Evergreen Mutual", "Cornhusker Mutual": no generic phrase ends in "Mutual", as "Life Insurance"
        // or "Blood Bank" do.)
        const bool mutual = (tail == "Mutual" || tail == "MUTUAL") && !words.empty() && (words.back().capitalised || words.back().all_caps);
        // "Republic Bank a/c 220418337401": a bank before the account it holds is the bank's name.
        // (A comma may part them: "Fidelity Bank, acct. 2701-004718-26".)
        std::string_view after_tail = text.substr(m.end(2), 10);
        if (after_tail.starts_with(",")) after_tail.remove_prefix(1);
        // (So is one the account was named just before: "account No. 3100 0555 01427 at Centenary Bank".)
        const std::string before_name = ascii_lower(window_before(text, m.start(), 60));
        const bool bank_of_account = (tail == "Bank" || tail == "BANK") && !words.empty() && (words.back().capitalised || words.back().all_caps) &&
                                     (after_tail.starts_with(" a/c") || after_tail.starts_with(" A/C") || after_tail.starts_with(" acct") ||
                                      after_tail.starts_with(" Acct") || after_tail.starts_with(" account") || after_tail.starts_with(" Account") ||
                                      before_name.find("account") != std::string::npos || before_name.find("a/c") != std::string::npos);
        if (!several && !distinctive && !mutual && !bank_of_account && of_place == 0) return true;
        // "Code of Practice", "Statement of Actual Services": words of the language joined by "of" are a title.
        // (Not before a hospital's, a clinic's or a school's word: "Bay of Islands General Hospital".)
        static const WordSet kPlaceOfCare = {"Hospital", "Hospitals", "Clinic", "Infirmary", "Hospice", "School", "College",
                                             "University", "HOSPITAL", "CLINIC", "SCHOOL", "COLLEGE", "UNIVERSITY"};
        const bool place_of_care = kPlaceOfCare.count(tail) && !name.ends_with(" of");  // ("Name of Hospital" is a label)
        if (name.find(" of") != std::string_view::npos && !place_of_care) {
            bool all_words = true;
            for (const Token& t : words) all_words = all_words && (t.text == "of" || in.lex.is_word(t.text));
            if (all_words) return true;
        }
        // "Security & Logistics", "Plastic & Aesthetic Surgery": everyday words joined by an ampersand are a
        // department's or a field's name (a firm's has a name or an institution's word: "Koumis & Partners",
        // "Timberline Pharmacy & Gifts", "Warrens Animal Hospital & Referral Centre").
        if (name.find('&') != std::string_view::npos && !place_of_care &&
            std::all_of(words.begin(), words.end(), [&](const Token& t) {
                const uint32_t f = in.lex.flags(t.text);
                return t.text == "&" || ((f & kLexCommon) && !(f & (kLexGiven | kLexSurname | kLexCity | kLexProper)) &&
                                         !is_org_keyword(ascii_lower(t.text)));
            }))
            return true;
        size_t start = skip_article(text, m.start());
        // "Mr John Smith of Acme Widget Trust", "Mr Hemi Rātana of Te Whare Āwhina Trust": a person named
        // with a title before "of" is no part of the organisation after it.
        if (const size_t of = name.find(" of "); of != std::string_view::npos) {
            const std::vector<Token> person = tokenize_words(name.substr(0, of));
            size_t q = m.start(1);
            while (q > 0 && text[q - 1] == ' ') --q;
            if (q > 0 && text[q - 1] == '.') --q;
            size_t w = q;
            while (w > 0 && std::isalpha(static_cast<unsigned char>(text[w - 1]))) --w;
            const bool titled = is_honorific_word(ascii_lower(text.substr(w, q - w))) ||
                                (!person.empty() && is_honorific_word(ascii_lower(person[0].text)));
            const bool org_word = std::any_of(person.begin(), person.end(), [](const Token& t) { return is_org_keyword(ascii_lower(t.text)); });
            if (titled && !org_word) start = skip_article(text, m.start(1) + of + 4);
        }
        add_span(out, take_messrs(text, start), std::max(of_place, place_after_org(in, m.end())), "ORGANIZATION", "org.institution", 0.85);
        return true;
    };
    // Where an institution's name can start: up to seven words before one of its last words.
    std::vector<size_t> before_keyword, keyword_first;
    for (size_t i = 0; i < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        // "l'Hôpital", "d'Ospedale": the word after an elided article.
        const size_t elision = t.text.size() > 1 && t.text[1] == '\'' ? 1 : t.text.size() > 2 && t.text[2] == '\'' ? 2 : 0;
        std::string_view word = elision ? t.text.substr(elision + 1) : t.text;
        if (word.empty() || !(std::isupper(static_cast<unsigned char>(word[0])) || (t.capitalised && !elision))) continue;
        // "Home" ends "Nursing Home" but is no organisation word of its own ("Willow Lodge home").
        bool home = word == "Home" || word == "Homes" || word == "HOME" || word == "HOMES";
        if (((t.lex & kLexOrgKeyword) || home) && word.size() == t.text.size())
            for (size_t k = i >= 7 ? i - 7 : 0; k < i; ++k) before_keyword.push_back(in.tokens[k].start);
        // In English, "Hospital" opens a name only before a word English lacks: "Hospital Comarcal de La
        // Línea", "Hospital Italiano" (not "Hospital Road", "Hospital Discharge").
        // (Or before a word and a particle of Portuguese, Spanish or Italian: "Hospital Regional do Litoral Norte".)
        const auto romance_particle_after = [&](size_t k) {
            static const WordSet kParticles = {"do", "da", "dos", "das", "de", "del", "di", "della", "dei"};
            return k + 2 < in.tokens.size() && kParticles.count(in.tokens[k + 1].text) && in.tokens[k + 1].start == in.tokens[k].end + 1 &&
                   in.tokens[k + 2].capitalised && in.tokens[k + 2].start == in.tokens[k + 1].end + 1;
        };
        const bool foreign_hospital = word == "Hospital" && i + 1 < in.tokens.size() && in.tokens[i + 1].capitalised &&
                                      in.tokens[i + 1].start == t.end + 1 &&
                                      (!(in.tokens[i + 1].lex & (kLexCommon | kLexVocab | kLexStreetAfter | kLexOrgKeyword)) ||
                                       romance_particle_after(i + 1));
        if (opens_institution_name(word, in.language == Language::English) || foreign_hospital) keyword_first.push_back(t.end - word.size());
    }
    std::sort(before_keyword.begin(), before_keyword.end());
    before_keyword.erase(std::unique(before_keyword.begin(), before_keyword.end()), before_keyword.end());
    institution_line.for_each_at(text, before_keyword, take_institution);
    institution.for_each_at(text, before_keyword, [&](const Match& m) {
        // A name wrapped to the next line only inside a sentence (never a heading over a name),
        // and in one case style ("SEOUL GARDEN AUTO BODY\nNorth Metro EMS" are two).
        size_t newline = m.text().find('\n');
        if (newline == std::string_view::npos) newline = m.text().find("  ");
        if (newline == std::string_view::npos) return true;  // found by institution_line
        // Prose right before: a lower-case word and a blank ("transported her to St. Croix …"), and two
        // words of the name before the break.
        // (Or a label's colon on the same line: "Recommended facility: Park Ridge\nBehavioral Hospital".)
        bool prose = m.start() >= 2 && text[m.start() - 1] == ' ' &&
                     (std::islower(static_cast<unsigned char>(text[m.start() - 2])) || text[m.start() - 2] == ':');
        prose = prose && m.text().substr(0, newline).find(' ') != std::string_view::npos;
        bool caps_word = false, title_word = false;
        for (const Token& t : tokenize_words(m.text())) {
            caps_word = caps_word || (t.all_caps && t.text.size() > 3);
            title_word = title_word || t.capitalised;
        }
        if (!prose || (caps_word && title_word)) return true;
        return take_institution(m);
    });
    find_european_place_institutions(in, out);
    institution_first.for_each_at(text, keyword_first, [&](const Match& m) {
        // A hospital's letters only before its town, no word of the language: "GH Ikom", not "GH Deficiency".
        // (So too India's "CHC" and "PHC": England's "CHC Checklist" is Continuing Healthcare's.)
        if (const std::string_view head = m.text().substr(0, m.text().find(' '));
            head == "DH" || head == "GH" || head == "BH" || head == "DGH" || head == "CHC" || head == "PHC") {
            const std::vector<Token> words = tokenize_words(m.text().substr(head.size()));
            if (words.empty() || (in.lex.is_word(words[0].text) && !in.lex.is_city(fold_phrase(words[0].text)))) return true;
        }
        // "Ysbyty Cwm Tywi ED": a short word in capitals after a name in title case is a department.
        size_t end = m.end();
        size_t sp = m.text().rfind(' ');
        std::string_view last = m.text().substr(sp + 1);
        // (Not a roman numeral numbering the institution: "Puskesmas Mlati II".)
        const bool numeral = !last.empty() && last.find_first_not_of("IVX") == std::string_view::npos;
        bool short_caps = last.size() <= 3 && !numeral &&
                          std::all_of(last.begin(), last.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
        if (sp != std::string_view::npos && short_caps && std::islower(static_cast<unsigned char>(m.text()[1]))) end = m.start() + sp;
        // "University Hospital Kerry", "Regional Hospital Mullingar": the kind of hospital before its word.
        size_t start = m.start();
        if (m.text().substr(0, 9) == "Hospital ") {
            const std::string before = word_before(text, start);
            // (Sri Lanka's grades too: "Divisional Hospital Ibbagamuwa", "Base Hospital Kuliyapitiya".)
            for (std::string_view kind : {"university", "regional", "general", "district", "teaching", "community", "county", "divisional",
                                          "base", "provincial"})
                if (before == kind && start >= kind.size() + 1 && text[start - 1] == ' ' &&
                    std::isupper(static_cast<unsigned char>(text[start - 1 - kind.size()]))) {
                    start -= kind.size() + 1;
                    break;
                }
        }
        add_span(out, start, end, "ORGANIZATION", "org.institution_first", 0.85);
        return true;
    });
    labelled.for_each_at(text, in.letter_starts, [&](const Match& m) {
        // A sentence's full stop is not part of the name (unless "Inc." / "Co.").
        size_t end = m.end(1);
        std::string_view name = m.text(1);
        bool abbreviation = name.size() > 4 && (name.substr(name.size() - 4) == "Inc." || name.substr(name.size() - 3) == "Co." ||
                                                name.substr(name.size() - 4) == "Ltd." || name.substr(name.size() - 5) == "Corp.");
        if (!abbreviation && name.back() == '.') --end;
        // One word of the language is an answer, not a name ("Insurance: No", "Employer: Self").
        std::string_view value = text.substr(m.start(1), end - m.start(1));
        if (value.find(' ') == std::string_view::npos && in.lex.is_word(value)) return true;
        add_span(out, m.start(1), end, "ORGANIZATION", "org.labelled", 0.8);
        return true;
    });
    find_lower_case_institutions(in, out);
    find_quoted_companies(in, out);
    find_known_organisations(in, out);
    find_form_word_firms(in, out);
    saints_in_names(in, out, first);
    drop_government_acting(text, out, first);
}

// A town written after the institution's last word, closing the phrase, is part of its name: "Loreto College
// Ballarat, was given", "Monash Medical Centre Clayton."; so is a country after a bank's or a firm's word, as
// national subsidiaries are named ("First National Bank Botswana,", "Nedbank Namibia ("). (Not a word of the
// language.)
size_t place_after_org(const ScanInput& in, size_t end) {
    // (Or after a spaced dash, as a heading names a public hospital by its town: "DISTRICT GENERAL HOSPITAL - MATALE".)
    static const Regex town(R"((?:[ ]|[ ][-–][ ])(\p{Lu}[\p{L}'’-]+)(?=[ ]*(?:[,.;()\r\n]|$)))");
    Match m;
    if (!town.match_at(in.text, end, &m)) return end;
    const std::string_view w = m.text(1);
    if (!(in.lex.is_city(fold_phrase(w)) || is_region_name(w)) || (in.lex.flags(w) & (kLexCommon | kLexVocab | kLexOrgKeyword | kLexMonth))) return end;
    return m.end(1);
}

}  // namespace synsema::redact
