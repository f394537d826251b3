"""Checks of redaction-blind-23 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-22's checks.py by path (which loads
blind-21's, which loads blind-20's, blind-19's, blind-18's, blind-17's and blind-16's and the shared
scripts/blind-gold/validators.py) and starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: only the
kinds new in this set, below.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete nl-bsn 31840276           # eight digits: adds the BSN check digit
    python3 checks.py complete sg-nric S8314072          # prefix and seven digits: adds the check letter
    python3 checks.py selftest                           # published examples of the new kinds pass, altered ones fail
"""
import importlib.util, os, re, sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'blind22_checks', os.path.join(_HERE, '..', 'redaction-blind-22', 'checks.py'))
b22 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b22)
v = b22.v                                  # scripts/blind-gold/validators.py, as blind-16 loads it

CHECKS = dict(b22.CHECKS)
BIRTH = dict(b22.BIRTH)
SIZE_BYTES = b22.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-22


# ---- new in redaction-blind-23

def nl_bsn_ok(s):  # Dutch citizen service number (BSN): 9 digits, the "elfproef": the first eight weighted
    # 9 8 7 6 5 4 3 2 and the last -1, the sum divisible by 11 (and not 0)
    d = re.sub(r'[\s.]', '', s)
    if not re.fullmatch(r'\d{9}', d): return False
    tot = sum(int(c) * w for c, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2, -1]))
    return tot > 0 and tot % 11 == 0

_SG_ST, _SG_FG = 'JZIHGFEDCBA', 'XWUTRQPNMLK'
def sg_nric_ok(s):  # Singapore NRIC (S, T) or FIN (F, G): a prefix, 7 digits weighted 2 7 6 5 4 3 2, plus 4
    # for T and G; the check letter is the remainder mod 11 looked up in JZIHGFEDCBA (S, T) or XWUTRQPNMLK (F, G).
    # The M series (from 2022) has another table and is not accepted here
    m = re.fullmatch(r'([STFG])(\d{7})([A-Z])', s)
    if not m: return False
    tot = sum(int(c) * w for c, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2])) + (4 if m.group(1) in 'TG' else 0)
    return (_SG_ST if m.group(1) in 'ST' else _SG_FG)[tot % 11] == m.group(3)

def sg_work_permit_ok(s):  # Singapore work permit number, format only, as this set assumes it: 9 digits,
    # printed in groups of 3 3 3 or run together (no public check digit)
    return bool(re.fullmatch(r'\d{3} ?\d{3} ?\d{3}', s))

def py_ci_ok(s):  # Paraguayan cédula de identidad, format only: 6 to 9 digits, grouped in threes by dots
    return bool(re.fullmatch(r'\d{1,3}\.\d{3}\.\d{3}|\d{3}\.\d{3}', s))

def us_anumber_ok(s):  # USCIS alien registration number, format only: A and 8 or 9 digits, often A-NNN-NNN-NNN
    return bool(re.fullmatch(r'A-?\d{3}-?\d{3}-?\d{3}|A\d{8}', s))

def nl_postcode_ok(s):  # Dutch postcode, format only: 4 digits (not starting 0), a space, 2 letters
    return bool(re.fullmatch(r'[1-9]\d{3} ?[A-Z]{2}', s))

def ca_postcode_ok(s):  # Canadian postal code, format only: A1A 1A1 without D, F, I, O, Q, U (W, Z not first)
    return bool(re.fullmatch(r'[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d', s))

CHECKS.update({
    'nl-bsn': nl_bsn_ok, 'sg-nric': sg_nric_ok, 'sg-wp': sg_work_permit_ok, 'py-ci': py_ci_ok,
    'us-anumber': us_anumber_ok, 'nl-postcode': nl_postcode_ok, 'ca-postcode': ca_postcode_ok,
})

# Published examples of the new check-digit kinds (and one changed character each, which must fail): run with
#     python3 checks.py selftest
_EXAMPLES = [('nl-bsn', '111222333'), ('nl-bsn', '123456782'),
             ('sg-nric', 'S1234567D'), ('sg-nric', 'F1234567N'), ('sg-nric', 'T1234567J')]

def selftest():
    bad = 0
    for kind, good in _EXAMPLES:
        last = good[-1]
        wrong = good[:-1] + (('0' if last != '0' else '1') if last.isdigit() else ('A' if last != 'A' else 'B'))
        ok = CHECKS[kind](good) and not CHECKS[kind](wrong)
        print(kind, good, 'ok' if ok else 'FAILED'); bad += not ok
    return bad

if __name__ == '__main__':
    if sys.argv[1:] == ['selftest']:
        sys.exit(1 if selftest() else 0)
    elif len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] == 'sg-nric':
        print(*[sys.argv[3] + c for c in 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' if sg_nric_ok(sys.argv[3] + c)])
    elif len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2].endswith('-iban'):
        b = re.sub(r'\s', '', sys.argv[3])       # CC00BBAN: replaces 00 with the IBAN check digits
        print(v.iban_complete(b[:2], b[4:]))
    else:
        v.main(CHECKS)
