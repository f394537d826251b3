// The rule-based recognizers. Each scans one document and appends candidate
// spans; the detector merges overlaps, propagates names and gates by
// confidence. One file per family: contact, numbers, dates, ids, address,
// organisations, names.
#pragma once
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "regex.h"

#include "lexicon.h"
#include "span.h"
#include "start_index.h"
#include "structure.h"
#include "text_scan.h"
#include "word_index.h"

namespace synsema::redact {

// The first bytes of a capitalised ASCII word, for a pattern's StartBytes.
inline constexpr const char* kUpper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// The language a document is mostly written in, guessed from its function
// words: it says whether capitals mark names (English) or also nouns (German).
// Other: a language the lexicon knows only the function words of (Danish,
// Polish, Finnish, ...), where a capital word unknown to it is as likely a
// noun at a line's start as a name.
enum class Language { English, German, French, Dutch, Spanish, Portuguese, Other };

struct ScanInput {
    std::string_view text;              // with OCR confusions undone (same bytes, same length)
    const Lexicon& lex;
    const std::vector<Token>& tokens;   // with their Lexicon flags
    const StartIndex& starts;         // identifier_starts(text)
    const StartIndex& letter_starts;  // letter_starts(text): where a word of either case can begin
    const WordIndex& word_index;      // the tokens by first letter and length, for their cue words
    const DigitBits& digits;            // the text's ASCII digits, for digit_dense_starts
    const std::vector<Field>& fields;   // find_fields(text)
    Language language = Language::English;
    bool caseless_scripts = false;      // a lead byte of U+0590 or above: Hebrew, Arabic, the Indic scripts, Thai, CJK, …
    double sure = 0.85;                 // the detector's auto_threshold: a span this confident is redacted, not reviewed
};

// A recognizer's candidate span, before merging: the Span fields a rule sets,
// kept small (category and rule are string literals) because a large text
// yields hundreds of thousands of candidates.
struct Candidate {
    size_t start = 0, end = 0;
    const char* category = "";
    const char* rule = "";
    double confidence = 0.0;
};

using Spans = std::vector<Candidate>;

inline void add_span(Spans& out, size_t start, size_t end, const char* category, const char* rule, double confidence) {
    if (end <= start) return;
    if (confidence > 1.0) confidence = 1.0;
    out.push_back(Candidate{start, end, category, rule, confidence});
}

// Every match of `re` in `text` as a span, whole.
inline void add_matches(Spans& out, const Regex& re, std::string_view text, const char* category, const char* rule,
                        double confidence) {
    re.for_each(text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), category, rule, confidence);
        return true;
    });
}

void find_emails(const ScanInput& in, Spans& out);
void find_urls(const ScanInput& in, Spans& out);
void find_messenger_ids(const ScanInput& in, Spans& out);  // WeChat's wxid_…
void find_singapore_plates(const ScanInput& in, Spans& out);  // by their check letter
// Croatia's, Serbia's, Indonesia's and Romania's plates by their district's code (recognize_district_plates.cpp).
void find_district_plates(const ScanInput& in, Spans& out);
// Argentina's CBU and its alias after "alias" (recognize_argentine_accounts.cpp).
void find_argentine_accounts(const ScanInput& in, Spans& out);
bool valid_singapore_plate(std::string_view prefix, std::string_view number, char check);
void find_ip_and_mac(const ScanInput& in, Spans& out);
void find_phones(const ScanInput& in, Spans& out);        // PHONE, FAX
void find_national_ids(const ScanInput& in, Spans& out);  // SSN, ITIN, NHS
void find_country_ids(const ScanInput& in, Spans& out);   // national and health numbers by country, validated
void find_financial(const ScanInput& in, Spans& out);     // CREDIT_CARD, IBAN, ABA routing
void find_provider_ids(const ScanInput& in, Spans& out);  // NPI, DEA
void find_bare_codes(const ScanInput& in, Spans& out);  // numbers and codes with no label: 7+ digits, letters with 5+ digits
void find_dates(const ScanInput& in, Spans& out);
// Called by find_dates: the day before the month, a month's case ending, a month of a year and the month
// first, as the other languages write them (recognize_intl_dates.cpp).
void find_intl_dates(const ScanInput& in, Spans& out);
// Called by find_dates: the Hijri, Ethiopian, Solar Hijri, Hebrew and Bikram Sambat calendars' dates with
// their months in Latin letters ("8 Ramadan 1447", "Miyazia 6, 1990 E.C.") (recognize_era_dates.cpp).
void find_era_dates(const ScanInput& in, Spans& out);
// Called by find_dates with its digit-dense candidates: a year of birth after its word ("born 2015", "DOB 1953")
// (recognize_person_years.cpp).
void find_person_years(const ScanInput& in, const StartIndex& dense, Spans& out);
// Called by find_dates: other places' forms and ranges (recognize_date_forms.cpp); spans from first_span on are dates.
void find_local_date_forms(const ScanInput& in, Spans& out, size_t first_span);
// Called by find_dates: weekdays, "tomorrow" and named days, which fix a day only in a record with a
// date among out's spans from first_span on (recognize_relative_dates.cpp).
void find_anchored_relative_dates(const ScanInput& in, Spans& out, size_t first_span);
// Called by find_local_date_forms: Basque, Georgian, Mongolian and Khmer dates whose parts carry joined
// endings or words ("azaroaren 27an", "2 დეკემბრიდან", "2019 оны 3-р сард", "ថ្ងៃទី០២ ខែធ្នូ") (recognize_joined_dates.cpp).
void find_joined_dates(const ScanInput& in, Spans& out);
// Called by find_local_date_forms: "19. 11. 2026", "1942. 03. 08.", "19.11.", "11.17-én" (recognize_dotted_dates.cpp).
void find_dotted_dates(const ScanInput& in, const std::vector<size_t>& dense, Spans& out);
// The identifier starts within `reach` bytes before a token with any of `flags`
// (sorted): where a pattern that ends in such a word can begin ("3. " before "marts").
std::vector<size_t> starts_before_tokens(const ScanInput& in, uint32_t flags, size_t reach);
// Any month word (English or another language's), or a weekday.
constexpr uint32_t kAnyMonth = kLexMonth | kLexIntlMonth | kLexIntlMonthAbbr;
constexpr uint32_t kAnyWeekday = kLexMonth | kLexIntlWeekday;
// Ages over 89 (recognize_ages.cpp).
void find_ages(const ScanInput& in, Spans& out);
void find_context_ids(const ScanInput& in, Spans& out);   // MRN, ACCOUNT, LICENSE, VEHICLE, DEVICE, HEALTH_PLAN, ID
// Called by find_context_ids: 17-character VINs with a valid check digit, or after "VIN" (recognize_vins.cpp).
void find_vins(const ScanInput& in, Spans& out);
void find_plates(const ScanInput& in, Spans& out);  // recognize_plates.cpp
void find_numero_numbers(const ScanInput& in, Spans& out);  // recognize_numero.cpp
void find_acronym_labelled_numbers(const ScanInput& in, Spans& out);  // recognize_acronym_labels.cpp
bool vin_check_digit_valid(std::string_view vin);  // 17 characters, the 9th the check digit
void find_addresses(const ScanInput& in, Spans& out);     // ADDRESS, LOCATION, ZIP
// Called by find_addresses: Japanese, Chinese, Korean and Thai addresses (recognize_address_asian.cpp).
void find_asian_addresses(const ScanInput& in, Spans& out);
// Called by find_addresses: Hungarian, Czech, Romanian, "c/" and lower-case streets (recognize_address_europe.cpp).
void find_european_streets(const ScanInput& in, Spans& out);
// Called by find_addresses: "Riia tn 15-7, 51010 Tartu", a street, its number, a comma, the postcode and the town (recognize_address_line.cpp).
void find_address_lines(const ScanInput& in, Spans& out);
// Called by find_addresses: "4117 S. Quaker", "E. 41st St and S. Lewis Ave" (recognize_address_grid.cpp).
void find_grid_streets(const ScanInput& in, Spans& out);
// Called by find_addresses: "Plot 1174, Chilenje South", "House 22, Libala Road", "RR 1 Box 44" (recognize_address_plots.cpp).
void find_plot_addresses(const ScanInput& in, Spans& out);
// Called by find_addresses: "on Coliseum Blvd N", "… Assisted Living, Room 114" (recognize_address_narrative.cpp).
void find_narrative_addresses(const ScanInput& in, Spans& out);
// Called by find_addresses: "County Mayo", "jud. Cluj", "Big Horn County", "Dublin 4" (recognize_counties.cpp).
void find_counties_and_districts(const ScanInput& in, Spans& out);
// Called by find_addresses: "a job site in Steady Brook", "near Cedar Falls" (recognize_topographic_towns.cpp).
void find_topographic_towns(const ScanInput& in, Spans& out);
// Called by find_addresses: a postcode right after a town found from first_span on (recognize_postcode_after_town.cpp).
void find_postcodes_after_towns(std::string_view text, Spans& out, size_t first_span);
// Called by the detector after the spread: a gazetteer's town right after a person or an organisation found
// ("Mrs Kirsteen Ohashi (née Sillars), Osaka;") (town_after_party.cpp).
void find_towns_after_parties(std::string_view text, const Lexicon& lex, Spans& out);
// ... and a chat's sender saved as the last two words of an organisation found ("Legal Project: …" after "Nā
// Kūpuna Legal Project") (org_speaker_tails.cpp).
void find_org_speaker_tails(std::string_view text, Spans& out);
void find_organizations(const ScanInput& in, Spans& out);
// Where a name given for a saint starts, the title before it taken in: "St. Kizito Catholic Parish"
// (not a street's "Main St." before a name).
size_t saint_title_before(std::string_view text, size_t start);
// Our Lady's churches, and the saint's title before the organisations found from `first` on.
void saints_in_names(const ScanInput& in, Spans& out, size_t first);
// Drops a person found as one word right after a saint's title: "St. Philip" (recognize_orgs_saints.cpp).
void drop_saints_as_persons(const ScanInput& in, Spans& out);
// Called by find_organizations: "Gränby vårdcentral", "Fakultní nemocnice Brno", "As Oy Hämeenpuisto 27" (recognize_orgs_europe.cpp).
void find_european_place_institutions(const ScanInput& in, Spans& out);
// Called by find_organizations: "at rapid creek family health" in a chat or a dictation (recognize_orgs_lower.cpp).
void find_lower_case_institutions(const ScanInput& in, Spans& out);
// Called by find_organizations: '„Swedbank“, AB', 'UAB „Vilniaus vandenys“', "Sparebanken" (recognize_orgs_quoted.cpp).
void find_quoted_companies(const ScanInput& in, Spans& out);
// Called by find_organizations: health insurers and pharmacy chains by name, the Blues with their state (recognize_known_orgs.cpp).
void find_known_organisations(const ScanInput& in, Spans& out);
// Called by find_organizations: "Smith & Sons", "Áltá Motor og Fritid AS", "PT Sumber Alfaria Trijaya" (recognize_orgs_forms.cpp).
void find_form_word_firms(const ScanInput& in, Spans& out);
// Called by find_organizations: drops, from first_span on, the courts and government agencies acting as such
// ("Ministry of Social Development"; not "Employer: Ministry of Education") (recognize_orgs_public.cpp).
void drop_government_acting(std::string_view text, Spans& spans, size_t first_span);
void find_persons(const ScanInput& in, Spans& out);
void find_caseless_titled_names(const ScanInput& in, Spans& out);  // recognize_names_caseless.cpp
// The titles that name a person in scripts without case, as a PCRE2 alternation ("מר|السيد|…|ኣቶ|…").
const std::string& caseless_titles();  // recognize_names_caseless.cpp
void find_caseless_organizations(const ScanInput& in, Spans& out);  // recognize_orgs_caseless.cpp
// The display name before "<address@…>": PERSON, or ORGANIZATION when an org word is in it. After find_emails.
void find_mail_display_names(const ScanInput& in, Spans& out);
// "PC Owain Prydderch (5521)": an officer's collar number after a ranked name from first_span on
// (recognize_collar_numbers.cpp).
void find_collar_numbers(const ScanInput& in, Spans& out, size_t first_span);
// The number of a professional register in brackets after a sure name ("(SCFHS 14-R-0029613)"), from first_span on.
void find_register_numbers(const ScanInput& in, Spans& out, size_t first_span);
// The localities of a comma-chained address between a number and its town (recognize_locality_chains.cpp).
void find_locality_chains(const ScanInput& in, Spans& out);
// A bank by its initials beside an account: "BSP account 1004…", "rek BRI 0021-…" (recognize_bank_initials.cpp).
void find_bank_initials(const ScanInput& in, Spans& out);
// A payment card's last four digits in words (recognize_card_last_four.cpp).
void find_card_last_four(const ScanInput& in, Spans& out);
// Two towns joined by a hyphen, "Gaiman-Trelew" (recognize_town_pairs.cpp).
void find_town_pairs(const ScanInput& in, Spans& out);
// A chat export's machine time stamp in markup, `date="1778310120000"`, is no identifier (markup_timestamps.cpp).
void drop_markup_timestamps(const ScanInput& in, Spans& out);
// A town and a lower-case kind word, "Ystad lasarett" (recognize_town_kind_institutions.cpp).
void find_town_kind_institutions(const ScanInput& in, Spans& out);
// A JSON chat export's senders, and its message ids dropped (recognize_json_chats.cpp).
void find_json_chat_senders(const ScanInput& in, Spans& out);
void drop_json_message_ids(const ScanInput& in, Spans& out);
// Drops what was found on a CSV export's header row, the names of its columns (csv_headers.cpp).
void drop_csv_header_spans(const ScanInput& in, Spans& out);
// Drops a person's name found alone on a unit's word before its number: "Ward 12", "Bed 4" (numbered_units.cpp).
void drop_numbered_units(const ScanInput& in, Spans& out);
// Two to four words in capitals that are no words of the language, one of them no listed name either:
// a person from an origin the name lists lack (recognize_caps_unknown_names.cpp).
void find_caps_unknown_names(const ScanInput& in, Spans& out);
// "TAN KOK WEI (NRIC No.: 760305-13-5319)": a name before its identity number in brackets
// (recognize_names_before_ids.cpp).
void find_names_before_ids(const ScanInput& in, Spans& out);
// "Orazow B. K.", "Иванов И. И.": a surname and two initials (recognize_surname_initials.cpp).
void find_surnames_with_initials(const ScanInput& in, Spans& out);
// A login after "by" and initials where a note is signed (recognize_staff_marks.cpp).
void find_staff_marks(const ScanInput& in, Spans& out);
// "Gülizar hanım", "Tanaka-san", "Bornova'da": a title or a case ending after the name (recognize_titles_after.cpp).
void find_titles_after_names(const ScanInput& in, Spans& out);
// "Bolesnik: JURIĆ BILIĆ ANTE": words in capitals under a label no list knows (recognize_caps_values.cpp).
void find_caps_values(const ScanInput& in, Spans& out);
// "Frank and Loretta Pruitt": a given name joined to a sure full name from first_span on (recognize_coordinated_names.cpp).
void find_coordinated_given_names(const ScanInput& in, Spans& out, size_t first_span);
// A given name that is also a word right before a sure, unusual surname in a list ("Memory Banda").
void find_given_names_before_surnames(const ScanInput& in, Spans& out, size_t first_span);
// People listed surname first between semicolons ("Dubignon, Jean-Paul; Payet, Roland").
void find_inverted_name_lists(const ScanInput& in, Spans& out);
// Korean records' names by field, title and seal, resident numbers, plates and places (recognize_korean.cpp).
void find_korean_forms(const ScanInput& in, Spans& out);
// A postcode after its country, closing an address's line (recognize_postcode_after_town.cpp).
void find_postcodes_after_countries(const ScanInput& in, Spans& out);
// ... and after its own word in a sentence, "code postal 31130", "postcode is 6221 CN" (the same file).
void find_postcodes_after_words(const ScanInput& in, Spans& out);
// A building named between commas after an address's street, and its floor or flat ("Rue de Venise, Immeuble Kadra,
// 2e étage"): the address's span taken over them (recognize_building_segments.cpp).
void find_building_segments(const ScanInput& in, Spans& out);
// A chat's account names alone after each message's bracketed stamp, as Discord's exporters write them
// ("[09-Feb-26 07:12 PM] mikey.wierz"), and the same handles elsewhere (recognize_stamped_handles.cpp).
void find_stamped_handles(const ScanInput& in, Spans& out);
// A person's years of birth and death after the name (recognize_life_years.cpp).
void find_life_years(const ScanInput& in, Spans& out, size_t first_span);
// Dates written in a form's boxes, a digit each (recognize_form_dates.cpp).
void find_form_dates(const ScanInput& in, Spans& out);
// Roads by route number: a house on one, a junction of two (recognize_routes.cpp).
void find_route_addresses(const ScanInput& in, Spans& out);
// Slavic declined forms: a town after its preposition, a parent after "son"/"daughter" (recognize_slavic_cases.cpp).
void find_slavic_cases(const ScanInput& in, Spans& out);
// A town with a Turkish case ending after an apostrophe: "Rize'deki" (recognize_suffixed_towns.cpp).
void find_suffixed_towns(const ScanInput& in, Spans& out);
// Finnish towns, streets and institutions with their case endings, "Kalliossa", "Vaasankadulla" (recognize_finnish_cases.cpp).
void find_finnish_cases(const ScanInput& in, Spans& out);
// Bar codes of an implant (HIBC) or a donated graft (ISBT 128 DIN), by their check characters (recognize_device_codes.cpp).
void find_device_codes(const ScanInput& in, Spans& out);
// Bitcoin and Ethereum addresses, by check sum or shape (recognize_crypto_addresses.cpp).
void find_crypto_addresses(const ScanInput& in, Spans& out);
// Chinese names by title, label and family word, and numbers by their label (recognize_chinese.cpp).
void find_chinese_names(const ScanInput& in, Spans& out);
// WeChat's exported chat: senders on their own line with the time, their workplaces, the title naming both
// parties, and the full names inside the sentences (recognize_chinese_chats.cpp; called by find_chinese_names).
void find_chinese_chat_senders(const ScanInput& in, Spans& out);
// The byte length of a common Chinese surname at `pos` (3, or 6 for one of two characters), else 0 (recognize_chinese.cpp).
size_t chinese_surname_at(std::string_view t, size_t pos);
// The denominators over which a record's fractions are scores, not days and months: three fractions or more over
// one, one of them no date in either order ("6/31") (score_fractions.cpp).
std::set<std::string, std::less<>> score_denominators(const ScanInput& in);
// Chinese months of a year, and a dated record's "tomorrow", "yesterday" and weekdays (recognize_chinese.cpp).
void find_chinese_dates(const ScanInput& in, Spans& out, size_t first_span);
// Peru's blocks and lots, numbered streets with their house, roads by their kilometre ("Urb. Los Cedros Mz. B
// Lt. 14", "Calle 14 No. 27-30", "Estrada de Catete, km 14") (recognize_address_latam.cpp).
void find_latin_american_streets(const ScanInput& in, Spans& out);
// Arabic streets named with the article and a landmark, Persian avenue-lane-plate chains (recognize_address_arabic.cpp).
void find_arabic_streets(const ScanInput& in, Spans& out);
// A name with the kin or respect word after it in South Asia's scripts, "জাহিদ ভাই" (recognize_kin_names_caseless.cpp).
void find_caseless_kin_names(const ScanInput& in, Spans& out);
bool is_caseless_kin_word(std::string_view word);
// Georgian relatives named with the kin word first, streets and mobiles (recognize_georgian.cpp).
void find_georgian_forms(const ScanInput& in, Spans& out);
bool is_georgian_kin_word(std::string_view word);
// A rare word a record capitalises inside its sentences, twice or more and never in lower case ("Nikau
// punched …") (recognize_rare_capitalised.cpp).
void find_rare_capitalised_words(const ScanInput& in, Spans& out);
// Places after or before an administrative word ("мкр. Шанырак-2", "lagjja Dardania", "Алатауский район").
void find_places_by_admin_word(const ScanInput& in, Spans& out);
// A district, taluk, block or village word of India's and Bangladesh's scripts ("ಜಿಲ್ಲೆ", "जिल्हा", "উপজেলা")
// (recognize_place_words.cpp).
bool is_indic_admin_word(std::string_view word);
void find_town_layouts(const ScanInput& in, Spans& out);
// A postal block's lines above its postcode, and its line's parts; reads the ZIP, name and organisation spans from first_span on.
void find_address_blocks(const ScanInput& in, Spans& out, size_t first_span);
// The town after a street and its comma, where nothing closes the address ("27 Kowhai Street, Te Puke, with her aunt").
void find_towns_after_streets(const ScanInput& in, Spans& out, size_t first_span);   // a letter's dateline town, a town in brackets
void find_city_postcodes(const ScanInput& in, Spans& out);  // "Malang 65142": a town and its bare postcode
// Codes of capitals and digits in groups that key a case, claim, sample or file, for review.
void find_reference_codes(const ScanInput& in, Spans& out);
// A passport's or an identity card's machine-readable zone, its fields checked by their digits.
void find_machine_readable_zones(const ScanInput& in, Spans& out);
void find_spoken(const ScanInput& in, Spans& out);        // PHONE, DATE, EMAIL said in words (transcripts)

// Shared vocabularies.
bool is_us_state_abbreviation(std::string_view s);
bool is_us_state_name(std::string_view s);
bool is_month_or_weekday(std::string_view word);
bool is_org_keyword(std::string_view word);  // Hospital, Clinic, Inc, LLC, …
// A word that opens an institution's name in another language ("Ospedale", "Nemocnice", "Szpital").
bool opens_institution_name(std::string_view word, bool english);
bool is_vehicle_make(std::string_view word);  // Toyota, Honda, Ford, … (not those that are also cities: Lincoln)
bool is_name_stopword(std::string_view word);  // honorifics, degrees, months, states, org words
bool is_degree(std::string_view word);         // MD, RN, PhD, Esq, LCSW, … (after a name, outside it)
bool is_honorific_word(std::string_view word); // Dr, Mrs, Frau, Monsieur, …
bool is_weak_honorific(std::string_view word); // Nurse, Officer, Judge: titles that are also job words
bool is_relation_word(std::string_view word);  // son, wife, partner, interpreter, deponent, …
bool is_salutation(std::string_view word);     // Dear, Hi, Hello, Geachte, …
bool is_thanks_word(std::string_view word);   // Thanks, Merci, Danke: salutations that take only a capitalised name
bool is_greeting_second_word(std::string_view word);  // "dia" of "Bon dia", "Morgen" of "Guten Morgen"
bool is_reporting_verb(std::string_view word); // said, reports, denies, …
bool is_eponym_follower(std::string_view word);  // disease, syndrome, sign, …
bool is_eponym_leader(std::string_view word);    // doença, maladie, síndrome, Morbus: before "de X" / "X"
bool is_place_follower(std::string_view word); // County, Parish, River, …
// Calls add(word, LexFlag) for every word of the closed classes above, so the
// Lexicon can answer them with the one lookup it makes per token.
void add_closed_classes(const std::function<void(std::string_view, uint32_t)>& add);
// The end of a town or a country written right after an organisation's name, closing the phrase, else `end`
// (recognize_orgs.cpp): "Monash Medical Centre Clayton.", "Nedbank Namibia (".
size_t place_after_org(const ScanInput& in, size_t end);
bool is_region_name(std::string_view word);    // states, provinces, countries: never a LOCATION span
Language guess_language(std::string_view text, const std::vector<Token>& tokens);

}  // namespace synsema::redact
