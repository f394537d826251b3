"""Checks of redaction-blind-31 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-30's checks.py by path (which loads
blind-29's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.  Two map to functions that
the shared validators.py already has but that the inherited CHECKS do not carry (mx-curp wraps
validators.curp_ok, lv-pk wraps validators.lv_pk_ok, each with a format and birth-date test); se-pnr and
bo-ci are defined here.  se-pnr, mx-curp and lv-pk have check digits (as this set assumes them); bo-ci is a
format check, as this set assumes the format.  se-pnr, mx-curp and lv-pk get birth decoders for %% agree:
lines.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete se-pnr 580214-371     # adds the personnummer's Luhn digit
    python3 checks.py complete mx-curp CAPM870315MYNNTR0  # adds the CURP's check digit
    python3 checks.py complete lv-pk 140352-1086     # adds the personas kods' check digit
    python3 checks.py selftest                       # examples of the new kinds pass, altered ones fail
"""
import datetime, os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b30 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-30')

CHECKS = dict(b30.CHECKS)
BIRTH = dict(b30.BIRTH)
SIZE_BYTES = b30.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-30


# ---- new in redaction-blind-31

_PNR = re.compile(r'(\d\d)(\d\d)(\d\d)([-+])(\d{3})(\d)')

def se_pnr_birth(s):  # Swedish personnummer YYMMDD-NNNC: '-' under 100 years old, '+' from 100; written in
    # 2027, so YY up to 26 with '-' is 20YY, otherwise 19YY ('+' one century earlier); the ninth digit (the
    # last of the three-digit birth number) odd = man
    m = _PNR.fullmatch(s)
    yy = int(m.group(1))
    y = (2000 if yy <= 26 else 1900) + yy - (100 if m.group(4) == '+' else 0)
    return '%04d-%s-%s' % (y, m.group(2), m.group(3)), 'M' if int(m.group(5)[2]) % 2 else 'F'

def se_pnr_ok(s):  # Swedish personnummer, as this set assumes it: YYMMDD, '-' or '+', a three-digit birth
    # number and a Luhn check digit over the ten digits; the birth date must exist
    m = _PNR.fullmatch(s)
    if not m or not v.luhn_ok(re.sub(r'\D', '', s)): return False
    b = se_pnr_birth(s)[0]
    return v._date_ok(int(b[:4]), int(b[5:7]), int(b[8:]))

_CURP = re.compile(r'[A-Z][AEIOUX][A-Z]{2}(\d\d)(\d\d)(\d\d)([HM])(AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN'
                   r'|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}([0-9A-Z])(\d)')

def mx_curp_birth(s):  # year, month, day; the seventeenth character a digit for births up to 1999, a
    # letter from 2000; H = man, M = woman
    m = _CURP.fullmatch(s)
    y = (1900 if m.group(6).isdigit() else 2000) + int(m.group(1))
    return '%04d-%s-%s' % (y, m.group(2), m.group(3)), 'M' if m.group(4) == 'H' else 'F'

def mx_curp_ok(s):  # Mexican CURP, as this set assumes it: four letters (the second a vowel or X), YYMMDD, H
    # or M, the state code (NE born abroad), three internal consonants, the homoclave character and the
    # check digit of validators.curp_ok; the birth date must exist
    if not _CURP.fullmatch(s) or not v.curp_ok(s): return False
    b = mx_curp_birth(s)[0]
    return v._date_ok(int(b[:4]), int(b[5:7]), int(b[8:]))

def lv_pk_birth(s):  # Latvian personas kods (old form) DDMMYY-CNNNN: C is the century (0 the 1800s, 1 the
    # 1900s, 2 the 2000s); the code does not hold the sex, so the decoder gives 'X'
    d = re.sub(r'\D', '', s)
    return '%04d-%s-%s' % (1800 + 100 * int(d[6]) + int(d[4:6]), d[2:4], d[:2]), 'X'

def lv_pk_ok(s):  # validators.lv_pk_ok (weights 1 6 3 7 9 10 5 8 4 2, (1101 - sum) mod 11), the century
    # digit 0-2 and the birth date must exist
    if not v.lv_pk_ok(s) or s[7] not in '012': return False
    b = lv_pk_birth(s)[0]
    return v._date_ok(int(b[:4]), int(b[5:7]), int(b[8:]))

def bo_ci_ok(s):  # Bolivian cédula de identidad, format only, as this set assumes it: 5-8 digits, an optional
    # duplicate complement (-1B), and the issuing department's code after a space (LP, CB, SC, OR, PT, CH,
    # TJ, BE, PD), with or without a full stop
    return bool(re.fullmatch(r'\d{5,8}(?:-\d[A-Z])? (?:LP|CB|SC|OR|PT|CH|TJ|BE|PD)\.?', s))

CHECKS.update({'se-pnr': se_pnr_ok, 'mx-curp': mx_curp_ok, 'lv-pk': lv_pk_ok, 'bo-ci': bo_ci_ok})
BIRTH.update({'se-pnr': se_pnr_birth, 'mx-curp': mx_curp_birth, 'lv-pk': lv_pk_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
#     python3 checks.py selftest
_EXAMPLES = [('se-pnr', '580214-3718', '580214-3719'), ('mx-curp', 'CAPM870315MYNNTR09', 'CAPM870315MYNNTR08'),
             ('lv-pk', '140352-10866', '140352-10867'), ('bo-ci', '4829176 LP', '4829176 XX')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    for kind, value, want in [('se-pnr', '580214-3718', ('1958-02-14', 'M')),
                              ('se-pnr', '120930+2429', ('1912-09-30', 'F')),
                              ('mx-curp', 'CAPM870315MYNNTR09', ('1987-03-15', 'F')),
                              ('lv-pk', '140352-10866', ('1952-03-14', 'X'))]:
        ok = BIRTH[kind](value) == want
        print(kind, 'birth', value, 'ok' if ok else 'FAILED'); bad += not ok
    # a personnummer with an impossible date and a personas kods with century digit 3 fail, though their
    # check digits are right
    ok = (v.luhn_ok('5813143715') and not se_pnr_ok('581314-3715')
          and v.lv_pk_ok('140352-30867') and not lv_pk_ok('140352-30867'))
    print('se-pnr date / lv-pk century', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    for c in '0123456789':
        if CHECKS[kind](part + c): return part + c
    return None

if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in ('se-pnr', 'mx-curp', 'lv-pk'):
        print(_complete(sys.argv[2], sys.argv[3]))
    else:
        v.main(CHECKS, selftest)
