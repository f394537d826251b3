// A bank named by its initials where an account is: "BSP account 1004 4728 193", "MCB, account No.
// 000447812093", "BOMI ATM card ending 0831", "Transfer ke BCA 4410555012", "dari rek BRI 0021-01-…",
// "akaun BIBD atas nama". People write their bank as its letters (a list of every country's banks
// would never be complete); the account word beside them says what the letters are. Not a code
// that labels the number itself ("BSB 062-905", "IBAN", "SWIFT") or a currency ("USD account").
// And the account written right after a bank's name, and a bank named "Bank" first beside its account.
#include <cctype>
#include <string>
#include <unordered_set>

#include "labels.h"
#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"
#include "validators.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

bool bank_initials(std::string_view acronym) {
    static const WordSet kNotBanks = {
        "ATM", "POS", "EFT", "ACH", "IBAN", "SWIFT", "BIC", "BSB", "PIN", "ID", "NO", "NR", "SORT", "ABA", "RTN", "IFSC",
        "MICR", "CVV", "OTP", "SMS", "USSD", "GL", "AP", "AR", "VAT", "TIN", "TAX", "PAYE", "NI", "HSA", "FSA", "IRA",
        "RRSP", "TFSA", "ISA", "KYC", "AML", "PDF", "NEW", "OLD", "MY", "HIS", "HER", "THE", "AND", "FOR", "TO", "IN", "AT"};
    return !kNotBanks.count(acronym) && !is_currency_code(acronym) && !is_public_number_label(acronym) &&
           classify_label(acronym).category[0] == '\0';
}

// The account number written right after the bank's name, no word between, as a chat gives where to pay: "BPD Bali
// 041.02.03.18273-6 a.n. …", "Bank Aceh Syariah 041 01 02 418273-6". The region a bank's initials are followed by is
// part of its name ("BPD Bali": Bali's regional development bank). Eight digits or more, in groups or not.
void accounts_after_banks(const ScanInput& in, Spans& out) {
    static const Regex region(R"([ ](\p{Lu}\p{Ll}+)(?=[ ]\d))");
    static const Regex number(R"([ ](\d{2,20}(?:[ .-]\d{1,12}){0,5})(?![\w]|[.,]\d))");
    const size_t n = out.size();
    for (size_t k = 0; k < n; ++k) {
        const Candidate c = out[k];
        if (std::string_view(c.category) != "ORGANIZATION") continue;
        const std::string_view rule = c.rule, name = in.text.substr(c.start, c.end - c.start);
        const bool initials = rule == "org.bank_initials";
        if (!initials && rule != "org.bank_word" && name.find("Bank") == std::string_view::npos && name.find("BANK") == std::string_view::npos)
            continue;
        size_t end = c.end;
        Match m;
        if (initials && region.match_at(in.text, end, &m) && (is_region_name(m.text(1)) || in.lex.is_city(fold_phrase(m.text(1))))) {
            add_span(out, c.start, m.end(1), "ORGANIZATION", "org.bank_initials", 0.82);
            end = m.end(1);
        }
        if (!number.match_at(in.text, end, &m) || digits_only(m.text(1)).size() < 8 || digits_only(m.text(1)).size() > 20) continue;
        add_span(out, m.start(1), m.end(1), "ACCOUNT", "account.after_bank", 0.84);
    }
    // "Bank" opening the name, which no other rule reads in a sentence of another language: "Bank Aceh Syariah 041 01
    // 02 418273-6".
    static const Regex bank_first(R"((?<![\w])(Bank(?:[ ]\p{Lu}\p{Ll}+){1,3})[ ](\d{2,20}(?:[ .-]\d{1,12}){0,5})(?![\w]|[.,]\d))",
                                  StartBytes{"B"});
    bank_first.for_each_at(in.text, in.word_index.starts_of({"bank"}), [&](const Match& m) {
        const size_t digits = digits_only(m.text(2)).size();
        if (digits < 8 || digits > 20) return true;
        add_span(out, m.start(1), m.end(1), "ORGANIZATION", "org.bank_first", 0.82);
        add_span(out, m.start(2), m.end(2), "ACCOUNT", "account.after_bank", 0.84);
        return true;
    });
    // ... or right after the account it holds: "savings account number 1001463378 at Bank South Pacific, Wabag Branch".
    static const Regex account_at_bank(R"((?i:account|a/c)[\s\S]{0,40}?\d{6,}[ ]+at[ ]+(Bank(?:[ ]\p{Lu}\p{Ll}+){1,3})(?![\w]))");
    for (const size_t bank : in.word_index.starts_of({"bank"})) {
        const size_t from = bank > 70 ? bank - 70 : 0;
        Match m;
        bool found = false;
        account_at_bank.for_each(in.text.substr(0, std::min(in.text.size(), bank + 60)), [&](const Match& a) {
            found = a.start(1) == bank;
            if (found) m = a;
            return !found;
        }, from);
        if (found) add_span(out, m.start(1), m.end(1), "ORGANIZATION", "org.bank_first", 0.82);
    }
}

}  // namespace

void find_bank_initials(const ScanInput& in, Spans& out) {
    // The initials, then the account's word: "BSP account", "MCB, account No.", "BOMI ATM card".
    static const Regex before_account(
        R"((?<![\w/-])([A-Z]{2,5}),?[ ](?:account|acct\.?|ATM[ ]card|debit[ ]card|savings[ ]account|current[ ]account|cheque[ ]account)(?![\w]))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    before_account.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (bank_initials(m.text(1))) add_span(out, m.start(1), m.end(1), "ORGANIZATION", "org.bank_initials", 0.82);
        return true;
    });
    // A transfer's or an account's word, then the initials: "Transfer ke BCA 4410555012", "rek BRI
    // 0021-01-…", "akaun BIBD", "account with HSBC". Looked for before each word in capitals.
    static const Regex account_word_before(
        R"((?i:(?<![\w])(?:rek\.?|rekening|akaun|transfer[ ]ke|account[ ](?:with|at)|acct[ ](?:with|at)|bank(?:ed)?[ ]with))[ ]$)");
    for (const Token& t : in.tokens) {
        if (!t.all_caps || t.text.size() < 2 || t.text.size() > 5 || t.start < 4 || !bank_initials(t.text)) continue;
        if (t.end < in.text.size() && (std::isalnum(static_cast<unsigned char>(in.text[t.end])) || in.text[t.end] == '/' || in.text[t.end] == '-'))
            continue;
        bool found = false;
        account_word_before.for_each(in.text.substr(0, t.start), [&](const Match&) {
            found = true;
            return false;
        }, t.start > 24 ? t.start - 24 : 0);
        if (found) add_span(out, t.start, t.end, "ORGANIZATION", "org.bank_initials", 0.82);
    }
    accounts_after_banks(in, out);
}

}  // namespace synsema::redact
