// The units written after a street's number, shared by the street patterns of
// recognize_address_streets.cpp and recognize_address_europe.cpp: a regex fragment that
// matches zero or more of them.
#pragma once

namespace synsema::redact {

// Units after a street, any case: "Apt 3B", "2nd floor", "Hinterhaus 3. OG", "bâtiment B", "4th Block".
inline constexpr const char* kAddressUnit =
    "(?:[ \\t]?(?:(?:,|،)[ \\t]*\\n?)?[ \\t]*(?i:(?:suite|ste\\.?|apto\\.?|apt\\.?|apartment|unit|room|rm\\.?|floor|fl\\.?|bldg\\.?|building|lot|"
    "space|box|flat|#|hinterhaus|vorderhaus|seitenflügel|gartenhaus|aufgang|whg\\.?|wohnung|app\\.?|bâtiment|bât\\.?|"
    "batiment|escalier|esc\\.?|appartement|appt\\.?|étage|etage|piso|puerta|andar|bloco|block|wing|bte\\.?|boîte|boite|"
    "lgh\\.?|dto\\.?|depto\\.?|of\\.|interior|int\\.?|m\\.|lok\\.|ap\\.|bl\\.|sc\\.|et\\.|byt|daire|stan|"
    // A Polish room ("pok. 8"); French-speaking Africa's villa, plot and block numbers ("villa 27", "parcelle 112",
    // "carré 1032").
    "pok\\.|villa(?=[ \\t]*\\d)|parcelle|carré|"
    // A Flemish letterbox, the Dutch for French "bte" ("Turnhoutsebaan 212 bus 3").
    "bus(?=[ \\t]*\\d)|"
    // A US trailer's space ("Trlr 4"), a quay's shed ("Shed 4"), a Turkish floor ("Kat: 3").
    "trlr\\.?|trailer|shed|kat|"
    // Portuguese, Finnish, Hungarian and Romanian: "apto 1802", "sala 705", "casa B", "as. 4", "em. 7.", "nr. 12".
    "sala|casa|loja|lote|cj\\.?|as\\.|asunto|em\\.|emelet|ajtó|nr\\.|"
    // Spanish offices and flats: "oficina 502", "dpto. 41", "departamento 3B".
    "oficina|dpto\\.?|departamento|"
    // Ukrainian and Russian flats, buildings and blocks: "кв. 52", "буд. 174", "корп. 2".
    "кв\\.|буд\\.|корп\\.|д\\.|"
    // South Slavic, Bulgarian and Russian entrances, floors and flats ("влез 2, кат 3, стан 7", "вх. Б,
    // ет. 4, ап. 12", "этаж 3, кв 5"), Albanian ones ("hyrja 2, kati 3, banesa 9").
    "влез|кат|стан|вх\\.|ет\\.|ап\\.|подъезд|этаж|квартира|кв|офис|оф\\.|hyrja|kati|banesa|"
    // Persian: plaque (the house's number), unit and floor ("، پلاک ۵، واحد ۳").
    // (The word ends there: "Flat 3" is no "fl" with "at" for its number, nor "Interior 3" "int" and "erior".)
    "پلاک|واحد|طبقه)(?:(?<=[.#])|(?![\\p{L}]))[ \\t]*:?[ \\t]*#?[ \\t]*"
    // (A block's or an entrance's letter may be Cyrillic: "вх. Б".)
    "(?:[A-Za-z0-9-]{1,6}|\\p{Lu})\\.?(?:[ \\t]*(?:OG|EG|DG|UG|Etage|Stock|links|rechts))?(?![\\w])|"
    // (French ordinals too: "2e étage", "1er étage".)
    "\\d{1,3}(?:st|nd|rd|th|er|e|ème|\\.|\\.?º|\\.?ª)[ \\t]+(?i:floor|fl\\.?|OG|Etage|Stock|étage|block|cross|main|stage|phase|sector|"
    // Danish, Norwegian and Portuguese floors and sides: "1. sal", "2. th.", "3. etg.", "1.º Dto.", "3.º Esq.".
    "sal|th\\.?|tv\\.?|mf\\.?|etg\\.?|etasje|esq\\.?|dto\\.?|dt\\.?|andar|piso|krs\\.?|kerros|em\\.)(?![\\w])\\.?|"
    // A Hungarian floor in Roman numerals ("II. em."), a Catalan or Spanish floor and door ("3r 2a", "2º 1ª").
    "[IVX]{1,4}\\.[ \\t]*em\\.|\\d{1,2}(?:r|n|t|º|o)[ \\t]+\\d{1,2}(?:a|ª|º)(?![\\w])|"
    // A Spanish floor and door ("2ºB", "3º B", "4.º izq."), and the ground floor or the attic with no number
    // ("bajo", Asturian "baxu", "ático").
    "\\d{1,2}\\.?º[ ]?(?:[A-Z]|(?i:izq|izda|dcha|dch|der|centro)\\.?)(?![\\w])|(?i:bajo|baxu|bajos|entresuelo|ático|atico)(?![\\w])|"
    // A Finnish staircase and flat after the house number: "12 B 34", "14 A,".
    "[A-H][ \\t]\\d{1,3}(?![\\w])|[A-H](?=,)|"
    // A Norwegian flat's number: "H0302" (floor letter, floor, flat).
    "[HULK]\\d{4}(?![\\w])))*";

// Units, lots and sections written before a street, each closed by a comma, or the unit's word right
// before a street that opens with its number: "Suite 3B, Eurotowers 4", "Shop 3, 9 Vaughan Terrace", "Section 54, Lot 12, Taurama
// Road", "Lot 7, Section 128, Hohola", "Section 23, Allotment 14, Okuk Highway", "Lot 12, Klondike Hwy" (the lot's number taken
// as the house's),
// "#204 - 1180 Columbia St W".
// Anchored at the street's start (the end of the text before it).
inline constexpr const char* kUnitsBefore =
    "(?:(?:(?i:lot|allotment|section|sec\\.|plot|block|blk\\.?|phase|erf|stand|suite|ste\\.?|unit|flat|shop|apt\\.?|apartment|level|"
    "floor|house)[ \\t]+[0-9A-Z][\\w./-]{0,5},[ \\t]*){0,3}(?:(?i:lot|allotment|section|plot|erf|stand|suite|unit|flat|apt\\.?)[ \\t]+|"
    // A Canadian suite before the house number: "#204 - 1180 Columbia St W", "#3-455 Main St".
    "#[0-9A-Z]{1,5}[ \\t]*-[ \\t]*)?)$";

}  // namespace synsema::redact
