// Person names without a model: honorifics (Dr., Mrs.), labels and context
// words ("Patient:", "signed by", "Dear", "his son"), party lines ("v.",
// "Plaintiff,"), sign-offs, capitalised sequences of words that are not
// common English words (checked against the word list), all-caps names and
// "Last, First" lines. Mentions elsewhere are found later by propagation.
#include <algorithm>
#include <string>
#include <unordered_set>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

bool in_set(const std::unordered_set<std::string>& set, std::string_view w) { return set.count(ascii_lower(w)) != 0; }

bool is_honorific(std::string_view w) {
    static const std::unordered_set<std::string> k = {"dr", "mr", "mrs", "ms", "miss", "mx", "prof", "professor",
        "judge", "justice", "hon", "rev", "sen", "rep", "gov", "officer", "det", "sgt", "capt", "lt", "mister",
        "madam", "dame", "sir", "nurse", "atty"};
    return in_set(k, w);
}

}  // namespace

// Words that look capitalised but are never part of a name.
bool is_name_stopword(std::string_view w) {
    static const std::unordered_set<std::string> k = {"md", "do", "rn", "np", "pa", "phd", "pharmd", "esq", "dds",
        "dmd", "jd", "lpn", "cna", "facs", "mph", "msn", "bsn", "crnp", "aprn", "dnp", "mba", "cpa", "llm", "st",
        "mt", "ft", "pt", "re", "fw", "fwd", "cc", "bcc", "attn", "tel", "ext", "apt", "ste", "rd", "ave", "blvd",
        "dept", "inc", "llc", "llp", "corp", "co", "ltd", "dob", "mrn", "jr", "sr", "ii", "iii", "iv", "mrs", "ms",
        "mr", "dr", "no", "vs", "am", "pm", "ok", "q", "a"};
    return in_set(k, w) || is_honorific(w) || is_month_or_weekday(w) || is_us_state_name(w) || is_org_keyword(w);
}

namespace {
bool is_non_name(std::string_view w) { return is_name_stopword(w); }

class NameScanner {
public:
    NameScanner(const ScanInput& in, Spans& out) : in_(in), toks_(in.tokens), out_(out) {}

    // Can token i be part of a name? Capitalised non-common words always;
    // all-caps words (3+ letters) only where the caller allows them.
    bool name_like(size_t i, bool allow_caps) const {
        const Token& t = toks_[i];
        // Shape first: most words are lower case and rejected without a lookup.
        bool shape = t.capitalised || (allow_caps && t.all_caps && t.text.size() >= 3);
        if (!shape || t.text.size() < 2) return false;
        return !is_non_name(t.text) && !in_.words.is_common(t.text);
    }

    // Only spaces (and the dot of an initial) between tokens a and b.
    bool joined(size_t a, size_t b) const {
        size_t from = toks_[a].end, to = toks_[b].start;
        if (to < from || to - from > 3) return false;
        for (size_t p = from; p < to; ++p) {
            char c = in_.text[p];
            if (c == '.' && p == from && toks_[a].initial) continue;
            if (c != ' ' && c != '\t') return false;
        }
        return true;
    }

    struct Run {
        size_t first = 0, last = 0;  // token indexes, inclusive
        int words = 0;               // tokens that are not initials
        bool known = false;          // some token is a dictionary proper noun
    };

    // Longest run of name tokens from i (max 4), optionally accepting any
    // capitalised first word (after an honorific: "Dr. Green").
    Run extend(size_t i, bool allow_caps, bool any_first = false) const {
        Run r{i, i, 0, false};
        size_t j = i;
        while (j < toks_.size() && j - i < 4) {
            const Token& t = toks_[j];
            bool ok = name_like(j, allow_caps) || t.initial ||
                      (j == i && any_first && (t.capitalised || t.all_caps) && !is_non_name(t.text));
            if (!ok || (j > i && !joined(j - 1, j))) break;
            if (!t.initial) {
                ++r.words;
                r.known = r.known || in_.words.is_proper(t.text);
            }
            r.last = j++;
        }
        // Trailing initials belong to the next sentence ("Voss. A.") unless alone.
        while (r.last > r.first && toks_[r.last].initial) --r.last;
        return r;
    }

    void emit(const Run& r, const char* rule, double conf, size_t start_override = std::string::npos) {
        size_t start = start_override == std::string::npos ? toks_[r.first].start : start_override;
        size_t end = toks_[r.last].end;
        if (toks_[r.last].initial && end < in_.text.size() && in_.text[end] == '.') ++end;
        add_span(out_, start, end, "PERSON", rule, conf);
    }

    size_t token_at_or_after(size_t pos) const {
        auto it = std::lower_bound(toks_.begin(), toks_.end(), pos, [](const Token& t, size_t p) { return t.start < p; });
        return static_cast<size_t>(it - toks_.begin());
    }

    void honorifics() {
        for (size_t i = 0; i + 1 < toks_.size(); ++i) {
            if (!(toks_[i].capitalised || toks_[i].all_caps) || toks_[i].text.size() > 9 || !is_honorific(toks_[i].text)) continue;
            size_t gap_from = toks_[i].end, gap_to = toks_[i + 1].start;
            if (gap_from < in_.text.size() && in_.text[gap_from] == '.') ++gap_from;
            if (gap_to < gap_from || gap_to - gap_from > 2 || !same_line(in_.text, gap_from, gap_to)) continue;
            Run r = extend(i + 1, toks_[i].all_caps, true);
            if (r.words == 0) continue;
            emit(r, "name.honorific", 0.95, toks_[i].start);
        }
    }

    // A label, then a name on the same line (or the next, for sign-offs).
    // With `ends_with`, every label ends in that byte at most `reach` bytes
    // (blanks before it not counted) from its start: see Regex::for_each_near.
    void labelled(const Regex& re, const char* rule, double conf, bool caps, bool cross_line, char ends_with = 0,
                  size_t reach = 0) {
        auto on_label = [&](const Match& m) {
            size_t i = token_at_or_after(m.end());
            if (i >= toks_.size()) return true;
            size_t gap_to = toks_[i].start;
            for (size_t p = m.end(); p < gap_to; ++p) {
                char c = in_.text[p];
                if (c == '\n' && !cross_line) return true;
                if (c != ' ' && c != '\t' && c != ',' && c != ':' && c != '\n' && c != '\r') return true;
            }
            bool allow_caps = caps || toks_[i].all_caps;
            Run r = extend(i, allow_caps);
            // A lone middle initial after "Middle:" is still a name part.
            if (r.words == 0 && !(toks_[i].initial && caps)) return true;
            emit(r, rule, conf);
            return true;
        };
        if (ends_with)
            re.for_each_near(in_.text, ends_with, reach, on_label);
        else
            re.for_each(in_.text, on_label);
    }

    void sequences() {
        for (size_t i = 0; i < toks_.size();) {
            const Token& t = toks_[i];
            // "Q." / "A." opening a transcript line are speaker marks, not initials.
            bool qa = t.initial && (t.text == "Q" || t.text == "A") && same_line(in_.text, line_start(in_.text, t.start), t.start);
            bool caps_line = t.all_caps;
            if (qa || !(name_like(i, caps_line) || t.initial)) { ++i; continue; }
            Run r = extend(i, caps_line);
            size_t tokens = r.last - r.first + 1;
            bool enough = caps_line ? r.words >= 2 : (r.words >= 2 || (r.words == 1 && tokens >= 2));
            if (!enough || followed_by_keyword(r.last) || preceded_by_number(r.first)) { i = r.last + 1; continue; }
            double conf = caps_line ? 0.7 : (r.known ? 0.85 : 0.75);
            emit(r, caps_line ? "name.caps_sequence" : "name.sequence", conf);
            i = r.last + 1;
        }
    }

    // "Delacroix v. Ashby", and a party line above "Plaintiff," / "Defendant."
    void parties() {
        static const Regex versus(R"((?<![\w])(?:v|vs)\.?[ \t]+(?=[A-Z]))");
        versus.for_each(in_.text, [&](const Match& m) {
            size_t right = token_at_or_after(m.end());
            size_t left = token_at_or_after(m.start());
            if (left > 0 && same_line(in_.text, toks_[left - 1].end, m.start())) {
                size_t j = left - 1, first = j;
                while (first > 0 && joined(first - 1, first) && name_like(first - 1, true) && j - first < 3) --first;
                if (name_like(j, true)) emit(Run{first, j, 1, false}, "name.party", 0.85);
            }
            if (right < toks_.size() && name_like(right, true)) {
                Run r = extend(right, true);
                if (r.words > 0) emit(r, "name.party", 0.85);
            }
            return true;
        });
        static const Regex role(R"((?m)^[ \t]*(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?)[,.]?[ \t]*$)");
        role.for_each(in_.text, [&](const Match& m) {
            if (m.start() < 2) return true;
            size_t prev_end = m.start() - 1;  // the '\n' before the role line
            size_t prev_start = line_start(in_.text, prev_end);
            size_t i = token_at_or_after(prev_start);
            if (i < toks_.size() && toks_[i].start < prev_end && name_like(i, true)) {
                Run r = extend(i, true);
                if (r.words > 0) emit(r, "name.party", 0.85);
            }
            return true;
        });
    }

    void last_first() {
        static const Regex re(R"((?m)^[ \t]*([A-Z][\w'’-]+),[ \t]+([A-Z][\w'’-]+)(?:[ \t]+[A-Z]\.?)?[ \t]*$)");
        re.for_each(in_.text, [&](const Match& m) {
            size_t a = token_at_or_after(m.start(1)), b = token_at_or_after(m.start(2));
            if (a >= toks_.size() || b >= toks_.size()) return true;
            if (name_like(a, true) && name_like(b, true))
                add_span(out_, m.start(1), m.end(), "PERSON", "name.last_first", 0.75);
            return true;
        });
    }

private:
    bool followed_by_keyword(size_t last) const {
        if (last + 1 >= toks_.size() || !joined(last, last + 1)) return false;
        return is_org_keyword(toks_[last + 1].text);
    }
    bool preceded_by_number(size_t first) const {
        size_t p = toks_[first].start;
        while (p > 0 && (in_.text[p - 1] == ' ' || in_.text[p - 1] == '\t')) --p;
        return p > 0 && std::isdigit(static_cast<unsigned char>(in_.text[p - 1]));
    }

    const ScanInput& in_;
    const std::vector<Token>& toks_;
    Spans& out_;
};

}  // namespace

void find_persons(const ScanInput& in, Spans& out) {
    static const Regex colon_label(
        R"((?i)(?<![\w])(?:patient(?:'s)?[ ]name|patient|name|full[ ]name|last[ ]name|surname|family[ ]name|first[ ]name|given[ ]name|middle[ ]name|middle|maiden[ ]name|signature|signed|attending(?:[ ]physician)?|physician|provider|referring[ ](?:physician|provider)|pcp|primary[ ]care(?:[ ](?:physician|provider))?|nurse|emergency[ ]contact|contact|next[ ]of[ ]kin|guardian|parent|spouse|client|our[ ]client|witness|plaintiffs?|defendants?|petitioner|respondent|attorney|counsel|from|to|cc|bcc|attn|attention|prepared[ ]by|dictated[ ]by|insured|subscriber|policyholder|employee|decedent|mother|father)[ \t]*:)");
    static const Regex word_label(
        R"((?i)(?<![\w])(?:(?:electronically[ ])?signed[ ]by|reviewed[ ](?:with|by)|referred[ ]by|seen[ ]by|examined[ ]by|transcribed[ ]by|witnessed[ ]by|deposition[ ]of|testimony[ ]of|affidavit[ ]of|declaration[ ]of|dear|hi|hello|hey|pt\.?|son|daughter|wife|husband|mother|father|brother|sister|grandson|granddaughter|grandmother|grandfather|supervisor|manager|coworker|co-worker|colleague|friend|neighbou?r|caregiver|roommate|fianc[ée]e?|boyfriend|girlfriend|aunt|uncle|cousin|nephew|niece|stepson|stepdaughter)(?![\w]))");
    static const Regex sign_off(
        R"((?i)(?<![\w])(?:thanks|thank[ ]you|regards|best[ ]regards|kind[ ]regards|warm[ ]regards|sincerely(?:[ ]yours)?|yours[ ]truly|(?:very[ ])?truly[ ]yours|cheers|respectfully(?:[ ]yours)?|best)[ \t]*,[ \t]*\r?\n(?:[ \t]*\r?\n)?)");
    NameScanner scan(in, out);
    scan.honorifics();
    // colon_label's longest label is 22 characters ("primary care physician"),
    // each at most 3 bytes under caseless UCP (k also matches U+212A KELVIN SIGN).
    scan.labelled(colon_label, "name.label", 0.92, true, false, ':', 3 * 22);
    scan.labelled(word_label, "name.context", 0.88, false, false);
    scan.labelled(sign_off, "name.sign_off", 0.85, false, true);
    scan.sequences();
    scan.parties();
    scan.last_first();
}

}  // namespace synsema::redact
