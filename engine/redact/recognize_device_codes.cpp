// The bar codes that name one implant or one donated tissue, as an operation note or a discharge summary
// copies them: the Health Industry Bar Code of a device ("UDI +H571AL4520141X", "HIBC +E217FX520810145") and
// ISBT 128's donation identification number of a graft ("DIN W0417 32 118604 00 W"). Each carries a check
// character, which decides; the device's or the donation's identifier traces the patient.
#include "recognizers.h"
#include "regex.h"
#include "validators.h"

namespace synsema::redact {

void find_device_codes(const ScanInput& in, Spans& out) {
    static const Regex hibc(R"((?<![\w+])\+[A-Z][A-Z0-9]{3}[A-Z0-9]{2,30}[A-Z0-9\-.$/+%](?![\w]))", StartBytes{"+"});
    hibc.for_each(in.text, [&](const Match& m) {
        if (valid_hibc(m.text())) add_span(out, m.start(), m.end(), "DEVICE", "device.hibc", 0.9);
        return true;
    });
    static const Regex din(R"((?<![\w])[A-Z]\d{4}[ ]?\d{2}[ ]?\d{6}(?:[ ]?\d{2})?[ ]?[0-9A-Z*](?![\w*]))", StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    din.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (valid_isbt_din(m.text())) add_span(out, m.start(), m.end(), "DEVICE", "device.isbt_din", 0.88);
        return true;
    });
}

}  // namespace synsema::redact
