// Speaker lines and chat senders: "MR. KAPLAN:", "[10:42] maria: hi", a chat export's sender repeated
// after its time stamps ("16/11/2026, 07:58 - Trust Mapfumo: …", "09:05 Rhea (Billing): …"), and the first word of a chat message,
// which is no name.
#include "name_scanner.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "regex.h"
#include "word_set.h"

namespace synsema::redact::name_scan {

// A chat's sender after the message's time, before its text ("28/11/26 08:40  Nurse: All good.",
// "… Nurse: Kia ora Aroha"): the token opens the message, a capitalised word of a language with the
// sentence going on in lower case, and is no name. (The field's label may have taken the time in:
// the whole line before the token is read.)
bool NameScanner::chat_message_word(size_t i) const {
    if (i + 1 >= toks_.size() || !toks_[i].capitalised || !listed_word(i) || !toks_[i + 1].lower ||
        !same_line(in_.text, toks_[i].end, toks_[i + 1].start))
        return false;
    return time_on_line_before(toks_[i].start, false);
}

bool NameScanner::time_on_line_before(size_t pos, bool dotted) const {
    static const Regex clock(R"(\d{1,2}:\d{2})");
    static const Regex dotted_clock(R"(\d{1,2}[:.]\d{2})");
    const size_t ls = line_start(in_.text, pos);
    bool timed = false;
    (dotted ? dotted_clock : clock).for_each(in_.text.substr(ls, pos - ls), [&](const Match&) { return !(timed = true); });
    return timed;
}

namespace {
// The bytes of the emoji (pictographs, their variation selector and joiners, a heart or sparkles) from pos on.
size_t emoji_run(std::string_view text, size_t pos) {
    size_t p = pos;
    while (p < text.size()) {
        if (text.compare(p, 2, "\xF0\x9F") == 0 && p + 4 <= text.size()) p += 4;
        else if (text.compare(p, 3, "\xEF\xB8\x8F") == 0 || text.compare(p, 3, "\xE2\x80\x8D") == 0 ||
                 text.compare(p, 3, "\xE2\x9D\xA4") == 0 || text.compare(p, 3, "\xE2\x9C\xA8") == 0)
            p += 3;
        else break;
    }
    return p - pos;
}
// The fields of a mail's header as mail programs write them in their languages: a line opening with
// one of them makes the lines beside it header fields too ("Dato:" under "Fra:" is the date's label).
bool mail_header_word(std::string_view w) {
    static const WordSet k = {"from", "to", "cc", "subject", "sent", "date", "fra", "til", "emne", "sendt", "von", "an",
                              "betreff", "gesendet", "de", "objet", "envoyé", "van", "aan", "onderwerp", "verzonden",
                              "från", "ämne", "skickat", "asunto", "enviado", "para", "assunto", "oggetto", "inviato",
                              "da", "od", "do", "temat", "wysłano", "lähettäjä", "aihe", "vastaanottaja",
                              // Maltese, Irish, Czech, Hungarian, Romanian, Croatian, Turkish, Indonesian,
                              // Estonian and Icelandic mail programs.
                              "minn", "lil", "suġġett", "mibgħut", "Ó", "chuig", "ábhar", "seolta", "komu", "předmět",
                              "odesláno", "feladó", "címzett", "tárgy", "elküldve", "către", "subiect", "trimis", "šalje",
                              "prima", "predmet", "poslano", "kimden", "kime", "konu", "dari", "kepada", "perihal", "subjek",
                              "saatja", "saaja", "teema", "saadetud", "frá", "efni", "data", "datum", "dato", "fecha"};
    return k.count(ascii_lower(w)) != 0;
}
// "Received" and "Sent" as a phone's export of a text thread marks each message, in the languages of its
// exports ("11/01/2027 07:42  Ricevuto: …", "Inviato: …").
bool message_direction_word(std::string_view w) {
    static const WordSet k = {"received", "sent",     "incoming", "outgoing", "ricevuto", "inviato",   "reçu",     "envoyé",
                              "recibido", "enviado",  "recebido", "empfangen", "gesendet", "ontvangen", "verzonden", "verstuurd",
                              "mottatt",  "sendt",    "mottaget", "skickat",  "modtaget", "odebrane",  "wysłane",  "primljeno",
                              "poslano",  "přijato",  "odesláno", "vastaanotettu", "lähetetty", "alındı", "gönderildi"};
    return k.count(ascii_lower(w)) != 0;
}
}  // namespace

// A line beside line `line` opens with a mail header's field and its colon ("Fra:", "Subject:").
bool NameScanner::beside_mail_header(size_t line) const {
    for (const size_t other : {line + 1, line - 1}) {
        if (other >= lines_.size()) continue;  // (line 0 has none before it: line - 1 wraps past the end)
        const std::string_view text = in_.text.substr(lines_[other].start, lines_[other].end - lines_[other].start);
        const size_t colon = text.find(':');
        if (colon == std::string_view::npos || colon == 0 || colon > 12) continue;
        const std::string_view word = text.substr(0, colon);
        if (word.find(' ') == std::string_view::npos && mail_header_word(word)) return true;
    }
    return false;
}

// "MR. KAPLAN:", "Maria Lopez: ok", "[10:42] maria: hi": a speaker opening its line.
void NameScanner::speakers() {
    for (size_t i = 0; i < toks_.size(); ++i) {
        if (i > 0 && line_of_[i - 1] == line_of_[i]) {
            // Only a time stamp may stand before a speaker on the line.
            size_t ls = tok_line_start(i);
            if (toks_[i].start - ls > 24) continue;
            std::string_view lead = in_.text.substr(ls, toks_[i].start - ls);
            if (lead.find_first_not_of(" \t0123456789:[]()-/.,APMapm") != std::string_view::npos) continue;
        }
        Run r = extend(i, true, true, true, false, tok_line_end(i));
        if (r.words == 0 || r.words > 3) {
            i = r.last;
            continue;
        }
        // "Resumen clínico:", "Sårstell venstre legg:": a capital, then a lower-case word that is no
        // particle, is a label's phrase, outside a text written in lower case (a chat's "dr smith:").
        bool label_phrase = false;
        for (size_t k = r.first + 1; k <= r.last && !lower_at(r.first); ++k)
            label_phrase = label_phrase || (toks_[k].lower && !particle(k) && !toks_[r.first].lower);
        if (label_phrase) {
            i = r.last;
            continue;
        }
        size_t after = r.end;
        bool named = r.strong + r.weak > 0 ||
                     ((toks_[r.first].lex & kLexGiven) && (toks_[r.last].lex & kLexSurname) && r.first != r.last);
        // One word before a colon is a speaker only when a name list has it ("Onderwerp:" is a label).
        // Words before a colon and a number are the number's label ("Fòn: 01632 960 481", "NB Medicare: 104 882
        // 519"); before an e-mail address on the line, a mail header's ("Minn:     Rita Farrugia <rita@…>").
        // (Looked at only for a speaker the other tests take.)
        const auto number_label = [&] {
            const std::string_view value = in_.text.substr(after, 80);
            return in_.digits.count(after + 1, std::min(after + 21, in_.digits.size())) >= 6 ||
                   value.substr(0, value.find('\n')).find('@') != std::string_view::npos;
        };
        if (after < in_.text.size() && in_.text[after] == ':' && named && !(r.words == 1 && listed_word(r.first)) &&
            !(r.words == 1 && (evidence(r.first) < Strong || !gazetteer(r.first))) && !number_label() &&
            // (Nor a kin word a surname list also has, a contact saved as "Mam" or "Pap".)
            !(r.words == 1 && (toks_[r.first].lex & kLexRelation)) &&
            !(r.words == 1 && beside_mail_header(line_of_[r.first]))) {
            // "ogly Berdiýew Merdan:": a kin word in lower case before the name stays outside it.
            const bool kin_first = r.first < r.last && toks_[r.first].lower && (toks_[r.first].lex & kLexRelation);
            emit(toks_[kin_first ? r.first + 1 : r.first].start, r.end, "name.speaker", 0.9);
        }
        i = r.last;
    }
}

namespace {
// "I" or "me" as a chat's export writes the owner's own messages, in the languages of its exports.
bool first_person_word(std::string_view w) {
    // (And the object forms a phone's owner is exported as in Norwegian, Danish, Swedish, German and Dutch: "Meg", "Mig".)
    static const WordSet k = {"me", "moi", "ich", "yo", "io", "eu", "ik", "jeg", "jag", "ja", "minä", "mina", "én", "já", "ben", "saya", "ako", "ego",
                              "meg", "mig", "mich", "mij"};
    return k.count(ascii_lower(w)) != 0;
}
}  // namespace

// A chat's sender (tokens first to last, its text `sender`) that names a person, not a service ("Reception",
// "MMC Admissions"), a role ("AGENT"), the phone's owner ("Moi") or a kin word.
bool NameScanner::person_sender(std::string_view sender, size_t first, size_t last) const {
    const Token& tail = toks_[last];
    // (A surname's initial as the tail, "Bagus P", is no word; nor is an abbreviation after a given
    // name, "Céline Inf.", a word of the language that ends a service's name.)
    const bool abbreviated = sender.back() == '.' && (toks_[first].lex & kLexGiven) && !(toks_[first].lex & (kLexVocab | kLexOrgKeyword));
    // (Nor a surname that is also a rarer English word after a given name that is none: "Noemí Shul", not
    // "Front Desk" or "Maria Reception".)
    const bool given_then_word = first != last && (toks_[first].lex & kLexGiven) && !(toks_[first].lex & (kLexCommon | kLexVocab)) &&
                                 !(tail.lex & (kLexCommon | kLexOrgKeyword | kLexStop)) && !is_org_keyword(tail.text);
    // (Nor a last word English has after a first one written with letters beyond Latin-1, which no English word
    // carries, whatever its folded form spells: Vietnamese "Diễm My", "Diễm Hà"; not "Front Desk", "Café Bar".)
    const std::string_view head = toks_[first].text;
    const bool marked_first = first != last && std::any_of(head.begin(), head.end(), [](char c) {
                                  const auto b = static_cast<unsigned char>(c);
                                  return b == 0xC4 || b == 0xC5 || b == 0xC6 || b == 0xE1;  // Latin Extended-A, -B, Additional
                              }) && !(toks_[first].lex & kLexOrgKeyword) && !is_org_keyword(tail.text) && !(tail.lex & kLexOrgKeyword);
    if (tail.text.size() > 1 && !abbreviated && !given_then_word && !marked_first &&
        ((tail.lex & (kLexCommon | kLexVocab | kLexOrgKeyword | kLexStop)) || is_org_keyword(tail.text)))
        if (!(first == last && (tail.lex & (kLexGiven | kLexSurname)) && !(tail.lex & (kLexVocab | kLexOrgKeyword | kLexStop)) &&
              !is_org_keyword(tail.text)))
            return false;
    // A sender of one word is a person's first name as a contact is saved ("Yoga", "Grace"), when
    // it is no word or a name list has it; "Reception", "Admin" and "Pharmacy" are services.
    // A word in capitals is a transcript's role ("AGENT:", "CALLER:", "PATIENT:").
    if (first == last && (tail.text.size() < 2 || (tail.lex & (kLexVocab | kLexOrgKeyword | kLexStop | kLexMonth | kLexRegion | kLexRelation)) ||
                          (tail.all_caps && (tail.lex & kLexCommon))))
        return false;
    // The phone's owner, as a chat's export names them: "Moi: …", "Ich: …", "Me: …".
    if (first == last && (first_person_word(tail.text) || message_direction_word(tail.text))) return false;
    // A contact saved as a Vietnamese kin word, compared with its marks ("Mạ", mum in Huế): folded, these are
    // words of other languages, so the relation words cannot hold them.
    static const WordSet kVietnameseKin = {"mạ", "mẹ", "má", "bố", "ba", "cha", "ông", "bà", "ông ngoại", "bà ngoại", "ông nội", "bà nội"};
    if (kVietnameseKin.count(lower_case(sender))) return false;
    return true;
}

// "16/11/2026, 07:58 - Trust Mapfumo: Good morning.": a chat export's sender, repeated on its lines
// after the time stamp. Two lines or more with the same sender make it one, even where its first
// word is a word of the language ("Trust", "Hope") that speakers() will not take alone, and so does
// one capitalised word a name list has ("Yoga: ..."); a sender
// whose last word is a word or an organisation's ("MMC Admissions", "Front Desk") is a service.
void NameScanner::repeated_chat_senders() {
    // The time stamp as the chat programs write it: "[Oct 2, 9:14 PM] ", "01/12/26 19.05 - " (a dot in
    // the time, as Indonesian phones write it), "2025-11-20 19:12 - ", a text thread's "Mon 11/30/2026 9:47 AM  "
    // or "lun. 18/01/2027 08:30  ", and a French or Portuguese phone's "22/04/2027 à 08:14 - " (a Finnish one's "22.1.2025
    // klo 7.41 - ", a Scandinavian's "kl. 07:41").
    // (A bar or a dash of any length after the time, as some exports write it, "21/07/2031, 8:31 AM | Jonalyn: …",
    // "20/05/2025, 08:31 — Roberta McAlonan: …"; Bulgarian's "г." after
    // the date's year, "8.04.2031 г. 10:12 Ахмед Кехайов: …".)
    static const Regex stamp(R"([ \t]*\[?(?:\p{L}{2,4}\.?,?[ ])?(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}(?:[ ]?г\.)?|[A-Z][a-z]{2,8}\.?[ ]\d{1,2}(?:,[ ]\d{4})?|)"
                             R"(\d{1,2}[ ][A-Z][a-z]{2,8}\.?(?:[ ]\d{4})?)(?:,|،)?(?:[ ](?:às?|klo|kl\.))?[ ]+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:[ ]?[APap]\.?[Mm]\.?|[ ][مص])?\]?)"
                             R"([ \t]*(?:(?:[-|]|—|–)[ \t]*)?)");
    std::map<std::string_view, std::vector<std::pair<size_t, size_t>>> senders;
    std::map<std::string_view, std::vector<std::pair<size_t, size_t>>> brackets;  // "(…)"'s text -> its places
    struct Workplace {
        size_t first, last, org_first, org_last;  // the person's tokens, the organisation's tokens
    };
    std::map<std::string_view, std::vector<Workplace>> workplaces;  // "Nurul - Sembawang Light NH" -> its places
    for (size_t i = 0; i < toks_.size(); ++i) {
        const size_t ls = tok_line_start(i);
        if (size_t hlast = i, bracket_end = 0; toks_[i].start == ls && chat_header_sender(i, hlast, bracket_end)) {
            senders[in_.text.substr(toks_[i].start, toks_[hlast].end - toks_[i].start)].emplace_back(i, hlast);
            const size_t open = toks_[hlast].end + 2;  // after " ("
            if (bracket_end) brackets[in_.text.substr(open, bracket_end - open)].emplace_back(open, bracket_end);
            continue;
        }
        if (toks_[i].start - ls < 6 || toks_[i].start - ls > 30) continue;  // "09:05 " at least
        // (The time's AM or PM is the stamp's, not the sender's first word: "Mon, Nov 4, 2024 8:52 AM  Elfriede …".)
        // (Nor Arabic's, "م" and "ص", after the time in an Arabic locale, whose date takes the Arabic comma: "٩‏/٨‏/٢٠٢٥،
        // ٦:٥٩ م - نوره: …".)
        if (toks_[i].text == "AM" || toks_[i].text == "PM" || toks_[i].text == "am" || toks_[i].text == "pm" || toks_[i].text == "م" ||
            toks_[i].text == "ص")
            continue;
        const std::string_view lead = in_.text.substr(ls, toks_[i].start - ls);
        // A date and a time: digits, separators and a dash or a bracket before the sender.
        Match m;
        const bool plain_stamp = lead.find_first_not_of(" \t0123456789:[]()-/.,APMapm|") == std::string_view::npos &&
                                 lead.find(':') != std::string_view::npos;
        if (!plain_stamp && !(stamp.match_at(lead, 0, &m) && m.end() == lead.size())) continue;
        // A title the contact is saved with, before the name ("mec. Justyna Szołtysek: …", "Adv. Thamizharasi
        // R: …"): the name is read from the next word, and the sender's span takes the title in.
        size_t name = i;
        if (has(i, kHonorific) && i + 1 < toks_.size() && line_of_[i + 1] == line_of_[i] && (toks_[i + 1].capitalised || toks_[i + 1].all_caps)) {
            const size_t gap = toks_[i].end + (in_.text[toks_[i].end] == '.' ? 1 : 0);
            if (toks_[i + 1].start == gap + 1 && in_.text[gap] == ' ') name = i + 1;
        }
        // A sender in lower case, as people save their contacts ("bill kowalchuk"), or with an initial ("Bagus P").
        const bool lower = toks_[name].lower;
        // (Or in a script without capitals, Arabic's or Hebrew's: "عبودي: …".)
        const auto uncased = [&](size_t k) { return uncased_script(toks_[k]); };
        const bool caseless = uncased(name);
        size_t last = name;
        while (last + 1 < toks_.size() && last - name < 2 && line_of_[last + 1] == line_of_[i] && joined(last, last + 1) &&
               (lower ? toks_[last + 1].lower : caseless ? uncased(last + 1) : (toks_[last + 1].capitalised || toks_[last + 1].all_caps || toks_[last + 1].initial ||
                         (toks_[last + 1].text.size() == 1 && std::isupper(static_cast<unsigned char>(toks_[last + 1].text[0]))))))
            ++last;
        // A contact saved with a role in lower case after the name, "Зиновия соцработник: …" (the social worker).
        if (!lower && last + 1 < toks_.size() && line_of_[last + 1] == line_of_[i] && joined(last, last + 1) && toks_[last + 1].lower &&
            toks_[last + 1].text.size() >= 3 && in_.text.compare(toks_[last + 1].end, 1, ":") == 0)
            ++last;
        // (An abbreviation's dot closing the contact's name, as a phone saves a nurse: "Céline Inf.: …".)
        const bool dotted = last > name && in_.text.compare(toks_[last].end, 2, ".:") == 0;
        size_t end = toks_[last].end + (dotted ? 1 : 0);
        // (Emoji the contact is saved with after the name belong to it: "Rahaf 🌸: …".)
        if (const size_t emoji = emoji_run(in_.text, end + 1); emoji > 0 && in_.text[end] == ' ' && in_.text.compare(end + 1 + emoji, 1, ":") == 0)
            end += 1 + emoji;
        // The sender's role in brackets before the colon, as a shared inbox signs ("Rhea (Billing): …").
        size_t colon = end;
        if (in_.text.compare(end, 2, " (") == 0) {
            const size_t close = in_.text.find(')', end + 2);
            if (close != std::string_view::npos && close < end + 32 && in_.text.substr(end, close - end).find('\n') == std::string_view::npos)
                colon = close + 1;
        }
        // A contact saved with its workplace, "Nurul - Sembawang Light NH: …", "Nilda Quilaqueo · CESFAM Imperial: …",
        // "Marlon Pinas | Notariaat Jagesar: …": the person, a dash, a middle dot or a bar, then two to six
        // capitalised words of the organisation before the colon.
        // (Or the organisation first and the person after an en dash or a dash: "Cabinet Hauts-Vallons – Naïma: …".)
        const size_t separator = in_.text.compare(end, 3, " - ") == 0 || in_.text.compare(end, 3, " | ") == 0 ? 3
                                 : in_.text.compare(end, 4, " \xC2\xB7 ") == 0                                   ? 4
                                 : in_.text.compare(end, 5, " \xE2\x80\x93 ") == 0                              ? 5
                                                                                                                  : 0;
        if (colon == end && separator != 0 && !lower) {
            size_t k = last + 1;
            while (k < toks_.size() && toks_[k].start < end + separator) ++k;  // the separator, where it is a token
            if (k >= toks_.size() || toks_[k].start != end + separator || !(toks_[k].capitalised || toks_[k].all_caps)) continue;
            size_t org_last = k;
            // (An ampersand may join its words: "Sandrine Lacoste - Aide & Présence: …".)
            const auto ampersand = [&](size_t a) { return in_.text.compare(toks_[a].end, 3, " & ") == 0 && toks_[a + 1].start == toks_[a].end + 3; };
            while (org_last + 1 < toks_.size() && org_last - k < 5 && line_of_[org_last + 1] == line_of_[k] &&
                   (joined(org_last, org_last + 1) || ampersand(org_last)) && (toks_[org_last + 1].capitalised || toks_[org_last + 1].all_caps))
                ++org_last;
            const size_t org_end = toks_[org_last].end;
            const bool org_first = opens_institution_name(toks_[name].text, !other_language_) || is_org_keyword(toks_[last].text);
            if (org_first && org_last - k <= 1 && org_end < in_.text.size() && in_.text[org_end] == ':')
                workplaces[in_.text.substr(toks_[i].start, org_end - toks_[i].start)].push_back({k, org_last, name, last});
            else if (org_last > k && org_end < in_.text.size() && in_.text[org_end] == ':')
                workplaces[in_.text.substr(toks_[i].start, org_end - toks_[i].start)].push_back({i, last, k, org_last});
            continue;
        }
        const bool bracketed = colon != end;
        // (French typing puts a space before the colon: "Anghjulu Quilichini : Bonghjornu".)
        if (!bracketed && in_.text.compare(colon, 2, " :") == 0) ++colon;
        if (colon >= in_.text.size() || in_.text[colon] != ':' || !(toks_[name].capitalised || toks_[name].all_caps || lower || caseless)) continue;
        if (last == name && lower) continue;  // one word in lower case: "note:", "re:"
        const std::string_view sender = in_.text.substr(toks_[i].start, end - toks_[i].start);
        senders[sender].emplace_back(i, last);
        if (bracketed) brackets[in_.text.substr(end + 2, colon - 1 - (end + 2))].emplace_back(end + 2, colon - 1);
    }
    for (const auto& [bracket, at] : brackets)
        if (at.size() >= 2) bracketed_chat_sender_parts(at);
    // The same contact and workplace on two messages or more: a person (unless a service's word,
    // "Reception - …") and an organisation.
    for (const auto& [sender, at] : workplaces) {
        if (at.size() < 2) continue;
        const Token& who = toks_[at.front().last];
        const bool person = who.text.size() >= 2 && !(who.lex & (kLexVocab | kLexOrgKeyword | kLexStop | kLexRelation)) &&
                            (!(who.lex & kLexCommon) || (who.lex & kLexGiven));
        for (const Workplace& w : at) {
            if (person) emit(toks_[w.first].start, toks_[w.last].end, "name.chat_sender", 0.86);
            add_span(out_, toks_[w.org_first].start, toks_[w.org_last].end, "ORGANIZATION", "org.chat_workplace", 0.8);
        }
    }
    for (const auto& [sender, at] : senders) {
        if (at.size() < 2) continue;
        // (A one-word contact that is a word too, "Nacho", is a person where another sender's message opens by
        // calling it: ": Nacho, ya va, te cuento".)
        const size_t first = at.front().first;
        const bool addressed = first == at.front().second && toks_[first].capitalised && !has(first, kRelation) &&
                               in_.text.find(": " + std::string(sender) + ",") != std::string_view::npos;
        if (!addressed && !person_sender(sender, first, at.front().second)) continue;
        // (An initial's dot closes the sender, "Goreth H.", and so do the contact's emoji, "Rahaf 🌸".)
        for (const auto& [a, b] : at) emit(toks_[a].start, toks_[a].start + sender.size(), "name.chat_sender", 0.86);
    }
}

// LINE (the messenger of Japan, Thailand and Taiwan) exports a chat as "2028/10/02(月)" day headings and
// "21:14<TAB>Sender<TAB>Message" lines. A sender named on two lines or more is a person, in any script
// (a service's account, "LINE Pay", is named once or is a word: left out).
void NameScanner::tabbed_chat_senders() {
    if (in_.text.find('\t') == std::string_view::npos) return;
    // The export's first line names the chat's other party: "[LINE] 鷲谷 真澄とのトーク履歴", "[LINE] Chat history with …".
    for (std::string_view lead : {"[LINE] ", "\xEF\xBB\xBF[LINE] "}) {
        if (!in_.text.starts_with(lead)) continue;
        const size_t from = lead.size(), eol = std::min(in_.text.find('\n'), in_.text.size());
        const std::string_view line = in_.text.substr(from, eol - from);
        // (A group's is named by the family: "[LINE] 葛西家のトーク履歴", the Kasai family's.)
        for (std::string_view tail : {"とのトーク履歴", "との トーク履歴", "家のトーク履歴"})
            if (const size_t at = line.find(tail); at != std::string_view::npos && at > 0 && at <= 40 && !is_relation_word(line.substr(0, at)))
                emit(from, from + at, "name.chat_sender", 0.86);
        if (line.starts_with("Chat history with ") && line.size() > 18 && line.size() <= 58) emit(from + 18, eol, "name.chat_sender", 0.86);
    }
    std::map<std::string_view, std::vector<size_t>> senders;
    for (size_t p = 0; p < in_.text.size();) {
        size_t eol = in_.text.find('\n', p);
        if (eol == std::string_view::npos) eol = in_.text.size();
        const std::string_view line = in_.text.substr(p, eol - p);
        // The time: one or two digits, a colon, two digits, then the tab.
        size_t q = 0;
        while (q < line.size() && q < 2 && std::isdigit(static_cast<unsigned char>(line[q]))) ++q;
        const bool timed = q >= 1 && q + 3 < line.size() && line[q] == ':' && std::isdigit(static_cast<unsigned char>(line[q + 1])) &&
                           std::isdigit(static_cast<unsigned char>(line[q + 2])) && line[q + 3] == '\t';
        if (timed) {
            const size_t from = q + 4, tab = line.find('\t', from);
            if (tab != std::string_view::npos && tab > from && tab - from <= 40) {
                const std::string_view sender = line.substr(from, tab - from);
                if (sender.find_first_of("0123456789:@/") == std::string_view::npos && sender.front() != ' ' && sender.back() != ' ')
                    senders[sender].push_back(p + from);
            }
        }
        p = eol + 1;
    }
    for (const auto& [sender, at] : senders) {
        if (at.size() < 2) continue;
        // (A table's column of codes after a time, "09:15<TAB>SN<TAB>…" in a visit log: no sender.)
        if (sender.size() <= 4 && std::none_of(sender.begin(), sender.end(), [](char c) { return c >= 'a' && c <= 'z'; }) &&
            std::all_of(sender.begin(), sender.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
            continue;
        // Words of a language's lists, none of them a name, are a service, a role or an activity ("Admin",
        // "Pharmacy", a day's schedule with "Group therapy" at 10:00), not a person.
        bool all_words = true;
        for (size_t from = 0; from <= sender.size() && all_words;) {
            const size_t to = std::min(sender.find(' ', from), sender.size());
            const uint32_t f = in_.lex.flags(sender.substr(from, to - from));
            all_words = (f & (kLexCommon | kLexVocab | kLexOrgKeyword | kLexStop)) && !(f & (kLexGiven | kLexSurname));
            from = to + 1;
        }
        if (all_words) continue;
        // (Nor a contact saved as a kin word: Japanese "母ちゃん", mum.)
        if (is_relation_word(lower_case(sender))) continue;
        for (const size_t start : at) emit(start, start + sender.size(), "name.chat_sender", 0.86);
        // A sender written in Han or kana is the same person inside the messages, where Japanese and Chinese put no
        // blank around the name ("翔太、今ちょっとええ？"): each mention is found by its bytes.
        const auto lead = static_cast<unsigned char>(sender.front());
        if (sender.size() < 6 || lead < 0xE3 || lead > 0xE9) continue;
        for (size_t p = in_.text.find(sender); p != std::string_view::npos; p = in_.text.find(sender, p + sender.size()))
            if (std::find(at.begin(), at.end(), p) == at.end()) emit(p, p + sender.size(), "name.propagated", 0.84);
    }
}

// "Hinatea Tauotaha - 13 mai 2027, 18:42", "Heimata (Evasan CPS) - 13 mai 2027, 19:05", "Lục Thị Nhài 08:15", or
// the name alone on its line above "12 kwi 2027, 09:14": a message's heading, as Messenger and Teams export a chat. The
// caller counts a sender only when two headings or more name it, as for a stamp before the sender.
bool NameScanner::chat_header_sender(size_t i, size_t& last, size_t& bracket_end) const {
    // (In Arabic or Persian script too, for Telegram's heading alone: "محسن تربتی, [21.01.25 19:50]".)
    const bool caseless = uncased_script(toks_[i]);
    if (!toks_[i].capitalised && !toks_[i].all_caps && !caseless) return false;
    last = i;
    while (last + 1 < toks_.size() && last - i < 3 && line_of_[last + 1] == line_of_[i] && joined(last, last + 1) &&
           (caseless ? uncased_script(toks_[last + 1])
                     : (toks_[last + 1].capitalised || toks_[last + 1].all_caps || toks_[last + 1].initial)))
        ++last;
    size_t at = toks_[last].end;
    bracket_end = 0;
    if (in_.text.compare(at, 2, " (") == 0) {
        const size_t close = in_.text.find(')', at + 2);
        // (Up to 48 bytes: an office saved with its partners, "(Advokatų kontora Juodkazis ir partneriai)".)
        if (close == std::string_view::npos || close > at + 48 || in_.text.substr(at, close - at).find('\n') != std::string_view::npos) return false;
        bracket_end = close;
        at = close + 1;
    }
    // The date as the exports write it ("13 mai 2027", "Apr 12, 2027", "22/04/2027"), then the time.
    static const Regex stamp(R"((?:\d{1,2}\.?[ ]\p{L}{3,10}\.?[ ]\d{4}|\p{L}{3,10}\.?[ ]\d{1,2},?[ ]\d{4}|\d{1,4}[./-]\d{1,2}[./-]\d{1,4}))"
                             R"(,?[ ]+(?:às?[ ])?\d{1,2}[:.]\d{2}(?:[ ]?[AaPp]\.?[Mm]\.?)?[ \t\r]*)");
    const size_t line_end = tok_line_end(i);
    Match m;
    // Telegram's desktop export: the name, perhaps a middle dot and the office, a comma and the stamp in brackets
    // ("Yeray Cabrera, [29.09.2025 19:02]", "Nayra · Perdomo Curbelo, [29.09.2025 19:20]").
    static const Regex telegram(R"((?:[ ]·[ ][^\n,\[]{1,40})?,[ ]\[\d{1,2}[./]\d{1,2}[./]\d{2,4}[ ]\d{1,2}:\d{2}(?::\d{2})?\][ \t\r]*)");
    if (bracket_end == 0 && telegram.match_at(in_.text, at, &m) && m.end() == line_end) return true;
    if (caseless) return false;
    // (A dash, an en dash or a middle dot before the stamp: "Gintarė (…) · 2032-02-09 17:55".)
    const size_t separator = in_.text.compare(at, 3, " - ") == 0                ? 3
                             : in_.text.compare(at, 5, " \xe2\x80\x93 ") == 0 ? 5
                             : in_.text.compare(at, 4, " \xc2\xb7 ") == 0     ? 4
                                                                                : 0;
    if (separator) {
        if (stamp.match_at(in_.text, at + separator, &m) && m.end() == line_end) return true;
        // The office the sender answers for between the dash and the time: "Martina – Odvjetnički ured Sirotić 19:20".
        static const Regex office_time(R"(\p{Lu}[\p{L}.'’&-]*(?:[ ][\p{L}.'’&-]+){0,5}[ ]{1,2}\d{1,2}:\d{2}(?:[ ]?[AaPp][Mm])?[ \t\r]*)");
        return bracket_end == 0 && office_time.match_at(in_.text, at + separator, &m) && m.end() == line_end;
    }
    // The time alone after the name, as Zalo and WeChat copy a chat: "Bế Thu Hường (Trợ giúp pháp lý) 08:31".
    static const Regex time_only(R"([ ]{1,2}\d{1,2}:\d{2}(?:[ ]?[AaPp][Mm])?[ \t\r]*)");
    if (time_only.match_at(in_.text, at, &m) && m.end() == line_end) return true;
    // The name alone on its line, the stamp alone on the next.
    if (bracket_end || at != line_end || line_end + 1 >= in_.text.size()) return false;
    const size_t next_end = std::min(in_.text.find('\n', line_end + 1), in_.text.size());
    return stamp.match_at(in_.text, line_end + 1, &m) && m.end() == next_end;
}

// What a chat sender's brackets name, the same brackets on two lines or more, as a shared phone or an
// agency's staff save the contact:
// "Office (Dayami): …" is the person answering for the office, "Lorraine (Broch Care): …" the
// carer's agency. Capitalised words only, none a relation ("Mum (Dad's phone)") or a role
// ("Rhea (Billing)", "Sam (Front Desk)"): a last word that is an organisation's ("Care", "Dental")
// after a word that is none makes an organisation; one or two words that are no words of the
// language make a person.
void NameScanner::bracketed_chat_sender_parts(const std::vector<std::pair<size_t, size_t>>& at) {
    const auto [start, end] = at.front();
    std::vector<size_t> words;
    const auto first = std::lower_bound(toks_.begin(), toks_.end(), start, [](const Token& t, size_t at) { return t.start < at; });
    for (size_t k = static_cast<size_t>(first - toks_.begin()); k < toks_.size() && toks_[k].start < end; ++k) words.push_back(k);
    if (words.empty() || words.size() > 4 || toks_[words.back()].end != end) return;
    // An organisation's letters, then the sender's desk in lower case: "Bertha Nakazwe (KPA pensions desk): …".
    if (words.size() >= 2 && toks_[words[0]].all_caps && letters(toks_[words[0]].text) >= 2 && letters(toks_[words[0]].text) <= 5 &&
        !(toks_[words[0]].lex & (kLexDegree | kLexStop | kLexRegion)) &&
        std::all_of(words.begin() + 1, words.end(), [&](size_t k) { return toks_[k].lower; })) {
        for (const auto& [a, b] : at) add_span(out_, a, a + toks_[words[0]].text.size(), "ORGANIZATION", "org.chat_sender_bracket", 0.8);
        return;
    }
    for (size_t w = 0; w < words.size(); ++w) {
        const Token& t = toks_[words[w]];
        if (!(t.capitalised || t.all_caps) || (t.lex & (kLexRelation | kLexMonth)) || t.text.size() < 2) return;
        // (An abbreviation's dot may part the first two: "Cab. Kabasele".)
        const bool dotted_head = w == 1 && toks_[words[0]].text.size() <= 4 && in_.text.compare(toks_[words[0]].end, 2, ". ") == 0 &&
                                 toks_[words[1]].start == toks_[words[0]].end + 2;
        if (w > 0 && !dotted_head && !joined(words[w - 1], words[w])) return;
    }
    const Token& head = toks_[words.front()];
    const Token& tail = toks_[words.back()];
    const auto is_word = [](const Token& t) { return (t.lex & (kLexCommon | kLexVocab | kLexOrgKeyword | kLexStop)) != 0; };
    // An organisation's kind abbreviated before its name, as a contact is saved: "Cab. Kabasele" (a
    // lawyer's cabinet), "PS Sallaqmayu" (a health post), "RS Medika": a dotted word or two or three
    // capitals, no title, before words that are neither words of the language nor names the lists have.
    const bool kind_abbreviated = (in_.text[head.end] == '.' && head.text.size() <= 4 && !head.all_caps) ||
                                  (head.all_caps && head.text.size() <= 3 && in_.text[head.end] == ' ');
    const bool abbreviated_org = words.size() >= 2 && kind_abbreviated && !has(words.front(), kHonorific) &&
                                 std::none_of(words.begin() + 1, words.end(), [&](size_t k) {
                                     return is_word(toks_[k]) || (toks_[k].lex & (kLexGiven | kLexSurname)) || toks_[k].all_caps;
                                 });
    // (A rarer word of the dictionary may open the name: "Keelmen Legal", "Anchor Dental".)
    const bool org = (words.size() >= 2 && is_org_keyword(tail.text) && !(head.lex & (kLexCommon | kLexStop)) && !is_org_keyword(head.text)) ||
                     abbreviated_org || (words.size() >= 2 && opens_institution_name(head.text, !other_language_));
    // (Not after a person's full name, two capitalised words the last of them no word or a surname
    // the lists have: "Nel Fano (Asesoría)" names the office the person answers for.)
    // (Nor an organisation's name, opening with its kind: "Clínica Ortopédica Sierra (Aganetha Wiebe)" names the person
    // answering for the clinic.)
    const size_t before = words.front();
    bool org_before = false;
    for (size_t k = before; k-- > 0 && line_of_[k] == line_of_[before] && !org_before;)
        org_before = opens_institution_name(toks_[k].text, !other_language_) || is_org_keyword(toks_[k].text);
    const bool full_name_before = before >= 2 && line_of_[before - 2] == line_of_[before] && joined(before - 2, before - 1) &&
                                  (toks_[before - 2].capitalised || toks_[before - 2].all_caps) && toks_[before - 1].capitalised &&
                                  (!is_word(toks_[before - 1]) || (toks_[before - 1].lex & kLexSurname)) &&
                                  !is_org_keyword(toks_[before - 1].text) && !org_before;
    // (Not two or three capitals: a fund's or a team's letters, "Lieve Depoorter (ZF)".)
    const bool person = words.size() <= 2 && !full_name_before && std::none_of(words.begin(), words.end(), [&](size_t k) {
        return is_word(toks_[k]) || is_org_keyword(toks_[k].text) || (toks_[k].all_caps && toks_[k].text.size() <= 3);
    });
    for (const auto& [a, b] : at) {
        if (org) add_span(out_, a, b, "ORGANIZATION", "org.chat_sender_bracket", 0.8);
        else if (person) emit(a, b, "name.chat_sender_bracket", 0.86);  // (on two lines or more: as sure as a sender)
    }
}

}  // namespace synsema::redact::name_scan
