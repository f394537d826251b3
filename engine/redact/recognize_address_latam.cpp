// Street forms of Latin America and the Portuguese-speaking world that carry no street word
// the address scanner knows after a name, or whose name is a number:
//   "Urb. Los Cedros Mz. B Lt. 14", "Asoc. Villa Los Ángeles Mz. F Lt. 9"   ADDRESS (block and lot, Peru)
//   "Calle 14 No. 27-30", "Carrera 7 # 45-12", "Rua 14, Casa n.º 27"       ADDRESS (numbered street and house)
//   "Estrada de Catete, km 14"                                             ADDRESS (a road by its kilometre)
// The block-and-lot pair (manzana, lote) and the kilometre post are what make these addresses: no
// other text writes "Mz. B Lt. 14", and a numbered street is taken only with its house after it.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <string_view>
#include <vector>

#include "address_units.h"
#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// The words that may open or join a settlement's name before its block: "Urb.", "Asoc.", "AA.HH.",
// "Villa", "de", "Los".
bool settlement_word(const Token& t) {
    static const WordSet kJoin = {"de", "del", "la", "las", "los", "el", "y"};
    return t.capitalised || t.all_caps || kJoin.count(t.text) != 0;
}

void blocks_and_lots(const ScanInput& in, Spans& out) {
    static const Regex block(R"((?:Mz|MZ|Mza|MZA)\.?[ ]?[A-Z0-9]{1,3}[ ]?,?[ ](?:Lt|LT|Lote|LOTE)\.?[ ]?\d{1,3}[A-Z]?(?![\w]))", StartBytes{"M"});
    const auto& toks = in.tokens;
    block.for_each_at(in.text, in.word_index.starts_of({"mz", "mza"}), [&](const Match& m) {
        // Back over the settlement's name on the same line: capitalised words, their joining words and
        // the abbreviation of its kind, one blank (or the kind's dot and a blank) between each.
        size_t k = first_token_at(toks, m.start());
        size_t start = m.start();
        while (k > 0) {
            const Token& t = toks[k - 1];
            const std::string_view gap = in.text.substr(t.end, start - t.end);
            if (!(gap == " " || gap == ". ") || !settlement_word(t) || (t.lex & kLexStop && !t.capitalised)) break;
            start = t.start;
            --k;
        }
        // A joining word does not open the name ("en Urb." keeps out "en"; "de" alone neither).
        while (start < m.start() && k < toks.size() && !toks[k].capitalised && !toks[k].all_caps) {
            ++k;
            start = k < toks.size() ? toks[k].start : m.start();
        }
        add_span(out, std::min(start, m.start()), m.end(), "ADDRESS", "address.block_lot", 0.9);
        return true;
    });
}

void numbered_streets(const ScanInput& in, Spans& out) {
    // The street word, its number (perhaps a letter, "Bis" or a direction), then the house: "No. 27-30",
    // "# 45-12", ", Casa n.º 27", ", Lote 3".
    static const Regex street(
        // (Colombia abbreviates its street words, with or without a dot: "Cra 38 # 72-15", "Cll. 45", "Dg 12".)
        R"((?<![\p{L}])(?:Rua|RUA|Calle|CALLE|Carrera|Cra\.?|Cr\.|Cll\.?|Kra\.?|Dg\.?|Tv\.?|Avenida|Av\.|Travessa|Transversal|Diagonal|Estrada)[ ])"
        R"(\d{1,3}[A-Z]?(?:[ ](?:Bis|Sur|Norte|Este|Oeste))?)"
        // (Venezuela names a house by its corner, the crossing street after "con": "Calle 5 con Av. 31, casa 31-18".)
        R"((?:[ ]con[ ](?:Av\.|Avenida|Calle|Carrera|Cra\.)[ ]\d{1,3}[A-Z]?)?)"
        // (A Colombian house's number may carry the quadrant too: "Carrera 43A # 1 Sur-150".)
        R"((?:[ ](?:No\.?|N[º°o]\.?|n\.[º°]|#)[ ]?\d{1,4}[A-Z]?(?:[ ](?:Sur|Norte|Este|Oeste|Bis))?(?:[ ]?-[ ]?\d{1,4}[A-Z]?)?)"
        R"(|,[ ](?:Casa|CASA|casa|Lote|Quadra|Qd\.|Apto\.?|Dpto\.?)[ ](?:n\.?[º°o]\.?[ ]?|No\.?[ ])?\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?)?))" + std::string(kAddressUnit),
        StartBytes{"RCADTEK"});
    street.for_each_at(in.text, in.word_index.starts_of({"rua", "calle", "carrera", "cra", "cr", "cll", "kra", "dg", "tv", "avenida", "av",
                                                         "travessa", "transversal", "diagonal", "estrada"}),
                       [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.numbered_street", 0.88);
        return true;
    });
    // A road and its kilometre post: "Estrada de Catete, km 14", "Carretera Central km 12.5", "ruta PY08 km 4"
    // (a road by its number, the word in lower case).
    static const Regex road_km(
        R"((?<![\p{L}])(?:Estrada|Rodovia|Carretera|Autopista|Ruta|Rota|estrada|rodovia|carretera|ruta|rota)[ ])"
        R"((?:(?:d[eoa][ ]|del[ ])?\p{Lu}[\p{L}'’]+(?:[ ]\p{Lu}[\p{L}'’]+)?|[A-Z]{0,3}-?\d{1,4}[A-Z]?)"
        // (or by its network and number: "Ruta Provincial 7, km 14", "Ruta Nacional N° 3 km 1440")
        R"(|(?:Provincial|Nacional|Estadual|Federal|Estatal|Departamental|provincial|nacional)[ ](?:N[º°o]\.?[ ]?)?\d{1,4}[A-Z]?))"
        R"(,?[ ](?:km|Km|KM)\.?[ ]?\d{1,4}(?:[.,]\d{1,3})?(?![\w]))",
        StartBytes{"ERCAercat"});
    road_km.for_each_at(in.text, in.word_index.starts_of({"estrada", "rodovia", "carretera", "autopista", "ruta", "rota"}), [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.road_km", 0.88);
        return true;
    });
}

// Venezuela's and Colombia's addresses by an avenue's name and a building, then floor and office
// ("Av. Bella Vista, Edif. Camelot, piso 4, of. 4-B", "Calle Real de Sabana Grande, Torre Capriles, piso 7"):
// the building stands for the house number.
void building_addresses(const ScanInput& in, Spans& out) {
    static const Regex building(
        R"((?<![\p{L}])(?:Av\.|Avda\.|Avenida|Calle|Carrera|Urb\.|Urbanización)[ ]\p{Lu}[\p{L}'’]+)"
        R"((?:[ ](?:(?:de|del|la|las|los|el)[ ])?\p{Lu}[\p{L}'’]+){0,3},[ ])"
        R"((?:Edif\.|Edificio|Torre|Residencias|Res\.|Quinta|Qta\.|C\.C\.|Centro[ ]Comercial)[ ]\p{Lu}[\p{L}'’]+)"
        R"((?:[ ]\p{Lu}[\p{L}'’]+){0,2})" + std::string(kAddressUnit),
        StartBytes{"ACU"});
    building.for_each_at(in.text, in.word_index.starts_of({"av", "avda", "avenida", "calle", "carrera", "urb", "urbanización"}),
                         [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.building", 0.86);
        return true;
    });
}

// The starts of the `count` words before `pos` (and the word ending at `pos` too, with `with_own`), added to
// `starts`: where a pattern that ends at a mark found by a plain search can begin.
void add_starts_before(const ScanInput& in, size_t pos, size_t count, bool with_own, std::vector<size_t>& starts) {
    const auto it = std::lower_bound(in.tokens.begin(), in.tokens.end(), pos, [](const Token& t, size_t at) { return t.end < at; });
    for (auto k = it + (with_own && it != in.tokens.end() ? 1 : 0); k != in.tokens.begin() && it - k < static_cast<std::ptrdiff_t>(count);)
        starts.push_back((--k)->start);
}

void sort_unique(std::vector<size_t>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

// Panama's and Central America's street and house in lower case, after the neighbourhood perhaps: "Urb. Samaria, calle
// 8, casa 112", "Samaria calle 8 casa 112" (the house's word makes the lower-case street one).
void streets_with_houses(const ScanInput& in, Spans& out) {
    static const Regex street_house(
        R"((?<![\p{L}])(?:(?:(?:Urb\.|Urbanización|Barriada|Residencial)[ ])?\p{Lu}[\p{L}'’]+(?:[ ]\p{Lu}[\p{L}'’]+)?,?[ ])?)"
        R"((?:calle|avenida)[ ]\d{1,3}[A-Z]?,?[ ](?:casa|Casa)[ ](?:[Nn]o\.?[ ])?\d{1,4}[A-Z]?(?![\w]))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3" "ca"});
    std::vector<size_t> house_starts;
    for (const size_t at : in.word_index.starts_of({"calle", "avenida"})) add_starts_before(in, at, 4, true, house_starts);
    sort_unique(house_starts);
    size_t last_end = 0;
    street_house.for_each_at(in.text, house_starts, [&](const Match& m) {
        if (m.start() < last_end) return true;
        last_end = m.end();
        add_span(out, m.start(), m.end(), "ADDRESS", "address.numbered_street", 0.86);
        return true;
    });
}

// A Brazilian town with its state's letters after a slash or a dash ("Sinimbu/RS", "Santa Maria de Jetibá - ES"),
// as Brazil writes a town in an address; the state itself is no location the guide marks. (Not an acronym before
// its state, "OAB/PE", a lawyer's bar.)
void towns_with_state(const ScanInput& in, Spans& out) {
    static const Regex town(
        R"((?<![\w/-])(\p{Lu}\p{Ll}[\p{L}'’]*(?:[ ](?:de|do|da|dos|das)?[ ]?\p{Lu}\p{Ll}[\p{L}'’]*){0,3})(?:/|[ ][-–][ ])(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?![\w/]))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3"});
    std::vector<size_t> starts;
    for (size_t p = in.text.find('/'); p != std::string_view::npos; p = in.text.find('/', p + 1)) {
        if (p + 3 > in.text.size() || !std::isupper(static_cast<unsigned char>(in.text[p + 1])) || !std::isupper(static_cast<unsigned char>(in.text[p + 2])))
            continue;
        add_starts_before(in, p, 5, true, starts);
    }
    for (size_t p = in.text.find(" - "); p != std::string_view::npos; p = in.text.find(" - ", p + 1)) {
        if (p + 5 > in.text.size() || !std::isupper(static_cast<unsigned char>(in.text[p + 3])) || !std::isupper(static_cast<unsigned char>(in.text[p + 4])))
            continue;
        add_starts_before(in, p, 5, true, starts);
    }
    sort_unique(starts);
    town.for_each_at(in.text, starts, [&](const Match& m) {
        const std::string_view w = m.text(1);
        if (!(in.lex.flags(w) & (kLexCommon | kLexStop | kLexMonth | kLexOrgKeyword)) || (in.lex.flags(w) & kLexCity))
            add_span(out, m.start(1), m.end(1), "LOCATION", "address.town_with_state", 0.86);
        return true;
    });
}

// Nicaragua's and Costa Rica's addresses by a landmark, then blocks, yards or metres towards a direction ("de la iglesia
// morava 2 cuadras al mar", "del Banpro 1 c. al norte", "de donde fue el cine 3 c. arriba", "De la plaza de deportes
// 200 sur y 75 este, casa verde portón negro"): no street has a name there, and the house is told by its look.
void landmark_addresses(const ScanInput& in, Spans& out) {
    static const std::string leg =
        R"(\d{1,3}(?:[ ](?:cuadras?|c\.|vrs\.|varas|metros|mts\.?|m))?[ ](?:al[ ])?(?:norte|sur|este|oeste|lago|mar)|)"
        R"(\d{1,3}[ ](?:cuadras?|c\.|vrs\.|varas)[ ](?:arriba|abajo))";
    static const Regex landmark(
        R"((?<![\w])(?:de|del|De|Del)[ ](?:(?:la|el|los|las|donde[ ]fue[ ]el|donde[ ]fue[ ]la)[ ])?[\p{L}'’.]+(?:[ ][\p{L}'’.]+){0,4}?)"
        R"([ ](?:)" + leg + R"()(?:(?:,|[ ]y)[ ](?:)" + leg + R"())?(?![\w]))"
        // (The house after its directions: "casa verde portón negro", "edificio blanco".)
        R"((?:,[ ](?:casa|portón|porton|edificio|apartamento|local|bodega)(?:[ ][\p{Ll}\d]+){1,5})?)",
        StartBytes{"dD"});
    std::vector<size_t> starts;
    // (A bare direction only after a number or its unit, "200 sur", "75 metros este": French "sur" is everywhere.)
    const auto after_distance = [&](size_t p) {
        if (std::isdigit(static_cast<unsigned char>(in.text[p - 1]))) return true;
        const size_t word = in.text.rfind(' ', p - 1);
        if (word == std::string_view::npos) return false;
        const std::string_view unit = in.text.substr(word + 1, p - word - 1);
        return unit == "metros" || unit == "mts" || unit == "mts." || unit == "m";
    };
    for (std::string_view cue : {" al ", " arriba", " sur", " norte", " este", " oeste"})
        for (size_t p = in.text.find(cue); p != std::string_view::npos; p = in.text.find(cue, p + 1))
            if (p >= 8 && (cue == " al " || cue == " arriba" || after_distance(p))) add_starts_before(in, p, 10, false, starts);
    sort_unique(starts);
    size_t last_end = 0;
    landmark.for_each_at(in.text, starts, [&](const Match& m) {
        if (m.start() < last_end) return true;
        add_span(out, m.start(), m.end(), "ADDRESS", "address.landmark_blocks", 0.86);
        last_end = m.end();
        return true;
    });
}

// A Brazilian town closing an address before its postal code's word: "bairro Salgado, Caruaru, CEP 55018-460",
// "Caruaru - PE, CEP 55000-000" (the state's letters are found above).
void towns_before_cep(const ScanInput& in, Spans& out) {
    static const Regex town(R"((?<![\w/-])(\p{Lu}\p{Ll}[\p{L}'’]*(?:[ ](?:de|do|da|dos|das)?[ ]?\p{Lu}\p{Ll}[\p{L}'’]*){0,3}))"
                            R"((?:[ ][-–][ ][A-Z]{2})?,?[ ]CEP:?[ ]?\d{5}-?\d{3}(?!\d))",
                            StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3"});
    std::vector<size_t> starts;
    for (const size_t at : in.word_index.starts_of({"cep"}))
        if (at >= 2) add_starts_before(in, at, 5, false, starts);
    sort_unique(starts);
    size_t last_end = 0;
    town.for_each_at(in.text, starts, [&](const Match& m) {
        if (m.start() < last_end) return true;
        last_end = m.end();
        const std::string_view w = m.text(1);
        if ((in.lex.flags(w) & kLexCity) || !(in.lex.flags(w) & (kLexCommon | kLexStop | kLexMonth | kLexOrgKeyword | kLexStreetBefore)))
            add_span(out, m.start(1), m.end(1), "LOCATION", "address.town_before_cep", 0.86);
        return true;
    });
}

// Argentina writes a street by its name alone, then the number; a floor or a flat after it says it is one
// ("Pinto 640, piso 2", "Sarmiento 1234, dpto. 3"). Tried only before such a unit word.
void bare_streets_with_units(const ScanInput& in, Spans& out) {
    static const Regex bare(
        R"((?<![\p{L}\d.])\p{Lu}[\p{L}'’.]+(?:[ ](?:de[ ]|del[ ])?\p{Lu}[\p{L}'’.]+){0,2}[ ]\d{1,5})"
        R"((?=,[ ](?:piso|Piso|dpto\.?|Dpto\.?|depto\.?|Depto\.?|departamento|of\.|oficina)[ ]?\d))" + std::string(kAddressUnit),
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3"});
    std::vector<size_t> starts;
    for (const size_t at : in.word_index.starts_of({"piso", "dpto", "depto", "departamento", "of", "oficina"}))
        if (at >= 2 && in.text.compare(at - 2, 2, ", ") == 0) add_starts_before(in, at - 2, 5, false, starts);
    sort_unique(starts);
    bare.for_each_at(in.text, starts, [&](const Match& m) {
        const std::string_view first = in.text.substr(m.start(), in.text.find(' ', m.start()) - m.start());
        if (in.lex.flags(first) & (kLexVocab | kLexStop | kLexMonth | kLexOrgKeyword | kLexRegion)) return true;
        add_span(out, m.start(), m.end(), "ADDRESS", "address.bare_street_unit", 0.84);
        return true;
    });
}

}  // namespace

void find_latin_american_streets(const ScanInput& in, Spans& out) {
    landmark_addresses(in, out);
    blocks_and_lots(in, out);
    numbered_streets(in, out);
    streets_with_houses(in, out);
    building_addresses(in, out);
    bare_streets_with_units(in, out);
    towns_with_state(in, out);
    towns_before_cep(in, out);
}

}  // namespace synsema::redact
