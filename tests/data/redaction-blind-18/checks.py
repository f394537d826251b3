"""Checks of redaction-blind-18 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-17's checks.py by path (which loads
blind-16's, which loads the shared scripts/blind-gold/validators.py) and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: from the shared validators, nik (Indonesian NIK: format and birth date) and ph-sss
(Philippine SSS number: format), which earlier checks.py files do not map; and the kinds new in this set,
below.

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
    python3 checks.py complete nhi-new ZBN77V  # six characters: adds the NHI check letter
"""
import importlib.util, os, re, sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'blind17_checks', os.path.join(_HERE, '..', 'redaction-blind-17', 'checks.py'))
b17 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b17)
v = b17.v                                  # scripts/blind-gold/validators.py, as blind-16 loads it

CHECKS = dict(b17.CHECKS)
BIRTH = dict(b17.BIRTH)
SIZE_BYTES = b17.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-17


# ---- new in redaction-blind-18

_NHI2 = 'ABCDEFGHJKLMNPQRSTUVWXYZ'            # A=1 ... Z=24, I and O left out
def nhi_new_ok(s):  # New Zealand NHI, new format AAANNAA (from 2022): three letters, two digits, a letter
    # and a check letter; weights 7..2 over the first six, check = 23 - (sum mod 23) as a letter (A=1)
    s = s.upper()
    if not re.fullmatch(r'[A-HJ-NP-Z]{3}\d\d[A-HJ-NP-Z]{2}', s): return False
    vals = [_NHI2.index(c) + 1 if c.isalpha() else int(c) for c in s[:6]]
    r = sum(x * w for x, w in zip(vals, [7, 6, 5, 4, 3, 2])) % 23
    return r != 0 and _NHI2[23 - r - 1] == s[6]

def nik_birth(s):  # Indonesian NIK: DDMMYY in positions 7-12, the day +40 for women; 1900s assumed for
    d = re.sub(r'\D', '', s)                 # years after 26
    day, mon, yy = int(d[6:8]), int(d[8:10]), int(d[10:12])
    sex = 'F' if day > 40 else 'M'
    y = 2000 + yy if yy <= 26 else 1900 + yy
    return '%04d-%02d-%02d' % (y, mon, day - 40 if day > 40 else day), sex

def nik_date_ok(s):  # the shared format check, and the birth date must exist
    if not v.nik_ok(s) or not re.fullmatch(r'\d{16}', s): return False
    b = nik_birth(s)[0]
    return v._date_ok(int(b[:4]), int(b[5:7]), int(b[8:]))

def bpjs_ok(s):  # Indonesian BPJS Kesehatan (JKN-KIS) card number, format only: 13 digits starting 000
    return bool(re.fullmatch(r'000\d{10}', s))

_FA = str.maketrans('۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')
def af_etazkira_ok(s):  # Afghan electronic tazkira number, format only, as this set assumes it: the Solar
    # Hijri year of registration (1397-1405), 4 digits and 5 digits, with dashes; Persian or Latin digits
    m = re.fullmatch(r'(\d{4})-(\d{4})-(\d{5})', s.translate(_FA))
    return bool(m) and 1397 <= int(m.group(1)) <= 1405

def af_mobile_ok(s):  # Afghan mobile, format only: 07 and 8 digits (Persian or Latin digits)
    return bool(re.fullmatch(r'07\d{8}', re.sub(r'[\s-]', '', s.translate(_FA))))

def et_fin_ok(s):  # Ethiopian Fayda FIN, format only: 12 digits, written 4 4 4
    return bool(re.fullmatch(r'\d{4} ?\d{4} ?\d{4}', s))

def nb_medicare_ok(s):  # New Brunswick Medicare number, format only: 9 digits, often 3 3 3
    return bool(re.fullmatch(r'\d{3} ?\d{3} ?\d{3}', s))

def mi_dl_ok(s):  # Michigan driver's licence, format only: the surname's letter and 12 digits, 3 3 3 3
    return bool(re.fullmatch(r'[A-Z] ?\d{3} ?\d{3} ?\d{3} ?\d{3}', s))

def az_dl_ok(s):  # Arizona driver licence, format only: a letter and 8 digits
    return bool(re.fullmatch(r'[A-Z]\d{8}', s))

CHECKS.update({
    'nik': nik_date_ok, 'ph-sss': v.ph_sss_ok,
    'nhi-new': nhi_new_ok, 'bpjs': bpjs_ok, 'af-etazkira': af_etazkira_ok, 'af-mobile': af_mobile_ok,
    'et-fin': et_fin_ok, 'nb-medicare': nb_medicare_ok, 'mi-dl': mi_dl_ok, 'az-dl': az_dl_ok,
})
BIRTH.update({'nik': nik_birth})

if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] == 'nhi-new':
        print(*[sys.argv[3] + c for c in _NHI2 if nhi_new_ok(sys.argv[3] + c)])
    else:
        v.main(CHECKS)
