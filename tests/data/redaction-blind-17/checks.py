"""Checks of redaction-blind-17 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-16's checks.py (which carries the kinds of
blind-12 to blind-16 and loads the shared scripts/blind-gold/validators.py) and starts from its CHECKS,
BIRTH and SIZE_BYTES.  Added here: from the shared validators, sin (Canadian SIN: Luhn, first digit not 0
or 8), ihi (Australian IHI: 800360 and Luhn) and aba (US bank routing number: weights 3 7 1), which the
blind-16 checks.py does not map; and the kinds new in this set, below.

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
    python3 checks.py complete nuban-zenith NNNNNNNNN   # nine digits: adds the NUBAN check digit
"""
import importlib.util, os, re

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'blind16_checks', os.path.join(_HERE, '..', 'redaction-blind-16', 'checks.py'))
b16 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b16)
v = b16.v                                  # scripts/blind-gold/validators.py, as blind-16 loads it

CHECKS = dict(b16.CHECKS)
BIRTH = dict(b16.BIRTH)
SIZE_BYTES = b16.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-16


# ---- new in redaction-blind-17

def my_nric_ok(s):  # Malaysian MyKad number YYMMDD-PB-NNNG, format only: the birth date must exist and
    # the place-of-birth code be a state (01-16) or a foreign code (21-59, 60-68, 71-72, 74-79, 82-93, 98-99)
    m = re.fullmatch(r'(\d\d)(\d\d)(\d\d)-(\d\d)-(\d{4})', s)
    if not m: return False
    yy = int(m.group(1)); y = 2000 + yy if yy <= 26 else 1900 + yy
    pb = int(m.group(4))
    ok_pb = 1 <= pb <= 16 or 21 <= pb <= 68 or pb in (71, 72) or 74 <= pb <= 79 or 82 <= pb <= 93 or pb >= 98
    return ok_pb and v._date_ok(y, int(m.group(2)), int(m.group(3)))

def my_nric_birth(s):  # the last digit odd for men
    yy = int(s[:2]); y = 2000 + yy if yy <= 26 else 1900 + yy
    return '%04d-%s-%s' % (y, s[2:4], s[4:6]), 'M' if int(s[-1]) % 2 else 'F'

_NUBAN_W = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]
def _nuban(bank):  # Nigerian NUBAN: 10 digits; over the bank's 3-digit CBN code and the first 9 digits,
    # weights 3 7 3 3 7 3 3 7 3 3 7 3, check = (10 - sum mod 10) mod 10.  The bank code is not printed,
    # so each bank is its own check kind
    def ok(s):
        if not re.fullmatch(r'\d{10}', s): return False
        d = [int(c) for c in bank + s]
        return (10 - sum(x * w for x, w in zip(d, _NUBAN_W)) % 10) % 10 == d[12]
    return ok

def cw_id_ok(s):  # Curacao ID number (sedula / persoonsnummer), format only: YYYYMMDD + 2 digits;
    # the birth date must exist
    m = re.fullmatch(r'(\d{4})(\d\d)(\d\d)(\d\d)', s)
    return bool(m) and 1900 <= int(m.group(1)) <= 2026 and v._date_ok(*map(int, m.groups()[:3]))

def mg_cin_ok(s):  # Madagascar CIN (kara-panondrom-pirenena), format only: 12 digits, written 3 3 3 3 or
    # run together, the first digit 1 to 6
    return bool(re.fullmatch(r'[1-6]\d{2} ?\d{3} ?\d{3} ?\d{3}', s))

def in_abha_ok(s):  # Indian ABHA (health ID) number, format only: 14 digits written 2-4-4-4
    return bool(re.fullmatch(r'\d{2}-\d{4}-\d{4}-\d{4}', s))

_AR = str.maketrans('٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789')
def iq_nid_ok(s):  # Iraqi unified national card number, format only: 12 digits starting 1 or 2 (Arabic-Indic
    # or Latin digits)
    return bool(re.fullmatch(r'[12][0-9]{11}', s.translate(_AR)))

def tm_pass_ok(s):  # Turkmen passport, format only, as this set assumes it: a series (I, II or III, a dash,
    # two letters of a region) and 6 digits, e.g. I-MR 123456
    return bool(re.fullmatch(r'(I|II|III)-(AŞ|AH|BN|DZ|LB|MR) ?\d{6}', s))

def indiana_dl_ok(s):  # Indiana driver's licence, format only: 10 digits written 4-2-4
    return bool(re.fullmatch(r'\d{4}-\d{2}-\d{4}', s))

def il_dl_ok(s):  # Illinois driver's licence, format only: surname initial and 11 digits, 3-4-4
    return bool(re.fullmatch(r'[A-Z]\d{3}-\d{4}-\d{4}', s))

def ns_hc_ok(s):  # Nova Scotia health card number, format only: 10 digits, often 4 3 3
    return bool(re.fullmatch(r'\d{4} ?\d{3} ?\d{3}', s))

def ke_sha_ok(s):  # Kenyan Social Health Authority member number, format only, as this set assumes it:
    # CR, 10 digits, a dash and a digit
    return bool(re.fullmatch(r'CR\d{10}-\d', s))

def gh_nhis_ok(s):  # Ghana NHIS membership number, format only: 8 digits
    return bool(re.fullmatch(r'\d{8}', s))

CHECKS.update({
    'sin': v.sin_ok, 'ihi': v.ihi_ok, 'aba': v.aba_ok,
    'my-nric': my_nric_ok, 'nuban-zenith': _nuban('057'), 'nuban-gtb': _nuban('058'), 'cw-id': cw_id_ok,
    'mg-cin': mg_cin_ok, 'in-abha': in_abha_ok, 'iq-nid': iq_nid_ok, 'tm-pass': tm_pass_ok,
    'indiana-dl': indiana_dl_ok, 'il-dl': il_dl_ok,
    'ns-hc': ns_hc_ok, 'ke-sha': ke_sha_ok, 'gh-nhis': gh_nhis_ok,
})
BIRTH.update({'my-nric': my_nric_birth})

if __name__ == '__main__':
    b16.v.main(CHECKS)
