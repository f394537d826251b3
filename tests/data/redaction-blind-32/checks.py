"""Checks of redaction-blind-32 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-31's checks.py by path (which loads
blind-30's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.  One maps to a function that
the shared validators.py already has but that the inherited CHECKS do not carry (ee-ik wraps
validators.isikukood_ok, with a format and birth-date test); au-abn, au-acn and qc-ramq are defined here.
ee-ik, au-abn and au-acn have check digits (as this set assumes them); qc-ramq is a format check with a birth
date that must exist, as this set assumes the format.  ee-ik and qc-ramq get birth decoders for %% agree:
lines.

    python3 checks.py complete KIND PARTIAL          # print PARTIAL with its check character(s) added
    python3 checks.py complete ee-ik 3540816270      # adds the isikukood's check digit
    python3 checks.py complete au-acn 61724095       # adds the ACN's check digit
    python3 checks.py complete au-abn 172630948      # puts the ABN's two leading check digits before it
    python3 checks.py selftest                       # examples of the new kinds pass, altered ones fail
"""
import datetime, os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b31 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-31')

CHECKS = dict(b31.CHECKS)
BIRTH = dict(b31.BIRTH)
SIZE_BYTES = b31.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-31


# ---- new in redaction-blind-32

def ee_ik_birth(s):  # Estonian isikukood GYYMMDDSSSC: G is century and sex (1, 2 the 1800s; 3, 4 the 1900s;
    # 5, 6 the 2000s), odd = man
    g = int(s[0])
    y = {1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000}[g] + int(s[1:3])
    return '%04d-%s-%s' % (y, s[3:5], s[5:7]), 'M' if g % 2 else 'F'

def ee_ik_ok(s):  # Estonian isikukood, as this set assumes it: eleven digits written together, the first
    # 1-6, the check digit of validators.isikukood_ok (weights 1..9 1, then 3..9 1 2 3 when the remainder
    # is 10); the birth date must exist
    if not re.fullmatch(r'[1-6]\d{10}', s) or not v.isikukood_ok(s): return False
    b = ee_ik_birth(s)[0]
    return v._date_ok(int(b[:4]), int(b[5:7]), int(b[8:]))

def au_abn_ok(s):  # Australian Business Number, as this set assumes it: eleven digits (often 2 3 3 3), the
    # first not 0; subtract 1 from the first digit, weights 10 1 3 5 7 9 11 13 15 17 19, sum divisible by 89
    d = re.sub(r' ', '', s)
    if not re.fullmatch(r'[1-9]\d{10}', d) or not re.fullmatch(r'\d{11}|\d\d \d{3} \d{3} \d{3}', s):
        return False
    n = [int(c) for c in d]
    n[0] -= 1
    return sum(x * w for x, w in zip(n, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0

def au_acn_ok(s):  # Australian Company Number, as this set assumes it: nine digits (often 3 3 3), weights
    # 8..1 over the first eight, check = (10 - sum mod 10) mod 10
    d = re.sub(r' ', '', s)
    if not re.fullmatch(r'\d{9}', d) or not re.fullmatch(r'\d{9}|\d{3} \d{3} \d{3}', s): return False
    return (10 - sum(int(c) * w for c, w in zip(d[:8], range(8, 0, -1))) % 10) % 10 == int(d[8])

_RAMQ = re.compile(r'([A-Z]{3})([A-Z]) ?(\d\d)(\d\d) ?(\d\d)(\d\d)')

def qc_ramq_birth(s):  # Quebec health insurance number LLLF YYMM DDNN: the month is +50 for a woman; written
    # in 2027, so YY up to 27 is 20YY, otherwise 19YY
    m = _RAMQ.fullmatch(s)
    yy, mm = int(m.group(3)), int(m.group(4))
    return ('%04d-%02d-%s' % ((2000 if yy <= 27 else 1900) + yy, mm - 50 if mm > 50 else mm, m.group(5)),
            'F' if mm > 50 else 'M')

def qc_ramq_ok(s):  # Quebec health insurance number, format only, as this set assumes it: the first three
    # letters of the surname and the first of the given name, YY, MM (+50 for a woman), DD and two digits,
    # in groups of four with or without spaces; the birth date must exist
    if not _RAMQ.fullmatch(s) or not re.fullmatch(r'[A-Z]{4}\d{8}|[A-Z]{4} \d{4} \d{4}', s): return False
    b = qc_ramq_birth(s)[0]
    return v._date_ok(int(b[:4]), int(b[5:7]), int(b[8:]))

CHECKS.update({'ee-ik': ee_ik_ok, 'au-abn': au_abn_ok, 'au-acn': au_acn_ok, 'qc-ramq': qc_ramq_ok})
BIRTH.update({'ee-ik': ee_ik_birth, 'qc-ramq': qc_ramq_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
#     python3 checks.py selftest
_EXAMPLES = [('ee-ik', '35408162705', '35408162706'), ('au-abn', '50 172 630 948', '50 172 630 949'),
             ('au-acn', '617 240 954', '617 240 955'), ('qc-ramq', 'TREM 4803 1214', 'TREM 4813 1214')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    for kind, value, want in [('ee-ik', '35408162705', ('1954-08-16', 'M')),
                              ('ee-ik', '61203150015', ('2012-03-15', 'F')),
                              ('qc-ramq', 'TREM 4803 1214', ('1948-03-12', 'M')),
                              ('qc-ramq', 'GAGS 0561 0318', ('2005-11-03', 'F'))]:
        ok = BIRTH[kind](value) == want
        print(kind, 'birth', value, 'ok' if ok else 'FAILED'); bad += not ok
    # an isikukood dated 30 February fails although its check digit is right, and so does a RAMQ number
    # with month 63 although it has the right shape
    ok = (v.isikukood_ok('35402302700') and not ee_ik_ok('35402302700')
          and bool(_RAMQ.fullmatch('TREM 4863 1214')) and not qc_ramq_ok('TREM 4863 1214'))
    print('ee-ik date / qc-ramq month', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    if kind == 'au-abn':      # PART is the nine digits after the ABN's two leading check digits
        for c in range(10, 100):
            if au_abn_ok('%02d' % c + part): return '%02d' % c + part
        return None
    for c in '0123456789':
        if CHECKS[kind](part + c): return part + c
    return None

if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in ('ee-ik', 'au-abn', 'au-acn'):
        print(_complete(sys.argv[2], sys.argv[3]))
    else:
        v.main(CHECKS, selftest)
