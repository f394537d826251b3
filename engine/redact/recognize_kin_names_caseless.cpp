// A name with the kin or respect word that the languages of South Asia write after it, in their own scripts: Hindi
// and Kumaoni "कमल दाज्यू" (elder brother Kamal), "सुनीता दीदी"; Bengali and Rangpuri "জাহিদ ভাই", "মোকলেছ চাচা"; Tamil
// "பெருமாள் மாமா" (uncle Perumal). The word marks a person as a title before a name does (the name scanner's
// respect_words() does the same for "Kusum ji" in Latin letters), and the span takes it with the name, as it takes
// a title. The word before it is a name only where it is no pronoun, no adjective of age and no kin word itself
// ("मेरा भाई", my brother; "বড় ভাই", elder brother; "என் மாமா").
#include "recognizers.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact {

namespace {
const WordSet& kin_after_name() {
    static const WordSet k = {
        // Hindi, Kumaoni, Garhwali: respect, brothers and sisters, uncles and aunts.
        "जी", "भाई", "भैया", "भइया", "दीदी", "दाज्यू", "दाजू", "ददा", "चाचा", "चाची", "मामा", "मामी", "बुआ", "काका", "काकी",
        "साहब", "बहनजी", "भाभी", "ताऊ", "ताई", "दादा", "दादी", "नाना", "नानी",
        // Bengali and Rangpuri.
        "ভাই", "ভাইয়া", "ভাবি", "ভাবী", "চাচা", "চাচি", "চাচী", "আপা", "আপু", "দাদা", "দিদি", "মামা", "মামি", "খালা",
        "খালু", "ফুফু", "নানা", "নানি", "সাহেব", "কাকা", "কাকি", "বৌদি",
        // Tamil.
        "மாமா", "அண்ணா", "அண்ணன்", "அண்ணாச்சி", "அக்கா", "தம்பி", "சித்தப்பா", "சித்தி", "பெரியப்பா", "பெரியம்மா",
        "அத்தை", "தாத்தா", "பாட்டி", "சார்",
        // Gujarati and Marathi.
        "ભાઈ", "બેન", "કાકા", "માસી", "ભાઉ", "ताई", "दादा"};
    return k;
}

// Words that stand before a kin word and name no one: pronouns and possessives, elder and younger, one, that.
const WordSet& not_names() {
    static const WordSet k = {
        "मेरा", "मेरे", "मेरी", "तेरा", "तेरे", "तेरी", "तुम्हारा", "तुम्हारे", "तुम्हारी", "उसका", "उसके", "उसकी", "हमारा",
        "हमारे", "हमारी", "आपका", "आपके", "आपकी", "अपना", "अपने", "अपनी", "बड़े", "बड़ा", "बड़ी", "छोटे", "छोटा", "छोटी",
        "सगा", "सगे", "वो", "वह", "यह", "ये", "उस", "इस", "एक", "और", "को", "से", "का", "के", "की", "ने", "में", "पर",
        "म्यर", "त्यर", "हमर", "आपण", "मोरे", "तुमाए", "हमाए",
        // the one of (the shop's), the verbs a chat ends on, the doctor, kin by marriage and a baby brother ("भौ").
        "वाले", "वाला", "वाली", "होगे", "होगा", "है", "था", "डाक्टर", "डॉक्टर", "जीजा", "साला", "बहनोई", "भौ", "ना", "ના",
        "ডাক্তার",
        "আমার", "তোমার", "তোর", "ওর", "ওনার", "আপনার", "বড়", "ছোট", "এক", "সেই", "এই", "ওই", "আর", "ও", "মোর", "হামার",
        "তোমরা", "হামরা", "এটা", "ওটা",
        "என்", "எங்க", "எங்கள்", "உங்க", "உன்", "உங்கள்", "அவங்க", "அவர்", "பெரிய", "சின்ன", "ஒரு", "அந்த", "இந்த"};
    return k;
}
}  // namespace

// A kin word of these scripts, after the name or before it (Arabic's "father of" in a kunya, Georgian's uncle): the
// part of a name's span that names no one alone, so that propagation does not spread it.
bool is_caseless_kin_word(std::string_view word) {
    return kin_after_name().count(word) != 0 || word == "أبو" || word == "ابو" || is_georgian_kin_word(word);
}

void find_caseless_kin_names(const ScanInput& in, Spans& out) {
    if (!in.caseless_scripts) return;
    const auto& toks = in.tokens;
    for (size_t i = 0; i + 1 < toks.size(); ++i) {
        const Token& name = toks[i];
        const Token& kin = toks[i + 1];
        if (!caseless_word(name) || !caseless_word(kin) || kin.start != name.end + 1 || in.text[name.end] != ' ') continue;
        if (!kin_after_name().count(kin.text) || kin_after_name().count(name.text) || not_names().count(name.text)) continue;
        // (Two characters at least in the name's script: a Devanagari, Bengali or Tamil letter takes three bytes.)
        if (name.text.size() < 6 || (name.lex & (kLexStop | kLexForeignFunction))) continue;
        // (Nor a word a sentence's full stop closes, "কেজি। ভাবি", or a pair joined by a hyphen, "गोरु-बाछ", cattle.)
        if (name.text.ends_with("।") || name.text.find('-') != std::string_view::npos) continue;
        add_span(out, name.start, kin.end, "PERSON", "name.kin_after_caseless", 0.86);
    }
}

}  // namespace synsema::redact
