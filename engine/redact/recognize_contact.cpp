// Contact identifiers: e-mail addresses, URLs, IP and MAC addresses, phone
// and fax numbers (NANP and international).
#include <algorithm>
#include <array>
#include <cctype>

#include "date_ranges.h"
#include "recognizers.h"
#include "regex.h"
#include "validators.h"

namespace synsema::redact {

namespace {

constexpr const char* kDigits = "0123456789";

// Trailing punctuation that ends a sentence rather than a URL.
size_t trim_url_end(std::string_view text, size_t start, size_t end) {
    while (end > start && std::string_view(".,;:!?)]}'\"").find(text[end - 1]) != std::string_view::npos) --end;
    return end;
}

// Keywords looked for anywhere in a short window (not as whole words), with
// the bytes they can start with: the window's last occurrence of any of them
// is found in one backward pass that compares only where a keyword can start,
// instead of one rfind per keyword (phone_category runs for every number-shaped
// match, and a long list of rfinds was most of its cost).
class KeywordList {
public:
    KeywordList(std::initializer_list<std::string_view> keywords) : keywords_(keywords) {
        for (auto kw : keywords_) first_[static_cast<unsigned char>(kw.front())] = true;
    }
    // The largest offset at which any keyword occurs in window (the maximum
    // of window.rfind(kw) over the keywords), or npos.
    size_t last_in(std::string_view window) const {
        for (size_t at = window.size(); at-- > 0;) {
            if (!first_[static_cast<unsigned char>(window[at])]) continue;
            for (auto kw : keywords_)
                if (at + kw.size() <= window.size() && window.substr(at, kw.size()) == kw) return at;
        }
        return std::string_view::npos;
    }

private:
    std::vector<std::string_view> keywords_;
    std::array<bool, 256> first_{};
};

// A fax word after a number that is itself followed by a digit is the next number's label.
bool next_number_labelled(std::string_view after) {
    size_t f = after.find("fax");
    if (f == std::string_view::npos) f = after.find("facsimile");
    if (f == std::string_view::npos) return false;
    size_t p = f;
    while (p < after.size() && std::isalpha(static_cast<unsigned char>(after[p]))) ++p;
    while (p < after.size() && (after[p] == ' ' || after[p] == ':' || after[p] == '.' || after[p] == '\t' || after[p] == '#')) ++p;
    return p < after.size() && (std::isdigit(static_cast<unsigned char>(after[p])) || after[p] == '+' || after[p] == '(');
}

// The phone keyword nearest before pos decides PHONE vs FAX.
const char* phone_category(std::string_view text, size_t start, size_t end, double* boost) {
    static const KeywordList kFax{"fax", "facsimile"};
    static const KeywordList kPhone{"phone", "tel", "call", "cell", "mobile", "work", "home", "contact", "reach", "line",
                                    "ph", "mob", "tél", "port", "telefon", "handy", "unter", "téléphone", "telefoon",
                                    "mobiel", "teléfono", "móvil", "telemóvel", "gsm", "direct", "office", "pager",
                                    "text", "sms", "h/p", "hp", "whatsapp", "landline", "ring",
                                    // Nordic, Finnish, Polish, Czech, Hungarian, Portuguese, Spanish.
                                    "tlf", "mobil", "puh", "komórka", "telefonszám", "celular",
                                    // Icelandic, Greek (both cases: the window is lowered in ASCII only), Turkish mobile.
                                    "sími", "Τηλ", "τηλ", "Κινητό", "κινητό", "cep",
                                    // Cyrillic (the window is lowered in ASCII only): Ukrainian, Russian, Bulgarian, Serbian.
                                    "тел", "Тел", "моб", "Моб", "телефон", "Телефон",
                                    // Hebrew, Arabic, Persian, Hindi, Thai, Chinese, Japanese and Korean.
                                    "טלפון", "טל", "נייד", "هاتف", "جوال", "تلفن", "موبایل", "फ़ोन", "फोन", "मोबाइल",
                                    "दूरभाष", "โทร", "เบอร์", "電話", "电话", "手机", "手機", "携帯", "전화", "휴대폰", "연락처",
                                    // Urdu mobile, Mongolian phone, Georgian and Armenian phone.
                                    "موبائل", "فون", "утас", "ტელ", "Հեռ"};
    // The lower-cased 40 bytes before the number, on the stack (no allocation per match).
    std::array<char, 40> buffer{};
    const size_t from = start > buffer.size() ? start - buffer.size() : 0;
    for (size_t i = from; i < start; ++i) {
        char c = text[i];
        buffer[i - from] = c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c;
    }
    const std::string_view before(buffer.data(), start - from);
    std::string after = window_after(text, end, 12);
    size_t fax = kFax.last_in(before);
    size_t phone = kPhone.last_in(before);
    // A kind after the number: "021 555 0142 (mob)", "09 555 0187 (hm)", "6123 4567 ext 12".
    bool kind_after = has_word(after, {"(mob)", "(m)", "(hm)", "(h)", "(w)", "(wk)", "(home)", "(work)", "(cell)",
                                       "(mobile)", "(landline)", "(office)", "(direct)", "ext", "ext.", "extn", "x"});
    *boost = (fax != std::string::npos || phone != std::string::npos || kind_after) ? 0.07 : 0.0;
    // "555 0123 (fax)" names this number; "Τηλ. 2310 555 012 | Fax 2310 555 013" labels the next one.
    if (has_word(after, {"fax", "(fax)", "facsimile"}) && !next_number_labelled(after)) return "FAX";
    if (fax != std::string::npos && (phone == std::string::npos || fax > phone)) return "FAX";
    return "PHONE";
}

// A phone word right before pos, only blanks, a dot or a colon between: "Tel. ", "تلفن: ", "тел. ".
bool phone_word_right_before(std::string_view text, size_t pos) {
    static const Regex word_right_before(
        R"((?<!\p{L})(?i:tel|tél|phone|ph|mob|mobile|cell|тел|телефон|تلفن|هاتف|جوال|موبایل|טלפון|טל|נייד|फोन|फ़ोन|मोबाइल|โทร|電話|电话|전화)\.?[ \t]*:?[ \t]*$)");
    const size_t look = pos > 24 ? pos - 24 : 0;
    bool found = false;
    word_right_before.for_each(text.substr(0, pos), [&](const Match&) {
        found = true;
        return false;
    }, look);
    return found;
}

}  // namespace

void find_emails(const ScanInput& in, Spans& out) {
    static const Regex re(R"((?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,8}[A-Za-z]{2,24}(?![\w-]))");
    // The local part before the first '@' is 1-64 ASCII bytes.
    re.for_each_near(in.text, '@', 64, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "EMAIL", "email", 0.98);
        return true;
    });
    // A payment address of India's UPI: a handle, '@' and the bank's code with no dot after it
    // ("ritika.s98@ybl", "9826555014@paytm"). An account, not a mailbox.
    static const Regex upi(R"((?<![\w.%+@-])[A-Za-z0-9][A-Za-z0-9._-]{1,48}@[A-Za-z]{2,16}(?![\w@-]|\.[A-Za-z0-9]))");
    upi.for_each_near(in.text, '@', 50, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ACCOUNT", "account.upi", 0.88);
        return true;
    });
}

void find_messenger_ids(const ScanInput& in, Spans& out) {
    // WeChat's account identifier as its exports and its contact cards write it ("wxid_8a2k4m7n9p1q22"): the
    // person's own account, as a handle is, though it holds no '@'.
    static const Regex wxid(R"((?<![\w-])wxid_[a-z0-9]{8,24}(?![\w-]))", StartBytes{"w"});
    wxid.for_each_at(in.text, in.word_index.starts_of({"wxid"}), [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ID", "id.wechat", 0.9);
        return true;
    });
}

void find_urls(const ScanInput& in, Spans& out) {
    // OCR may read a space before a URL's query or fragment ("…/RQ-2025-00871
    // ?tok=a81f3c"); a space then ?, &, # or = and more URL is still the URL.
    static const Regex re(R"((?i)\b(?:(?:https?|ftp|sftp)://|www\.)[^\s<>"'`]{2,2048}(?: [?&#=][^\s<>"'`]{1,2048}){0,8})",
                          StartBytes{"HhFfSsWw", {"tTfFwW", "tTpPwW"}});
    re.for_each_at(in.text, in.letter_starts, [&](const Match& m) {
        add_span(out, m.start(), trim_url_end(in.text, m.start(), m.end()), "URL", "url", 0.95);
        return true;
    });
}

namespace {
// Where a MAC address can begin: two bytes before a ':' or '-' that recurs three bytes on
// ("a4:5e:…"), four before a '.' that recurs five on ("a45e.60c2.…"); sorted.
std::vector<size_t> mac_starts(std::string_view text) {
    std::vector<size_t> out;
    for (size_t p = 2; p + 3 < text.size(); ++p) {
        const char c = text[p];
        if (c != ':' && c != '-' && c != '.') continue;
        const size_t gap = c == '.' ? 4 : 2;
        if (p >= gap && p + gap + 1 < text.size() && text[p + gap + 1] == c) out.push_back(p - gap);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}
}  // namespace

void find_ip_and_mac(const ScanInput& in, Spans& out) {
    static const Regex v4(R"((?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w]|\.\d))", StartBytes{kDigits});
    static const Regex v6(R"((?<![\w:.])(?=[0-9A-Fa-f:]*:[0-9A-Fa-f]*:)[0-9A-Fa-f:]{2,39}(?:\.\d{1,3}){0,3}(?![\w:]))");
    static const Regex mac(R"((?<![\w:-])(?:[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![\w:-]))",
                           StartBytes{"0123456789ABCDEFabcdef"});
    v4.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (!valid_ipv4(m.text())) return true;
        // "version 1.2.3.4" is a version number, not an address.
        bool version = has_word(window_before(in.text, m.start(), 12), {"version", "ver", "v", "release"});
        add_span(out, m.start(), m.end(), "IP", "ipv4", version ? 0.3 : 0.9);
        return true;
    });
    // Every IPv6 address holds a ':' within its first 5 bytes (a group is at most 4 hex digits).
    v6.for_each_near(in.text, ':', 5, [&](const Match& m) {
        std::string_view s = m.text();
        // Times (09:14:02) are all decimal with short groups; require a hex letter or '::'.
        bool hexy = s.find("::") != std::string_view::npos;
        for (char c : s)
            if (std::isalpha(static_cast<unsigned char>(c))) hexy = true;
        if (hexy && valid_ipv6(s)) add_span(out, m.start(), m.end(), "IP", "ipv6", 0.9);
        return true;
    });
    mac.for_each_at(in.text, mac_starts(in.text), [&](const Match& m) {
        if (valid_mac(m.text())) add_span(out, m.start(), m.end(), "DEVICE", "mac", 0.85);
        return true;
    });
}

void find_phones(const ScanInput& in, Spans& out) {
    // NANP with separators: (614) 555-0182, 614-555-0182, 614.555.0182, 916 555 0134, +1 …
    // The last group may hold single spaces, as OCR leaves them ("555-0 1 6 2").
    static const Regex nanp(R"((?<![\w+.-])(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\)[ ]?|[2-9]\d{2}([ .-]))[2-9]\d{2}(?(1)(?:\1|-)|[ .-])\d(?:[ ]?\d){3}(?![\w-]|\.\d))",
                                 StartBytes{"+(0123456789"});
    // NANP written solid, accepted only next to a phone word.
    static const Regex solid(R"((?<![\w+.-])(?:\+?1)?[2-9]\d{2}[2-9]\d{6}(?![\w-]|\.\d))",
                             // Ten digits or more, opened by '+' or a digit: nine digits follow the first byte.
                             StartBytes{"+0123456789", std::vector<std::string_view>(9, kDigits)});
    // International: +CC followed by groups, 8-15 digits in all.
    static const Regex intl(R"((?<![\w+])\+(?!1\b)\d{1,3}(?:[ .-]?\(?\d{1,5}\)?){2,6}(?![\w-]))", StartBytes{"+"});
    // National trunk-prefix forms (020 7946 0958, 030 23125 417), accepted next to a phone word.
    static const Regex trunk(R"((?<![\w+.-])0\d{2,4}[ -]\d{3,5}[ -]?\d{3,4}(?![\w-]))", StartBytes{"0"});
    // French numbers in pairs (04 65 71 23 08): a shape no other number has.
    static const Regex pairs(R"((?<![\w+.-])0[1-9](?:[ .]\d\d){4}(?![\w-]|\.\d))", StartBytes{"0"});

    // Every phone number holds 7+ digits within its first 24 bytes.
    const StartIndex dense = digit_dense_starts(in.digits, in.starts, 24, 7);
    nanp.for_each_at(in.text, dense, [&](const Match& m) {
        double boost = 0;
        const char* cat = phone_category(in.text, m.start(), m.end(), &boost);
        add_span(out, m.start(), m.end(), cat, "phone.nanp", 0.9 + boost);
        return true;
    });
    auto with_context = [&](const Regex& re, const char* rule, size_t min_digits, double base) {
        re.for_each_at(in.text, dense, [&](const Match& m) {
            size_t digits = digits_only(m.text()).size();
            if (digits < min_digits || digits > 15) return true;
            double boost = 0;
            const char* cat = phone_category(in.text, m.start(), m.end(), &boost);
            // A contact line: an e-mail address on the number's line ("jo@x.example | 01632 960731").
            if (boost == 0 && base < 0.8) {
                size_t ls = line_start(in.text, m.start()), le = line_end(in.text, m.start());
                if (in.text.substr(ls, le - ls).find('@') != std::string_view::npos) boost = 0.3;
            }
            if (boost == 0 && base < 0.8) return true;  // needs a phone word
            add_span(out, m.start(), m.end(), cat, rule, base + boost);
            return true;
        });
    };
    with_context(solid, "phone.solid", 10, 0.5);
    // Any country's number written solid right after a phone word: "تلفن: 09123456789", "Tel 0612345678".
    static const Regex solid_national(R"((?<![\w+.-])(?:\+\d{1,3}|0)\d{8,11}(?![\w-]|\.\d))", StartBytes{"+0"});
    solid_national.for_each_at(in.text, dense, [&](const Match& m) {
        double boost = 0;
        const char* cat = phone_category(in.text, m.start(), m.end(), &boost);
        if (boost > 0 && phone_word_right_before(in.text, m.start())) add_span(out, m.start(), m.end(), cat, "phone.solid_national", 0.88);
        return true;
    });
    // A fax transmission header ("03/21/2025 10:47AM FROM:614 555 0159 TO:6145550188 P.001/001"):
    // the numbers after FROM: and TO: are the machines' fax numbers.
    solid.for_each_at(in.text, dense, [&](const Match& m) {
        std::string before = window_before(in.text, m.start(), 6);
        bool after_label = before.size() >= 3 && (before.compare(before.size() - 3, 3, "to:") == 0 ||
                                                  (before.size() >= 5 && before.compare(before.size() - 5, 5, "from:") == 0));
        if (!after_label) return true;
        static const Regex page(R"((?i)\bp(?:age|g)?\.?[ ]?\d{1,3}[ ]?(?:/|of)[ ]?\d{1,3}\b|\bfax\b)");
        size_t ls = line_start(in.text, m.start()), le = line_end(in.text, m.start());
        bool header = false;
        page.for_each(in.text.substr(0, le), [&](const Match&) {
            header = true;
            return false;
        }, ls);
        if (header) add_span(out, m.start(), m.end(), "FAX", "phone.fax_header", 0.9);
        return true;
    });
    with_context(intl, "phone.international", 8, 0.85);
    // The small islands' numbers of four or five digits after their country code, one group: Tokelau "+690 4205",
    // Niue "+683 4002", Saint Helena, the Falklands, Norfolk Island, Nauru, Tonga, Palau, Kiribati, Tuvalu,
    // Micronesia and the Marshall Islands.
    static const Regex island(R"((?<![\w+])\+(?:290|500|672|674|676|680|683|686|688|690|691|692)[ -]?\d{4,5}(?![\w-]|[ .-]?\d))",
                              StartBytes{"+"});
    with_context(island, "phone.international", 7, 0.85);
    with_context(trunk, "phone.trunk", 9, 0.5);
    with_context(pairs, "phone.pairs", 10, 0.85);
    // Australian and UK mobiles (0412 345 678, 07700 900417): distinctive enough alone.
    // Mobiles: Australian 04xx xxx xxx, British 07xxx xxxxxx, Irish 08x xxx xxxx, Dutch 06-xxxxxxxx,
    // Pakistani 03xx xxxxxxx (the network's code, then seven digits).
    static const Regex mobile(R"((?<![\w+.-])0(?:4\d{2}[ ]?\d{3}[ ]?\d{3}|7\d{3}[ ]?\d{6}|8[3-9][ ]?\d{3}[ ]?\d{4}|6[ -]?\d{8}|3[0-4]\d[ -]?\d{7})(?![\w-]|\.\d))", StartBytes{"0"});
    with_context(mobile, "phone.mobile", 10, 0.85);
    // National numbers with a trunk 0, in the groups each country writes them in: NZ
    // "021 555 0142" and "09 555 0187", UK "07700 900 118" and "0141 496 0912", AU
    // "0491 570 159", IE "087 123 4567", IN "080 4455 1020", ZA "082 555 0199": 9-11
    // digits in two to five groups. A date ("01.02.2025") has too few digits; a solid
    // run of digits (a CHI, an account) has no groups. Sure with a phone word near or a
    // kind after it; a person reviews one standing alone.
    // The last group may hold six digits, as a UK area code of five writes its number ("01632 960844").
    static const Regex grouped(R"((?<![\w+.-])0\d{1,4}(?:[ .-]\d{2,5}){0,3}[ .-]\d{2,6}(?![\w-]|\.\d))", StartBytes{"0"});
    grouped.for_each_at(in.text, dense, [&](const Match& m) {
        size_t digits = digits_only(m.text()).size();
        if (digits < 9 || digits > 11) return true;
        // A date and the hour after it are no number: a chat's stamp, "09-03-2026 19:04 - Danique: …".
        const std::string_view v = m.text();
        if (v.size() >= 10 && (v[2] == '-' || v[2] == '.') && v[5] == v[2] && std::isdigit(static_cast<unsigned char>(v[1])) &&
            std::isdigit(static_cast<unsigned char>(v[3])) && std::isdigit(static_cast<unsigned char>(v[4])) &&
            (v.substr(6, 2) == "19" || v.substr(6, 2) == "20") && (v[3] == '0' || (v[3] == '1' && v[4] <= '2')) && v.substr(3, 2) != "00" &&
            v.substr(0, 2) != "00")
            return true;
        double boost = 0;
        const char* cat = phone_category(in.text, m.start(), m.end(), &boost);
        add_span(out, m.start(), m.end(), cat, "phone.national", boost > 0 ? 0.92 : 0.7);
        return true;
    });
    // Eight digits as 4 + 4 (Singapore, Hong Kong, Scandinavia: "9123 4567") and Indian
    // mobiles as 5 + 5 ("98765 43210"): with a phone word near or a kind after; an Indian
    // mobile is distinctive enough alone for a person to review.
    static const Regex four_four(R"((?<![\w+./-])[2-9]\d{3}[ -]\d{4}(?![\w-]|\.\d|[ ]\d))", StartBytes{"23456789"});
    four_four.for_each_at(in.text, dense, [&](const Match& m) {
        if (is_year_range(m.text())) return true;  // "boilermaker, Sarina, 2012-2016"
        double boost = 0;
        const char* cat = phone_category(in.text, m.start(), m.end(), &boost);
        if (boost > 0) add_span(out, m.start(), m.end(), cat, "phone.eight_digits", 0.9);
        return true;
    });
    // A number distinctive enough to be taken alone: surer with a phone word near (or `sure`).
    auto distinctive = [&](const Regex& re, const std::vector<size_t>& at, const char* rule, double alone,
                           bool (*sure)(std::string_view) = nullptr) {
        re.for_each_at(in.text, at, [&](const Match& m) {
            double boost = 0;
            const char* cat = phone_category(in.text, m.start(), m.end(), &boost);
            add_span(out, m.start(), m.end(), cat, rule, boost > 0 || (sure && sure(m.text())) ? 0.92 : alone);
            return true;
        });
    };
    static const Regex five_five(R"((?<![\w+./-])[6-9]\d{4}[ -]\d{5}(?![\w-]|\.\d|[ ]\d))", StartBytes{"6789"});
    distinctive(five_five, dense, "phone.in_mobile", 0.7);
    // Australian local-rate and free-call numbers: "1300 975 708", "1800 555 017" (4 + 3 + 3, as they are
    // written); a person reviews one with no phone word near.
    static const Regex au_local_rate(R"((?<![\w+./-])1[38]00[ ]?\d{3}[ ]?\d{3}(?![\w-]|\.\d|[ ]\d))", StartBytes{"1"});
    distinctive(au_local_rate, dense, "phone.au_local_rate", 0.8);
    // Brazilian numbers: a two-digit area code, then 4 or 5 digits, a dash and 4 ("(81) 99555-0123",
    // "81 98555-0177"): the dashed 5 + 4 of a mobile is distinctive alone, and surer with its area
    // code in brackets.
    static const Regex brazil(R"((?<![\w+./-])(?:\(\d{2}\)|\d{2})[ ]?(?:9\d{4}|[2-5]\d{3})-\d{4}(?![\w-]|\.\d))", StartBytes{"(123456789"});
    std::vector<size_t> dashed;  // a '(' or a dash 6 to 12 bytes on: the only starts a Brazilian number has
    for (size_t p : dense)
        if (in.text[p] == '(' || in.text.substr(p + 6, 7).find('-') != std::string_view::npos) dashed.push_back(p);
    distinctive(brazil, dashed, "phone.br", 0.86, [](std::string_view t) { return t[0] == '('; });
    // A Spanish mobile in three groups of three ("655 555 302"), in a record not in English.
    static const Regex spanish_mobile(R"((?<![\w+./-])[67]\d{2}[ ]\d{3}[ ]\d{3}(?![\w-]|\.\d|[ ]\d))", StartBytes{"67"});
    if (in.language != Language::English) distinctive(spanish_mobile, dense, "phone.es_mobile", 0.86);
    // A Brazilian mobile written with blanks only, its area code, the 9 of a mobile and eight digits ("85 99555 0213").
    static const Regex brazil_blanks(R"((?<![\w+./-])\d{2}[ ]9\d{4}[ ]\d{4}(?![\w-]|\.\d|[ ]\d))", StartBytes{kDigits});
    distinctive(brazil_blanks, dense, "phone.br", 0.84);
    // A mainland Chinese mobile in its 3 + 4 + 4 groups ("139 0555 0172", "158-5550-4417"): the network's 13 to 19, a
    // shape no other number has; written solid ("13905550172") only in a record in Chinese or Japanese characters.
    static const Regex cn_mobile(R"((?<![\w+./-])1[3-9]\d([ -])\d{4}\1\d{4}(?![\w-]|\.\d|[ ]\d))", StartBytes{"1"});
    distinctive(cn_mobile, dense, "phone.cn_mobile", 0.86);
    static const Regex cn_mobile_solid(R"((?<![\w+./-])1[3-9]\d{9}(?![\w-]|\.\d))", StartBytes{"1"});
    if (in.caseless_scripts) distinctive(cn_mobile_solid, dense, "phone.cn_mobile", 0.84);
    // German and Austrian mobiles by their network's prefix, then the subscriber's seven or eight digits ("0152
    // 55501473", "0676 5550932", "0171/5550123"): prefixes no landline or other number opens with.
    static const Regex de_at_mobile(R"((?<![\w+./-])(?:01[5-7]\d|06[5-9]\d)[ /-]?\d{7,8}(?![\w-]|\.\d|[ ]\d))", StartBytes{"0"});
    distinctive(de_at_mobile, dense, "phone.de_at_mobile", 0.86);
    // Lithuania's trunk 8, a three-digit mobile or area code and five digits ("8 612 55041", "8 444 55018"), and the
    // slash after the area or network code that former Yugoslavia writes ("063/555-2741", "011/555-0418"): shapes
    // no other number has.
    static const Regex lt_trunk(R"((?<![\w+./-])8[ ]?[3-6]\d{2}[ ]\d{5}(?![\w-]|\.\d|[ ]\d))", StartBytes{"8"});
    distinctive(lt_trunk, dense, "phone.lt", 0.84);
    // Russia's and Kazakhstan's trunk 8, a mobile's code (9xx, 7xx) in brackets or not, then three digits and two
    // pairs ("8 918 555-01-76", "8 (912) 555-01-76", "8-701-555-01-76").
    static const Regex ru_trunk(R"((?<![\w+./-])8[ -]?(?:\((?:9|7)\d{2}\)|(?:9|7)\d{2})[ -]?\d{3}-\d{2}-\d{2}(?![\w-]|\.\d))", StartBytes{"8"});
    distinctive(ru_trunk, dense, "phone.ru_trunk", 0.86);
    static const Regex code_slash(R"((?<![\w+./-])0\d{1,3}/\d{3}[ -]?\d{3,4}(?![\w-]|\.\d|[ ]\d))", StartBytes{"0"});
    distinctive(code_slash, dense, "phone.code_slash", 0.84);
    // After a phone word, any 8-12 digits in two to five groups of 2-4 ("tlf. 86 55 01 42",
    // "tel. 912 555 047", "Tel. 33 5550 1294"): how most of Europe and Latin America write them.
    // Not a date's shape ("12.05.2026").
    // (A small country's seven digits may open with one: "2 555 184", Seychelles.)
    static const Regex groups_after_word(R"((?<![\w+./-])(?:\d{2,4}|\d(?=[ ]\d{3}[ ]\d{3}(?!\d|\.\d)))(?:[ .]\d{2,4}){1,4}(?![\w-]|\.\d))",
                                         StartBytes{kDigits});
    groups_after_word.for_each_at(in.text, dense, [&](const Match& m) {
        const std::string digits = digits_only(m.text());
        // Seven digits only right after the word ("Tel. 696 4400", Mauritius), or after a person's
        // contact or number in the words before ("your contact is still 2 555 184", "my wife's number,
        // 2 555 397"); not "phone ... 2019 2020".
        const std::string before = window_before(in.text, m.start(), 24);
        const bool person_number = before.find("number is") != std::string::npos || before.find("number,") != std::string::npos ||
                                   before.find("contact is") != std::string::npos;
        if ((digits.size() < 8 && !(digits.size() == 7 && (phone_word_right_before(in.text, m.start()) || person_number))) ||
            digits.size() > 12)
            return true;
        static const Regex date_shape(R"(^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$)");
        Match d;
        if (date_shape.match_at(m.text(), 0, &d)) return true;
        double boost = 0;
        const char* cat = phone_category(in.text, m.start(), m.end(), &boost);
        if (boost > 0 || person_number) add_span(out, m.start(), m.end(), cat, "phone.groups", 0.9);
        return true;
    });
    // Right after a phone word, whatever the grouping and from five digits: how small countries write
    // theirs ("Tel. 6 99 55 27 31", Cameroon; "Tel: 52318", the Falklands; "Cell 6355 0192").
    // (A group of five after the first: "mob. 74 55018", Solomon Islands.)
    static const Regex any_grouping(R"([ \t]*\.?[ \t]*:?[ \t]*\n?[ \t]*(\d{1,6}(?:[ .-]\d{1,5}){0,5})(?![\w-]|\.\d))");
    for (const size_t word : in.word_index.starts_of({"tel", "phone", "ph", "mob", "mobile", "cell", "telephone", "tél", "telefon",
                                                        "telefono", "teléfono", "утас", "موبائل"})) {
        const Token& t = in.tokens[first_token_at(in.tokens, word)];
        Match m;
        if (!any_grouping.match_at(in.text, t.end, &m)) continue;
        const std::string digits = digits_only(m.text(1));
        static const Regex date_shape(R"(^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$)");
        Match d;
        if (digits.size() < 5 || digits.size() > 12 || date_shape.match_at(m.text(1), 0, &d)) continue;
        add_span(out, m.start(1), m.end(1), "PHONE", "phone.after_word", 0.88);
    }
    // An area code in brackets: "(02) 9876 5432", "(01) 234 5678", "(020) 7946 0958".
    // Also in pairs after the exchange: "(032) 555-08-14".
    static const Regex bracketed(R"((?<![\w+.-])\(0\d{1,4}\)[ ]?\d{3,4}(?:[ -]?\d{3,4}|(?:-\d\d){2})(?![\w-]|\.\d))", StartBytes{"("});
    with_context(bracketed, "phone.bracketed", 9, 0.8);
    // Dutch and German landlines with a dash after the area code: "020-1234567".
    static const Regex dashed_area(R"((?<![\w+.-])0\d{2,4}-\d{6,8}(?![\w-]|\.\d))", StartBytes{"0"});
    with_context(dashed_area, "phone.area_dash", 9, 0.5);
    // A local number without its area code (555-0143), next to a phone word.
    static const Regex local(R"((?<![\w+.()-])[2-9]\d{2}-\d{4}(?![\w-]|\.\d))", StartBytes{"23456789"});
    with_context(local, "phone.local", 7, 0.5);
    // A letter before a number on a signature line: "T 020 555 0173", "M 0412 345 678", "F 412.555.0132".
    // Tried only at line starts and after '|' (a signature's columns).
    std::vector<size_t> line_starts;
    for (size_t p = 0; p < in.text.size(); ++p)
        if (p == 0 || in.text[p - 1] == '\n' || in.text[p - 1] == '|') {
            size_t q = p;
            while (q < in.text.size() && (in.text[q] == ' ' || in.text[q] == '\t')) ++q;
            if (q < in.text.size() && std::string_view("TMPFD").find(in.text[q]) != std::string_view::npos) line_starts.push_back(p);
        }
    static const Regex letter_at(R"([ \t]*(?:T|M|P|F|D|Tel|Ph|Mob|Fax)\.?:?[ \t]+(\+?[\d(][\d ()./-]{6,20}\d)(?![\w]))");
    for (size_t p : line_starts) {
        Match m;
        if (!letter_at.match_at(in.text, p, &m)) continue;
        size_t digits = digits_only(m.text(1)).size();
        if (digits >= 8 && digits <= 15) {
            // The letter or word before the number says fax ("F", "Fax") or phone.
            std::string_view label = m.text().substr(0, m.start(1) - m.start());
            bool fax = label.find('F') != std::string_view::npos;
            add_span(out, m.start(1), m.end(1), fax ? "FAX" : "PHONE", "phone.letter", 0.9);
        }
    }
    // Fields whose label names a phone or fax ("Tél. :", "Mob:", a "phone" column).
    for (const Field& f : in.fields) {
        std::string_view cat = f.meaning.category;
        if (cat != "PHONE" && cat != "FAX") continue;
        size_t end = f.value_start;
        while (end < f.value_end && std::string_view("0123456789 ()+-./x").find(in.text[end]) != std::string_view::npos) ++end;
        while (end > f.value_start && (in.text[end - 1] == ' ' || in.text[end - 1] == '.' || in.text[end - 1] == '(')) --end;
        const std::string_view value = in.text.substr(f.value_start, end - f.value_start);
        size_t digits = digits_only(value).size();
        if (digits >= 7 && digits <= 15) add_span(out, f.value_start, end, cat == "FAX" ? "FAX" : "PHONE", "phone.field", 0.92);
        // Small places dial 4 to 6 digits (Niue "4551", Tuvalu "20123", the Falklands, Tokelau): under
        // a phone label or column a bare group of them is the number. Only digits and one blank, so a
        // count or a date ("2", "3/12") in a phone cell stays out.
        else if (digits >= 4 && value.find_first_not_of("0123456789 ") == std::string_view::npos &&
                 std::count(value.begin(), value.end(), ' ') <= 1)
            add_span(out, f.value_start, end, cat == "FAX" ? "FAX" : "PHONE", "phone.field_short", 0.8);
    }
}

}  // namespace synsema::redact
