// The units written after a street's number, shared by the street patterns of
// recognize_address.cpp and recognize_address_europe.cpp: a regex fragment that
// matches zero or more of them.
#pragma once

namespace synsema::redact {

// Units after a street, any case: "Apt 3B", "2nd floor", "Hinterhaus 3. OG", "bâtiment B", "4th Block".
inline constexpr const char* kAddressUnit =
    "(?:[ \\t]?,?[ \\t]*(?i:(?:suite|ste\\.?|apto\\.?|apt\\.?|apartment|unit|room|rm\\.?|floor|fl\\.?|bldg\\.?|building|lot|"
    "space|box|flat|#|hinterhaus|vorderhaus|seitenflügel|gartenhaus|aufgang|whg\\.?|wohnung|app\\.?|bâtiment|bât\\.?|"
    "batiment|escalier|esc\\.?|appartement|appt\\.?|étage|etage|piso|puerta|andar|bloco|block|wing|bte\\.?|boîte|boite|"
    "lgh\\.?|dto\\.?|depto\\.?|of\\.|int\\.?|interior|m\\.|lok\\.|ap\\.|bl\\.|sc\\.|et\\.|byt|daire|stan|"
    // Portuguese, Finnish, Hungarian and Romanian: "apto 1802", "sala 705", "casa B", "as. 4", "em. 7.", "nr. 12".
    "sala|casa|loja|lote|cj\\.?|as\\.|asunto|em\\.|emelet|ajtó|nr\\.)[ \\t]*#?[ \\t]*"
    "[A-Za-z0-9-]{1,6}\\.?(?:[ \\t]*(?:OG|EG|DG|UG|Etage|Stock|links|rechts))?(?![\\w])|"
    "\\d{1,3}(?:st|nd|rd|th|\\.|\\.?º|\\.?ª)[ \\t]+(?i:floor|fl\\.?|OG|Etage|Stock|étage|block|cross|main|stage|phase|sector|"
    // Danish, Norwegian and Portuguese floors and sides: "1. sal", "2. th.", "3. etg.", "1.º Dto.", "3.º Esq.".
    "sal|th\\.?|tv\\.?|mf\\.?|etg\\.?|etasje|esq\\.?|dto\\.?|dt\\.?|andar|piso|krs\\.?|kerros|em\\.)(?![\\w])\\.?|"
    // A Hungarian floor in Roman numerals ("II. em."), a Catalan or Spanish floor and door ("3r 2a", "2º 1ª").
    "[IVX]{1,4}\\.[ \\t]*em\\.|\\d{1,2}(?:r|n|t|º|o)[ \\t]+\\d{1,2}(?:a|ª|º)(?![\\w])|"
    // A Finnish staircase and flat after the house number: "12 B 34", "14 A,".
    "[A-H][ \\t]\\d{1,3}(?![\\w])|[A-H](?=,)|"
    // A Norwegian flat's number: "H0302" (floor letter, floor, flat).
    "[HULK]\\d{4}(?![\\w])))*";

}  // namespace synsema::redact
