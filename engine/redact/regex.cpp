#define PCRE2_CODE_UNIT_WIDTH 8
#include "regex.h"

#include <pcre2.h>

#include <array>
#include <string>

#include "engine/util/error.h"

namespace synsema::redact {

namespace {
// Backtracking budget per match attempt: generous for real text, small enough
// that a pathological 20 MB line cannot stall a pattern.
constexpr uint32_t kMatchLimit = 200000;
constexpr uint32_t kDepthLimit = 2000;
}  // namespace

struct Regex::Impl {
    pcre2_code* code = nullptr;
    pcre2_code* anchored = nullptr;    // the same pattern compiled anchored; only with StartBytes
    bool code_jit = false, anchored_jit = false;  // JIT-compiled: matched through pcre2_jit_match
    std::array<bool, 256> first_byte{};  // bytes a match can start with; only with StartBytes
    std::vector<std::array<bool, 256>> then;  // the ASCII bytes allowed at offsets 1, 2, …: StartBytes::then
    pcre2_match_context* context = nullptr;
    uint32_t groups = 0;
};

namespace {
// The pattern with \w redefined for redaction's texts (PCRE2 10.42, Debian 12's):
// - it also matches combining marks (\p{M}), as Perl's \w does and PCRE2's does only from 10.43:
//   a word written with marks apart from its letters stays one word ("Behchokǫ̀", "Tłı̨chǫ", text
//   pasted in NFD);
// - it no longer matches the ideographs, kana and Hangul of scripts written without blanks: there a
//   number or a code touches the words around it ("手機0912-555-047", "11/20晚上", "406台中市"),
//   and "(?![\w])" after an identifier must not refuse it for that. (\b is left as PCRE2 has it.)
// A class holding \w becomes "(?:[^\W<CJK>]|[\p{M}<the class's other members>])" (the same one
// character); \w alone becomes "(?:[^\W<CJK>]|\p{M})"; a negated class or \W keeps PCRE2's \w and
// adds the marks.
constexpr const char* kWordNotCjk = "[^\\W\\p{Han}\\p{Hiragana}\\p{Katakana}\\p{Hangul}]";

std::string redefine_word_class(std::string_view pattern) {
    std::string out;
    out.reserve(pattern.size() + 128);
    for (size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '\\' && i + 1 < pattern.size()) {
            const char e = pattern[++i];
            if (e == 'w') out += std::string("(?:") + kWordNotCjk + "|\\p{M})";
            else if (e == 'W') out += "[^\\w\\p{M}]";
            else {
                out += c;
                out += e;
            }
            continue;
        }
        if (c != '[') {
            out += c;
            continue;
        }
        // A class: find its end (a ']' first, after an optional '^', is a literal; POSIX classes nest).
        size_t j = i + 1;
        const bool negated = j < pattern.size() && pattern[j] == '^';
        if (negated) ++j;
        if (j < pattern.size() && pattern[j] == ']') ++j;
        for (; j < pattern.size() && pattern[j] != ']'; ++j) {
            if (pattern[j] == '\\') ++j;
            else if (pattern[j] == '[' && j + 1 < pattern.size() && pattern[j + 1] == ':') {
                const size_t close = pattern.find(":]", j + 2);
                if (close != std::string_view::npos) j = close + 1;
            }
        }
        if (j >= pattern.size()) {  // unclosed: PCRE2 will say so
            out.append(pattern.substr(i));
            break;
        }
        const std::string_view body = pattern.substr(i + 1, j - i - 1);  // with its '^'
        // The body with \w taken out (and marks added), and whether it held one.
        std::string rest;
        bool word = false;
        for (size_t k = negated ? 1 : 0; k < body.size(); ++k) {
            if (body[k] == '\\' && k + 1 < body.size()) {
                if (body[k + 1] == 'w') {
                    word = true;
                    ++k;
                    continue;
                }
                rest += body[k];
                rest += body[++k];
                continue;
            }
            rest += body[k];
        }
        if (!word) out.append(pattern.substr(i, j - i + 1));
        else if (negated) out += "[^\\w\\p{M}" + rest + "]";
        else out += std::string("(?:") + kWordNotCjk + "|[\\p{M}" + rest + "])";
        i = j;
    }
    return out;
}

pcre2_code* compile(std::string_view raw_pattern, uint32_t options, bool* jit) {
    int error_code = 0;
    PCRE2_SIZE error_offset = 0;
    const std::string pattern = redefine_word_class(raw_pattern);
    pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(), options,
                                     &error_code, &error_offset, nullptr);
    if (!code) {
        PCRE2_UCHAR buffer[256];
        pcre2_get_error_message(error_code, buffer, sizeof buffer);
        throw Error(ErrorKind::Invalid, "redact: pattern does not compile at offset " +
                                            std::to_string(error_offset) + ": " +
                                            reinterpret_cast<const char*>(buffer));
    }
    // JIT when the platform supports it (failure = interpreter).
    *jit = pcre2_jit_compile(code, PCRE2_JIT_COMPLETE) == 0;
    return code;
}

// One match attempt. A JIT-compiled pattern goes straight to pcre2_jit_match,
// the JIT's documented fast path: the same match (pcre2_match would call it
// too, under the same match context and limits) without pcre2_match's
// per-call checks, which cost as much as a failed attempt at most of the
// millions of candidate positions a large text has. The subject is valid
// UTF-8 (the callers check), which the fast path assumes as
// PCRE2_NO_UTF_CHECK does.
int match(const pcre2_code* code, bool jit, std::string_view subject, size_t at, uint32_t options,
          pcre2_match_data* data, pcre2_match_context* context) {
    const auto* bytes = reinterpret_cast<PCRE2_SPTR>(subject.data());
    if (jit) return pcre2_jit_match(code, bytes, subject.size(), at, options, data, context);
    return pcre2_match(code, bytes, subject.size(), at, options | PCRE2_NO_UTF_CHECK, data, context);
}
}  // namespace

Regex::Regex(std::string_view pattern, bool caseless) : impl_(std::make_unique<Impl>()) {
    // Step 1: compile with Unicode semantics (\w, \d, case folding follow UCP).
    uint32_t options = PCRE2_UTF | PCRE2_UCP;
    if (caseless) options |= PCRE2_CASELESS;
    impl_->code = compile(pattern, options, &impl_->code_jit);
    pcre2_pattern_info(impl_->code, PCRE2_INFO_CAPTURECOUNT, &impl_->groups);
    // Step 2: bound the work per match attempt.
    impl_->context = pcre2_match_context_create(nullptr);
    pcre2_set_match_limit(impl_->context, kMatchLimit);
    pcre2_set_depth_limit(impl_->context, kDepthLimit);
}

Regex::Regex(std::string_view pattern, const StartBytes& starts) : Regex(pattern) {
    // Anchored at compile time, so the JIT serves the per-candidate matches
    // (PCRE2_ANCHORED passed to pcre2_match would fall back to the interpreter).
    // Without start optimizations: before each attempt PCRE2 would look ahead for
    // the pattern's last required character (the 'h' of "month"), across
    // thousands of bytes when the text has none near, and for_each_at makes an
    // attempt at every word start. On a 20 MB line without that character the
    // look-ahead was three quarters of the detector's work; the matches are the
    // same (no pattern here uses backtracking verbs, which the option affects).
    // A throw here still runs ~Regex: the delegated constructor has finished.
    impl_->anchored =
        compile(pattern, PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_NO_START_OPTIMIZE, &impl_->anchored_jit);
    for (char c : starts.ascii) impl_->first_byte[static_cast<unsigned char>(c)] = true;
    for (size_t b = 0xC0; b < 0x100; ++b) impl_->first_byte[b] = true;  // any non-ASCII character
    for (std::string_view allowed : starts.then) {
        std::array<bool, 256>& at = impl_->then.emplace_back();
        for (char c : allowed) at[static_cast<unsigned char>(c)] = true;
    }
}

namespace {
// Whether the bytes after `at` fit the prefix every match has (StartBytes::then); a non-ASCII
// byte among them ends the check, and the candidate is tried.
bool fits_prefix(std::string_view subject, size_t at, const std::vector<std::array<bool, 256>>& then) {
    if (static_cast<unsigned char>(subject[at]) >= 0x80) return true;
    for (size_t k = 1; k <= then.size(); ++k) {
        if (at + k >= subject.size()) return false;  // too short for any match
        const auto c = static_cast<unsigned char>(subject[at + k]);
        if (c >= 0x80) return true;
        if (!then[k - 1][c]) return false;
    }
    return true;
}
}  // namespace

Regex::~Regex() {
    pcre2_match_context_free(impl_->context);
    pcre2_code_free(impl_->anchored);
    pcre2_code_free(impl_->code);
}

static void fill(Match& m, pcre2_match_data* data, uint32_t groups) {
    const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(data);
    m.offsets.resize(2 * (groups + 1));  // reuses the vector's storage across matches
    for (uint32_t i = 0; i < 2 * (groups + 1); ++i)
        m.offsets[i] = ov[i] == PCRE2_UNSET ? Match::npos : static_cast<size_t>(ov[i]);
}

void Regex::for_each(std::string_view subject, const std::function<bool(const Match&)>& fn, size_t from) const {
    pcre2_match_data* data = pcre2_match_data_create_from_pattern(impl_->code, nullptr);
    Match m{subject, {}};
    size_t pos = from;
    while (pos <= subject.size()) {
        // Callers pass text already validated as UTF-8, so skip PCRE2's re-check.
        int rc = match(impl_->code, impl_->code_jit, subject, pos, 0, data, impl_->context);
        if (rc < 0) break;  // no match, or a limit was hit: stop this pattern
        fill(m, data, impl_->groups);
        size_t next = m.end();
        if (!fn(m)) break;
        // Empty match: step one whole UTF-8 character forward.
        if (next == m.start()) {
            next = pos + 1;
            while (next < subject.size() && (static_cast<unsigned char>(subject[next]) & 0xC0) == 0x80) ++next;
        }
        pos = next;
    }
    pcre2_match_data_free(data);
}

void Regex::for_each_at(std::string_view subject, const std::vector<size_t>& candidates,
                        const std::function<bool(const Match&)>& fn) const {
    scan_candidates(subject, candidates, nullptr, fn);
}

void Regex::for_each_at(std::string_view subject, const StartIndex& candidates,
                        const std::function<bool(const Match&)>& fn) const {
    scan_candidates(subject, candidates.positions(), candidates.first_bytes().data(), fn);
}

// first_bytes: each candidate's first byte, or null to read it from the subject.
void Regex::scan_candidates(std::string_view subject, const std::vector<size_t>& candidates, const unsigned char* first_bytes,
                            const std::function<bool(const Match&)>& fn) const {
    // A pattern built without its StartBytes has no anchored code: scanning the whole text instead
    // gives the same matches at many times the cost, unnoticed (a quoted-company pattern did so).
    if (!impl_->anchored) throw Error(ErrorKind::Invalid, "redact: Regex::for_each_at needs a pattern built with StartBytes");
    if (subject.empty()) return;
    pcre2_match_data* data = pcre2_match_data_create_from_pattern(impl_->anchored, nullptr);
    Match m{subject, {}};
    size_t pos = 0;  // matches do not overlap: candidates before the last match's end are skipped
    // The candidates whose first byte the pattern allows, taken a batch at a time without a branch
    // (a text's candidates mix digits and capitals unpredictably).
    constexpr size_t kBatch = 256;
    std::array<size_t, kBatch> batch;
    const size_t last = subject.size() - 1;
    bool go = true;
    for (size_t i = 0; go && i < candidates.size();) {
        size_t count = 0;
        for (; i < candidates.size() && count < kBatch; ++i) {
            const size_t at = candidates[i];
            batch[count] = at;
            const unsigned char first = first_bytes ? first_bytes[i] : static_cast<unsigned char>(subject[at <= last ? at : last]);
            count += static_cast<size_t>(at <= last && impl_->first_byte[first]);
        }
        for (size_t k = 0; go && k < count; ++k) {
            const size_t at = batch[k];
            if (at < pos) continue;
            if (!impl_->then.empty() && !fits_prefix(subject, at, impl_->then)) continue;
            int rc = match(impl_->anchored, impl_->anchored_jit, subject, at, 0, data, impl_->context);
            if (rc == PCRE2_ERROR_NOMATCH) continue;
            if (rc < 0) {  // a limit was hit: stop this pattern, as for_each does
                go = false;
                break;
            }
            fill(m, data, impl_->groups);
            size_t next = m.end();
            go = fn(m);
            pos = next > at ? next : at + 1;
        }
    }
    pcre2_match_data_free(data);
}

void Regex::for_each_near(std::string_view subject, char byte, size_t reach,
                          const std::function<bool(const Match&)>& fn) const {
    size_t pos = 0;
    while (pos < subject.size()) {
        // A match from pos holds `byte` first at some q >= at, after a run of
        // spaces starting at r >= blank_start (r == blank_start when q == at;
        // otherwise r > at, since the run holds no `byte`): it starts at or
        // after r - reach >= blank_start - reach.
        size_t at = subject.find(byte, pos);
        if (at == std::string_view::npos) return;
        size_t blank_start = at;
        while (blank_start > pos && (subject[blank_start - 1] == ' ' || subject[blank_start - 1] == '\t')) --blank_start;
        size_t from = blank_start - pos > reach ? blank_start - reach : pos;
        bool found = false, go = true;
        size_t next = pos;
        for_each(subject, [&](const Match& m) {
            found = true;
            go = fn(m);
            next = m.end() > at ? m.end() : at + 1;
            return false;
        }, from);
        if (!found || !go) return;
        pos = next;
    }
}

bool Regex::match_at(std::string_view subject, size_t at, Match* out) const {
    if (at > subject.size()) return false;
    pcre2_match_data* data = pcre2_match_data_create_from_pattern(impl_->code, nullptr);
    int rc = pcre2_match(impl_->code, reinterpret_cast<PCRE2_SPTR>(subject.data()), subject.size(), at,
                         PCRE2_ANCHORED | PCRE2_NO_UTF_CHECK, data, impl_->context);
    if (rc >= 0 && out) {
        out->subject = subject;
        fill(*out, data, impl_->groups);
    }
    pcre2_match_data_free(data);
    return rc >= 0;
}

}  // namespace synsema::redact
