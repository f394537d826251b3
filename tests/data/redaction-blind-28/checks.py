"""Checks of redaction-blind-28 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-27's checks.py by path (which loads
blind-26's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.  fr-nir, fr-rpps and it-iban
have check digits (as this set assumes them); ph-dl, nm-dl, nz-msd and de-plate are format checks, as this set
assumes the formats.  fr-nir also gets a birth decoder (year and month only) for %% agree: lines.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete fr-nir "2 41 03 68 066 124"   # adds the NIR's two-digit key
    python3 checks.py complete it-iban IT00X0306912117100000063092  # CIN letter must already be right
    python3 checks.py selftest                           # examples of the new kinds pass, altered ones fail
"""
import os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b27 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-27')

CHECKS = dict(b27.CHECKS)
BIRTH = dict(b27.BIRTH)
SIZE_BYTES = b27.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-27


# ---- new in redaction-blind-28

_NIR = re.compile(r'([12]) ?(\d\d) ?(\d\d) ?(\d\d|2A|2B) ?(\d{3}) ?(\d{3}) ?(\d\d)')

def _nir_number(m):
    dept = m.group(4)
    dept = {'2A': '19', '2B': '18'}.get(dept, dept)   # Corsica: 2A/2B counted as 19/18 for the key
    return int(m.group(1) + m.group(2) + m.group(3) + dept + m.group(5) + m.group(6))

def fr_nir_ok(s):  # French social security number (NIR), as this set assumes it: sex (1 man, 2 woman),
    # YY, MM (01-12), department (2 digits, or 2A/2B), commune (3), order (3) and a key of two digits,
    # key = 97 - (the thirteen digits mod 97); written with or without spaces (2 41 03 68 066 124 37)
    m = _NIR.fullmatch(s)
    if not m or not 1 <= int(m.group(3)) <= 12: return False
    return 97 - _nir_number(m) % 97 == int(m.group(7))

def fr_nir_birth(s):  # year and month only (the NIR has no day); YY above 26 read as 19YY
    m = _NIR.fullmatch(s)
    yy = int(m.group(2))
    return '%04d-%s' % ((1900 if yy > 26 else 2000) + yy, m.group(3)), 'M' if m.group(1) == '1' else 'F'

def fr_rpps_ok(s):  # French health professional's RPPS number, as this set assumes it: 11 digits starting
    # with 10, the last a Luhn check digit over the eleven
    d = s.replace(' ', '')
    return bool(re.fullmatch(r'10\d{9}', d)) and v.luhn_ok(d)

def it_iban_ok(s):  # IT IBAN: mod 97, and the national CIN letter (the first BBAN character) computed over
    # ABI, CAB and account (22 characters) with the codice fiscale's odd/even tables, mod 26
    b = re.sub(r'\s', '', s).upper()
    if not (re.fullmatch(r'IT\d\d[A-Z]\d{10}[0-9A-Z]{12}', b) and v.iban_ok(b)): return False
    tot = 0
    for i, c in enumerate(b[5:]):
        if i % 2 == 0: tot += v._CF_ODD[c]
        else: tot += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + tot % 26) == b[4]

def ph_dl_ok(s):  # Philippine LTO driver's licence number, format only, as this set assumes it: a letter,
    # two digits, two digits, six digits (N03-12-345678)
    return bool(re.fullmatch(r'[A-Z]\d{2}-\d{2}-\d{6}', s))

def nm_dl_ok(s):  # New Mexico driver licence number, format only, as this set assumes it: nine digits
    return bool(re.fullmatch(r'\d{9}', s))

def nz_msd_ok(s):  # New Zealand MSD (Work and Income) client number, format only, as this set assumes it:
    # nine digits written 3-3-3
    return bool(re.fullmatch(r'\d{3}-\d{3}-\d{3}', s))

def de_plate_ok(s):  # German number plate, format only: district code (1-3 letters), a hyphen or space,
    # one or two letters, a space and 1-4 digits not starting with 0 (PA-XK 482)
    return bool(re.fullmatch(r'[A-ZÄÖÜ]{1,3}[- ][A-Z]{1,2} [1-9]\d{0,3}', s))

CHECKS.update({'fr-nir': fr_nir_ok, 'fr-rpps': fr_rpps_ok, 'it-iban': it_iban_ok, 'ph-dl': ph_dl_ok,
               'nm-dl': nm_dl_ok, 'nz-msd': nz_msd_ok, 'de-plate': de_plate_ok})
BIRTH.update({'fr-nir': fr_nir_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
#     python3 checks.py selftest
_EXAMPLES = [('fr-nir', '1 52 07 68 224 031 82', '1 52 07 68 224 031 83'),
             ('fr-rpps', '10003456786', '10003456787'),
             ('it-iban', 'IT60X0542811101000000123456', 'IT60Y0542811101000000123456'),
             ('ph-dl', 'N03-12-345678', 'N03-12-34567'), ('nm-dl', '504812397', '50481239'),
             ('nz-msd', '214-608-351', '214-608-35'), ('de-plate', 'PA-XK 482', 'PA-XK 0482')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (fr_nir_birth('1 52 07 68 224 031 82') == ('1952-07', 'M')
          and fr_nir_birth('2 05 11 2A 004 112 56') == ('2005-11', 'F')
          and fr_nir_ok('2 05 11 2A 004 112 56'))
    print('fr-nir birth 1 52 07 68 224 031 82', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete_nir(part):
    m = re.fullmatch(r'([12]) ?(\d\d) ?(\d\d) ?(\d\d|2A|2B) ?(\d{3}) ?(\d{3})', part)
    return '%s %02d' % (part, 97 - _nir_number(re.fullmatch(_NIR.pattern, part + ' 00')) % 97) if m else None

if __name__ == '__main__':
    if sys.argv[1:3] == ['complete', 'fr-nir'] and len(sys.argv) == 4:
        print(_complete_nir(sys.argv[3]))
    else:
        v.main(CHECKS, selftest)
