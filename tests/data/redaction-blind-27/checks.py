"""Checks of redaction-blind-27 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-26's checks.py by path (which loads
blind-25's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.  de-rvnr has a check digit
(as this set assumes the German pension insurance number is checked); ky-dl, it-cie and nz-bank are format
checks, as this set assumes the formats.  de-rvnr also gets a birth-date decoder for %% agree: lines.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete de-rvnr 53080163W55       # adds the pension number's check digit
    python3 checks.py selftest                           # examples of the new kinds pass, altered ones fail
"""
import os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b26 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-26')

CHECKS = dict(b26.CHECKS)
BIRTH = dict(b26.BIRTH)
SIZE_BYTES = b26.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-26


# ---- new in redaction-blind-27

def _rvnr(s):
    m = re.fullmatch(r'(\d\d) ?(\d{6}) ?([A-Z]) ?(\d\d)(\d)', s)
    return m

def de_rvnr_ok(s):  # German pension insurance number (Rentenversicherungsnummer), as this set assumes it:
    # area number (2 digits), birth date DDMMYY, the initial of the birth surname, a serial (00-49 men,
    # 50-99 women) and a check digit, written 12 150385 M 503 or without spaces.  The letter becomes two
    # digits (A=01 ... Z=26); the twelve digits are weighted 2 1 2 5 7 1 2 1 2 1 2 1, the digit sums of the
    # products added, mod 10 = the check digit.  The birth date must exist.
    m = _rvnr(s)
    if not m: return False
    dob = m.group(2)
    yy = int(dob[4:]); y = 2000 + yy if yy <= 26 else 1900 + yy
    if not v._date_ok(y, int(dob[2:4]), int(dob[:2])): return False
    d = [int(c) for c in m.group(1) + dob + '%02d' % (ord(m.group(3)) - 64) + m.group(4)]
    tot = 0
    for x, w in zip(d, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]):
        p = x * w
        tot += p // 10 + p % 10
    return tot % 10 == int(m.group(5))

def de_rvnr_birth(s):  # YY above 26 read as 19YY; serial 50-99 for women
    m = _rvnr(s)
    dob = m.group(2); yy = int(dob[4:])
    return ('%04d-%s-%s' % ((1900 if yy > 26 else 2000) + yy, dob[2:4], dob[:2]),
            'F' if int(m.group(4)) >= 50 else 'M')

def ky_dl_ok(s):  # Kentucky operator's licence number, format only, as this set assumes it: a letter and
    # eight digits
    return bool(re.fullmatch(r'[A-Z]\d{8}', s))

def it_cie_ok(s):  # Italian electronic identity card (CIE) number, format only, as this set assumes it:
    # two letters, five digits, two letters (CA12345AB)
    return bool(re.fullmatch(r'[A-Z]{2}\d{5}[A-Z]{2}', s))

def nz_bank_ok(s):  # New Zealand bank account number, format only, as this set assumes it: bank (2),
    # branch (4), account (7) and suffix (2 or 3 digits), written with dashes
    return bool(re.fullmatch(r'\d{2}-\d{4}-\d{7}-\d{2,3}', s))

CHECKS.update({'de-rvnr': de_rvnr_ok, 'ky-dl': ky_dl_ok, 'it-cie': it_cie_ok, 'nz-bank': nz_bank_ok})
BIRTH.update({'de-rvnr': de_rvnr_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
#     python3 checks.py selftest
_EXAMPLES = [('de-rvnr', '53 080163 W 558', '53 080163 W 559'), ('ky-dl', 'K30418276', 'K3041827'),
             ('it-cie', 'CA48213KB', 'CA4821KB'), ('nz-bank', '38-9017-0482561-00', '38-9017-482561-00')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (de_rvnr_birth('53 080163 W 558') == ('1963-01-08', 'F')
          and de_rvnr_birth('53 080163 W 058') == ('1963-01-08', 'M'))
    print('de-rvnr birth 53 080163 W 558', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

if __name__ == '__main__':
    v.main(CHECKS, selftest)
