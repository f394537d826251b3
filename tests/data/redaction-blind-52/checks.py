"""Checks of redaction-blind-52 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-51's checks.py by path (which loads
blind-50's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  tt-plate   Trinidad and Tobago plate: class letter, two letters, space, 1-4 digits (PCX 4512).  As this set
             assumes: the class letter is P (private), T (goods), H (hire) or R (rental), the letters are
             plain A-Z, the number is not all zeros.
  ne-plate   Nebraska county-prefix plate: county number 1-93, hyphen, 1-2 letters, 1-4 digits (9-A1234),
             at most 6 characters after the hyphen.  As this set assumes: the number is not all zeros.
  in-uan     Indian EPFO Universal Account Number: 12 digits, optionally grouped 4 4 4.  As this set
             assumes: it begins with 10, and is not one digit repeated.
  by-plate   Belarusian car plate: 4 digits, space, 2 letters, hyphen, region digit (1234 AB-3).  As this
             set assumes: the letters are those shared by the Latin and Cyrillic alphabets (A B E I K M H O P
             C T X), the region digit is 1-7, the number is not 0000.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b51 = v.load_checks(_HERE, 'redaction-blind-51')

CHECKS = dict(b51.CHECKS)
BIRTH = dict(b51.BIRTH)
SIZE_BYTES = b51.SIZE_BYTES                # as blind-51


# ---- new in redaction-blind-52

def tt_plate_ok(s):
    m = re.fullmatch(r'[PTHR][A-Z]{2} (\d{1,4})', s)
    return bool(m) and int(m.group(1)) > 0


def ne_plate_ok(s):
    m = re.fullmatch(r'(\d{1,2})-([A-Z]{1,2})(\d{1,4})', s)
    return (bool(m) and 1 <= int(m.group(1)) <= 93 and len(m.group(2) + m.group(3)) <= 6
            and int(m.group(3)) > 0)


def in_uan_ok(s):
    if not re.fullmatch(r'\d{12}|\d{4} \d{4} \d{4}', s): return False
    d = v._digits(s)
    return d.startswith('10') and len(set(d)) > 1


def by_plate_ok(s):
    m = re.fullmatch(r'(\d{4}) ([ABEIKMHOPCTX]{2})-([1-7])', s)
    return bool(m) and m.group(1) != '0000'


NEW = {'tt-plate': tt_plate_ok, 'ne-plate': ne_plate_ok, 'in-uan': in_uan_ok, 'by-plate': by_plate_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('tt-plate', 'PBM 3306', 'QBM 3306'),
             ('ne-plate', '42-K518', '94-K518'),
             ('in-uan', '1017 2288 4605', '2017 2288 4605'),
             ('by-plate', '6107 KT-5', '6107 KT-8')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not tt_plate_ok('PBM 0000')                  # all-zero number
          and not tt_plate_ok('PB 3306')                # two letters
          and not ne_plate_ok('0-K518')                 # no county 0
          and not ne_plate_ok('42-KA51833')             # too long after the hyphen
          and not in_uan_ok('101722884605 ')            # trailing blank
          and not in_uan_ok('10172288460')              # 11 digits
          and not by_plate_ok('0000 KT-5')              # all-zero number
          and not by_plate_ok('6107 KD-5'))             # D is not a shared letter
    print('tt / ne / uan / by malformed', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    return b51._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
