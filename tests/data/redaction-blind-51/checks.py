"""Checks of redaction-blind-51 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-50's checks.py by path (which loads
blind-49's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  in-plate   Indian registration plate: state or union-territory code, RTO number 01-99, a series of 1-3
             letters, 4 digits (TR 01 AB 1234, also with hyphens or no spaces).  As this set assumes: the
             state code is one of the codes listed below, the series has no I or O, the number is not 0000.
  tr-plate   Turkish plate: province code 01-81, space, 1-3 letters, space, 2-4 digits, in the three
             shapes 1 letter + 4 digits, 2 letters + 3 or 4 digits, 3 letters + 2 or 3 digits
             (21 AB 418).  As this set assumes: the letters are plain A-Z without Q, W and X.
  tw-plate   Taiwanese private car plate (2012 series): 3 letters, hyphen, 4 digits (ABC-1235).  As this
             set assumes: no I or O among the letters and no digit 4 (avoided as unlucky), not 0000.
  co-plate   Colombian plate: 3 letters and 3 digits for cars (ABC 123, ABC-123 or ABC123), or 3 letters,
             2 digits and a letter for motorcycles (ABC 12D).  As this set assumes: the digits are not
             all zeros.
  jm-plate   Jamaican private plate: 4 digits, space, 2 letters (1234 AB).  As this set assumes: the
             number is not 0000 and the letters are not I or O.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b50 = v.load_checks(_HERE, 'redaction-blind-50')

CHECKS = dict(b50.CHECKS)
BIRTH = dict(b50.BIRTH)
SIZE_BYTES = b50.SIZE_BYTES                # as blind-50


# ---- new in redaction-blind-51

_IN_STATES = set('AN AP AR AS BR CG CH DD DL GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD PB PY RJ SK TN '
                 'TR TS UK UP WB'.split())

def in_plate_ok(s):
    m = re.fullmatch(r'([A-Z]{2})[ -]?(\d{2})[ -]?([A-HJ-NP-Z]{1,3})[ -]?(\d{4})', s)
    return bool(m) and m.group(1) in _IN_STATES and m.group(2) != '00' and m.group(4) != '0000'


def tr_plate_ok(s):
    m = re.fullmatch(r'(\d{2}) ([A-PR-VYZ]{1,3}) (\d{2,4})', s)
    if not m or not 1 <= int(m.group(1)) <= 81: return False
    nl, nd = len(m.group(2)), len(m.group(3))
    return (nl, nd) in {(1, 4), (2, 3), (2, 4), (3, 2), (3, 3)} and int(m.group(3)) > 0


def tw_plate_ok(s):
    m = re.fullmatch(r'[A-HJ-NP-Z]{3}-(\d{4})', s)
    return bool(m) and '4' not in m.group(1) and m.group(1) != '0000'


def co_plate_ok(s):
    m = re.fullmatch(r'[A-Z]{3}[ -]?(\d{3})|[A-Z]{3}[ -]?(\d{2})[A-Z]', s)
    return bool(m) and int(m.group(1) or m.group(2)) > 0


def jm_plate_ok(s):
    m = re.fullmatch(r'(\d{4}) ([A-HJ-NP-Z]{2})', s)
    return bool(m) and m.group(1) != '0000'


NEW = {'in-plate': in_plate_ok, 'tr-plate': tr_plate_ok, 'tw-plate': tw_plate_ok, 'co-plate': co_plate_ok,
       'jm-plate': jm_plate_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('in-plate', 'KL 07 CQ 5521', 'KQ 07 CQ 5521'),
             ('tr-plate', '06 BK 2271', '06 BW 2271'),
             ('tw-plate', 'RDB-7730', 'RDB-7734'),
             ('co-plate', 'WPN 582', 'WPN 000'),
             ('jm-plate', '6619 FK', '6619 FO')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not in_plate_ok('KL 00 CQ 5521')                 # RTO 00
          and not in_plate_ok('KL 07 CQ 0000')              # all-zero number
          and not tr_plate_ok('82 BK 2271')                 # no province 82
          and not tr_plate_ok('06 B 227')                   # 1 letter needs 4 digits
          and not tw_plate_ok('RIB-7730')                   # I in the letters
          and not co_plate_ok('WP 582')                     # two letters
          and not jm_plate_ok('0000 FK')                    # all-zero number
          and not jm_plate_ok('661 FK'))                    # three digits
    print('in / tr / tw / co / jm malformed', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    return b50._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
