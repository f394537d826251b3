"""Checks of redaction-blind-20 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-19's checks.py by path (which loads
blind-18's, which loads blind-17's, which loads blind-16's and the shared scripts/blind-gold/validators.py)
and starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
    python3 checks.py complete cn-rid 51010719870314062    # seventeen digits: adds the check character
"""
import importlib.util, os, re, sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'blind19_checks', os.path.join(_HERE, '..', 'redaction-blind-19', 'checks.py'))
b19 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b19)
v = b19.v                                  # scripts/blind-gold/validators.py, as blind-16 loads it

CHECKS = dict(b19.CHECKS)
BIRTH = dict(b19.BIRTH)
SIZE_BYTES = b19.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-19


# ---- new in redaction-blind-20

def at_svnr_ok(s):  # Austrian social insurance number (Sozialversicherungsnummer) NNNC DDMMYY: a 3-digit
    # serial (not starting 0), a check digit, the birth date; check = sum of digits x 3 7 9 _ 5 8 4 2 1 6
    # mod 11 (a remainder of 10 is not issued).  The date part must be a real day (months 13+ are not used)
    d = re.sub(r'\s', '', s)
    if not re.fullmatch(r'[1-9]\d{9}', d): return False
    w = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]
    r = sum(int(c) * x for c, x in zip(d, w)) % 11
    if r == 10 or r != int(d[3]): return False
    yy = int(d[8:]); y = 2000 + yy if yy <= 26 else 1900 + yy
    return v._date_ok(y, int(d[6:8]), int(d[4:6]))

def _be_nrn_parts(s):
    m = re.fullmatch(r'(\d\d)\.?(\d\d)\.?(\d\d)-?(\d{3})\.?(\d\d)', s)
    if not m: return None
    body, chk = ''.join(m.groups()[:4]), int(m.group(5))
    if 97 - int(body) % 97 == chk: cent = 1900
    elif 97 - int('2' + body) % 97 == chk: cent = 2000
    else: return None
    return cent + int(m.group(1)), int(m.group(2)), int(m.group(3)), int(m.group(4))

def be_nrn_ok(s):  # Belgian national register number YY.MM.DD-SSS.CC: CC = 97 - (YYMMDDSSS mod 97), with a
    # 2 in front for births from 2000; the birth date must exist (serial odd for men)
    p = _be_nrn_parts(s)
    return bool(p) and v._date_ok(*p[:3])

def be_nrn_birth(s):
    y, m, d, ser = _be_nrn_parts(s)
    return '%04d-%02d-%02d' % (y, m, d), 'M' if ser % 2 else 'F'

def be_iban_ok(s):  # BE IBAN: mod 97, and the national check: the first 10 digits of the BBAN mod 97 give
    b = re.sub(r'\s', '', s)                       # the last two (00 written as 97)
    if not (re.fullmatch(r'BE\d{14}', b) and v.iban_ok(b)): return False
    r = int(b[4:14]) % 97
    return (r or 97) == int(b[14:])

_CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def cn_rid_ok(s):  # Chinese resident identity card number (18 characters): 6-digit area code, YYYYMMDD,
    # 3-digit serial (odd for men), check character '10X98765432'[weighted sum mod 11] (ISO 7064 MOD 11-2)
    if not re.fullmatch(r'[1-8]\d{16}[\dX]', s): return False
    if not v._date_ok(int(s[6:10]), int(s[10:12]), int(s[12:14])): return False
    return '10X98765432'[sum(int(c) * w for c, w in zip(s, _CN_W)) % 11] == s[17]

def cn_rid_birth(s):
    return '%s-%s-%s' % (s[6:10], s[10:12], s[12:14]), 'M' if int(s[16]) % 2 else 'F'

def hkid_ok(s):  # Hong Kong identity card number: one or two letters, 6 digits, check digit or A in
    # brackets; letters A=10 ... Z=35 (a blank first letter = 36), weights 9..2, check = 11 - sum mod 11
    m = re.fullmatch(r'([A-Z]{1,2})(\d{6})\(([\dA])\)', s)
    if not m: return False
    letters = m.group(1).rjust(2)
    vals = [36 if c == ' ' else ord(c) - 55 for c in letters] + [int(c) for c in m.group(2)]
    r = sum(x * w for x, w in zip(vals, range(9, 1, -1))) % 11
    return {0: '0', 1: 'A'}.get(r, str(11 - r)) == m.group(3)

def me_jmbg_ok(s):  # Montenegrin JMBG DDMMYYYRRBBBK: the shared mod-11 (EMSO) check, registry region 21-29
    d = re.sub(r'\s', '', s)                     # (Montenegro), the birth date must exist
    if not re.fullmatch(r'\d{13}', d) or not v.emso_ok(d): return False
    yyy = int(d[4:7]); y = 1000 + yyy if yyy >= 800 else 2000 + yyy
    return v._date_ok(y, int(d[2:4]), int(d[:2])) and 21 <= int(d[7:9]) <= 29

def me_jmbg_birth(s):  # serial 000-499 men
    d = re.sub(r'\s', '', s); yyy = int(d[4:7]); y = 1000 + yyy if yyy >= 800 else 2000 + yyy
    return '%04d-%s-%s' % (y, d[2:4], d[:2]), 'M' if int(d[9:12]) < 500 else 'F'

def mz_bi_ok(s):  # Mozambican identity card (Bilhete de Identidade), format only: 12 digits and a letter
    return bool(re.fullmatch(r'\d{12}[A-Z]', s))

def mz_nuit_ok(s):  # Mozambican taxpayer number (NUIT), format only: 9 digits, a person's starting 1
    return bool(re.fullmatch(r'1\d{8}', s))

def in_apaar_ok(s):  # Indian APAAR student ID, format only: 12 digits, often written 4 4 4
    return bool(re.fullmatch(r'\d{4} ?\d{4} ?\d{4}', s))

CHECKS.update({
    'at-svnr': at_svnr_ok, 'be-nrn': be_nrn_ok, 'be-iban': be_iban_ok, 'cn-rid': cn_rid_ok,
    'hkid': hkid_ok, 'me-jmbg': me_jmbg_ok, 'mz-bi': mz_bi_ok, 'mz-nuit': mz_nuit_ok, 'in-apaar': in_apaar_ok,
})
BIRTH.update({'be-nrn': be_nrn_birth, 'cn-rid': cn_rid_birth, 'me-jmbg': me_jmbg_birth})

if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in ('cn-rid', 'hkid'):
        p = sys.argv[3]
        alpha = '0123456789X' if sys.argv[2] == 'cn-rid' else '0123456789A'
        fmt = (lambda c: p + c) if sys.argv[2] == 'cn-rid' else (lambda c: p + '(' + c + ')')
        print(*[fmt(c) for c in alpha if CHECKS[sys.argv[2]](fmt(c))])
    elif len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] == 'be-nrn':
        p = sys.argv[3]   # YY.MM.DD-SSS. : adds the two check digits
        print(*[p + '%02d' % c for c in range(100) if be_nrn_ok(p + '%02d' % c)])
    elif len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] == 'at-svnr':
        p = sys.argv[3]   # NNN DDMMYY: inserts the check digit after the serial
        print(*[p[:3] + c + p[3:] for c in '0123456789' if at_svnr_ok(p[:3] + c + p[3:])])
    else:
        v.main(CHECKS)
