"""Checks of redaction-blind-53 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-52's checks.py by path (which loads
blind-51's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  mb-plate   Manitoba passenger plate: three letters, space, three digits (GTV 318).  As this set assumes:
             plain A-Z letters, the number is not 000.
  mb-dl      Manitoba driver's licence number: AA-AA-AA-A999AA (letters from the name, then a letter, three
             digits and two letters).  As this set assumes: capital letters A-Z, hyphens exactly there.
  zm-plate   Zambian plate: three letters, space, 1-4 digits (BAJ 4471).  As this set assumes: plain A-Z
             letters, the number has no leading zero and is not zero.
  gy-plate   Guyanese plate: class letter, one or two letters, space, four digits (PXR 6620).  As this set
             assumes: the class letter is P (private), H (hire), G (goods) or C (motor cycle), the number
             is not 0000.
  my-plate   Malaysian plate: 1-3 prefix letters, space, 1-4 digits, optional space and suffix letter
             (ST 4418 B).  As this set assumes: no I, O or Z among the letters, the number has no
             leading zero.
  ru-plate   Russian car plate: letter, three digits, two letters, region code (А 214 КН 102).  As this set
             assumes: the letters are the twelve Cyrillic letters shared with Latin (А В Е К М Н О Р С Т У
             Х), the number is not 000, the region is 01-99 or three digits beginning 1, 7 or 9, spaces
             between the groups optional.
  id-plate   Indonesian plate: 1-2 letter region code, space, 1-4 digits, space, 1-3 letters (B 2718 KFQ).
             As this set assumes: capital letters, the number has no leading zero.
  cn-mobile  Mainland Chinese mobile number: 11 digits beginning 13-19, optionally +86 and grouped 3 4 4.
             As this set assumes: the second digit is 3-9, groups split by a space or a hyphen.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b52 = v.load_checks(_HERE, 'redaction-blind-52')

CHECKS = dict(b52.CHECKS)
BIRTH = dict(b52.BIRTH)
SIZE_BYTES = b52.SIZE_BYTES                # as blind-52


# ---- new in redaction-blind-53

def mb_plate_ok(s):
    m = re.fullmatch(r'[A-Z]{3} (\d{3})', s)
    return bool(m) and m.group(1) != '000'


def mb_dl_ok(s):
    return bool(re.fullmatch(r'[A-Z]{2}-[A-Z]{2}-[A-Z]{2}-[A-Z]\d{3}[A-Z]{2}', s))


def zm_plate_ok(s):
    return bool(re.fullmatch(r'[A-Z]{3} [1-9]\d{0,3}', s))


def gy_plate_ok(s):
    m = re.fullmatch(r'[PHGC][A-Z]{1,2} (\d{4})', s)
    return bool(m) and m.group(1) != '0000'


def my_plate_ok(s):
    m = re.fullmatch(r'([A-Z])([A-HJ-NP-Y]{0,2}) [1-9]\d{0,3}( [A-HJ-NP-Y])?', s)
    return bool(m) and m.group(1) not in 'IOZ'


_RU = 'АВЕКМНОРСТУХ'
def ru_plate_ok(s):
    m = re.fullmatch(r'([%s]) ?(\d{3}) ?([%s]{2}) ?(\d{2,3})' % (_RU, _RU), s)
    if not m or m.group(2) == '000': return False
    r = m.group(4)
    return (len(r) == 2 and r != '00') or (len(r) == 3 and r[0] in '179')


def id_plate_ok(s):
    return bool(re.fullmatch(r'[A-Z]{1,2} [1-9]\d{0,3} [A-Z]{1,3}', s))


def cn_mobile_ok(s):
    m = re.fullmatch(r'(?:\+86[ -]?)?(1[3-9]\d)([ -]?)(\d{4})\2(\d{4})', s)
    return bool(m)


NEW = {'mb-plate': mb_plate_ok, 'mb-dl': mb_dl_ok, 'zm-plate': zm_plate_ok, 'gy-plate': gy_plate_ok,
       'my-plate': my_plate_ok, 'ru-plate': ru_plate_ok, 'id-plate': id_plate_ok, 'cn-mobile': cn_mobile_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('mb-plate', 'GTV 318', 'GTV 31B'),
             ('mb-dl', 'RA-WL-IN-K604TD', 'RA-WL-IN-K6O4TD'),
             ('zm-plate', 'BAJ 4471', 'BAJ 0471'),
             ('gy-plate', 'PXR 6620', 'QXR 6620'),
             ('my-plate', 'ST 4418 B', 'ST 4418 I'),
             ('ru-plate', 'А 214 КН 102', 'А 214 КД 102'),
             ('id-plate', 'B 2718 KFQ', 'B 0718 KFQ'),
             ('cn-mobile', '139 2206 4471', '129 2206 4471')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not mb_plate_ok('GTV 000')                   # all-zero number
          and not mb_dl_ok('RAWLINK604TD')             # no hyphens
          and not zm_plate_ok('BA 4471')               # two letters
          and not gy_plate_ok('PXR 0000')              # all-zero number
          and not my_plate_ok('ST 04418')              # leading zero
          and not ru_plate_ok('А 214 КН 202')          # region 202 not assumed
          and not ru_plate_ok('A 214 KH 102')          # Latin letters
          and not id_plate_ok('B 2718')                # no suffix letters
          and not cn_mobile_ok('139 2206-4471')        # mixed separators
          and not cn_mobile_ok('1392206447'))          # 10 digits
    print('mb / zm / gy / my / ru / id / cn malformed', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    return b52._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
