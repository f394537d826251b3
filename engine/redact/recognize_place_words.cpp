// Places named by their administrative word, in the languages whose records write one before or
// after every place: "г. Алматы", "мкр. Шанырак-2", "општина Карпош", "lagjja Dardania", "Mukim
// Berakas", "Barangay San Roque", "Bairro de Maxaquene", "Kecamatan Cilandak", "Distt. Hisar", "Suku Becora", "Алатауский район". The word says "place"
// where no gazetteer holds the name (a village, a micro-district, a ward). The word stays outside
// the span, as the annotation guide has it, except where it is part of the name ("Kampong Ayer"); and
// a place joined to the Nguni locative ("eMthatha"), which is one word with it.
#include <cctype>
#include <string_view>
#include <unordered_set>

#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact {

// (Not Hindi's and Bengali's village words "ग्राम", "गाँव", "গ্রাম": they are written before the village's
// name as often, "ग्राम रामपुर".)
bool is_indic_admin_word(std::string_view word) {
    static const WordSet k = {
        "ತಾಲ್ಲೂಕು", "ತಾಲೂಕು", "ಜಿಲ್ಲೆ", "ಗ್ರಾಮ", "ಹೋಬಳಿ", "జిల్లా", "మండలం", "గ్రామం", "மாவட்டம்", "வட்டம்",
        "கிராமம்", "জেলা", "উপজেলা", "থানা", "જિલ્લો", "જિલ્લા", "તાલુકો", "તાલુકા", "ગામ", "ਜ਼ਿਲ੍ਹਾ",
        "ਜ਼ਿਲ੍ਹੇ", "ਪਿੰਡ", "ਤਹਿਸੀਲ", "ജില്ല", "താലൂക്ക്", "ഗ്രാമം", "जिला", "ज़िला", "जिल्हा", "तहसील", "तालुका"};
    return k.count(word) != 0;
}

void find_places_by_admin_word(const ScanInput& in, Spans& out) {
    // The word, then one or two capitalised words (a hyphenated number may end the name: "Шанырак-2";
    // a quoted letter too: "Berakas 'A'"). Tried only at the words themselves (a scan of the whole
    // text with this alternation cost more than every other place rule together).
    static const Regex before(
        R"((?<![\p{L}\p{M}])(?:(?i:г\.|город|гр\.|град|с\.|село|пос\.|посёлок|пгт|мкр\.|микрорайон|мкр-н|аул|општина|община|)"
        R"(opština|opcina|općina|občina|lagjja|lagja|komuna|fshati|qyteti|mukim|daerah|kelurahan|kecamatan|kabupaten|)"
        // Indonesian regency, district and ward in short, village and hamlet, and West Sumatra's nagari
        // ("Kab. Agam", "Kec. Banuhampu", "Desa Sukamaju", "Nagari Sungai Pua").
        R"(kab\.|kec\.|kel\.|desa|dusun|nagari|)"
        R"(barangay|brgy\.|purok|sitio|woreda|kebele|tehsil|taluk|taluka|mandal|upazila|thana|tambon|amphoe|distt\.|)"
        // Timor-Leste's village, administrative post and municipality ("Suku Becora", "Munisípiu Dili").
        R"(suku|postu[ ]administrativu|munis[ií]piu|)"
        // Portuguese and Spanish towns, districts and neighbourhoods ("Cidade de Maputo", "Distrito
        // Municipal KaMaxaquene", "Bairro de Maxaquene 'A'", "Corregimiento San Antonio"; not a
        // province's, a region).
        R"(bairro(?:[ ]d[eoa])?|cidade[ ]d[eoa]|munic[ií]pio[ ]d[eoa]|distrito(?:[ ]municipal)?(?:[ ]d[eoa])?|)"
        R"(localidade[ ]d[eoa]|povoado[ ]d[eoa]|aldeia[ ]d[eoa]|barrio|corregimiento|vereda|parroquia|)"
        // A Mexican colonia or fraccionamiento, a town's neighbourhood ("col. Aguaruto", "Fracc. Las Quintas").
        R"(colonia|col\.|fracc\.|fraccionamiento|)"
        // Romanian and Moldovan municipality, sector and town ("mun. Chișinău", "sect. Botanica", "or. Ialoveni").
        R"(mun\.|sect\.|or\.))[ \t]+)"
        R"((\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}?[\p{L}\p{M}'’]+|-\d{1,3})*(?:[ ](?:\p{Lu}[\p{L}\p{M}'’]+(?:-\d{1,3})?|'[A-Z]'|"[A-Z]"))?))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"});
    const std::vector<size_t> at_words = in.word_index.starts_of({"г", "город", "гр", "град", "с", "село", "пос", "посёлок", "пгт", "мкр", "микрорайон", "мкр-н", "аул", "општина",
                    "община", "Г", "Город", "Село", "Општина", "Община", "opština", "opcina", "općina", "občina", "lagjja", "lagja",
                    "komuna", "fshati", "qyteti", "mukim", "daerah", "kelurahan", "kecamatan", "kabupaten", "barangay", "brgy",
                    "purok", "sitio", "woreda", "kebele", "tehsil", "taluk", "taluka", "mandal", "upazila", "thana", "tambon", "amphoe",
                    "distt", "suku", "postu", "munisípiu", "munisipiu", "bairro", "cidade",
                    "município", "municipio", "distrito", "localidade", "povoado", "aldeia", "barrio", "corregimiento",
                    "vereda", "parroquia", "mun", "sect", "or", "colonia", "col", "fracc", "fraccionamiento", "Kab", "Kec", "Kel", "Desa", "Dusun", "Nagari", "Kabupaten",
                    "Kecamatan", "Kelurahan", "kab", "kec", "kel", "desa", "dusun", "nagari"});
    before.for_each_at(in.text, at_words, [&](const Match& m) {
        // (Nor an abbreviation before a number: Honduras's "Col. Méd. 09318", a physicians' college's registration.)
        if (m.end(1) + 2 < in.text.size() && in.text[m.end(1)] == '.' && in.text[m.end(1) + 1] == ' ' &&
            std::isdigit(static_cast<unsigned char>(in.text[m.end(1) + 2])))
            return true;
        // (Romania's abbreviations only in lower case: "Tuen Mun. My supervisor" ends a town's name and a sentence.)
        const std::string_view lead = in.text.substr(m.start(), 5);
        if (lead.starts_with("Mun.") || lead.starts_with("MUN.") || lead.starts_with("Sect.") || lead.starts_with("Or.") ||
            lead.starts_with("OR."))
            return true;
        add_span(out, m.start(1), m.end(1), "LOCATION", "place.admin_word", 0.86);
        return true;
    });
    // Lower-case district words of English forms from East Africa, South Asia and the Caribbean, and of
    // Surinamese Dutch, before the place: "parish Lagoro, sub-county Labongo Layamo, district Kitgum",
    // "ressort Flora". Lower case only, and not before a word of the language ("district Court", "parish
    // Council": a body, not a place).
    static const Regex english_before(
        R"((?<![\p{L}\p{M}-])(?:district|sub-county|subcounty|parish|ressort|village|tehsil|division)[ ]+)"
        R"((\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}?[\p{L}\p{M}'’]+)*(?:[ ]\p{Lu}[\p{L}\p{M}'’]+)?))",
        StartBytes{"dspvrt"});
    english_before.for_each_at(in.text, in.word_index.starts_of({"district", "sub-county", "subcounty", "parish", "ressort", "village", "division"}),
                               [&](const Match& m) {
        const std::string_view name = m.text(1);
        const std::string_view first = name.substr(0, name.find(' '));
        if (in.lex.flags(first) & (kLexCommon | kLexVocab | kLexOrgKeyword | kLexMonth) || is_region_name(first)) return true;
        add_span(out, m.start(1), m.end(1), "LOCATION", "place.admin_word", 0.84);
        return true;
    });
    // Malawi's traditional authority and group village headman, each named for its place ("GVH Mkaika, T/A Kanyenda,
    // Nkhotakota"): the place after the letters.
    static const Regex malawi(R"((?<![\w/])(?:T/A|GVH)[ ]+(\p{Lu}[\p{L}'’-]+)(?![\w]))", StartBytes{"TG"});
    malawi.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (!(in.lex.flags(m.text(1)) & (kLexCommon | kLexVocab))) add_span(out, m.start(1), m.end(1), "LOCATION", "place.admin_word", 0.84);
        return true;
    });
    // A Philippine purok (a barangay's zone) by its number is the address's first part ("Purok 4, Balzain West").
    static const Regex purok(R"((?<![\p{L}\p{M}])(?:Purok|PUROK)[ ]\d{1,3}[A-Z]?(?![\w]))", StartBytes{"P"});
    purok.for_each_at(in.text, in.word_index.starts_of({"purok"}), [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.purok", 0.86);
        return true;
    });
    // A family compound by its number, as the Gambia, Senegal and Sierra Leone write a home's address, with the ward or
    // quarter after it ("Compound No. 18, Sare Jatta Ward", "Compound 7, Dobson Quarter"): an address.
    static const Regex compound(R"((?<![\p{L}\p{M}])(?:Compound|COMPOUND)[ ](?:(?i:no)\.?[ ])?\d{1,4}[A-Z]?(?![\w/-]))"
                                R"((?:,[ ](?:\p{Lu}[\p{L}'’-]+[ ]){1,3}(?:Ward|Quarter|Section|Village|Kabilo|Kunda)(?![\w]))?)",
                                StartBytes{"C"});
    compound.for_each_at(in.text, in.word_index.starts_of({"compound"}), [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.compound", 0.86);
        return true;
    });
    // Malay villages carry the word in their name.
    static const Regex kampong(R"((?<![\p{L}\p{M}])(?:Kampong|Kampung|KAMPONG|KAMPUNG)[ ]\p{Lu}[\p{L}'’]+(?:[ ]\p{Lu}[\p{L}'’]+)?)",
                               StartBytes{"K"});
    kampong.for_each_at(in.text, in.word_index.starts_of({"kampong", "kampung"}), [&](const Match& m) {
        add_span(out, m.start(), m.end(), "LOCATION", "place.admin_word", 0.86);
        return true;
    });
    // The name, then the word: Russian, Ukrainian, Kazakh and Bulgarian districts and regions; Turkmen
    // towns and districts ("Mary ş.", "Baýramaly şäheri", "Tejen etraby").
    static const Regex after(
        R"((?<![\p{L}\p{M}])(\p{Lu}[\p{L}\p{M}'’-]+)[ ](?:район|району|района|області|область|области|област|край|края|округ|округа|рајон|ауданы|облысы|(ş\.|şäheri|etraby))(?![\p{L}\p{M}]))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});  // a Latin capital (Turkmen) or any other script's letter
    const std::vector<size_t> words_after = in.word_index.starts_of({"район", "району", "района", "області", "область", "области", "област", "край", "края", "округ", "округа",
                    "рајон", "ауданы", "облысы", "ş", "şäheri", "etraby"});
    std::vector<size_t> name_before;  // the token before each such word
    for (const size_t w : words_after) {
        const size_t k = first_token_at(in.tokens, w);
        if (k > 0) name_before.push_back(in.tokens[k - 1].start);
    }
    // Scripts without case write the district, taluk, block or village word after the name ("ಮೈಸೂರು
    // ತಾಲ್ಲೂಕು", "ಜಯಪುರ ಗ್ರಾಮ", "सतारा जिल्हा", "বগুড়া জেলা") and Sorani Kurdish the neighbourhood's before
    // it ("گەڕەکی ئازادی"). One word, the admin word outside; not a function word ("इस जिले").
    // Arabic and Persian: a town the gazetteer lists after a preposition of place ("من از تهران واریز میکنم", I pay in
    // from Tehran; "في سوهاج"), and a Persian or Urdu town by its ending "-abad" ("نجف‌آباد").
    if (in.caseless_scripts) {
        static const WordSet kBefore = {"گەڕەکی"};
        static const WordSet kPlacePrepositions = {"از", "به", "در", "تا", "في", "من", "إلى", "الى", "لـ", "سے", "میں"};
        const auto& toks = in.tokens;
        auto one_blank = [&](size_t a, size_t b) { return toks[b].start == toks[a].end + 1 && in.text[toks[a].end] == ' '; };
        for (size_t i = 0; i < toks.size(); ++i) {
            if (!caseless_word(toks[i])) continue;
            const auto lead = static_cast<unsigned char>(toks[i].text[0]);
            const bool arabic_script = lead >= 0xD8 && lead <= 0xDB;
            if (arabic_script && i > 0 && one_blank(i - 1, i) && kPlacePrepositions.count(toks[i - 1].text) && (toks[i].lex & kLexCity))
                add_span(out, toks[i].start, toks[i].end, "LOCATION", "place.after_preposition", 0.84);
            if (arabic_script && toks[i].text.size() > 10 && toks[i].text.ends_with("آباد"))
                add_span(out, toks[i].start, toks[i].end, "LOCATION", "place.abad", 0.84);
            if (i > 0 && is_indic_admin_word(toks[i].text) && one_blank(i - 1, i) && caseless_word(toks[i - 1]) &&
                !(toks[i - 1].lex & kLexForeignFunction) && !is_indic_admin_word(toks[i - 1].text))
                add_span(out, toks[i - 1].start, toks[i - 1].end, "LOCATION", "place.admin_word", 0.86);
            if (i + 1 < toks.size() && kBefore.count(toks[i].text) && one_blank(i, i + 1) && caseless_word(toks[i + 1]) &&
                !(toks[i + 1].lex & kLexForeignFunction))
                add_span(out, toks[i + 1].start, toks[i + 1].end, "LOCATION", "place.admin_word", 0.86);
        }
    }
    after.for_each_at(in.text, name_before, [&](const Match& m) {
        // (The Turkmen word stays outside the span, as the guide has it for such words.)
        add_span(out, m.start(), m.has(2) ? m.end(1) : m.end(), "LOCATION", "place.admin_word", 0.86);
        return true;
    });
    // A place named by the junction or roundabout there, as a statement locates an incident: "near the Akwakuma
    // junction", "at the Kisii roundabout". One or two capitalised words between "the" and the word, none a word
    // of the language ("the Main junction" is no place).
    const auto& toks = in.tokens;
    for (const size_t w : in.word_index.starts_of({"junction", "roundabout", "flyover", "interchange"})) {
        const size_t k = first_token_at(toks, w);
        if (k < 2 || k >= toks.size() || !toks[k].lower) continue;
        size_t first = k;
        while (first > 0 && k - first < 2 && toks[first - 1].capitalised && !toks[first - 1].all_caps &&
               !(toks[first - 1].lex & (kLexCommon | kLexVocab | kLexOrgKeyword | kLexMonth)) && !is_region_name(toks[first - 1].text))
            --first;
        if (first == k || first == 0 || (toks[first - 1].text != "the" && toks[first - 1].text != "The")) continue;
        bool single_blanks = true;
        for (size_t j = first; j <= k; ++j) single_blanks = single_blanks && toks[j].start == toks[j - 1].end + 1 && in.text[toks[j - 1].end] == ' ';
        if (single_blanks) add_span(out, toks[first].start, toks[k - 1].end, "LOCATION", "place.landmark_word", 0.82);
    }
    // Nepal's municipality with its ward's number joined by a hyphen, as an address writes it: "Traffic Chowk,
    // Butwal-11, Rupandehi", "Kathmandu-10". A town the gazetteer knows; the ward's number stays outside.
    static const Regex ward(R"((?<![\w-])(\p{Lu}\p{Ll}{2,})-\d{1,2}(?=[,;)]|[ \t]*\n))", StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    ward.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (in.lex.is_city(fold_phrase(m.text(1))) && !(in.lex.flags(m.text(1)) & (kLexCommon | kLexVocab | kLexMonth)))
            add_span(out, m.start(1), m.end(1), "LOCATION", "place.town_ward", 0.84);
        return true;
    });
    // The Nguni languages' locative joined to a place's name: "eMthatha" (at Mthatha), "eKapa" (at Cape
    // Town), "eThekwini", "eMgungundlovu". A small e, a capital and three small letters or more, and the
    // name after the e no word of the language ("eHealth", "eFiling" are English's).
    for (const Token& t : in.tokens) {
        const std::string_view w = t.text;
        if (w.size() < 5 || w[0] != 'e' || !std::isupper(static_cast<unsigned char>(w[1]))) continue;
        bool lower_rest = true;
        for (size_t k = 2; k < w.size(); ++k) lower_rest = lower_rest && std::islower(static_cast<unsigned char>(w[k]));
        if (!lower_rest || (in.lex.flags(w.substr(1)) & (kLexCommon | kLexVocab | kLexMorph | kLexOrgKeyword))) continue;
        add_span(out, t.start, t.end, "LOCATION", "address.locative_place", 0.82);
    }
    // Vietnam's district, ward and commune words: a numbered district or ward is the place with its word ("Quận 8",
    // "phường 6"), a named one the name after the word ("Quận Bình Thạnh", "huyện Củ Chi", "xã Tân Phú").
    // (Tried only where the text has one of the words.)
    const bool vietnamese = in.text.find("uận") != std::string_view::npos || in.text.find("ường") != std::string_view::npos ||
                            in.text.find("uyện") != std::string_view::npos || in.text.find("Xã") != std::string_view::npos ||
                            in.text.find("xã") != std::string_view::npos;
    if (vietnamese) {
        static const Regex numbered(R"((?<![\p{L}\p{M}])(?:Quận|quận|Phường|phường|Q\.)[ ]\d{1,2}(?![\d/.-]))");
        add_matches(out, numbered, in.text, "LOCATION", "place.admin_word", 0.84);
        static const Regex named(R"((?<![\p{L}\p{M}])(?:Quận|quận|Huyện|huyện|Phường|phường|Xã|xã|Thị xã|thị xã|Tỉnh|tỉnh)[ ])"
                                 R"((\p{Lu}[\p{L}\p{M}]*(?:[ ]\p{Lu}[\p{L}\p{M}]*){0,2}))");
        named.for_each(in.text, [&](const Match& m) {
            add_span(out, m.start(1), m.end(1), "LOCATION", "place.admin_word", 0.84);
            return true;
        });
    }
    // A bank's branch by its place: "Pubali Bank PLC, Satmatha Branch, Bogura", "Citizens Bank Guyana Inc., Linden
    // branch". The bank named just before says the word before "branch" is a town or a quarter, a word no list has or
    // a town the list has (not a word of the language: "Main Branch", "Head Office").
    for (size_t i = 0; i + 1 < in.tokens.size(); ++i) {
        const Token& place = in.tokens[i];
        const Token& branch = in.tokens[i + 1];
        if (!place.capitalised || branch.start != place.end + 1 || in.text[place.end] != ' ' ||
            (branch.text != "branch" && branch.text != "Branch" && branch.text != "BRANCH"))
            continue;
        if (((place.lex & (kLexCommon | kLexVocab | kLexStop | kLexMonth | kLexOrgKeyword | kLexGiven)) && !(place.lex & kLexCity)) ||
            place.text.size() < 4)
            continue;
        const size_t from = place.start > 60 ? place.start - 60 : 0;
        const std::string before = ascii_lower(in.text.substr(from, place.start - from));
        if (before.find("bank") == std::string::npos) continue;
        // (An article or a saint's word opens the name: "Bank Dhofar, Al Saada branch", "San Fernando branch".)
        size_t start = place.start;
        static const WordSet kOpeners = {"Al", "El", "As", "Ar", "Ad", "An", "La", "Le", "Las", "Los", "San", "Santa", "St", "Ste", "De"};
        if (i > 0 && in.tokens[i - 1].end + 1 == place.start && in.text[place.start - 1] == ' ' && kOpeners.count(in.tokens[i - 1].text))
            start = in.tokens[i - 1].start;
        add_span(out, start, place.end, "LOCATION", "address.bank_branch", 0.8);
    }
}

}  // namespace synsema::redact
