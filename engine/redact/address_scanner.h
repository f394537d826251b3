// The address scanner behind find_addresses(): one object per document that finds the
// streets and what follows them, the postcodes, the "Address:" fields' parts and the cities
// a context ties to a place; and the pattern fragments (states, provinces, postcodes) its
// parts share. Private to the address recognizer: only the recognize_address*.cpp files
// include it (recognize_address.cpp runs the scanner; its members are defined in
// recognize_address_streets.cpp, recognize_address_cities.cpp and recognize_address_fields.cpp).
#pragma once
#include <cstddef>
#include <string_view>
#include <vector>

#include "recognizers.h"

namespace synsema::redact::address_detail {

// US states and territories, as codes and in full.
inline constexpr const char* kStates =
    "(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|"
    "V[TAI]|W[AVIY]|PR|GU|AS|MP|Guam|Puerto Rico|American Samoa|Northern Mariana Islands|Virgin Islands|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|"
    "Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|"
    "Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|"
    "New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|"
    "South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)";
// Canadian provinces and Australian states, as written in addresses.
inline constexpr const char* kProvinces = "(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU|NSW|VIC|QLD|WA|SA|TAS|ACT)";
// A city of one to three capitalised words; a later word is never a state or province code
// ("Columbus OH 43229": the city is "Columbus").
inline constexpr const char* kCity =
    "([A-Z][\\p{L}'’.-]*(?:[ ](?!(?:[A-Z]{2}|NSW|VIC|QLD|TAS|ACT)(?![\\w]))[A-Z][\\p{L}'’.-]*){0,2})";
inline constexpr const char* kZip = "(\\d{5}(?:-\\d{4})?)";
// With the British overseas territories' single codes in the same shape ("STHL 1ZZ", St Helena;
// "TKCA 1ZZ", Turks and Caicos; "FIQQ 1ZZ", the Falklands).
inline constexpr const char* kUkPostcode =
    "(?:(?:[A-Z]{1,2}\\d[A-Z\\d]?|GIR)[ ]?\\d[ABD-HJLNP-UW-Z]{2}|(?:ASCN|BBND|BIQQ|FIQQ|PCRN|SIQQ|STHL|TDCU|TKCA)[ ]1ZZ)";
inline constexpr const char* kCaPostcode = "[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z][ ]?\\d[ABCEGHJ-NPRSTV-Z]\\d";

// A street without a number held by an address's chain (recognize_address_streets.cpp).
bool in_address_chain(std::string_view text, size_t start, size_t end);

class AddressScanner {
public:
    AddressScanner(const ScanInput& in, Spans& out) : in_(in), text_(in.text), out_(out) {}

    void emit(size_t s, size_t e, const char* cat, const char* rule, double conf) {
        if (model_after_make(s, cat)) return;
        add_span(out_, s, e, cat, rule, conf);
    }
    // "2004 Ford Ranger, CA plate", "gray Silverado, ME plate": a capitalised word right after a vehicle's make
    // is its model, no town (recognize_address_cities.cpp).
    bool model_after_make(size_t s, std::string_view cat) const;

    // --- streets (recognize_address_streets.cpp)
    void streets();
    void street_found(size_t s, size_t e, const char* rule, double conf = 0.9);
    void named_streets_in_lower_case();
    bool near_street(size_t pos, size_t reach = 120) const;

    // --- places: after a street, in a place's context, above a postcode (recognize_address_cities.cpp)
    bool place_ok(std::string_view w) const;
    bool city_phrase(std::string_view phrase) const;
    void after_street(size_t end);
    void cities();
    void city_line_before(size_t pos);

    // --- postcodes and "Address:" fields (recognize_address_fields.cpp)
    void postcodes();
    void address_fields();
    void address_value(size_t start, size_t end);
    static bool postcode_only(std::string_view v);

private:
    const ScanInput& in_;
    std::string_view text_;
    Spans& out_;
    std::vector<size_t> street_ends_;
};

}  // namespace synsema::redact::address_detail
