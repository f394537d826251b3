// Streets as Arabic and Persian write an address without a house number. Arabic names the street with the article
// and points to a landmark beside the house ("شارع الجمعية، بجوار مسجد الشيخ حسن": Gamiya Street, next to Sheikh
// Hassan's mosque); the street's word alone before an adjective is prose ("شارع طويل", a long street). Persian chains
// the avenue, the lane and the door's plate number ("خیابان طالقانی، کوچه شهید رجایی، پلاک ۱۴"); the avenue alone is
// prose too, so a lane or a plate must follow it.
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_arabic_streets(const ScanInput& in, Spans& out) {
    if (!in.caseless_scripts) return;
    static const Regex arabic(
        R"((?<![\p{L}\p{M}])شارع[ ]ال\p{Arabic}[\p{Arabic}\p{M}]*(?:[ ]\p{Arabic}[\p{Arabic}\p{M}]*){0,2}?)"
        // The landmark: beside, near, behind, in front of, then up to four words.
        R"((?:[،,][ ]?(?:بجوار|جنب|جانب|قرب|بالقرب[ ]من|خلف|ورا|أمام|امام|قدام)[ ]\p{Arabic}[\p{Arabic}\p{M}]*(?:[ ]\p{Arabic}[\p{Arabic}\p{M}]*){0,3}?)?)"
        R"((?=[ \t]*(?:[،,.؛\n]|$)))");
    add_matches(out, arabic, in.text, "ADDRESS", "address.arabic_street", 0.84);
    static const Regex persian(
        R"((?<![\p{L}\p{M}])(?:خیابان|بلوار)[ ][^،,\n]{2,30}?)"
        R"((?:(?:[،,][ ]?(?:کوچه|کوی|بن‌بست|خیابان)[ ][^،,\n]{2,30}?)+(?:[،,][ ]?پلاک[ ]?[0-9۰-۹]{1,4})?|[،,][ ]?پلاک[ ]?[0-9۰-۹]{1,4}))"
        R"((?=[ \t]*(?:[،,.؛\n]|$)))");
    add_matches(out, persian, in.text, "ADDRESS", "address.persian_street", 0.86);
}

}  // namespace synsema::redact
