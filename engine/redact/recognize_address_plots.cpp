// Addresses with no street number, where a designator and a number place the home: a plot or a
// stand ("Plot 1174, Chilenje South", "Stand 412, Borrowdale"), a numbered house on a named road or
// in a named area ("House 22, Libala Road"), a block or unit after a plot ("Plot 22814, Block 6"),
// an Indian flat or an advocate's chamber with its building ("Flat No. 304, Tower C, Green Lotus
// Avenue", "Chamber No. 412, District Courts"), a solicitor's Document Exchange box ("DX 26
// Mullingar"), and the rural routes and highway contracts of North America ("RR 1 Box 44", "HC 65
// Box 12"); business premises by their estate or park ("Heathhall Industrial Estate", "Kingsway
// Business Park"); a South African farm by its number ("Farm Rietvlei No. 114"); a South Asian town's
// neighbourhood ("Mohalla Jinnah Bagh, gali 4, ghar 27"); a Hong Kong flat by its floor and building
// ("Flat 1207, 12/F, Ting Yat House").
// Across southern Africa, South Asia and rural North America these are the whole address; the
// form carries the meaning, so no gazetteer of areas is needed.
#include <cctype>
#include <string_view>

#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

void find_plot_addresses(const ScanInput& in, Spans& out) {
    // The designator and its number, then up to two ", Name Words" or ", Block 6" parts.
    static const Regex plot(
        R"((?<![\w])(Plot|Stand|Erf|House|Hse|H\.(?=[ ]?(?i:no)\.)|Parcel|Building|Bldg\.?|Block|Flat|Office|Chamber|Section|Lot|PLOT|STAND|HOUSE|PARCEL|LOT)((?:[ ]?(?i:no)\.?)?)[ ](?:[A-Z]{1,3}[ /]?)?\d{1,6}(?:-?[A-Z])?(?:/\d{1,4}[A-Z]?)?(?![\w/-]))"
        // (Ghana's house numbers carry their area's letters and a sub-number: "Hse No. NT 112/4", "Hse No. B 47"; Zambia's
        // and Malawi's their block's or area's, joined: "House No. C17", "Plot LZ/118".)
        // (A numbered road, block, building or parcel among the parts: "Building 1120, Road 3619, Block 336",
        // Bahrain; "Block 2837B Parcel 114", the Virgin Islands' land registry.)
        // (An Indian flat's tower or wing by its letter, "Flat No. 304, Tower C, Green Lotus Avenue, Zirakpur";
        // a numbered area of an African town, "House No. 8126, Area 13, Dangamvura"; an Indian town's ward,
        // "House No. 17, Ward No. 4, Kacharigaon".)
        R"(((?:,?[ ](?:(?:Block|Unit|Phase|Sector|Area|Zone|Section|Extension|Ext\.?|Road|Rd\.?|Street|Avenue|Parcel|Plot|Building|Flat|Ward|Allotment|Lot)(?:[ ]No\.?)?[ ]\d{1,5}[A-Z]?|)"
        R"((?:Tower|Wing|Block)[ ][A-Z]|)"
        // (A trunk road by its number: "Plot LZ/118, M2 Road, Luchenza", Malawi's.)
        R"([A-Z]\d{1,3}[ ](?:Road|Rd\.?|Highway)|)"
        R"(\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+){0,2}(?:[ ](?:Road|Rd|Street|St|Avenue|Ave|Lane|Close|Drive|Crescent|Way))?)(?![\w])){0,3}))",
        StartBytes{"PSEHBFOCLph"});
    plot.for_each_at(in.text, in.starts, [&](const Match& m) {
        // "House 22" alone is a chamber or a sitting more often than a home: a named road or area must
        // follow. A plot or a stand is an address on its own.
        const std::string_view designator = m.text(1);
        // "House No. 1191" with its number word is a home's number; a flat or a lawyer's chamber needs its
        // building or court after it ("Chamber No. 412, District Courts, Sector 43"); so does a Caribbean lot its village
        // ("Lot 114, Eldridgeville"; alone it may be a medicine's batch).
        // (Papua New Guinea's section needs its allotment after it: "Section 12, Allotment 7, Wabag"; alone it is a
        // law's or a document's.)
        const bool house = designator == "House" || designator == "HOUSE" || designator == "Hse" || designator == "Building" || designator.substr(0, 4) == "Bldg" ||
                           designator == "Block" || designator == "Flat" || designator == "Chamber" || designator == "Section" ||
                           designator == "Lot" || designator == "LOT" || designator == "Office";
        if (designator == "Section") {
            const std::string_view parts = m.text(3);
            const auto numbered = [&](std::string_view word) {
                const size_t at = parts.find(word);
                return at != std::string_view::npos && at + word.size() < parts.size() &&
                       std::isdigit(static_cast<unsigned char>(parts[at + word.size()]));
            };
            if (!numbered("Allotment ") && !numbered("Lot ")) return true;
        }
        // ("H. No. 417, Street 3, Model Town": Pakistan's and north India's house number.)
        const bool numbered_house = (designator == "House" || designator == "HOUSE" || designator == "Hse" || designator == "H.") && !m.text(2).empty();
        if (house && !numbered_house && m.text(3).empty()) return true;
        // The address runs to its first named part (an area or a road, after any block or unit); a
        // named part after that is the town or the suburb ("House 22, Libala Road, Kabulonga").
        size_t end = m.end(1);
        while (end < m.end() && in.text[end] != ',') ++end;
        size_t at = end;
        bool named = false;
        while (at < m.end()) {
            size_t next = in.text.find(',', at + 1);
            if (next == std::string_view::npos || next > m.end()) next = m.end();
            const std::string_view part = in.text.substr(at + 2, next - at - 2);
            const bool lettered = (part.substr(0, 6) == "Tower " || part.substr(0, 5) == "Wing " || part.substr(0, 6) == "Block ") &&
                                  part.find(' ') + 2 == part.size();
            // (A trunk road by its number is the named part: "Plot LZ/118, M2 Road, Luchenza".)
            const bool numbered_road = !part.empty() && std::isupper(static_cast<unsigned char>(part[0])) &&
                                       (part.ends_with(" Road") || part.ends_with(" Rd") || part.ends_with(" Rd.") || part.ends_with(" Highway"));
            const bool unit = lettered || (part.find_first_of("0123456789") != std::string_view::npos && !numbered_road);
            if (named && !unit) {
                // (Not a state's two letters: "…, Frederiksted, VI 00840".)
                if (part.size() >= 3) add_span(out, at + 2, next, "LOCATION", "address.plot_area", 0.82);
                break;
            }
            named = named || !unit;
            end = next;
            at = next;
        }
        add_span(out, m.start(), end, "ADDRESS", "address.plot", 0.88);
        return true;
    });
    // An industrial or trading estate, a business or retail park: one to three capitalised words before
    // the kind ("Nithbank Dairies Ltd, Heathhall Industrial Estate, Dumfries DG1 3PH").
    static const Regex estate(R"((?<![\w])(?:\p{Lu}[\p{L}'’-]+[ ]){1,3}(?:Industrial[ ]Estate|Trading[ ]Estate|Business[ ]Park|)"
                              R"(Industrial[ ]Park|Retail[ ]Park|Enterprise[ ]Park|Science[ ]Park|Business[ ]Centre|Business[ ]Center)(?![\w]))",
                              StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    for (size_t i = 1; i < in.tokens.size(); ++i) {
        const std::string_view w = in.tokens[i].text;
        if (w != "Estate" && w != "Park" && w != "Centre" && w != "Center") continue;
        for (size_t k = i >= 4 ? i - 4 : 0; k + 1 < i; ++k) {
            // The estate's own name, not an article or words of the language alone ("The Industrial Estate").
            if (in.tokens[k].lex & kLexStop) continue;
            bool named = false;
            for (size_t n = k; n + 1 < i; ++n) named = named || !(in.tokens[n].lex & (kLexCommon | kLexStop));
            if (!named) continue;
            Match m;
            if (estate.match_at(in.text, in.tokens[k].start, &m) && m.end() == in.tokens[i].end) {
                add_span(out, m.start(), m.end(), "ADDRESS", "address.estate", 0.86);
                break;
            }
        }
    }
    // A South African farm by its name and its registered number, the whole address of a rural home or business
    // ("Farm Rietvlei No. 114", "the farm Doornhoek 212").
    static const Regex farm(R"((?<![\w])(?:Farm|farm|FARM)[ ]\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+)?[ ](?:No\.?[ ])?\d{1,4}(?:[ ]?[A-Z]{2})?(?![\w/-]))",
                            StartBytes{"fF"});
    farm.for_each_at(in.text, in.word_index.starts_of({"farm"}), [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.farm", 0.86);
        return true;
    });
    // A South Asian town's neighbourhood by its name, then its lane and house numbers as people write them:
    // "Mohalla Jinnah Bagh, gali 4, ghar 27", "Muhalla Qazi Wara, Street 3, House 12".
    static const Regex mohalla(R"((?<![\w])(?i:mohallah?|muhallah?)[ ]\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+){0,2})"
                               R"((?:,?[ ](?i:gali|galli|street|lane|ghar|makan|house|plot|h\.[ ]?no\.?)(?:[ ]no\.?)?[ ]\d{1,4}[A-Z]?){0,3}(?![\w]))",
                               StartBytes{"mM"});
    mohalla.for_each_at(in.text, in.word_index.starts_of({"mohalla", "mohallah", "muhalla", "muhallah"}), [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.mohalla", 0.86);
        return true;
    });
    // A Hong Kong flat, room or unit by its floor, then its building, estate and street: "Flat 1207, 12/F, Ting Yat House,
    // On Ting Estate", "Room 702, 7/F, Fook Tak Commercial Centre, 12 Castle Peak Road". The address runs to the last
    // part a building's or a street's word ends; the district after it is the town's ("…, Tuen Mun").
    static const Regex hk_flat(R"((?<![\w])(?:Flat|FLAT|Room|ROOM|Rm\.?|Unit|Units|UNIT|Shop|SHOP|Workshop)[ ][A-Z]?\d{1,4}[A-Z]?(?:-\d{1,4}[A-Z]?)?,[ ])"
                               R"((?:G/F|\d{1,2}/F|\d{1,2}(?:st|nd|rd|th)[ ]Floor))"
                               R"(((?:,[ ](?:\d{1,4}[A-Z]?[ ])?\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+){0,4}){0,4}))",
                               StartBytes{"FRUSW"});
    hk_flat.for_each_at(in.text, in.word_index.starts_of({"flat", "room", "rm", "unit", "units", "shop", "workshop"}), [&](const Match& m) {
        static const WordSet kBuilt = {"House", "Building", "Bldg", "Centre", "Center", "Estate", "Court", "Mansion", "Mansions",
                                       "Tower", "Plaza", "Garden", "Gardens", "Road", "Street", "Lane", "Avenue", "Terrace",
                                       "Villa", "Villas", "Block", "Industrial", "Commercial"};
        size_t end = m.start(1);
        for (size_t at = m.start(1); at < m.end(1);) {
            size_t next = in.text.find(',', at + 1);
            if (next == std::string_view::npos || next > m.end(1)) next = m.end(1);
            const std::string_view part = in.text.substr(at + 2, next - at - 2);
            const size_t last_space = part.rfind(' ');
            if (kBuilt.count(last_space == std::string_view::npos ? part : part.substr(last_space + 1))) end = next;
            at = next;
        }
        add_span(out, m.start(), end, "ADDRESS", "address.hk_flat", 0.88);
        return true;
    });
    // An Indonesian address by its neighbourhood units, a hamlet's name and its RT (and RW): "Dusun
    // Ngentak RT 04/RW 12", "Ngentak RT 04", "Jl. Kenanga RT 003 RW 005".
    static const Regex rt_rw(R"((?<![\w])(?:(?:Dusun|Dukuh|Kampung|Desa|Perum|Gang|Gg\.)[ ])?\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+)?)"
                             R"([ ]RT[ .]?\d{1,3}(?:[ ]?[/,]?[ ]?RW[ .]?\d{1,3})?(?![\w]))",
                             StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    // Tried before each "RT", from the farthest of the three words before it: the longest name wins.
    for (size_t i = 1; i < in.tokens.size(); ++i) {
        if (in.tokens[i].text != "RT") continue;
        for (size_t k = i >= 3 ? i - 3 : 0; k < i; ++k) {
            Match m;
            if (rt_rw.match_at(in.text, in.tokens[k].start, &m) && m.end() > in.tokens[i].start) {
                add_span(out, m.start(), m.end(), "ADDRESS", "address.rt_rw", 0.86);
                break;
            }
        }
    }
    // A solicitor's Document Exchange box, the address lawyers in the UK, Ireland and Australia write
    // to: "DX 710560 Preston 1", "DX 26 Mullingar": the box, its exchange and the exchange's number
    // (the annotation guide keeps "DX" outside).
    static const Regex document_exchange(R"((?<![\w])DX[ ](\d{1,7}[ ]\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+){0,2}(?:[ ]\d{1,2})?)(?![\w]))",
                                         StartBytes{"D"});
    document_exchange.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ADDRESS", "address.document_exchange", 0.88);
        return true;
    });
    // "RR 1 Box 44", "R.R. 2, Box 117", "Rural Route 3", "HC 65 Box 12", and the Canadian site or
    // compartment between the route and the box ("RR 3, Site 10, Box 41").
    static const Regex route(R"((?<![\w.])(?:RR|R\.R\.|Rural[ ]Route|HC|H\.C\.)[ ]?\d{1,3}(?:,?[ ](?:Site|SITE|Comp|COMP)[ ]\d{1,4})?)"
                             R"((?:,?[ ](?:Box|BOX)[ ]\d{1,5})?(?![\w]))",
                             StartBytes{"RH"});
    route.for_each_at(in.text, in.starts, [&](const Match& m) {
        // "RR 18" and "HC 65" alone are a respiratory rate and a head circumference as often as a
        // route: without their dots or words they need the box.
        const bool bare = m.text().substr(0, 2) == "RR" || m.text().substr(0, 2) == "HC";
        if (bare && m.text().find("Box") == std::string_view::npos && m.text().find("BOX") == std::string_view::npos)
            return true;
        add_span(out, m.start(), m.end(), "ADDRESS", "address.rural_route", 0.88);
        return true;
    });
}

}  // namespace synsema::redact
