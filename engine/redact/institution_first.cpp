// Institutions named with their kind's word first, as most languages but English name them ("Ysbyty Cwm
// Tywi", "Clinique Kɔrɔfina", "RS Jam Gadang Medika"): the pattern find_organizations runs, and the test the
// name scanner asks before a capitalised word that may open such a name.
#include <string>

#include "institution_first.h"
#include "lexicon.h"
#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

// Institutions named with their word first in another language: "Ysbyty Cwm Tywi", "Centro Medico
// Porta Venezia", "Hôpital Saint-Louis", "Radiologia Brera", "Clínica Alemana".
std::string institution_first_pattern() {
    // (Quebec's family medicine groups and local health centres write their kind's letters first: "GMF Clinique
    // des Forges", "CLSC Saint-Michel".)
    return std::string("(?<![\\w&])(?:(?:GMF-U|GMF)[ ](?=Clinique|Centre|Cent))?(?:CLSC|Ysbyty|Meddygfa|Canolfan|Centro[ ]M[eé]dico|Centro[ ]de[ ]Sa[uú]de?|Centro[ ]de[ ]Salud|Centre[ ]Hospitalier|"
                       "H[oô]pital|Clinique|Ospedale|Cl[ií]nica|Radiologia|Poliklinik|Klinikum(?:[ ]am|[ ]im|[ ]der)?|Policl[ií]nico|Ziekenhuis|"
                       "Praxis(?:[ ]am|[ ]im|[ ]f[uü]r)?|Estudio|Kanzlei|Bufete|Spital|Klinik|KLINIK|Mutuelle(?:[ ]des|[ ]du|[ ]de)?|"
                       "Szpital[au]?|Przychodnia|Nemocnic[ea]|Poliklinika|Klinika|Spitalul|Bolnica|Lar|USF|"
                       "Unidade[ ]de[ ]Sa[uú]de(?:[ ]Familiar)?|L[æa]gerne[ ]p[åa]|L[æa]gehuset|Legesenteret|Legekontoret|"
                       "V[åa]rdcentralen|Tandl[æa]gerne|Hospital|Sanatorium(?=[ ]\\p{Lu})|"
                       // French and German pharmacies, German savings banks, Flemish care homes
                       // (woonzorgcentrum), Italian professional offices ("Pharmacie des Trois Tours",
                       // "Apotheke am Markt", "Sparkasse Vilshofen-Ortenburg", "WZC Ter Mandel", "Studio
                       // Dal Bò & Furlan", "Studio Legale Ferri").
                       "Pharmacie|Apotheke(?:[ ]am|[ ]im|[ ]zum|[ ]zur)?|Sparkasse|WZC|Studio(?:[ ]Legale|[ ]Medico|[ ]Dentistico)?|"
                       // Spanish schools, Chile's family health centres, Dutch and Surinamese notaries and pharmacies
                       // ("Escuela Oficial Rural Mixta Sesaquil", "CESFAM Imperial", "Notariaat Jagesar").
                       "Escuela|Colegio|Liceo|CESFAM|Notariaat|Notar[ií]a|Apotheek|"
                       // Private clinics of Argentina and Venezuela ("Sanatorio Dolavon-Trelew", "Policlínica Lago Azul").
                       "Sanatorio|Policl[ií]nica|"
                       // Danish, Norwegian and Swedish hospitals named kind first ("Sygehus Vendsyssel", "Sykehuset Innlandet").
                       "Sygehus(?:et)?|Sykehuset|Sjukhuset|"
                       // French funds and banks and ambulance firms, German company health insurers, hotels named
                       // kind first ("Caisse Rurale du Poher", "Ambulances du Littoral", "BKK Lausitzer Land", "AOK
                       // Bayern", "Hotel Arrecife Turquesa").
                       "Caisse|Ambulances|BKK|AOK|IKK|Hotel|Hôtel|HÔTEL|"
                       // Italian insurers named kind first ("Assicurazione Fabbricati dei Grigioni"), Occitan hospitals
                       // ("Espitau dera Val").
                       "Assicurazion[ei]|Espitau|"
                       // French and West African private clinics and garages ("Polyclinique Les Rosiers", "Garage Espoir Auto").
                       "Polyclinique|Garage(?=[ ]\\p{Lu}[\\p{L}'’-]+[ ]\\p{Lu})|"
                       // Brazil's sugar and ethanol mills ("Usina Tupinambá do Corumbataí").
                       "Usina|"
                       // A lawyer's or doctor's office, schools, banks, builders, day and health centres, a
                       // Catalan primary care centre (CAP).
                       "Cabinet[ ](?:de[ ]avocat(?:ur[ăa])?|d['’]avocats?|m[ée]dical)|[ȘS]coala|Liceul|Colegiul|Universitatea|"
                       "Construtora|Banco|Banca|Banc|Banque|Caixa|Caja|Bank[ ]of(?:[ ]the)?(?=[ ][A-Z])|"
                       // Swahili health centres and hospitals, Serbian and Croatian ones ("Kituo cha Afya Tumaini",
                       // "Hospitali ya Taifa Muhimbili", "Dom zdravlja Liman", "Klinički centar Vojvodine").
                       "Kituo[ ]cha[ ]Afya|Hospitali[ ]ya|Zahanati[ ]ya|Kliniki[ ]ya|(?:(?:JZU|PZU|JU)[ ])?Dom[ ]zdravlja|Klini[čc]ki[ ]centar|"
                       // (And in Serbian Cyrillic: "Дом здравља Пирот", "Клинички центар Ниш", "Општа болница Лесковац".)
                       "Дом[ ]здравља|Клинички[ ]центар|Општа[ ]болница|Здравствени[ ]центар|"
                       // A Bosnian public or private health institution's mark before its name ("JZU UKC Tuzla").
                       "JZU|PZU|"
                       // (And in the accusative and the locative after a preposition: "u Opštu bolnicu Sombor", "u Opštoj bolnici".)
                       "Op[šs]ta[ ]bolnica|Op[šs]tu[ ]bolnicu|Op[šs]toj[ ]bolnici|Urgentni[ ]centar|Centre[ ]m[ée]dical|Cent(?:re|ro)(?=[ ]d(?:e[ ]|['’])[A-ZÀ-Ý][\\p{L}'’-]+[ ][A-ZÀ-Ý])|CAP|"
                       // Malay and Albanian schools, colleges and universities ("Sekolah Rendah Salambigar",
                       // "Maktab Sains Paduka Seri Begawan", "Universiteti i Prishtinës").
                       "Sekolah(?:[ ](?:Rendah|Menengah|Kebangsaan|Agama|Tinggi))?|Maktab|Kolej|Politeknik|Universiti|Syarikat|"
                       // Tetum's school, clinic, hospital and association ("Eskola Básika Sentrál Becora", "Klínika
                       // Bairo Pite", "Asosiasaun …").
                       "Eskola|Kl[ií]nika|Ospit[aá]l|Asosiasaun|ESKOLA|ASOSIASAUN|"
                       // Indonesian community health centres and hospitals ("Puskesmas Mlati II", "RSUD Sleman",
                       // "RSU Cut Meutia", general; "RSJ", mental;
                       // "Rumah Sakit Umum Daerah Wates").
                       "Puskesmas|RSUD|RSUP|RSIA|RSU|RSJ|Rumah[ ]Sakit(?:[ ]Umum(?:[ ]Daerah)?)?|"
                       // Sri Lanka's and Nigeria's district, general and base hospitals by their letters before the town
                       // ("DH Welimada", "GH Ikom", "BH Mahiyanganaya"; checked in recognize_orgs.cpp).
                       "DGH|DH|GH|BH|"
                       // India's community and primary health centres by their letters before the place ("CHC Mangkolemba",
                       // "PHC Tuli").
                       "CHC|PHC|"
                       // A hospital in short before two name words, law and notary offices, shops, pharmacies,
                       // foundations and co-operatives ("RS Jam Gadang Medika", "Kantor Hukum FC", "Toko Kain Saiyo").
                       "RS(?=[ ]\\p{Lu}[\\p{L}'’-]+[ ]\\p{Lu})|Kantor[ ](?:Hukum|Notaris|Advokat)|Toko|Apotek|Yayasan|Koperasi|"
                       "Universiteti(?:[ ]i)?|Shkolla|"
                       // Welsh and Irish schools and colleges ("Ysgol y Parc", "Coláiste Mhuire"), Flemish
                       // general and university hospitals ("AZ Sint-Lucas", "UZ Gent") and sports clubs
                       // ("VC Sparta Gentbrugge", "VBC Lokeren").
                       "Ysgol(?:[ ]y)?|Coleg|Scoil|Gaelscoil|Col[aá]iste|Ospid[eé]al|Ospadal|AZ|UZ|VC|VBC|FC|"
                       // French farms' and firms' legal forms before their name ("SCEA Les Serres du Roussillon").
                       "SCEA|GAEC|EARL|SARL|"
                       // Irish health centres and credit unions ("Ionad Sláinte na Rosann", "Comhar Creidmheasa na Rosann").
                       "Ionad[ ]Sl[aá]inte|Comhar[ ]Creidmheasa|"
                       // Romanian notaries' and lawyers' offices ("BNP Stamate și Asociații", "SCPA Ionescu și Asociații").
                       "BNP|SCPA|Biroul[ ]Notarial|Birou[ ]Notarial|"
                       // Law and notary offices, general hospitals, health centres and care homes of Central and
                       // Eastern Europe and the Baltics, their kind in lower case after the first word ("Odvjetnički
                       // ured Sirotić", "Advokatų kontora Juodkazis ir partneriai", "Kancelaria Adwokacka Nowak",
                       // "Advokátní kancelář Dvořák", "Opća bolnica Pula", "Dom za starije Volosko").
                       "Odvjetni[čc]ki[ ]ured|Odvjetni[čc]ko[ ]dru[šs]tvo|Javnobilje[žz]ni[čc]ki[ ]ured|Advokatska[ ]kancelarija|"
                       "Advokatski[ ]ured|Advokatsko[ ]dru[šs]tvo|Odvetni[šs]ka[ ]pisarna|Notarska[ ]pisarna|Advokat[ųu][ ]kontora|"
                       "Advokat[ųu][ ]profesin[ėe][ ]bendrija|Notaro[ ]biuras|Zv[ēe]rin[āa]tu[ ]advok[āa]tu[ ]birojs|"
                       "Zv[ēe]rin[āa]ta[ ]advok[āa]ta[ ]birojs|Kancelaria(?:[ ](?:Adwokacka|Prawna|Notarialna|Radcy[ ]Prawnego))?|"
                       "Advok[áa]tn[ií][ ]kancel[áa][řr]|Advok[áa]tska[ ]kancel[áa]ria|Notářsk[áa][ ]kancel[áa][řr]|"
                       "Op[ćc]a[ ](?:[žz]upanijska[ ])?bolnica|Splo[šs]na[ ]bolni[šs]nica|Zdravstveni[ ]dom|"
                       "Dom[ ]za[ ]starije(?:[ ]i[ ]nemo[ćc]ne)?(?:[ ]osobe)?|"
                       // Foundations, associations and cooperatives ("Fundacja Porada Obywatelska", "Cooperativa
                       // Agrícola San Isidro"); opens_institution_name has the same words.
                       "Fundacja|Fundaci[oó]n|Funda[çc][ãa]o|Fondazione|Fondation|Stiftung|Funda[țt]ia|Nadace|Stowarzyszenie|"
                       "Associazione|Asociaci[oó]n|Association|Associa[çc][ãa]o|Sociedade?|Societ[àa]|Cooperativa|Sp[óo][łl]dzielnia|"
                       "YSBYTY|CENTRO[ ]MEDICO|HOPITAL|HÔPITAL|OSPEDALE|CLINICA|CLINIQUE)") +
           // "Clinique médicale Champlain", "Clínica dental Sonrisa": one lower-case word after the first;
           // "Cooperativa Citrícola de la Safor": a particle of two words before a name word; Irish
           // "an", "na" (the): "Ospidéal an Iolair"; Scottish Gaelic "a" (of): "Ospadal Uibhist a Tuath".
           "(?:[ ][\\p{Ll}]{3,14}(?=[ ]\\p{Lu}|[ ](?:du|de|des|del|della|do|da)[ ]\\p{Lu}))?" +
           "(?:(?:[ ](?:(?:&|și|şi)[ ])?(?:de[ ]la|de[ ]las|de[ ]los|de[ ]les|dels|de|del|della|dei|degli|delle|dera|deth|di|du|des|la|le|do|da|dos|das|para|pour|an|na|a)?[ ]?(?:[ld]['’])?(?:(?!(?:No|NO|Nr|NR)\\.)\\p{Lu}[\\p{L}'’-]+|[„\"“][\\p{L}\\d' -]{1,30}[”\"])){1,5}"
           // (Not a number's label after the name: "Mutuelle de santé No.: 0302-…".)
           // A school or a hospital by its number, after its name or alone ("Hospital Regional de Zona 46",
           // "Escuela N° 14").
           "(?:[ ](?:N[°º][ ]?)?\\d{1,3}(?![\\d.,:/]))?|[ ](?:N[°º]|No\\.|Nr\\.)[ ]?\\d{1,3}(?![\\d.,:/]))"
           // The partners after the name, in the languages of those offices ("… ir partneriai", "… i partneri").
           "(?:[ ](?:ir[ ]partneriai|i[ ]partneri|in[ ]partnerji|i[ ][Pp]artnerzy|i[ ][Ww]sp[óo]lnicy|a[ ]partne[řr]i|un[ ]partneri|ja[ ]partnerid))?"
           "(?:[ ]S\\.r\\.l\\.|[ ]S\\.p\\.A\\.|[ ]SRL)?(?![\\w])";
}

// "Hospital" opens a name only in a record not in English ("Hospital San Javier"; in English,
// "Hospital Road" and "Hospital Discharge" are no names).
bool opens_institution_name(std::string_view token, bool english) {
    static const WordSet kFirst = {
        "ysbyty", "meddygfa", "canolfan", "centro", "centre", "hopital", "clinique", "ospedale", "clinica",
        "radiologia", "poliklinik", "klinikum", "policlinico", "ziekenhuis", "praxis", "estudio", "kanzlei", "bufete",
        "spital", "klinik", "mutuelle", "szpital", "szpitalu", "szpitala", "przychodnia", "nemocnice", "nemocnica",
        "poliklinika", "klinika", "spitalul", "bolnica", "unidade", "laegerne", "laegehuset", "legesenteret",
        "legekontoret", "vardcentralen", "tandlaegerne", "lægerne", "lægehuset", "tandlægerne",
        // Foundations, associations and cooperatives, which open their names outside English
        // ("Fundacja Porada Obywatelska", "Società di caccia di u Prunelli", "Cooperativa Agrícola", "Association Twiyunge").
        "fundacja", "fundacion", "fundacao", "fondazione", "fondation", "stiftung", "fundatia", "nadace", "stowarzyszenie",
        "associazione", "asociacion", "associacao", "association", "sociedad", "sociedade", "societa", "cooperativa", "spoldzielnia",
        "sanatorio", "policlinica", "sygehus", "sygehuset", "sykehuset", "sjukhuset"};
    // A Portuguese care home, a family health unit, a Catalan primary care centre, banks.
    if (token == "Lar" || token == "USF" || token == "CAP" || token == "Banc" || token == "Caja" || token == "Bank" ||
        token == "Dom" || token == "Kituo" || token == "Hospitali" || token == "Zahanati" || token == "Kliniki" ||
        token == "Opšta" || token == "Opsta" || token == "Opštu" || token == "Opstu" || token == "Opštoj" || token == "Opstoj" || token == "Дом" || token == "Клинички" || token == "Општа" || token == "Здравствени" || token == "Klinički" || token == "Urgentni" || token == "JZU" || token == "PZU" ||
        token == "JU" || token == "RSUD" || token == "RSUP" || token == "RSIA" || token == "RSU" || token == "RSJ" || token == "DGH" || token == "DH" || token == "GH" || token == "BH" || token == "CHC" || token == "PHC" || token == "Rumah" || token == "RS" ||
        token == "Kantor" || token == "Toko" || token == "Apotek" || token == "Yayasan" || token == "Koperasi" || token == "AZ" ||
        token == "UZ" || token == "VC" || token == "VBC" || token == "FC" || token == "Ysgol" || token == "Coleg" ||
        token == "Scoil" || token == "Gaelscoil" || token == "Coláiste" || token == "Colaiste" || token == "Ospidéal" || token == "Ospadal" || token == "WZC" || token == "SCEA" || token == "GAEC" ||
        token == "EARL" || token == "SARL" ||
        token == "Ionad" || token == "Comhar" || token == "BNP" || token == "SCPA" ||
        token == "BKK" || token == "AOK" || token == "IKK" || token == "CESFAM" || token == "GMF" || token == "CLSC")
        return true;
    if (!english && (token == "Hospital" || token == "Hotel" || token == "Sanatorium")) return true;
    // (French "Hôtel" with its circumflex is no English word, in an English record too: "Hôtel Les Palmiers".)
    if (token == "Hôtel" || token == "HÔTEL") return true;
    // (Up to 18 bytes: "Stowarzyszenie", "Spółdzielnia", "Javnobilježnički".)
    if (token.size() < 5 || token.size() > 18) return false;
    static const WordSet kMore = {"cabinet", "scoala", "liceul", "colegiul", "universitatea",
                                                          "construtora", "banco", "banca", "banque", "caixa", "sekolah",
                                                          "maktab", "kolej", "politeknik", "universiti", "universiteti",
                                                          "shkolla", "syarikat", "eskola", "ospital", "asosiasaun", "puskesmas",
                                                          "pharmacie", "apotheke", "sparkasse", "studio", "caisse", "ambulances",
                                                          "escuela", "colegio", "liceo", "notariaat", "notaria", "apotheek",
                                                          "odvjetnicki", "odvjetnicko", "javnobiljeznicki", "advokatska",
                                                          "advokatski", "advokatsko", "odvetniska", "notarska", "advokatu",
                                                          "notaro", "zverinatu", "zverinata", "kancelaria", "advokatni",
                                                          "opca", "splosna", "zdravstveni", "assicurazione", "assicurazioni", "espitau",
                                                          "polyclinique", "garage", "usina"};
    const std::string folded = fold_word(token);
    return kFirst.count(folded) != 0 || kMore.count(folded) != 0;
}

}  // namespace synsema::redact
