// A building named after its street, between commas, and the floor or flat after it: "Rue de Venise, Immeuble
// Kadra, 2e étage", "Rua Norte do Patane, n.º 58, Edf. Keng Fai, 12.º andar F", "Dekerman Street, Nassar Building,
// 4th floor". The street rules end at the street (and its number); the building's part is the address's too.
#include <string>
#include <string_view>

#include "address_units.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_building_segments(const ScanInput& in, Spans& out) {
    // The building: its word first ("Immeuble Kadra", "Edf. Keng Fai", "Résidence Les Acacias", "Bloco C"), or last
    // ("Nassar Building", "Marina Tower"): one to four capitalised words, nothing else, up to the comma or the line's end.
    static const Regex building(
        R"(,[ ]?((?:(?:Immeuble|Imm\.|Edf\.|Edif\.|Edifício|Edificio|Résidence|Residencial|Bâtiment|Bât\.|Bloco|Bloc|Torre|Tower|Bldg\.)[ ])"
        R"((?:\p{Lu}[\p{L}'’-]*|\d{1,3})(?:[ ](?:\p{Lu}[\p{L}'’-]*|de|da|do|des|du|la|le|les|\d{1,3})){0,3}|)"
        R"(\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+){0,2}[ ](?:Building|Bldg\.|Tower|Towers|Residency|Apartments|Mansion|Mansions|Plaza|Court|Block))))"
        R"((?=,|[ \t]*\r?\n|[ \t]*$))");
    static const Regex units(std::string("(?:") + kAddressUnit + ")+");
    const size_t count = out.size();
    for (size_t k = 0; k < count; ++k) {
        if (std::string_view(out[k].category) != "ADDRESS") continue;
        const size_t start = out[k].start;
        Match b;
        if (!building.match_at(in.text.substr(0, std::min(in.text.size(), out[k].end + 64)), out[k].end, &b)) continue;
        size_t end = b.end(1);
        // The floor and the flat after the building: ", 2e étage", ", 12.º andar F", ", 4th floor".
        Match u;
        if (units.match_at(in.text.substr(0, std::min(in.text.size(), end + 48)), end, &u) && u.end() > end) end = u.end();
        add_span(out, start, end, "ADDRESS", "address.building", 0.88);
    }
}

}  // namespace synsema::redact
