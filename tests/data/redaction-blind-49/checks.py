"""Checks of redaction-blind-49 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-48's checks.py by path (which loads
blind-47's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  uk-plate   GB vehicle registration, current style (2001 on): 2-letter memory tag, 2-digit age identifier,
             space, 3 random letters (AB12 CDE).  As this set assumes: the age identifier is 02-29 (March
             issues, the year's last two digits) or 51-79 (September issues, year + 50); I, Q and Z are not
             used in the memory tag, I and Q not in the random letters.
  ie-plate   Irish vehicle registration (1987 on): year, county code, serial, joined by hyphens or spaces
             (08-MO-1234, 191-D-12345).  As this set assumes: a 2-digit year 87-99 or 00-12, or from 2013 a
             3-digit year whose last digit (the half-year) is 1 or 2; the county code one of the current
             index marks (C CE CN CW D DL G KE KK KY L LD LH LM LS MH MN MO OY RN SO T W WH WX WW) or an
             older one (LK TN TS WD); the serial 1 to 6 digits not beginning with 0.
  ug-plate   Ugandan private vehicle plate: U, 2 letters, space, 3 digits, a letter (UBF 482K).  Format
             only.
  mw-plate   Malawian vehicle plate: a 2-letter district or city code, space, 1 to 4 digits (BT 4471).
             As this set assumes, the code is one of BT LL MZ ZA DZ SA MH KU NU MC NE TO CK.
  bw-plate   Botswana private plate: B, 3 digits, 3 letters, with spaces (B 512 BFK).  Format only.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b48 = v.load_checks(_HERE, 'redaction-blind-48')

CHECKS = dict(b48.CHECKS)
BIRTH = dict(b48.BIRTH)
SIZE_BYTES = b48.SIZE_BYTES                # as blind-48


# ---- new in redaction-blind-49

def uk_plate_ok(s):
    m = re.fullmatch(r'([A-HJ-PR-Y]{2})(\d\d) ([A-HJ-PR-Z]{3})', s)
    if not m: return False
    age = int(m.group(2))
    return 2 <= age <= 29 or 51 <= age <= 79


_IE_COUNTIES = {'C', 'CE', 'CN', 'CW', 'D', 'DL', 'G', 'KE', 'KK', 'KY', 'L', 'LD', 'LH', 'LM', 'LS', 'MH',
                'MN', 'MO', 'OY', 'RN', 'SO', 'T', 'W', 'WH', 'WX', 'WW', 'LK', 'TN', 'TS', 'WD'}

def ie_plate_ok(s):
    m = re.fullmatch(r'(\d{2,3})[- ]([A-Z]{1,2})[- ]([1-9]\d{0,5})', s)
    if not m or m.group(2) not in _IE_COUNTIES: return False
    y = m.group(1)
    if len(y) == 2:
        return int(y) >= 87 or int(y) <= 12
    return int(y[:2]) >= 13 and y[2] in '12'


def ug_plate_ok(s):
    return bool(re.fullmatch(r'U[A-Z]{2} \d{3}[A-Z]', s))


_MW_CODES = {'BT', 'LL', 'MZ', 'ZA', 'DZ', 'SA', 'MH', 'KU', 'NU', 'MC', 'NE', 'TO', 'CK'}

def mw_plate_ok(s):
    m = re.fullmatch(r'([A-Z]{2}) ([1-9]\d{0,3})', s)
    return bool(m) and m.group(1) in _MW_CODES


def bw_plate_ok(s):
    return bool(re.fullmatch(r'B \d{3} [A-Z]{3}', s))


NEW = {'uk-plate': uk_plate_ok, 'ie-plate': ie_plate_ok, 'ug-plate': ug_plate_ok, 'mw-plate': mw_plate_ok,
       'bw-plate': bw_plate_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('uk-plate', 'WK63 RTN', 'WK93 RTN'),
             ('ie-plate', '142-KY-3318', '143-KY-3318'),
             ('ug-plate', 'UAZ 918M', 'UAZ 9189'),
             ('mw-plate', 'ZA 2207', 'ZX 2207'),
             ('bw-plate', 'B 730 AHT', 'B 730 AH7')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not uk_plate_ok('IK63 RTN')                   # I in the memory tag
          and not uk_plate_ok('WK63RTN')                 # no space
          and not ie_plate_ok('14-KY-3318')              # 2-digit year after 2012
          and not ie_plate_ok('08-XX-3318')              # unknown county code
          and not ie_plate_ok('08-KY-0318')              # serial begins with 0
          and not ug_plate_ok('KAZ 918M')                # not U
          and not mw_plate_ok('ZA 22071')                # five digits
          and not bw_plate_ok('B730AHT'))                # no spaces
    print('uk / ie / ug / mw / bw malformed', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    return b48._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
