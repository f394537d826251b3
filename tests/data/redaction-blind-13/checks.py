"""Checks of redaction-blind-13 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

The shared validators live in scripts/blind-gold/validators.py (not changed by this set).  Copied from
redaction-blind-12's checks.py, which keeps ie-pps, upn and its format-only kinds here too.  The kinds new in
this set are defined below, in this file: pnc (UK Police National Computer ID; mod 23 check letter over the
two-digit year and the seven-digit serial), and the format-only au-crn (Centrelink customer reference
number), uz-pinfl (Uzbek personal identification number, JSHSHIR; birth date must exist), by-idn
(Belarusian identification number; birth date must exist), gh-card (Ghana Card PIN), kh-id (Cambodian
identity card, Khmer or Latin digits), np-cit (Nepali citizenship certificate number, Devanagari or Latin
digits), mt-id (Maltese identity card), ca-pal (Canadian firearms licence number) and mn-dl (Minnesota
driver's licence).  BIRTH adds uz-pinfl and by-idn (century and sex from the first digit, DDMMYY after it)
beside lk-nic and sa-id.

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
"""
import datetime, os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v

_PPS = 'WABCDEFGHIJKLMNOPQRSTUV'
def ie_pps_ok(s):  # Irish PPSN: 7 digits, check letter, optional second letter (weight 9, A=1 ... W=0)
    m = re.fullmatch(r'(\d{7})([A-W])([A-IW]?)', s.replace(' ', ''))
    if not m: return False
    tot = sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3):
        tot += 9 * _PPS.index(m.group(3))
    return _PPS[tot % 23] == m.group(2)

_UPN = 'ABCDEFGHJKLMNPQRTUVWXYZ'
def upn_ok(s):  # English unique pupil number: check letter, then 12 digits weighted 2..13, mod 23
    m = re.fullmatch(r'([A-Z])(\d{12})', s)
    if not m: return False
    return _UPN[sum(int(c) * w for c, w in zip(m.group(2), range(2, 14))) % 23] == m.group(1)

def lk_nic_birth(s):  # Sri Lankan NIC: year, day of year (+500 for women); Feb always counts 29 days
    y, ddd = (1900 + int(s[:2]), int(s[2:5])) if len(s) == 10 else (int(s[:4]), int(s[4:7]))
    sex = 'F' if ddd > 500 else 'M'
    ddd -= 500 if ddd > 500 else 0
    d = datetime.date(2000, 1, 1) + datetime.timedelta(days=ddd - 1)  # a leap year: the NIC rule
    return '%04d-%02d-%02d' % (y, d.month, d.day), sex

def za_id_birth(s):  # South African ID: YYMMDD, gender digits 0000-4999 female, 5000-9999 male
    yy = int(s[:2]); y = 2000 + yy if yy <= 26 else 1900 + yy
    return '%04d-%s-%s' % (y, s[2:4], s[4:6]), 'M' if int(s[6:10]) >= 5000 else 'F'


# ---- new in redaction-blind-13

_DIG = str.maketrans('០១២៣៤៥៦៧៨៩०१२३४५६७८९', '01234567890123456789')
def _latin(s): return s.translate(_DIG)

_PNC = 'ZABCDEFGHJKLMNPQRTUVWXY'
def pnc_ok(s):  # UK PNC ID YY/NNNNNNNC or YYYY/NNNNNNNC: letter = table[int(YY + serial to 7 digits) % 23]
    m = re.fullmatch(r'(\d{2}|\d{4})/(\d{1,7})([A-Z])', s)
    if not m: return False
    return _PNC[int(m.group(1)[-2:] + m.group(2).zfill(7)) % 23] == m.group(3)

def au_crn_ok(s):  # Centrelink CRN, format only: 9 digits (often 3 3 3) and a letter
    return bool(re.fullmatch(r'\d{3} ?\d{3} ?\d{3}[A-Z]', s))

def _century_sex_date(s):  # first digit 1-6: century and sex (odd male); then DDMMYY
    c = int(s[0]); y = {1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000}[c] + int(s[5:7])
    return datetime.date(y, int(s[3:5]), int(s[1:3])), 'M' if c % 2 else 'F'

def uz_pinfl_ok(s):  # Uzbek JSHSHIR / PINFL, format only: [1-6] DDMMYY, district(3), serial(3), check(1)
    if not re.fullmatch(r'[1-6]\d{13}', s): return False
    try: _century_sex_date(s); return True
    except ValueError: return False

def by_idn_ok(s):  # Belarusian identification number, format only: [1-6] DDMMYY, region letter, 3 digits,
    if not re.fullmatch(r'[1-6]\d{6}[ABCKEMH]\d{3}(PB|BA|BI)\d', s): return False   # PB/BA/BI, check digit
    try: _century_sex_date(s); return True
    except ValueError: return False

def _birth(s):
    d, sex = _century_sex_date(s)
    return d.isoformat(), sex

def gh_card_ok(s):  # Ghana Card PIN, format only: GHA-NNNNNNNNN-N
    return bool(re.fullmatch(r'GHA-\d{9}-\d', s))

def kh_id_ok(s):  # Cambodian national identity card, format only: 9 digits (Khmer or Latin)
    return bool(re.fullmatch(r'\d{9}', _latin(s)))

def np_cit_ok(s):  # Nepali citizenship certificate number, format only: DD-DD-DD-DDDDD (Devanagari or Latin)
    return bool(re.fullmatch(r'\d{2}-\d{2}-\d{2}-\d{5}', _latin(s)))

def mt_id_ok(s):  # Maltese identity card, format only: up to 7 digits and a letter M, G, A, P, L, H, B or Z
    return bool(re.fullmatch(r'\d{1,7}[MGAPLHBZ]', s))

def ca_pal_ok(s):  # Canadian firearms licence number, format only: 8 digits, a dot, 4 digits
    return bool(re.fullmatch(r'\d{8}\.\d{4}', s))

def mn_dl_ok(s):  # Minnesota driver's licence, format only: a letter and 12 digits in groups of 3
    return bool(re.fullmatch(r'[A-Z]\d{3}-\d{3}-\d{3}-\d{3}', s))


CHECKS = {
    'luhn': v.luhn_ok, 'iban': v.iban_ok, 'sa-id': v.sa_id_ok, 'lk-nic': v.lk_nic_ok, 'ssn': v.ssn_ok,
    'nhs': v.nhs_ok, 'npi': v.npi_ok, 'mbi': v.mbi_ok, 'nino': v.nino_ok, 'vin': v.vin_ok, 'au-medicare': v.au_medicare_ok,
    'au-provider': v.au_provider_ok, 'ie-pps': ie_pps_ok, 'upn': upn_ok,
    'pnc': pnc_ok, 'au-crn': au_crn_ok, 'uz-pinfl': uz_pinfl_ok, 'by-idn': by_idn_ok, 'gh-card': gh_card_ok,
    'kh-id': kh_id_ok, 'np-cit': np_cit_ok, 'mt-id': mt_id_ok, 'ca-pal': ca_pal_ok, 'mn-dl': mn_dl_ok,
}

BIRTH = {'lk-nic': lk_nic_birth, 'sa-id': za_id_birth, 'uz-pinfl': _birth, 'by-idn': _birth}

# Record size bounds for make_gold.py: 1.5-3.5 KB of UTF-8, whatever the script.
SIZE_BYTES = (1500, 3500)

if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] == 'pnc':
        print(*[sys.argv[3] + c for c in _PNC if pnc_ok(sys.argv[3] + c)])
    else:
        v.main(CHECKS)
