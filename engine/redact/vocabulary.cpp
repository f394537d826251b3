// Shared closed word lists: US states, months and weekdays, organisation
// keywords. These are language facts, not document-specific rules.
#include <array>
#include <functional>
#include <string>
#include <unordered_set>
#include <vector>

#include "calendar_words.h"
#include "institution_words.h"
#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

bool in_list(const WordSet& list, std::string_view w, bool fold_case = true) { return list.contains(w, fold_case); }

}  // namespace

static const WordSet& state_codes() {
    static const WordSet k = {
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
        "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND",
        "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
        "PR", "GU", "VI", "AS", "MP"};
    return k;
}

bool is_us_state_abbreviation(std::string_view s) { return in_list(state_codes(), s, false); }

static const WordSet& state_names() {
    static const WordSet k = {
        "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware",
        "florida", "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky",
        "louisiana", "maine", "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri",
        "montana", "nebraska", "nevada", "new hampshire", "new jersey", "new mexico", "new york",
        "north carolina", "north dakota", "ohio", "oklahoma", "oregon", "pennsylvania", "rhode island",
        "south carolina", "south dakota", "tennessee", "texas", "utah", "vermont", "virginia", "washington",
        "west virginia", "wisconsin", "wyoming", "puerto rico", "district of columbia", "guam", "american samoa",
        "northern mariana islands", "virgin islands"};
    return k;
}

bool is_us_state_name(std::string_view s) { return in_list(state_names(), s); }

// English months and weekdays: calendar_words.cpp's one list.
static const WordSet& month_words() {
    static const WordSet k(english_months_and_weekdays());
    return k;
}

bool is_month_or_weekday(std::string_view word) { return in_list(month_words(), word); }

// Makes of cars and trucks, as a vehicle's description names them ("2019 Ford F-150",
// "Toyota Sienna"). Makes that are also places, given names or words are left out
// (Lincoln, Dodge, Mercedes, Holden, Tata, Seat).
static const WordSet& vehicle_makes() {
    static const WordSet k = {
        "toyota", "honda", "ford", "chevrolet", "chevy", "nissan", "hyundai", "kia", "subaru", "mazda", "volkswagen",
        "vw", "bmw", "audi", "lexus", "jeep", "gmc", "buick", "cadillac", "chrysler", "tesla", "volvo",
        "mitsubishi", "acura", "infiniti", "porsche", "peugeot", "renault", "citroen", "citroën", "skoda", "škoda",
        "vauxhall", "opel", "fiat", "suzuki", "isuzu", "daihatsu", "proton", "perodua",
        "mahindra", "maruti", "geely", "byd", "hino", "freightliner", "peterbilt", "kenworth", "yamaha", "kawasaki",
        "ducati", "harley-davidson",
        // Motorbikes and three-wheelers of Africa and Asia ("a blue Bajaj Boxer 150"). (Bajaj is a surname too: a
        // run opening with it is the vehicle, as a surname alone seldom opens one.)
        "bajaj", "piaggio", "lifan", "haojue",
        // Aircraft, as a medevac's record names the plane before its registration ("Cessna 8R-GTK").
        "cessna", "beechcraft", "pilatus", "embraer", "bombardier", "eurocopter", "agusta", "sikorsky"};
    return k;
}

bool is_vehicle_make(std::string_view word) { return in_list(vehicle_makes(), word); }

static const WordSet& listed_org_words() {
    static const WordSet k = {
        "inc", "llc", "llp", "ltd", "corp", "corporation", "company", "co", "pllc", "plc", "gmbh", "hospital",
        "hospitals", "clinic", "clinics", "university", "college", "school", "academy", "bank", "union",
        "insurance", "foundation", "institute", "laboratories", "laboratory", "labs", "pharmacy", "associates",
        "partners", "group", "logistics", "services", "systems", "solutions", "technologies", "industries",
        "holdings", "enterprises", "firm", "agency", "center", "centre", "practice", "health", "healthcare",
        "plan", "mutual", "devices", "medical", "trust", "society", "church", "department", "polyclinic",
        "surgery", "infirmary", "hospice", "collective", "association", "chambers", "council", "authority",
        "ministry", "office", "bureau", "sarl", "gmbh", "bv", "nv", "ag", "sa", "spa", "pty", "lab", "rehab",
        "elementary", "specialists", "therapy", "collaborative", "ems", "dental", "endodontics", "orthodontics",
        "physiotherapy", "rehabilitation", "imaging", "radiology", "diagnostics", "kindergarten", "preschool", "daycare",
        "aid", "body", "shop", "motors", "benefits", "service", "system", "ministries", "therapies",
        "care", "chiropractic", "pediatrics", "paediatrics", "physicians", "orthopedics", "orthopaedics", "cardiology",
        "dermatology", "oncology", "escrow", "apartments", "apts", "living", "village", "solicitors", "accountants",
        "ppo", "hmo", "advantage", "supplement", "medicine", "psychology", "counseling", "counselling", "mediation",
        "dentistry", "evaluations", "couriers", "eap", "ambulance", "spine", "genomics", "genetics", "surgical",
        "neurology", "urology", "gastroenterology", "ophthalmology", "podiatry", "nephrology", "psychiatry", "wellness",
        "housing", "feed", "resort", "casino", "advocacia", "advogados", "abogados", "avocats", "advocaten",
        // A police, fire or Garda station is an office, never a person's name ("Nyali Police Station").
        "station"};
    return k;
}

// The organisation words: the list above and the last word of every institution tail
// (institution_words.h), lower-cased, so the recognizer's pattern and the Lexicon agree.
static const WordSet& org_words() {
    static const std::vector<std::string> tails = [] {
        std::vector<std::string> v;
        for (std::string_view tail : kInstitutionTails) {
            const size_t space = tail.rfind(' ');
            v.push_back(ascii_lower(space == std::string_view::npos ? tail : tail.substr(space + 1)));
        }
        return v;
    }();
    static const WordSet k = [] {
        std::vector<std::string_view> words(listed_org_words().begin(), listed_org_words().end());
        for (const std::string& t : tails)
            if (t != "home" && t != "homes") words.push_back(t);  // "Home" ends "Nursing Home" but alone is no organisation word
        return WordSet(words);
    }();
    return k;
}

bool is_org_keyword(std::string_view word) { return in_list(org_words(), word); }

}  // namespace synsema::redact

namespace synsema::redact {

static const WordSet& degree_words() {
    static const WordSet k = {
        "md", "do", "rn", "np", "pa", "phd", "pharmd", "esq", "dds", "dmd", "jd", "lpn", "cna", "facs", "mph",
        "msn", "bsn", "crnp", "aprn", "dnp", "mba", "cpa", "llm", "lcsw", "lmft", "lpc", "psyd", "dpt", "mpt",
        "otr", "ccc", "slp", "rd", "rph", "pa-c", "fnp", "dc", "od", "mbbs", "mbchb", "mrcgp", "mrcp", "frcs",
        "frcp", "frcpc", "facp", "facc", "dm", "dnb", "ms", "mch", "mmed", "bds", "qc", "kc", "sc", "ll.b", "llb", "ba",
        "bpharm", "mpharm",
        "bsc", "msc", "ascp", "emt", "paramedic", "bch", "mb", "frcpi", "mrcpi", "mich", "mrcsi", "frcsi", "mcrn", "cnm", "crna", "ccrn", "rrt", "mt", "mls", "ii", "iii", "jr",
        "sr"};
    return k;
}

bool is_degree(std::string_view word) { return in_list(degree_words(), word); }

static const WordSet& region_words() {
    static const WordSet k = {
        // Canadian provinces and territories, Australian states, UK nations.
        "ontario", "quebec", "québec", "alberta", "manitoba", "saskatchewan", "nova scotia", "new brunswick",
        "newfoundland", "labrador", "prince edward island", "yukon", "nunavut", "northwest territories",
        "british columbia", "new south wales", "victoria", "queensland", "tasmania", "western australia",
        "south australia", "northern territory", "australian capital territory", "england", "scotland", "wales",
        "northern ireland", "ireland",
        // New Zealand's regions that are no town's name ("Central Otago", "Taranaki").
        "otago", "southland", "waikato", "northland", "taranaki", "bay of plenty", "hawke's bay",
        // Indian states, German Länder (Berlin, Hamburg and Bremen are cities too: not listed).
        "karnataka", "maharashtra", "tamil nadu", "kerala", "telangana", "andhra pradesh", "gujarat", "rajasthan",
        "punjab", "haryana", "uttar pradesh", "west bengal", "bihar", "odisha", "goa", "assam", "madhya pradesh",
        "jharkhand", "chhattisgarh", "uttarakhand", "himachal pradesh", "bayern", "bavaria", "hessen", "sachsen",
        "niedersachsen", "nordrhein-westfalen", "baden-württemberg", "rheinland-pfalz", "schleswig-holstein",
        "thüringen", "brandenburg", "mecklenburg-vorpommern", "sachsen-anhalt", "saarland",
        // Countries.
        "united states", "usa", "u.s.", "america", "canada", "mexico", "united kingdom", "uk", "britain",
        "great britain", "france", "germany", "deutschland", "netherlands", "nederland", "holland", "belgium",
        "spain", "españa", "portugal", "italy", "italia", "switzerland", "austria", "poland", "greece", "turkey",
        "russia", "ukraine", "romania", "hungary", "czechia", "czech republic", "slovakia", "sweden", "norway",
        "denmark", "finland", "iceland", "india", "pakistan", "bangladesh", "sri lanka", "nepal", "china", "japan",
        "korea", "south korea", "vietnam", "viet nam", "thailand", "philippines", "indonesia", "malaysia",
        "singapore", "australia", "new zealand", "nigeria", "ghana", "kenya", "ethiopia", "egypt", "morocco",
        "algeria", "tunisia", "south africa", "brazil", "brasil", "argentina", "chile", "colombia", "peru",
        "venezuela", "cuba", "jamaica", "haiti", "dominican republic", "puerto rico", "iran", "iraq", "syria",
        "lebanon", "jordan", "israel", "saudi arabia", "yemen", "afghanistan", "somalia", "sudan", "eritrea",
        "uganda", "tanzania", "zimbabwe", "cameroon", "senegal", "sierra leone", "liberia", "congo", "angola",
        "mozambique", "el salvador", "guatemala", "honduras", "nicaragua", "ecuador", "bolivia", "uruguay",
        "paraguay", "croatia", "serbia", "bosnia", "albania", "bulgaria", "lithuania", "latvia", "estonia",
        "belarus", "moldova", "georgia", "armenia", "azerbaijan", "kazakhstan", "uzbekistan", "taiwan",
        "hong kong", "myanmar", "cambodia", "laos", "mongolia", "luxembourg", "malta", "cyprus", "scotland",
        // The Crown dependencies, which an address closes with as a country ("St Helier, Jersey JE2 3QA").
        "jersey", "guernsey", "isle of man",
        // Smaller countries and territories (ISO 3166-1, Debian's iso-codes) an address closes with.
        "aruba", "curaçao", "curacao", "bonaire", "sint eustatius", "sint maarten", "saint lucia", "st lucia",
        "barbados", "trinidad and tobago", "grenada", "dominica", "antigua", "antigua and barbuda", "bahamas",
        "belize", "guyana", "suriname", "bermuda", "anguilla", "montserrat", "cayman islands",
        "british virgin islands", "turks and caicos", "saint vincent and the grenadines", "saint kitts and nevis",
        "papua new guinea", "solomon islands", "fiji", "samoa", "tonga", "vanuatu", "kiribati", "tuvalu", "nauru",
        "palau", "micronesia", "marshall islands", "mauritius", "seychelles", "madagascar", "botswana", "namibia",
        "zambia", "malawi", "rwanda", "burundi", "mali", "niger", "benin", "togo", "gambia", "the gambia",
        "guinea", "libya", "oman", "qatar", "bahrain", "brunei", "bhutan", "maldives", "timor-leste",
        "kyrgyzstan", "tajikistan", "turkmenistan", "slovenia", "montenegro", "north macedonia", "kosovo",
        "liechtenstein", "andorra", "faroe islands", "greenland", "gibraltar", "new caledonia", "french polynesia",
        "cabo verde", "cape verde", "eswatini", "lesotho", "south sudan", "burkina faso", "mauritania",
        "san marino", "monaco", "vatican city", "holy see", "são tomé", "sao tome", "são tomé and príncipe", "sao tome and principe",
        "príncipe", "principe", "comoros", "union of the comoros", "wallis", "futuna", "wallis and futuna", "wallis et futuna",
        "saint-pierre-et-miquelon", "saint pierre and miquelon", "gabon", "equatorial guinea", "guinea-bissau",
        "central african republic", "côte d'ivoire", "cote d'ivoire", "ivory coast", "french guiana", "guyane",
        "martinique", "guadeloupe", "réunion", "mayotte", "tokelau", "niue", "cook islands", "norfolk island",
        "saint helena", "falkland islands", "palestine", "united arab emirates", "kuwait",
        // States and provinces whose name is no large town's (Mexico, Argentina, Venezuela, Brazil, Malaysia,
        // the Philippines, Micronesia, Tonga, Zambia): "Ajijic, Jalisco 45920", "Gaiman, Chubut".
        "jalisco", "sonora", "sinaloa", "coahuila", "nuevo león", "nuevo leon", "tamaulipas", "michoacán",
        "michoacan", "morelos", "chiapas", "tabasco", "quintana roo", "yucatán", "yucatan",
        "baja california", "baja california sur", "nayarit", "estado de méxico", "chubut", "río negro",
        "rio negro", "misiones", "entre ríos", "entre rios", "chaco", "tierra del fuego", "la pampa", "zulia",
        "anzoátegui", "anzoategui", "carabobo", "aragua", "táchira", "tachira", "nueva esparta", "goiás",
        "goias", "minas gerais", "pernambuco", "rio grande do sul", "bahia",
        "sarawak", "perak", "selangor", "johor", "kedah", "kelantan", "pahang", "terengganu",
        "batanes", "pampanga", "albay", "pohnpei", "chuuk", "kosrae", "tongatapu", "vava'u", "copperbelt",
        // The Philippines' provinces (not those that are given names or words too: Aurora, Isabela, Antique, Samar,
        // Rizal, Quezon, Kalinga, Abra; nor Cebu and Iloilo, cities too) and Guyana's counties ("Albion, Berbice").
        "agusan del norte", "agusan del sur", "aklan", "apayao", "basilan", "bataan", "batangas", "benguet", "biliran",
        "bohol", "bukidnon", "bulacan", "cagayan", "camarines norte", "camarines sur", "camiguin", "capiz", "catanduanes",
        "cavite", "cotabato", "davao de oro", "davao del norte", "davao del sur", "davao occidental",
        "davao oriental", "dinagat islands", "eastern samar", "guimaras", "ifugao", "ilocos norte", "ilocos sur",
        "la union", "laguna", "lanao del norte", "lanao del sur", "leyte", "maguindanao", "marinduque",
        "masbate", "misamis occidental", "misamis oriental", "mountain province", "negros occidental",
        "negros oriental", "northern samar", "nueva ecija", "nueva vizcaya", "occidental mindoro", "oriental mindoro",
        "palawan", "pangasinan", "quirino", "romblon", "sarangani", "siquijor", "sorsogon", "south cotabato",
        "southern leyte", "sultan kudarat", "sulu", "surigao del norte", "surigao del sur", "tarlac", "tawi-tawi",
        "zambales", "zamboanga del norte", "zamboanga del sur", "zamboanga sibugay", "berbice", "demerara",
        "essequibo"};
    return k;
}

bool is_region_name(std::string_view word) {
    static const WordSet k = {&region_words(), &state_names()};
    return in_list(k, word);
}

Language guess_language(std::string_view, const std::vector<Token>& tokens) {
    static const WordSet kEn = {"the", "and", "of", "to", "is", "was", "with", "for", "on", "he", "she", "you", "this", "that", "are"};
    static const WordSet kDe = {"der", "die", "das", "und", "ist", "mit", "von", "zu", "den", "nicht", "sie", "ihr", "wir", "dem", "ich", "zum", "bei"};
    static const WordSet kFr = {"le", "la", "les", "et", "est", "des", "du", "une", "pour", "dans", "avec", "je", "il", "au", "sur"};
    static const WordSet kNl = {"de", "het", "een", "en", "van", "niet", "dat", "voor", "met", "op", "zijn", "ik", "wij", "naar"};
    static const WordSet kEs = {"el", "los", "las", "y", "es", "que", "con", "por", "para", "una", "del", "se"};
    static const WordSet kPt = {"o", "os", "as", "e", "não", "que", "com", "por", "para", "uma", "do", "da", "em"};
    size_t counts[6] = {0, 0, 0, 0, 0, 0};
    const WordSet* sets[6] = {&kEn, &kDe, &kFr, &kNl, &kEs, &kPt};
    size_t seen = 0, foreign = 0;
    for (const Token& t : tokens) {
        // Another language's function word that English does not have ("også", "który", "että").
        if ((t.lex & kLexForeignFunction) && !(t.lex & (kLexCommon | kLexProper))) ++foreign;
        if (t.text.size() > 5) continue;
        std::string w = ascii_lower(t.text);
        for (int k = 0; k < 6; ++k) counts[k] += sets[k]->count(w);
        if (++seen > 3000) break;
    }
    int best = 0;
    for (int k = 1; k < 6; ++k)
        if (counts[k] > counts[best]) best = k;
    // Another language only when its words clearly outnumber English ones.
    if (best != 0 && counts[best] < counts[0] + 3) best = 0;
    // None of the six, but the function words of another clearly outnumber the guessed one's: a few
    // short words are shared ("da", "se", "do" are Croatian too, "u" is Dutch's "you").
    if (foreign > counts[best] + 3 && 2 * foreign > 3 * counts[best]) return Language::Other;
    return static_cast<Language>(best);
}

}  // namespace synsema::redact

namespace synsema::redact {

namespace {
// Closed word classes the name recognizer asks about for every token. They
// are language facts; the Lexicon copies them into its table as flags so a
// token's one lookup answers every question (add_closed_classes).
static const WordSet& honorific_words() {
    static const WordSet k = {"dr", "mr", "mrs", "ms", "miss", "mx", "prof", "professor",
        "judge", "justice", "hon", "rev", "sen", "rep", "gov", "officer", "det", "sgt", "capt", "lt", "mister",
        "madam", "dame", "sir", "nurse", "atty", "herr", "frau", "herrn", "monsieur", "madame", "mademoiselle",
        "mme", "mlle", "m", "docteur", "dhr", "mevr", "mevrouw", "heer", "sr", "sra", "srta", "señor", "señora",
        "senhor", "senhora", "dra", "signor", "signora", "signorina", "sig", "dott", "dottor", "dottore",
        "dottoressa", "avv", "egr", "gent", "bà", "ông", "chị", "cô",
        // Brazilian "dona"/"seu" (Spanish "doña", which the folded "dona" does not flag), Czech and Polish "pan"/"paní",
        // Romanian "dna"/"dl", police ranks.
        "dona", "doña", "seu", "pan", "paní", "pani", "pana", "panu", "dna", "dl", "dnul", "dnei", "doamna", "domnul",
        "cpl", "insp", "supt", "cst", "const",
        // Nigerian and Indian professional titles: "Barr. Ibiere Jack" (barrister), "Engr. Tunde Bello", "Adv. Meera Nair".
        "barr", "barrister", "engr", "adv",
        // A school's coach and a Malawian or Nigerian lawyer addressed by the title ("Coach Brandi Lindvall-Avery",
        // "Counsel Wezi Munthali").
        "coach", "counsel",
        // A nursing sister, as Ghana, Nigeria and Britain title a senior nurse ("under Sister Araba Dadzie").
        "sister",
        // The deceased's mark before a parent's name in South Asian paperwork ("S/o Late Hemanta Bordoloi").
        "late",
        // A village's traditional leader across southern Africa ("Village Headman Kalulu"); alone, his office.
        "headman"};
    return k;
}
// Titles that are also job words: a name must follow for them to count.
static const WordSet& weak_honorific_words() {
    static const WordSet k = {"nurse", "officer", "judge", "justice", "sir", "dame",
        "madam", "professor", "prof", "det", "sgt", "capt", "lt", "rev", "gov", "sen", "rep", "hon", "mister",
        "pan", "cpl", "insp", "supt", "const", "barr", "barrister", "engr", "adv", "coach", "counsel", "sister",
        "headman",
        // The deceased's mark before a parent's name in South Asian paperwork ("S/o Late Hemanta Bordoloi").
        "late"};
    return k;
}
// Words before a name that say who the person is ("his son Gregory",
// "interpreter Filipe Rocha", "partner, Kayleigh Brennan").
static const WordSet& relation_words() {
    static const WordSet k = {"son", "daughter", "wife", "husband", "mother", "father",
        "brother", "sister", "grandson", "granddaughter", "grandmother", "grandfather", "grandparent", "aunt",
        "uncle", "cousin", "nephew", "niece", "stepson", "stepdaughter", "stepmother", "stepfather", "partner",
        "spouse", "fiancé", "fiancée", "fiance", "fiancee", "boyfriend", "girlfriend", "friend", "neighbor",
        "neighbour", "roommate", "caregiver", "carer", "aide", "supervisor", "manager", "coworker", "co-worker",
        "colleague", "boss", "employer", "landlord", "landlady", "tenant", "interpreter", "translator",
        "counselor", "counsellor", "therapist", "caseworker", "guardian", "ex-husband", "ex-wife", "ex",
        "mom", "mum", "dad", "daddy", "mommy", "mummy", "granny", "grandma", "grandpa", "grandad", "sibling", "child", "baby", "twin", "paralegal", "assistant", "secretary",
        "nurse", "physician", "surgeon", "pharmacist", "doctor", "attorney", "lawyer", "solicitor", "witness",
        "client", "patient", "resident", "student", "teacher", "coach", "pastor", "priest", "officer", "deputy",
        "adjuster", "examiner", "dentist", "hygienist", "technician", "dietitian", "midwife", "doula", "sponsor",
        "deponent", "claimant", "applicant", "appellant", "appellee", "plaintiff", "defendant", "respondent",
        "petitioner", "employee", "worker", "beneficiary", "decedent", "testator", "executor", "executrix",
        "trustee", "guarantor", "borrower", "insured", "member", "victim", "suspect", "complainant", "caller",
        "driver", "passenger", "pedestrian", "minor", "infant", "toddler", "teen", "teenager", "stepchild",
        // kin in the plural before the first of their names ("her children Taliesin (aged 7) and Efa")
        "children", "kids", "sons", "daughters", "grandchildren", "grandsons", "granddaughters", "twins",
        "sohn", "tochter", "ehemann", "ehefrau", "mutter", "vater", "bruder", "schwester", "fils", "fille",
        "mari", "femme", "mère", "père", "frère", "sœur", "soeur", "zoon", "dochter", "moeder", "vader",
        "hijo", "hija", "esposa", "esposo", "madre", "padre", "filho", "filha", "mãe", "pai",
        // grandparents, aunts and uncles as a family's chat names them before the name ("el papá, Yoandy", "Tante Adja")
        "papá", "mamá", "abuela", "abuelo", "abuelita", "abuelito", "tío", "tía", "suegra", "suegro", "nieta", "nieto",
        "avó", "avô", "tante", "oncle", "mémé", "pépé", "nonna", "nonno", "zia", "zio", "oma", "opa", "mathe", "shosho",
        // (German, Scandinavian and Dutch uncles: "in Onkel Dietmar sogn", "oom Kees".)
        "onkel", "oom",
        // brothers and sisters, spouses, colleagues and carers in the other five languages
        "hermano", "hermana", "marido", "compañero", "compañera", "colega", "vecino", "vecina", "abogado", "abogada",
        "irmão", "irmã", "companheiro", "companheira", "vizinho", "vizinha", "advogado", "advogada",
        "époux", "épouse", "collègue", "voisin", "voisine", "avocat", "avocate", "conjoint", "conjointe",
        "ehegatte", "ehegattin", "kollege", "kollegin", "nachbar", "nachbarin", "anwalt", "anwältin", "betreuer", "betreuerin",
        // cousins, nephews and nieces, grandchildren, and nurses and doctors of the Romance languages
        // ("o mê primo Rúben Pacheco Raposo", "la enfermera Yuliana Cardona")
        "primo", "prima", "cousine", "cugino", "cugina", "sobrino", "sobrina", "sobrinho", "sobrinha", "neveu", "nièce",
        "neto", "neta", "tio", "tia", "enfermera", "enfermero", "enfermeira", "enfermeiro", "infirmière", "infirmier",
        "infermiera", "infermiere", "médico", "médica", "médecin",
        "dtr", "dau", "sis", "bro", "hubby",  // clinicians' and chats' short forms
        // Mum and dad, grandmothers and grandfathers as French, Welsh, Northern English and Dutch families say them
        // ("Bonsoir Maman", "Catrin Harries (mam)", "reading with Mamgu", "veur pap").
        "maman", "papa", "mam", "pap", "mamgu", "tadcu", "nain", "taid",
        // A father in Arabic, Berber, Swahili and Turkish chats, a mother in Kabyle, a husband and a wife in
        // Latvian ("Baba c'est …", "muns vīrs Aivars"). (Not French "mari", husband: also a given name.)
        "baba", "yemma", "vīrs", "sieva",
        // Mum and dad in the Nordic languages, German and Italian chats ("Pappa kan skjutsa dig", "Mutti, …").
        "pappa", "mamma", "morfar", "farfar", "mormor", "farmor", "mutti", "vati", "mami", "papi", "mammà", "pappà",
        // Minangkabau's elder sister and mother as a chat addresses them ("Baik Uni", "Uni dan mamak").
        "uni", "mamak",
        // Nurses' and carers' grades as a note writes them before the name ("Peds RN Ana Cantú"), and Dutch
        // police ranks ("hoofdagent I. Amania").
        "rn", "lpn", "rgn", "cna", "emt", "lcsw", "agent", "hoofdagent", "brigadier", "inspecteur", "verbalisant",
        "broer", "zus", "echtgenoot", "echtgenote", "collega", "buurman", "buurvrouw", "advocaat", "partnerin",
        // Turkmen kin words with their possessive (his/her son, daughter, wife, husband, mother, father).
        "ogly", "gyzy", "aýaly", "adamsy", "ejesi", "kakasy",
        // Italian kin and a family's carer, a Croatian neighbour ("la badante Oksana", "susjed Marinko Doričić").
        // (Not Italian "vicino", neighbour: also "near", before a town.)
        "badante", "marito", "moglie", "figlio", "figlia", "fratello", "sorella", "susjed", "susjeda",
        // Mum, dad and grandparents as Russian, Belarusian and Ukrainian families write them, a phone's contact
        // name too, and the vocative a message opens with ("Мам, ну ты как?", "Мамо", "Тату").
        "мама", "мам", "мамо", "мамочка", "мамачка", "мамуля", "матуля", "папа", "пап", "тата", "тато", "тату", "татка",
        "бабушка", "бабуля", "бабуся", "бабця", "дедушка", "дедуля", "дзядуля", "дідусь",
        // ... and as Bashkir and Tatar families do ("Әсәй", mum; "Атай", dad; grandparents).
        "әсәй", "әсәйем", "әсәкәй", "атай", "атайым", "әни", "әнием", "әти", "әтием", "өләсәй", "олатай", "әби", "бабай",
        // ... and as Finnish, Estonian and Hungarian families do ("Äiti", mum; "Isä", dad; grandparents).
        "äiti", "äiskä", "isä", "iskä", "isi", "mummo", "mummi", "vaari", "ukki", "pappa", "ema", "emme", "isa", "issi",
        "vanaema", "vanaisa", "anya", "anyu", "anyuka", "apu", "apuka", "nagymama", "nagypapa", "mama",
        // ... and Korean families (mum, dad, grandparents, elder sisters and brothers, aunts, uncle, a younger sibling).
        "엄마", "아빠", "어머니", "아버지", "할머니", "할아버지", "언니", "오빠", "누나", "형", "이모", "고모", "삼촌", "동생",
        // ... and Japanese ones, as a phone saves them (mum, dad, grandparents, elder sister and brother).
        "母ちゃん", "父ちゃん", "母さん", "父さん", "お母さん", "お父さん", "かあちゃん", "とうちゃん", "おかん", "おとん",
        "ばあちゃん", "じいちゃん", "おばあちゃん", "おじいちゃん", "姉ちゃん", "兄ちゃん", "お姉ちゃん", "お兄ちゃん", "ママ", "パパ",
        // (A LINE contact saved as the bare kin character: "母", mother; "父", father.)
        "母", "父", "祖母", "祖父", "息子", "娘",
        // ... and Chinese families, simplified and traditional (mum, dad, grandparents, siblings, husband and wife,
        // son and daughter, aunts and uncles), as a WeChat or QQ export names a contact.
        "妈妈", "妈", "媽媽", "媽", "老妈", "老媽", "爸爸", "爸", "老爸", "奶奶", "爷爷", "爺爺", "外婆", "外公", "姥姥",
        "姥爷", "姥爺", "阿嬷", "阿嬤", "阿公", "阿母", "阿爸", "姐姐", "哥哥", "弟弟", "妹妹", "老公", "老婆", "儿子", "兒子",
        "女儿", "女兒", "舅舅", "姑姑", "阿姨", "叔叔", "伯伯", "姆妈", "姆媽", "爹爹", "嗲嗲", "婆婆", "公公", "爹", "娘",
        // ... and Malay, Indonesian and Batak ones (mum, dad, grandparents), as a phone saves them.
        "mak", "emak", "abah", "ayah", "nenek", "atuk", "inang", "amang", "ompung", "mok", "ayoh",
        // ... and Urdu, Punjabi and Pothwari ones before "ji" ("Abbu ji", "Ammi ji": father and mother; "Zahoor
        // chacha", the uncle). (Not "nana", "dada": names too.)
        "abbu", "ammi", "abba", "ammee", "abbaji", "ammiji", "chacha", "chachi", "phupho", "phuppo", "khala", "khalu", "mamu",
        // ... and Thai ones (mum, dad, grandparents). (Not Vietnamese "mạ", "mẹ", "bố": folded, they are "ma", "me",
        // "bo", words of many languages.)
        "แม่", "พ่อ", "ยาย", "ปู่", "ย่า",
        // ... and Brazilian ones, Bahia's and the Northeast's too ("Mainha", mum; "Painho", dad; "Voinha", granny).
        "mainha", "painho", "voinha", "voinho", "mamãe", "papai", "vovó", "vovô",
        // ... and Romanian grandparents ("Bunica", "Mamaie"). (Not "tată", father: folded, it is "Tata", a firm; not
        // "Tati", dad: Tatiana's short name in Brazil.)
        "bunica", "bunicul", "bunicu", "mamaie", "tataie"};
    return k;
}
static const WordSet& greeting_words() {
    static const WordSet k = {"dear", "hi", "hello", "hey", "hiya", "morning", "evening",
        "afternoon", "geachte", "beste", "liebe", "lieber", "cher", "chère", "estimado",
        "estimada", "prezado", "prezada", "caro", "cara", "hallo", "bonjour", "hola", "ola", "olá",
        // Greetings and forms of address that open a letter or a message in other languages.
        "azul", "labdien", "sveiki", "sveika", "gerbiamas", "gerbiama", "gerbiamoji", "tere", "lugupeetud", "hei", "hej", "moi",
        "kære", "kæreste", "ahoj", "vážený", "vážená", "witam", "szanowny", "szanowna", "szanowni", "salut", "ciao",
        "buongiorno", "gentile", "egregio", "egregia", "halo", "kedves", "tisztelt", "stimate", "stimată", "dragă",
        "poštovani", "poštovana", "spoštovani", "spoštovana", "merhaba", "sayın", "здравейте", "здравствуйте",
        "уважаеми", "уважаема", "уважаемый", "уважаемая", "шановний", "шановна", "привіт", "добрий", "добрый",
        // The greetings of Africa's, the Gulf's and Asia's chats, in their usual Latin spellings (not Samoa's "Talofa
        // lava": its second word would be taken for the name greeted).
        "salamaleekum", "salamalekum", "assalamualaikum", "assalamu", "asalaam", "salaam", "salam", "jambo", "habari",
        "sawubona", "dumela", "molo", "sannu", "namaste", "mabuhay", "kumusta", "howzit", "bonsoir",
        // Afrikaans ("Môre Ms Hendricks"); Dutch and Flemish, Bavarian and Swiss German, Italian and Venetian.
        "môre", "goeiemôre", "goeiemiddag", "goeienaand", "goeiemorgen", "goedemorgen", "goedemiddag", "goedenavond",
        "servus", "grüezi", "grüess", "moin", "buonasera", "bonasera",
        // Welsh ("Helo Elin", "Shwmae Dafydd", "Annwyl Mr Jones").
        "helo", "shwmae", "annwyl",
        // Good morning and good day ("Guten Morgen Frau Schmitz", "Buenos días Marleni", "Bom dia Rita", "Bon
        // dia Amparo", "Buongiorno" has its own), in Rhineland German too ("Joode Morje"), and the greetings of
        // Lingala, Sundanese, Quechua, Haitian and Antillean Creole and Sardinian chats.
        "guten", "gute", "joode", "buenos", "buenas", "bom", "boa", "bon", "bona", "buon", "buona",
        "mbote", "sampurasun", "punten", "allillanchu", "bonjou", "bonswa", "salude",
        // Plautdietsch's good day and Jèrriais's hello ("Goondach Abram", "Bouônjour Tamsin"), Geordie's and
        // Romanesco's ("Howay, is this …", "Bongiorno, so' la fija").
        "goondach", "bouônjour", "bouonjour", "howay", "bongiorno",
        // Mallorquí's hello on the telephone and in a chat ("Al·lo Tomeu").
        "al·lo", "al.lo"};
    return k;
}
// Words of thanks before the name thanked ("Thank you Maria", "Merci Sandrine", "Gràtzias Graziè"): salutations
// too, but a name after them only capitalised ("Gràcies per …", "Merci pour …").
static const WordSet& thanks_words() {
    static const WordSet k = {"thanks", "thank", "gracias", "gràcies", "merci", "mèsi", "obrigado", "obrigada", "grazie",
                              "gràtzias", "danke", "takk", "tack", "kiitos", "dziękuję", "děkuji", "köszönöm", "mulțumesc",
                              "hvala", "asante", "yusulpayki", "nuhun",
                              // Hawaiian and Bajan thanks ("Mahalo Kehau!", "Tenks nuff").
                              "mahalo", "tenks"};
    return k;
}
// The salutations: the greetings and the words of thanks.
static const WordSet& salutation_words() {
    static const WordSet k = {&greeting_words(), &thanks_words()};
    return k;
}
// The second word of a greeting of two ("Bon dia", "Guten Morgen", "Buenos días"): the name is after it.
static const WordSet& greeting_second_words() {
    static const WordSet k = {"dia", "día", "días", "dias", "morgen", "tag", "abend", "morje", "tardes", "noches", "tarde",
                              "noite", "giorno", "pomeriggio", "sera", "matin", "soir", "jour", "vespre", "nit"};
    return k;
}
// Verbs that follow a person as subject ("Greg reports", "Seun fell").
static const WordSet& reporting_verbs() {
    static const WordSet k = {"said", "says", "reports", "reported", "states", "stated",
        "denies", "denied", "called", "asked", "told", "testified", "explained", "agreed", "wrote", "signed",
        "confirmed", "declined", "refused", "presented", "arrived", "returned", "understands", "understood",
        "complains", "complained", "notes", "noted", "admits", "admitted", "recalls", "recalled", "prefers",
        "lives", "works", "worked", "visited", "visits", "texted", "emailed", "replied", "answered", "fell",
        "was", "is", "has", "had", "will", "would", "does", "did", "wants", "needs", "thinks", "feels",
        "rang", "rings", "phoned", "phones", "messaged", "came", "comes", "went", "brought", "took"};
    return k;
}
// After a capitalised word, these make it an eponym ("Parkinson's disease").
static const WordSet& eponym_followers() {
    static const WordSet k = {"disease", "syndrome", "sign", "test", "criteria", "scale",
        "score", "classification", "procedure", "maneuver", "manoeuvre", "reflex", "fracture", "palsy",
        "phenomenon", "operation", "method", "technique", "law", "act", "rule", "index", "stain", "tube",
        "murmur", "lines", "line", "node", "nodes", "cells", "bodies", "body", "effect", "position", "incision",
        "catheter", "splint", "forceps", "stockings", "solution", "reaction", "formula", "equation", "stage", "grade"};
    return k;
}
// After a capitalised word, these make it a place ("Miami-Dade County").
static const WordSet& place_followers() {
    static const WordSet k = {"county", "parish", "borough", "district", "province", "state", "region", "township",
                              "valley", "city", "river", "lake", "island", "islands", "isle", "atoll", "bay",
                              // the Arab states' governorates ("Duhok Governorate", "Maysan Governorate")
                              "governorate",
                              // the parishes, municipalities, districts and counties of the Baltic, Hungarian
                              // and Nordic records, after the place's name in lower case ("Dricānu pagasts",
                              // "Harju maakond", "Kolarin kunta", "Norrbottens län")
                              "pagasts", "novads", "rajonas", "apskritis", "maakond", "vald", "megye", "kunta", "län", "fylke"};
    return k;
}
// Words that look capitalised but are never part of a name (with honorifics,
// months, states, organisation keywords and degrees).
static const WordSet& plain_stopwords() {
    static const WordSet k = {"md", "do", "rn", "np", "pa", "phd", "pharmd", "esq", "dds",
        "dmd", "jd", "lpn", "cna", "facs", "mph", "msn", "bsn", "crnp", "aprn", "dnp", "mba", "cpa", "llm", "st",
        "mt", "ft", "pt", "re", "fw", "fwd", "cc", "bcc", "attn", "tel", "ext", "apt", "ste", "rd", "ave", "blvd",
        "dept", "inc", "llc", "llp", "corp", "co", "ltd", "dob", "mrn", "jr", "sr", "ii", "iii", "iv", "mrs", "ms",
        "mr", "dr", "no", "vs", "am", "pm", "ok", "q", "a", "i", "the", "and", "of", "or", "to", "in", "on", "npi", "dea",
        // Function words that make a run of capitals a sentence ("YOUR HEARING WILL BE HELD BY TELEPHONE").
        "be", "been", "is", "are", "was", "were", "by", "at", "for", "with", "from",
        "ssn", "nhs", "uhid", "ppsn", "nino", "bsn", "mbi", "ein", "tin", "itin",
        // Bank and payment identifiers' names: "IBAN GB75 …" after a payee's name is no part of it.
        "iban", "bic", "swift", "bsb", "nuban",
        // Languages and nationalities: capitalised, and some are surnames too, but never a name here.
        "english", "french", "german", "dutch", "spanish", "portuguese", "italian", "greek", "polish", "russian",
        "chinese", "cantonese", "mandarin", "vietnamese", "korean", "japanese", "arabic", "hebrew", "persian",
        "farsi", "turkish", "hindi", "urdu", "punjabi", "tamil", "bengali", "somali", "swahili", "tagalog",
        "filipino", "irish", "scottish", "welsh", "british", "american", "canadian", "australian", "indian",
        "mexican", "nigerian", "ghanaian", "kannada", "telugu", "gujarati", "malayalam", "ukrainian", "romanian",
        "hungarian", "czech", "slovak", "serbian", "croatian", "albanian", "amharic", "yoruba", "igbo", "hausa",
        // Municipalities and public offices in other languages: "Aarhus Kommune", "Bergen kommune",
        // "Urząd Miasta", "Câmara Municipal", "Jobcenter Aarhus" are public bodies, never a person.
        "kommune", "kommun", "kunta", "gmina", "powiat", "urząd", "obec", "město", "mesto", "község",
        "önkormányzat", "comune", "municipio", "municipalidad", "ayuntamiento", "concello", "ajuntament",
        "câmara", "prefeitura", "jobcenter", "jobcentret", "sozialamt", "landkreis", "gemeente", "gemeinde",
        "primăria", "općina", "občina", "savivaldybė", "pašvaldība", "vald", "sykehus", "sygehus", "sjukhus",
        // Messaging apps and mobile networks a chat names as the way to reach someone ("Мој нов број за Вајбер",
        // "Her mobile is 7155 0418 (Digicel)"): brands, never a person.
        "whatsapp", "viber", "vajber", "вајбер", "вайбер", "telegram", "телеграм", "wechat", "skype", "imessage",
        "digicel", "safaricom", "airtel", "vodacom", "econet", "glo", "bmobile", "vodafone"};
    return k;
}

}  // namespace

bool is_honorific_word(std::string_view w) { return in_list(honorific_words(), w); }
bool is_weak_honorific(std::string_view w) { return in_list(weak_honorific_words(), w); }
bool is_relation_word(std::string_view w) { return in_list(relation_words(), w); }
bool is_salutation(std::string_view w) { return in_list(salutation_words(), w); }
bool is_thanks_word(std::string_view w) { return in_list(thanks_words(), w); }
bool is_greeting_second_word(std::string_view w) { return in_list(greeting_second_words(), w); }
bool is_reporting_verb(std::string_view w) { return in_list(reporting_verbs(), w); }
bool is_eponym_follower(std::string_view w) { return in_list(eponym_followers(), w); }
bool is_eponym_leader(std::string_view w) {
    static const WordSet k = {
        "doença", "doenca", "enfermedad", "maladie", "malattia", "morbus", "síndrome", "sindrome", "syndrome",
        "signo", "sinal", "signe", "segno", "prueba", "teste", "maniobra", "manobra", "manœuvre", "manoeuvre",
        "escala", "échelle", "echelle", "scala", "tumor", "tumeur", "fractura", "fratura", "reflejo", "reflexo",
        "réflexe", "reflexe", "tríada", "triada", "triade", "úlcera", "ulcera", "ulcère", "quiste", "cisto",
        "kyste", "choroba", "nemoc", "betegség", "boala", "bolest", "sairaus", "sjukdom", "sygdom", "sykdom"};
    return in_list(k, w);
}
bool is_place_follower(std::string_view w) { return in_list(place_followers(), w); }
bool is_name_stopword(std::string_view w) {
    static const WordSet k = {&plain_stopwords(), &honorific_words(), &month_words(), &state_names(), &org_words(),
                              &degree_words()};
    return in_list(k, w);
}

void add_closed_classes(const std::function<void(std::string_view, uint32_t)>& add) {
    for (auto w : honorific_words()) add(w, kLexHonorificWord | kLexStop);
    for (auto w : weak_honorific_words()) add(w, kLexWeakHonorific);
    for (auto w : relation_words()) add(w, kLexRelation);
    for (auto w : salutation_words()) add(w, kLexSalutation);
    for (auto w : reporting_verbs()) add(w, kLexReporting);
    for (auto w : eponym_followers()) add(w, kLexEponym);
    for (auto w : place_followers()) add(w, kLexPlaceFollow);
    for (auto w : plain_stopwords()) add(w, kLexStop);
    for (auto w : month_words()) add(w, kLexMonth | kLexStop);
    for (auto w : state_names()) add(w, kLexRegion | kLexStop);
    for (auto w : region_words()) add(w, kLexRegion);
    for (auto w : org_words()) add(w, kLexOrgKeyword | kLexStop);
    for (auto w : degree_words()) add(w, kLexDegree | kLexStop);
}

}  // namespace synsema::redact
