"""Checks of redaction-blind-26 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-25's checks.py by path (which loads
blind-24's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.  on-hcn has a check digit
(Luhn, as this set assumes the Ontario health number is checked); on-dl, cm-plate and cv-nif are format
checks, as this set assumes the formats.  on-dl also gets a birth-date decoder for %% agree: lines.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete on-hcn 582714930         # adds the health number's check digit
    python3 checks.py selftest                           # examples of the new kinds pass, altered ones fail
"""
import os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b25 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-25')

CHECKS = dict(b25.CHECKS)
BIRTH = dict(b25.BIRTH)
SIZE_BYTES = b25.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-25


# ---- new in redaction-blind-26

def on_hcn_ok(s):  # Ontario health number: 10 digits (written 4 3 3), the last a Luhn check digit over
    # the ten, with an optional two-letter version code after a space or dash (as this set assumes it)
    m = re.fullmatch(r'(\d{4})[- ]?(\d{3})[- ]?(\d{3})(?:[- ]?[A-Z]{2})?', s)
    return bool(m) and v.luhn_ok(''.join(m.groups()))

def on_dl_ok(s):  # Ontario driver's licence number, format only, as this set assumes it: the surname's
    # initial and 14 digits written A1234-12345-12345; the last six digits are the birth date YYMMDD (the
    # month plus 50 for women), which must exist
    m = re.fullmatch(r'[A-Z]\d{4}-\d{5}-\d{5}', s)
    if not m: return False
    d = re.sub(r'\D', '', s)[-6:]
    mm = int(d[2:4]) % 50
    return v._date_ok(1900 + int(d[:2]), mm, int(d[4:6]))

def on_dl_birth(s):  # 1900s assumed, as for the other decoders of licences
    d = re.sub(r'\D', '', s)[-6:]
    mm = int(d[2:4])
    return '19%s-%02d-%s' % (d[:2], mm % 50, d[4:6]), 'F' if mm > 50 else 'M'

def cm_plate_ok(s):  # Cameroonian registration plate, format only, as this set assumes it: a two-letter
    # region code, three digits and two letters (LT 482 HK)
    return bool(re.fullmatch(r'(AD|CE|EN|ES|LT|NO|NW|OU|SU|SW) ?-?\d{3} ?-?[A-Z]{2}', s))

def cv_nif_ok(s):  # Cabo Verde tax number (NIF), format only, as this set assumes it: 9 digits, the first
    # 1 for a person
    return bool(re.fullmatch(r'1\d{8}', s))

CHECKS.update({'on-hcn': on_hcn_ok, 'on-dl': on_dl_ok, 'cm-plate': cm_plate_ok, 'cv-nif': cv_nif_ok})
BIRTH.update({'on-dl': on_dl_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
#     python3 checks.py selftest
_EXAMPLES = [('on-hcn', '5827-149-302 KT', '5827-149-307 KT'), ('on-dl', 'B4182-73907-00612', 'B4182-73907-01312'),
             ('cm-plate', 'LT 482 HK', 'LT 48 HK'), ('cv-nif', '128470395', '228470395')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = on_dl_birth('B4182-73907-00612') == ('1970-06-12', 'M') and on_dl_birth('B4182-73907-05612')[1] == 'F'
    print('on-dl birth B4182-73907-00612', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

if __name__ == '__main__':
    v.main(CHECKS, selftest)
