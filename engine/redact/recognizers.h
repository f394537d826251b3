// The rule-based recognizers. Each scans one document and appends candidate
// spans; the detector merges overlaps, propagates names and gates by
// confidence. One file per family: contact, numbers, dates, ids, address,
// organisations, names.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "span.h"
#include "text_scan.h"
#include "word_list.h"

namespace synsema::redact {

struct ScanInput {
    std::string_view text;
    const WordList& words;
    const std::vector<Token>& tokens;
};

using Spans = std::vector<Span>;

inline void add_span(Spans& out, size_t start, size_t end, std::string category, std::string rule, double confidence) {
    if (end <= start) return;
    if (confidence > 1.0) confidence = 1.0;
    Span s;
    s.start = start;
    s.end = end;
    s.category = std::move(category);
    s.rule = std::move(rule);
    s.confidence = confidence;
    out.push_back(std::move(s));
}

void find_emails(const ScanInput& in, Spans& out);
void find_urls(const ScanInput& in, Spans& out);
void find_ip_and_mac(const ScanInput& in, Spans& out);
void find_phones(const ScanInput& in, Spans& out);        // PHONE, FAX
void find_national_ids(const ScanInput& in, Spans& out);  // SSN, ITIN, NHS
void find_financial(const ScanInput& in, Spans& out);     // CREDIT_CARD, IBAN, ABA routing
void find_provider_ids(const ScanInput& in, Spans& out);  // NPI, DEA
void find_dates(const ScanInput& in, Spans& out);
void find_ages(const ScanInput& in, Spans& out);
void find_context_ids(const ScanInput& in, Spans& out);   // MRN, ACCOUNT, LICENSE, VEHICLE, DEVICE, HEALTH_PLAN, ID
void find_addresses(const ScanInput& in, Spans& out);     // ADDRESS, LOCATION, ZIP
void find_organizations(const ScanInput& in, Spans& out);
void find_persons(const ScanInput& in, Spans& out);

// Shared vocabularies.
bool is_us_state_abbreviation(std::string_view s);
bool is_us_state_name(std::string_view s);
bool is_month_or_weekday(std::string_view word);
bool is_org_keyword(std::string_view word);  // Hospital, Clinic, Inc, LLC, …
bool is_name_stopword(std::string_view word);  // honorifics, degrees, months, states, org words

}  // namespace synsema::redact
