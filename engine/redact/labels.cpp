#include "labels.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "lexicon.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

enum Suffix { Any, WithId, WithoutId };

struct Rule {
    const char* category;
    Suffix suffix;
    std::vector<std::vector<std::string>> phrases;  // each phrase: consecutive label words
};

std::vector<std::vector<std::string>> phrases(std::initializer_list<const char*> list) {
    std::vector<std::vector<std::string>> out;
    for (const char* p : list) {
        std::vector<std::string> words;
        std::string w;
        for (const char* c = p; *c; ++c) {
            if (*c == ' ') {
                if (!w.empty()) words.push_back(w);
                w.clear();
            } else {
                w += *c;
            }
        }
        if (!w.empty()) words.push_back(w);
        // Folded as label_words folds a label's words (the other scripts' phrases are written as they are).
        for (auto& x : words) x = fold_word(x);
        // Written "no", "number": labels read them as "#" (label_words below).
        for (auto& x : words)
            if (x == "no" || x == "nr" || x == "number") x = "#";
        out.push_back(words);
    }
    return out;
}

// Checked in order; the first rule with a phrase in the label wins. Words are
// folded (lower case, no diacritics).
const std::vector<Rule>& rules() {
    static const std::vector<Rule> k = {
        {"", Any, phrases({"exp", "expiry", "expires", "expiration", "valid until", "gultig bis"})},
        {"VEHICLE", Any, phrases({"license plate", "licence plate", "plate", "vin", "vehicle", "kennzeichen", "rego",
                                  "registration plate", "immatriculation", "kenteken", "matricula", "dominio", "patente",
                                  "targa", "regnr", "registreringsnummer", "nummerplade", "firmenwagen"})},
        {"SSN", Any, phrases({"ssn", "ss", "social security", "soc sec", "itin"})},
        {"NHS", Any, phrases({"nhs"})},
        {"DATE", Any, phrases({"dob", "d o b", "date of birth", "birth date", "birthdate", "born", "geburtsdatum",
                               "geboren", "geb", "date de naissance", "ne le", "nee le", "geboortedatum",
                               "fecha de nacimiento", "data de nascimento", "doa", "dod", "date",
                               // Birth dates in Cyrillic, Greek, Hebrew, Arabic, Persian, Hindi, Thai, Chinese, Japanese, Korean.
                               "дата рождения", "дата народження", "датум рођења", "ημερομηνία γέννησης", "תאריך לידה",
                               "تاريخ الميلاد", "تاریخ تولد", "जन्म तिथि", "जन्मतिथि", "วันเกิด", "生年月日", "出生日期",
                               "出生年月日", "생년월일"})},
        {"LOCATION", Any, phrases({"place of birth", "birthplace", "birth place", "pob", "city", "town", "village", "home port",
                                   "port of registry", "place of origin", "village of origin", "home town", "hometown", "native place",
                                   "current location",
                                   "county", "district", "suburb", "ville", "ort", "wohnort", "stadt", "geburtsort",
                                   "lieu de naissance", "plaats", "woonplaats", "ciudad", "cidade", "localidad",
                                   "municipio", "commune",
                                   // Nigeria's local government area, Uganda's and Kenya's sub-county, Sierra Leone's
                                   // chiefdom.
                                   "lga", "sub-county", "subcounty", "chiefdom",
                                   // Czech/Slovak, Polish, Hungarian, Finnish, Romanian, Italian, Nordic: place, town (not
                                   // Danish "by": "by phone:", "Paid by :").
                                   "misto", "miesto", "misto narozeni", "miejsce", "miejscowosc", "hely", "telepules",
                                   "paikka", "paikkakunta", "kotikunta", "localitate", "localita", "comune", "luogo",
                                   "sted", "kommun", "kunta"})},
        // Professional registers of many countries, before the postcode rule: "NMBI PIN", "NMC PIN".
        {"LICENSE", Any, phrases({
            "gmc", "nmc", "hcpc", "gphc", "gdc", "goc", "gosc", "psni", "nmbi", "imc", "coru", "mcrn", "nmbi pin",
            "nmc pin", "mcnz", "nzmc", "ncnz", "pcnz", "dcnz", "hpi cpn", "cpn", "ahpra", "cpso", "cpsbc", "cpsa",
            "cpsm", "cpss", "cpsns", "cpsnb", "cpsnl", "cmq", "cno", "oiiq", "bccnm", "crnbc", "clpna", "barreau",
            "mci", "kmc", "tnmc", "apmc", "wbmc", "mcr", "hpcsa", "sanc", "sapc", "bhf", "practice number",
            "practice no", "prac no", "crm", "rqe", "coren", "cro", "crefito", "crn", "oab", "cedula profesional",
            "ced prof", "colegiado", "lanr", "bsnr", "approbation", "albo", "prc", "mdcn", "kmpdc", "pmdc", "bmdc",
            "mchk", "zsr", "gln", "registration number", "reg #", "registration #", "practising certificate",
            "practicing certificate", "pwz", "hpr", "ydernr", "ydernummer", "autorisations id", "big registratie"})},
        {"ZIP", Any, phrases({"zip", "zipcode", "postcode", "post code", "postal code", "postal", "code postal",
                              "cp", "plz", "postleitzahl", "cep", "pin", "pincode", "eircode",
                              // Basque, Catalan, Galician, Polish, Czech, Turkish, Cyrillic, Greek,
                              // Georgian, Armenian, Sinhala, Bengali, Hindi and Nepali postcode labels.
                              "posta kodea", "codi postal", "codigo postal", "kod pocztowy", "psc",
                              "posta kodu", "индекс", "почтовый индекс", "поштенски број", "ταχυδρομικός κώδικας", "τκ",
                              "საფოსტო ინდექსი", "ինդեքս", "තැපැල් කේතය", "পিন", "पिन", "पिन कोड"})},
        {"MRN", Any, phrases({"mrn", "medical record", "med rec", "chart", "uhid", "hospital no", "hospital number", "ur number",
                              "ur #", "urn", "hosp no", "emr", "ehr",
                              "unit no", "encounter", "enc", "accession", "specimen", "ip", "op", "admission no",
                              "visit no", "patient id", "patient no", "patient number", "dossier", "fin",
                              "record no", "record number", "case number", "patientennummer", "kartei",
                              // Record numbers in other languages: Spanish "folio", "expediente", "NHC"
                              // (historia clínica), Portuguese "processo clínico", "prontuário", Italian "cartella".
                              "folio", "expediente", "historia clinica", "nhc", "processo clinico", "prontuario", "cartella",
                              "journalnr", "journal #",
                              // A British hospital's unit number, a Russian discharge's case history, Jamaica's docket,
                              // Spanish "hist. clínica", Pijin's hospital number.
                              "unit number", "case history", "docket", "hist clinica", "hospitol namba", "hospital namba"})},
        {"HEALTH_PLAN", WithId, phrases({"member", "subscriber", "beneficiary", "insured", "policyholder",
                                         "card", "insurance", "health card", "adherent"})},
        {"HEALTH_PLAN", Any, phrases({"policy", "group", "group number", "plan", "medicare", "medicaid", "mbi",
                                      "hicn", "ohip", "health card", "health number", "versicherten",
                                      "krankenkasse", "mutuelle", "adherent", "tpa card", "medical card", "gms",
                                      "irn", "dva", "concession", "grp", "rxgrp", "rx grp", "medical aid", "medical scheme",
                                      "scheme #", "ramq", "msp", "phn", "ahcip", "carte vitale", "imss",
                                      "ihi", "nhis", "philhealth", "health insurance number", "phin", "mcp", "taj",
                                      "utente", "sns", "ehic", "kvnr", "zzs"})},
        {"ACCOUNT", Any, phrases({"account", "acct", "a c", "routing", "check", "cheque", "chk", "loan",
                                  "billing", "konto", "compte", "rekening", "cuenta", "conta", "card ending", "clabe", "upi",
                                  "ending in", "terminacion", "claim", "claim number",
                                  // A bank account's number in Hindi ("खाता संख्या", "खाता नंबर") and Urdu ("کھاتہ نمبر"). (Not
                                  // "खाता" alone: "तोहरे खाता मा 8000 डारि दिहा", put 8000 into your account.)
                                  "खाता संख्या", "खाता नंबर", "खाता न", "अकाउंट नंबर", "کھاتہ نمبر"})},
        {"LICENSE", Any, phrases({"licence", "license", "lic", "dl", "bar", "bpr", "sbn", "ardc", "lso", "gmc", "nmc",
                                  "hcpc", "rpps", "adeli", "reg", "registration", "rph", "csr", "certificate", "cert",
                                  "permit", "attorney i d", "attorney id", "atty", "process server", "notary",
                                  "kmc", "mci", "ahpra", "big", "npi", "dea",
                                  // "Licence" in Tagalog, Cebuano and Waray.
                                  "lisensya", "lisensiya",
                                  // Argentina's national and provincial registration of a doctor (matrícula nacional, provincial).
                                  "m n", "m p", "matricula", "matricula nacional", "matricula provincial"})},
        {"DEVICE", Any, phrases({"serial", "s n", "sn", "device", "asset", "asset tag", "imei", "udi", "lot",
                                 "inventory", "inventar", "inventarnummer", "equipment", "tag"})},
        // (Australia's unique student identifier, England's unique learner number: "USI: 7HQK4NWR23".)
        {"ID", Any, phrases({"usi", "uln", "passport", "employee", "emp", "empl", "staff", "personnel", "personalnummer", "badge", "collar", "shoulder number", "warrant card", "student",
                             "sevis", "a number", "alien", "uscis", "i 94", "naturalization", "national id", "trn",
                             "id card", "identity", "aadhaar", "aadhar", "pan", "nino", "national insurance",
                             "ni number", "ni no", "bsn", "burgerservicenummer", "steuer", "steuer id",
                             "steueridentifikationsnummer", "tax id", "tin", "tfn", "tax file", "sin",
                             "social insurance", "ppsn", "pps", "chi", "nhi", "nric", "cpf", "nir",
                             "securite sociale", "sozialversicherung", "sozialversicherungsnummer", "ahv", "avs", "niss", "insz",
                             "rijksregister", "registre national",
                             "rentenversicherung", "prisoner", "inmate", "booking", "username", "login",
                             "rx", "prescription", "script", "requisition", "order", "invoice", "receipt", "ticket",
                             "incident", "report", "event", "occurrence", "file", "matter", "claim ref", "workcover",
                             "reference", "ref", "req", "fob", "door fob", "key fob", "legajo", "kundnr", "kundnummer",
                             "siniestro", "sinistre", "schaden nr", "schadennummer",
                             // National and civil identifiers by their names in many countries.
                             "curp", "rfc", "clave de elector", "rut", "dni", "nie", "nif", "cuil", "cuit", "rif",
                             "cedula", "rg", "ctps", "titulo de eleitor", "work permit", "mykad",
                             "ic no", "hkid", "nik", "ktp", "npwp", "sss", "umid", "nin", "bvn", "ghana card", "kra pin",
                             "huduma", "cnic", "nicop", "cni", "nid", "national identification", "bank verification", "emirates id", "iqama", "civil id", "personnummer",
                             "fodselsnummer", "hetu", "pesel", "egn", "oib", "amka", "afm", "codice fiscale", "nss",
                             "rrn", "my number", "resident id", "pasaporte", "passeport", "reisepass", "ird",
                             "social security", "national insurance", "insurance number",
                             // More countries' civil numbers: Danish CPR, Portuguese citizen card, Czech/Slovak
                             // birth number, Romanian CNP, Yugoslav JMBG and Slovene EMSO, Baltic personal codes,
                             // Turkish identity number, Polish ID card, Canadian UCI, Quebec and Canadian tax numbers.
                             "cpr", "cartao de cidadao", "cidadao", "bi", "rodne cislo", "cnp", "jmbg", "emso",
                             "asmens kodas", "personas kods", "isikukood", "kimlik", "tc kimlik", "dowod osobisty",
                             "seria i #", "uci", "tps", "tvq", "gst", "qst", "hst", "szemelyi", "adoazonosito",
                             // The Philippine national ID (PhilSys number, PSN) and its card.
                             "philsys", "philsys number", "psn", "philid",
                             // An examination board's number for its candidate ("Candidate No.: U1874/063", "Roll
                             // No."; not "Index No.", a court's).
                             "candidate no", "candidate number", "roll no", "roll number"})},
        {"ID", WithId, phrases({"client", "customer", "member", "job", "user", "case worker", "student"})},
        {"LICENSE", WithId, phrases({"am"})},
        {"FAX", Any, phrases({"fax", "facsimile", "telefax"})},
        {"PHONE", Any, phrases({"phone", "tel", "telephone", "mobile", "mob", "cell", "ph", "home", "work",
                                "handy", "telefon", "telephone", "port", "portable", "gsm", "telefoon", "mobiel",
                                "telefono", "movil", "celular", "telemovel", "contact number", "pager", "bleep", "h p",
                                "whatsapp", "landline",
                                // Nordic, Finnish, Polish, Czech and Hungarian words and compounds ("tlf.", "puh.").
                                "tlf", "tlfnr", "telefonnummer", "telefonnr", "mobil", "mobilnummer", "mobilnr",
                                "mobiltelefon", "puh", "puhelin", "matkapuhelin", "komorka", "kom", "telefonszam",
                                "mobilszam", "telefone", "cel", "ring",
                                "direct", "d", "m", "t", "f"})},
        {"EMAIL", Any, phrases({"email", "e mail", "courriel", "mail", "primary", "secondary"})},
        {"ADDRESS", Any, phrases({"address", "addr", "street", "residence", "lives at", "home address",
                                  "mailing address",
                                  // "Residential Add.": forms abbreviate the word after what kind of address it is.
                                  "residential add", "permanent add", "present add", "postal add", "office add",
                                  "home add", "current add", "correspondence add", "adresse", "anschrift", "adres", "direccion", "domicilio",
                                  "endereco", "morada", "demeurant", "wohnhaft",
                                  // Czech/Slovak/Croatian/Romanian, Finnish, Hungarian, Italian, Nordic, Baltic, Icelandic.
                                  "adresa", "bydliste", "trvale bydliste", "bytem", "adresa bydliste", "domiciliu", "osoite",
                                  "cim", "lakcim", "indirizzo", "residenza", "adressi", "aadress", "adresas", "adrese",
                                  "heimilisfang", "bopael", "postadresse", "helbidea", "helbide", "сколонт", "سکونت",
                                  "хаяг", "მისამართი", "մ hասցե", "հասցե", "አድራሻ",
                                  // Malay and Indonesian, Albanian, Swahili, Tagalog, Turkish.
                                  "alamat", "alamat kediaman", "alamat rumah", "alamat surat menyurat", "adresa e banimit",
                                  "anwani", "makazi", "tirahan", "adres", "ikametgah", "ikamet adresi",
                                  // Cyrillic, Greek, Hebrew, Arabic, Persian, Hindi, Thai, Chinese, Japanese, Korean.
                                  "адрес", "адреса", "адреса проживання", "διεύθυνση", "כתובת", "العنوان", "عنوان", "نشانی",
                                  "آدرس", "पता", "ที่อยู่", "住所", "現住所", "地址", "住址", "주소",
                                  // Sorani and Kurmanji Kurdish, Turkmen ("place of living"), Uzbek.
                                  "ناونیشان", "navnîşan", "ýaşaýan ýeri", "yashash manzili", "manzil"})},
        {"ORGANIZATION", Any, phrases({"employer", "company", "firm", "school", "insurer", "carrier", "payer",
                                       "practice", "facility", "arbeitgeber", "employeur", "werkgever", "empresa",
                                       "insurance", "organisme complementaire", "hospital",
                                       // The bank a form asks for beside the account ("Bank: Commonwealth Bank"); "Bank
                                       // account" is the account's label, found first.
                                       "bank", "bank name", "name of bank"})},
        {"AGE", Any, phrases({"age", "age sex", "alter", "leeftijd", "edad", "idade"})},
        {"PERSON", WithoutId, phrases({
            "patient", "patient name", "name", "full name", "last name", "surname", "surnames", "forename", "forenames",
            "firstname", "lastname", "family name", "first name",
            "given name", "middle name", "middle", "middle initial", "mi", "m i", "maiden name", "other names", "names used", "aka", "a k a",
            "alias", "client", "applicant", "respondent", "petitioner", "plaintiff", "defendant", "claimant",
            "beneficiary", "member", "insured", "subscriber", "policyholder", "guarantor", "employee", "worker",
            "witness", "deponent", "decedent", "tenant", "landlord", "owner", "driver", "victim", "suspect",
            "complainant", "caller", "reporting party", "parent", "guardian", "mother", "father", "spouse",
            "partner", "son", "daughter", "child", "husband", "wife", "emergency contact", "next of kin", "contact", "hcp", "attendant",
            "interpreter", "physician", "doctor", "provider", "attending", "referring", "ordering", "rendering",
            "consultant", "clinician", "therapist", "counselor", "counsellor", "surgeon", "nurse", "pharmacist",
            "prescriber", "pcp", "gp", "copy to", "cc", "bcc", "to", "from", "attn", "attention", "prepared by",
            "dictated by", "taken by", "signed by", "verified by", "reviewed by", "seen by", "scribe", "author",
            "officer", "reporting officer", "detective", "adjuster", "examiner", "counsel", "attorney", "lawyer",
            "solicitor", "paralegal", "signature", "signed", "by", "nom", "prenom", "nom de naissance", "naam",
            "voornaam", "achternaam", "nombre", "apellido", "apellidos", "nome", "sobrenome", "vorname",
            "nachname", "geburtsname", "patientin", "ansprechpartner", "pt", "r p", "rp", "reporting party", "behandelnder arzt", "medecin", "arts",
            "huisarts", "medico", "sender", "recipient", "addressee", "requester", "requestor", "custodian", "re",
            // A chat export's column of who wrote each message ("Date,User,Message", KakaoTalk's CSV).
            "user",
            // Roles of the people a record names as such (a panel, a care team, a case).
            "assessor", "members", "panel member", "coordinator", "coord", "social worker", "caseworker",
            "case worker", "case manager", "care manager", "key worker", "keyworker", "advocate", "nominee",
            "carer", "mediator", "arbitrator", "chairperson",
            // A school report's teachers, by subject in a column or heading the head's comment ("Teacher", "Form tutor").
            "teacher", "class teacher", "form teacher", "form tutor", "tutor", "headteacher", "head teacher", "instructor",
            // The parties a court's, a will's or a bail's paper names by role ("2nd SURETY: PROVIDENCE JOHN").
            "surety", "sureties", "accused", "executor", "executrix", "testator", "testatrix", "affiant",
            "appellant", "deceased", "the deceased",
            // The injured seaman of a maritime claim ("Seaman: Caspian Thorne Vukovich").
            "seaman", "seafarer", "crewman", "crew member", "deckhand",
            // Who filled in, checked or received a form, and the names a person goes by or their children.
            "entered by", "completed by", "checked by", "recorded by", "countersigned", "countersigned by",
            "witnessed by", "approved by", "authorised by", "authorized by", "received by", "typed by",
            "transcribed by", "known as", "preferred name", "children", "initials",
            // The holder, the patient, the insured, the applicant and the spouse or parents as Italian, Spanish,
            // French and Portuguese forms label them ("Titolare: CRAZZOLARA Vigilio", "Esposo: Baltazar Coyoy").
            "titolare", "intestatario", "intestataria", "assicurato", "assicurata", "paziente", "richiedente",
            "dichiarante", "ricorrente", "coniuge", "titular", "paciente", "solicitante", "asegurado", "asegurada",
            "esposo", "esposa", "conyuge", "madre", "padre", "demandante", "demandado", "demandada", "titulaire",
            "assure", "assuree", "conjoint", "conjointe", "epoux", "epouse", "demandeur", "demanderesse", "requerant",
            "requerante", "defendeur", "requerente", "segurado", "segurada", "conjuge", "mae", "pai",
            // "Name", "surname", "given name" and "parent's name" in other Latin-script languages: Albanian,
            // Malay and Indonesian, Polish, Czech and Slovak, the South Slavic languages, Romanian,
            // Hungarian, Turkish, Italian, the Nordic and Baltic languages, Swahili, Tagalog, Vietnamese.
            "emri", "mbiemri", "emri i prindit", "emri dhe mbiemri", "emri i babait", "emri i nënës", "nama",
            "nama penuh", "nama lengkap", "nama pemohon", "imię", "nazwisko", "imię i nazwisko", "jméno",
            "příjmení", "jméno a příjmení", "meno", "priezvisko", "meno a priezvisko", "ime", "prezime",
            "ime i prezime", "priimek", "ime in priimek", "nume", "prenume", "numele", "nume și prenume",
            "név", "vezetéknév", "keresztnév", "utónév", "adı", "soyadı", "adı soyadı", "cognome", "nome e cognome",
            "namn", "förnamn", "efternamn", "navn", "fornavn", "etternavn", "efternavn", "nimi", "etunimi",
            "sukunimi", "eesnimi", "perekonnanimi", "vārds", "uzvārds", "vardas", "pavardė", "nafn", "jina",
            "jina kamili", "pangalan", "buong pangalan", "họ tên", "họ và tên",
            // Basque, Georgian, Amharic and Tigrinya, Urdu, Pashto and Mongolian name fields.
            "izena", "abizena", "abizenak", "izen abizenak", "izen-abizenak", "saxeli", "gvari", "ሙሉ ስም", "ስም", "نام", "نوم",
            "پورا نام", "ولدیت", "нэр", "овог", "овог нэр",
            // "Name", "full name", "patient's name" and "applicant" in other scripts: Cyrillic, Greek,
            // Hebrew, Arabic, Persian and Urdu, Hindi, Thai, Georgian, Armenian, Chinese, Japanese, Korean.
            "име", "имя", "фио", "ф и о", "т а ә", "аты жөні", "ім я", "піб", "п і б", "презиме", "прізвище", "фамилия", "όνομα",
            "ονοματεπώνυμο", "επώνυμο", "שם", "שם מלא", "שם פרטי", "שם משפחה", "שם המטופל", "שם המבקש", "الاسم",
            "اسم", "الاسم الكامل", "اسم المريض", "نام", "نام خانوادگی", "نام بیمار", "नाम", "पूरा नाम", "आवेदक",
            "ชื่อ", "ชื่อ สกุล", "ชื่อผู้ป่วย", "ผู้ป่วย", "სახელი", "გვარი", "Անուն", "Ազգանուն", "氏名", "お名前",
            "名前", "患者氏名", "申請者氏名", "被保険者氏名", "姓名", "患者姓名", "申請人姓名", "申請人", "申请人", "病人姓名",
            "이름", "성명", "환자명", "성함", "신청인",
            // "Name" in Marathi, Gujarati, Gurmukhi, Bengali, Tamil, Telugu, Kannada and Malayalam ("रुग्णाचे नाव",
            // "દર્દીનું નામ", "ਪਿਤਾ ਦਾ ਨਾਮ": the word anywhere in the label).
            "नाव", "નામ", "ਨਾਮ", "নাম", "பெயர்", "పేరు", "ಹೆಸರು", "പേര്",
            // "Signature", "signed" and "signature of the patient" in Hebrew, Persian, Arabic, Hindi, Thai,
            // Chinese, Japanese and Korean: a signature line's name.
            "חתימה", "امضا", "امضای بیمار", "امضای همراه", "التوقيع", "توقيع", "हस्ताक्षर", "ลงชื่อ", "签名", "簽名", "署名",
            "서명", "signature of patient", "signature of the patient", "patient signature",
            // Roles a form labels with a person's name in Urdu, Hindi, Nepali and Bengali (lawyer, witness,
            // signature, recipient, applicant), "name" in Sinhala, Khmer and Somali, and witness, applicant
            // and recipient in Georgian and Amharic ("دولہن کا وکیل:", "प्राप्तकर्ता :", "සම්පූර්ණ නම:").
            "وکیل", "گواہ", "گواہان", "دستخط", "वकील", "गवाह", "प्राप्तकर्ता", "प्रार्थी", "निवेदक", "সাক্ষী",
            "স্বাক্ষর", "আবেদনকারী", "නම", "ឈ្មោះ", "magaca", "მოწმე", "განმცხადებელი", "አመልካች", "ተቀባይ"})},
    };
    return k;
}

// Every phrase of rules() by its first word: (rule, phrase) in table order.
const std::unordered_map<std::string, std::vector<std::pair<size_t, size_t>>>& phrase_index() {
    static const auto index = [] {
        std::unordered_map<std::string, std::vector<std::pair<size_t, size_t>>> m;
        const auto& rs = rules();
        for (size_t r = 0; r < rs.size(); ++r)
            for (size_t p = 0; p < rs[r].phrases.size(); ++p)
                if (!rs[r].phrases[p].empty()) m[rs[r].phrases[p].front()].emplace_back(r, p);
        return m;
    }();
    return index;
}

std::vector<std::string> label_words(std::string_view label) {
    std::vector<std::string> words;
    std::string w;
    auto flush = [&] {
        // Czech and Slovak "č." and "čís." abbreviate číslo ("number"); folded they would be "c".
        if (w == "\xC4\x8D" || w == "\xC4\x8C" || w == "\xC4\x8D\xC3\xADs" || w == "\xC4\x8C\xC3\xADs") words.emplace_back("#");
        else if (!w.empty()) words.push_back(fold_word(w));
        w.clear();
    };
    for (size_t i = 0; i < label.size() && words.size() < 8; ++i) {
        char c = label[i];
        unsigned char u = static_cast<unsigned char>(c);
        if (c == '#') {
            flush();
            words.emplace_back("#");
        } else if ((u >= 0x80) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            w += c;
        } else {
            flush();
        }
    }
    flush();
    // "N°", "Nº": the degree or ordinal sign folds away, leaving "n".
    for (auto& x : words)
        if (x == "n" || x == "n°" || x == "nº" || x == "no" || x == "nr" || x == "num" || x == "number" || x == "numero" || x == "nummer" ||
            x == "nro" || x == "nbr" ||
            // Polish, Romanian, Czech and Slovak, Hungarian, Croatian and Serbian, Slovene, Turkish, Indonesian.
            x == "numer" || x == "numar" || x == "numarul" || x == "cislo" || x == "szam" || x == "broj" || x == "br" ||
            x == "stevilka" || x == "numara" || x == "nomor")
            x = "#";
    return words;
}

bool contains_phrase(const std::vector<std::string>& words, const std::vector<std::string>& phrase) {
    if (phrase.empty() || phrase.size() > words.size()) return false;
    for (size_t i = 0; i + phrase.size() <= words.size(); ++i) {
        bool all = true;
        for (size_t k = 0; all && k < phrase.size(); ++k) all = words[i + k] == phrase[k];
        if (all) return true;
    }
    return false;
}

}  // namespace

bool is_quantity_label(std::string_view label) {
    static const WordSet kQuantity = {
        "amount", "total", "sum", "balance", "price", "cost", "fee", "fees", "salary", "income", "wage", "wages", "weight",
        "height", "volume", "dose", "count", "population", "mileage", "odometer", "reading", "score", "result", "value",
        "level", "units", "qty", "quantity", "paid", "due", "owed", "limit", "deductible", "premium", "rent", "deposit",
        "betrag", "summe", "montant", "importe", "valor", "bedrag", "kwota", "částka", "iznos", "summa", "összeg", "tutar"};
    size_t e = label.size();
    while (e > 0 && !std::isalpha(static_cast<unsigned char>(label[e - 1])) && static_cast<unsigned char>(label[e - 1]) < 0x80) --e;
    size_t b = e;
    while (b > 0 && (std::isalpha(static_cast<unsigned char>(label[b - 1])) || static_cast<unsigned char>(label[b - 1]) >= 0x80)) --b;
    return kQuantity.count(ascii_lower(label.substr(b, e - b))) > 0;
}

bool is_currency_code(std::string_view code) {
    static const WordSet kCodes = {
        "usd", "eur", "gbp", "uah", "rub", "cad", "aud", "nzd", "inr", "zar", "kes", "tzs", "ngn", "ghs", "php", "myr",
        "sgd", "hkd", "jpy", "cny", "chf", "sek", "nok", "dkk", "pln", "czk", "huf", "ron", "bgn", "rsd", "mkd", "all",
        "try", "brl", "mxn", "ars", "clp", "cop", "pen", "bnd", "bsd", "bzd", "gyd", "xcd", "scr", "mur", "mwk", "nad",
        "bwp", "zmw", "ugx", "pkr", "bdt", "kzt", "azn",
        // The Middle East's, North and East Africa's and Asia's (ISO 4217; not those that spell an English word,
        // "mad", "top", "bob").
        "etb", "iqd", "sar", "kwd", "aed", "qar", "omr", "bhd", "jod", "lbp", "egp", "ils", "syp", "yer", "tnd", "dzd", "lyd",
        "sdg", "ssp", "ern", "djf", "sos", "rwf", "bif", "cdf", "xof", "xaf", "mzn", "aoa", "szl", "lsl", "mga", "scr",
        "irr", "afn", "npr", "lkr", "mvr", "mmk", "khr", "lak", "thb", "vnd", "idr", "krw", "twd", "mnt", "uzs", "kgs",
        "tjs", "tmt", "gel", "amd", "byn", "mdl", "isk", "uyu", "pyg", "gtq", "hnl", "nio", "crc", "dop", "htg", "jmd",
        "ttd", "bbd", "fjd", "pgk", "sbd", "vuv", "wst"};
    return kCodes.count(ascii_lower(code)) > 0;
}

bool is_public_number_label(std::string_view label) {
    static const auto k = phrases({"case", "docket", "court file", "court", "index", "statute", "section", "form",
                                   "page", "exhibit", "rule", "civil action", "cause", "bill", "cpt", "icd",
                                   "version", "rev", "revision", "item", "room", "tooth", "teeth", "quadrant", "bed", "ward", "suite",
                                   "apt", "flat", "unit", "floor", "division", "dept", "department", "step",
                                   "batch", "policy mp", "code", "question", "q",
                                   // Laws and their articles: "Lei n.º 25/2012", "Ley 41/2002", "ustawa nr 12".
                                   "law", "act", "lei", "ley", "loi", "legge", "decreto", "decreto lei", "decree", "art",
                                   "artigo", "articulo", "article", "ustawa", "zakon", "dz u", "regulation"});
    const auto words = label_words(label);
    // A postcode's label holds "code" too: "Postal code", "Code postal", "Código postal".
    if (std::any_of(words.begin(), words.end(), [](const std::string& w) { return w == "postal" || w == "post"; })) return false;
    // A court's case is public; a medical examiner's, a coroner's, a laboratory's, an insurer's or the
    // police's case number identifies the person it is about ("ME Case No.", "Claim case no.").
    static const auto kPersonalCase = phrases({"me", "medical examiner", "coroner", "coroners", "lab", "laboratory", "claim",
                                               "incident", "crime", "police", "patient", "client", "assistance", "social"});
    const bool personal_case = std::any_of(kPersonalCase.begin(), kPersonalCase.end(), [&](const auto& p) { return contains_phrase(words, p); });
    for (const auto& p : k)
        if (contains_phrase(words, p) && !(personal_case && p == k.front())) return true;
    return false;
}

LabelMeaning classify_label(std::string_view label) {
    // A remark in brackets after the label's words says nothing of what it names: "Emergency contact
    // (not travelling)", "Address (if different)".
    if (label.size() > 4 && label.back() == ')') {
        const size_t open = label.rfind(" (");
        if (open != std::string_view::npos && open > 0 && label.find('(') == open + 1) label = label.substr(0, open);
    }
    // A bilingual form's label with its translation after a slash ("Patient / Tus neeg mob", "Visit / Hnub tuaj
    // kuaj"): either side says what the value is, the first as a rule.
    if (const size_t slash = label.find(" / "); slash != std::string_view::npos && label.find(" / ", slash + 3) == std::string_view::npos) {
        const LabelMeaning left = classify_label(label.substr(0, slash));
        if (*left.category) return left;
        const LabelMeaning right = classify_label(label.substr(slash + 3));
        if (*right.category) return right;
    }
    const auto words = label_words(label);
    if (words.empty()) return {};
    // Dutch and German compounds end in their number word: "dossiernummer", "Kundennr".
    const std::string& last = words.back();
    // ... and Nordic ones in "nr" ("sagsnr", "journalnr", "ydernr").
    // Hungarian ones end in "szám" ("törzsszám", "esetszám"), Finnish ones in "numero" or "tunnus"
    // ("asiakasnumero", "henkilötunnus").
    auto ends_with = [&](std::string_view tail, size_t min_size) {
        return last.size() >= min_size && last.compare(last.size() - tail.size(), tail.size(), tail) == 0;
    };
    const bool compound_number = ends_with("nummer", 8) || ends_with("nr", 6) || ends_with("szam", 7) ||
                                 ends_with("numero", 9) || ends_with("tunnus", 9);
    const bool id_suffix = compound_number || words.back() == "#" || (words.front() == "#" && words.size() <= 3) || words.back() == "id" || words.back() == "identifier" ||
                           words.back() == "ident" || (words.size() >= 2 && words[words.size() - 2] == "i" && words.back() == "d");
    // "Account name", "Driver name": a label ending in "name" names a person.
    if (!id_suffix && words.size() >= 2 && (last == "name" || last == "names") && words[0] != "company" &&
        words[0] != "business" && words[0] != "practice" && words[0] != "facility" && words[0] != "drug" &&
        words[0] != "product")
        return {"PERSON", false};
    // Chinese, Japanese and Korean join the name word to what names it: "主治医の氏名", "申請人姓名",
    // "보호자성명": a label ending in it names a person.
    if (!id_suffix && (ends_with("氏名", 6) || ends_with("姓名", 6) || ends_with("名前", 6) || ends_with("성명", 6) ||
                       ends_with("이름", 6)))
        return {"PERSON", false};
    // Police shorthand: V1 (victim), S2 (suspect), W1 (witness), C1, R1, RP: a person.
    if (words.size() == 1 && words[0].size() <= 3 && words[0].size() >= 2 &&
        std::string_view("vswcr").find(words[0][0]) != std::string_view::npos &&
        std::isdigit(static_cast<unsigned char>(words[0][1])))
        return {"PERSON", false};
    // "Name as on passport", "Nom de naissance": a label that opens with a
    // name word names a person, whatever follows.
    // "Name of clinic", "Name of employer": the name of what the rest names.
    if (words.size() >= 3 && words[0] == "name" && words[1] == "of") {
        std::string rest;
        for (size_t k = 2; k < words.size(); ++k) rest += (rest.empty() ? "" : " ") + words[k];
        LabelMeaning m = classify_label(rest);
        if (*m.category && std::string_view(m.category) != "PERSON" && !m.identifier) return m;
    }
    static const auto kNameFirst = phrases({"name", "surname", "nom", "prenom", "naam",
                                            "voornaam", "achternaam", "nombre", "apellido", "apellidos", "nome",
                                            "sobrenome", "vorname", "nachname", "patient"});
    if (!id_suffix)
        for (const auto& p : kNameFirst)
            if (words.front() == p.front() && !(words.size() > 1 && (words[1] == "id" || words[1] == "#"))) {
                if (words.front() == "patient" && words.size() > 1 && words[1] != "name" && words[1] != "s") break;
                return {"PERSON", false};
            }
    // A table's or a register's column of where a person lives, as the label alone ("Community" in a
    // tracing list, "Locality"); inside longer labels these words say other things ("Community
    // Services Card", "community nurse").
    if (words.size() == 1 && (words[0] == "community" || words[0] == "locality" || words[0] == "neighbourhood" ||
                              words[0] == "neighborhood" || words[0] == "settlement"))
        return {"LOCATION", false};
    // "Postal address": the address, though "postal" alone labels a postcode (the ZIP rule comes first in the table).
    if (words.size() >= 2 && words[0] == "postal" && (words[1] == "address" || words[1] == "addr" || words[1] == "add"))
        return {"ADDRESS", false};
    // The first rule, and its first phrase, in table order whose phrase occurs in the label: found
    // through an index of the phrases by their first word, as a scan of every phrase would find it
    // (every identifier-shaped token of a text asks, so the scan was a hot spot).
    size_t best_rule = SIZE_MAX, best_phrase = SIZE_MAX;
    const auto& index = phrase_index();
    for (size_t i = 0; i < words.size(); ++i) {
        auto it = index.find(words[i]);
        if (it == index.end()) continue;
        for (auto [ri, pi] : it->second) {
            if (ri > best_rule || (ri == best_rule && pi >= best_phrase)) continue;
            const Rule& rule = rules()[ri];
            if ((rule.suffix == WithId && !id_suffix) || (rule.suffix == WithoutId && id_suffix)) continue;
            const auto& phrase = rule.phrases[pi];
            if (i + phrase.size() > words.size()) continue;
            bool all = true;
            for (size_t k = 1; all && k < phrase.size(); ++k) all = words[i + k] == phrase[k];
            if (all) {
                best_rule = ri;
                best_phrase = pi;
            }
        }
    }
    if (best_rule != SIZE_MAX) {
        const Rule& r = rules()[best_rule];
        const auto& p = r.phrases[best_phrase];
        {
            std::string_view cat = r.category;
            bool ident = cat == "MRN" || cat == "HEALTH_PLAN" || cat == "ACCOUNT" || cat == "LICENSE" ||
                         cat == "DEVICE" || cat == "VEHICLE" || cat == "ID" || cat == "SSN" || cat == "NHS";
            // The head of an English compound is its last word: "Emergency contact",
            // "Company physician", "Insurance adjuster" name a person. Not past "of" or "for":
            // "Address of owner" is an address.
            const bool of_phrase = std::any_of(words.begin(), words.end(), [](const std::string& w) { return w == "of" || w == "for"; });
            if (!ident && cat != "PERSON" && !of_phrase && words.size() >= 2 && words.back() != p.back()) {
                LabelMeaning head = classify_label(words.back());
                if (std::string_view(head.category) == "PERSON") return head;
            }
            // A label made only of a one-letter word ("D", "M", "T") names a
            // phone only in a signature line; the caller checks the value.
            return {r.category, ident};
        }
    }
    // Any other label ending in No./#/ID names an identifier of some kind ("ID" alone too).
    // So does one compound ending in its number word ("Kundennummer", "sagsnr", "Fødselsnummer").
    if (id_suffix && (words.size() >= 2 || words[0] == "id" || compound_number)) return {"ID", true, true};
    return {};
}

bool is_police_rank(std::string_view word) {
    static const WordSet kRanks = {
        "pc", "wpc", "pcso", "ps", "sgt", "sergeant", "dc", "ds", "di", "dci", "insp", "inspector", "constable", "const",
        "cst", "det", "detective", "gda", "garda", "cpl", "psi", "asi", "si", "po", "tpr"};
    return kRanks.count(ascii_lower(word)) != 0;
}

}  // namespace synsema::redact
