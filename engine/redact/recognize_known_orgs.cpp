// Health insurers, pharmacy chains and banks by name: the payers, pharmacies and banks a record names as
// the person's own (the annotation guide marks them ORGANIZATION). Their names carry no institution
// word ("Humana", "CVS", "Blue Cross VT"), so the organisation patterns cannot see them. The list is
// a closed class of the kind, written by hand (no open data set of payers and pharmacy chains ships
// in Debian): national plans and chains of the US, Canada, the UK, Ireland, Australia and New
// Zealand, the Blue Cross and Blue Shield plans with their state, and banks of the other continents.
#include <cctype>
#include <string>
#include <unordered_map>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_known_organisations(const ScanInput& in, Spans& out) {
    // The Blues: "Blue Cross VT", "Blue Cross Blue Shield of Texas", "BCBS-MS", "Anthem Blue Cross".
    static const Regex blues(
        R"((?<![\w-])(?:Anthem[ ])?(?:Blue[ ]Cross(?:[ ](?:and[ ]|&[ ])?Blue[ ]Shield)?|Blue[ ]Shield|BCBS)(?:(?:[ ]of[ ](?:[A-Z][a-z]+[ ]){0,2}[A-Z][a-z]+)|[ -][A-Z]{2}(?![\w]))?(?![\w]))",
        StartBytes{"ABab"});
    std::vector<size_t> blue_words;
    for (const Token& t : in.tokens)
        if (t.text.substr(0, 4) == "Blue" || t.text.substr(0, 4) == "BCBS" || t.text.substr(0, 6) == "Anthem") blue_words.push_back(t.start);
    blues.for_each_at(in.text, blue_words, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.health_plan", 0.88);
        return true;
    });
    // Single names, as written (case matters: "cigna" in a chat is rare, "Boots" the shoes are not).
    static const std::string_view kNames[] = {
        "Aetna", "Cigna", "Humana", "UnitedHealthcare", "UHC", "Molina", "Ambetter", "WellCare", "Highmark", "Kaiser Permanente",
        "Tricare", "TRICARE", "Medibank", "Bupa", "BUPA", "Manulife", "Walgreens", "CVS", "Rite Aid", "Shoppers Drug Mart",
        "Jean Coutu", "Chemist Warehouse", "LloydsPharmacy", "Superdrug", "Express Scripts", "OptumRx", "Caremark",
        // Insurers and banks whose names are words of the language ("Standard Bank", "Old Mutual") or bare
        // initials ("SBI", "AIB"), as the records of South Africa, Kenya, India, Ireland and the US name them
        // for a person's account or policy.
        "Medical Mutual", "Old Mutual", "Sanlam", "Discovery Health", "Standard Bank", "Nedbank", "Absa", "Capitec",
        "FNB", "Equity Bank", "Co-operative Bank", "SBI", "HDFC Bank", "ICICI Bank", "Axis Bank", "Kotak Mahindra",
        "AIB", "Bank of Ireland", "Permanent TSB", "Ulster Bank", "Irish Life", "Laya Healthcare", "Vhi",
        // Banks of continental Europe, Africa and Latin America that a statement or a chat names bare ("la carte
        // Belfius", "Seguro é da Banrisul", "TN59 … (BIAT, agence Monastir)"); not those that are a town's name too
        // (Santander).
        "Belfius", "KBC", "BNP Paribas", "Société Générale", "Crédit Agricole", "Crédit Mutuel", "Crèdit Andorrà", "Andbank",
        "Rabobank", "ABN AMRO", "CaixaBank", "Bankinter", "Intesa Sanpaolo", "UniCredit", "Commerzbank", "Raiffeisen",
        "Erste Bank", "PKO BP", "Pekao", "Revolut", "Ecobank", "Orabank", "BIAT", "Attijariwafa", "Coris Bank",
        "Banesco", "Banrisul", "Bradesco", "Itaú", "Bancolombia", "Davivienda", "Banorte", "Banamex", "Interbank",
        // Spain's and Portugal's savings banks as a chat calls them ("la de Caixa", "é da Caixa"), Italy's Intesa, the
        // insurer of Singapore and Malaysia.
        "Caixa", "Intesa", "Great Eastern",
        // France's university and regional hospitals and Germany's university clinic, named by their kind alone ("au
        // CHU, à Salengro", "vom Uniklinikum").
        "CHU", "CHRU", "AP-HP", "Uniklinikum", "Universitätsklinikum"};
    // By the name's first word: one lookup per capitalised token.
    static const std::unordered_map<std::string_view, std::vector<std::string_view>> by_first = [] {
        std::unordered_map<std::string_view, std::vector<std::string_view>> m;
        for (std::string_view name : kNames) m[name.substr(0, name.find(' '))].push_back(name);
        return m;
    }();
    for (size_t i = 0; i < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (!(t.capitalised || t.all_caps)) continue;
        const auto it = by_first.find(t.text);
        if (it == by_first.end()) continue;
        for (std::string_view name : it->second) {
            if (in.text.compare(t.start, name.size(), name) != 0) continue;
            const size_t end = t.start + name.size();
            if (end < in.text.size() && (std::isalnum(static_cast<unsigned char>(in.text[end])) || in.text[end] == '-')) continue;
            // "UHC Community Plan", "CVS Pharmacy": the words of the name after it belong to it.
            size_t stop = end;
            for (std::string_view tail : {" Community Plan", " Pharmacy", " Health", " Caremark", " Advantage", " Dual Complete"})
                if (in.text.compare(stop, tail.size(), tail) == 0) stop += tail.size();
            add_span(out, t.start, stop, "ORGANIZATION", "org.known_name", 0.86);
            break;
        }
    }
}

}  // namespace synsema::redact
