"""Checks of redaction-blind-54 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-53's checks.py by path (which loads
blind-52's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  sg-plate     Singapore vehicle plate: 1-3 prefix letters, 1-4 digits, check letter (SJT 4471 Z).  As this
               set assumes: no I or O in the prefix, the number has no leading zero; the last two prefix
               letters (A=1 ... Z=26, a missing one 0) and the number padded to four digits are weighted
               9 4 5 4 3 2, and the sum mod 19 picks the letter from AZYXUTSRPMLKJHGEDCB; spaces optional.
  gh-gps       GhanaPost GPS digital address: two letters (region, district), hyphen, 3-4 digits, hyphen,
               4 digits (VH-0412-7730).  As this set assumes: capital letters, the region letter one of
               A B C E G N U V W X.
  ug-uneb      Ugandan UNEB examination index number: U, four-digit centre number, slash, three-digit
               candidate number (U0327/084).  As this set assumes: neither part all zeros.
  mt-postcode  Maltese postcode: three letters of the locality, space, four digits (BKR 4017).  As this set
               assumes: capital letters, the first digit is not 0, the space may be missing.
  bg-plate     Bulgarian car plate: province code of one or two letters, four digits, two letters
               (РК 4718 ВА).  As this set assumes: all letters are the twelve Cyrillic ones shared with
               Latin (А В Е К М Н О Р С Т У Х), the number is not 0000, groups split by single spaces.
  fi-plate     Finnish car plate: two or three letters, hyphen, one to three digits (KMT-418).  As this set
               assumes: letters A-Z, Å, Ä, Ö; the number has no leading zero.
  jp-mobile    Japanese mobile number: 070, 080 or 090, then 4 and 4 digits (090-4127-3385).  As this set
               assumes: hyphens between all three groups or none, or +81 with the leading 0 dropped.
  ae-mobile    UAE mobile number: 05 and a network digit (0 2 4 5 6 8), then seven digits
               (050 418 2276).  As this set assumes: either 0 or +971 before the 5, groups 3 3 4 (or
               2 3 4 after +971) split by spaces, or no spaces.
  in-pin       Indian postal PIN code: six digits (786125).  As this set assumes: the first digit 1-9 (the
               postal zone), written whole or as 3 and 3 digits split by a space.
  pk-mobile    Pakistani mobile number: 03, three digits, seven digits (0300-4127385).  As this set
               assumes: a hyphen or nothing after the fourth digit, or +92 3xx with spaces.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b53 = v.load_checks(_HERE, 'redaction-blind-53')

CHECKS = dict(b53.CHECKS)
BIRTH = dict(b53.BIRTH)
SIZE_BYTES = b53.SIZE_BYTES                # as blind-53


# ---- new in redaction-blind-54

_SG = 'AZYXUTSRPMLKJHGEDCB'
def sg_plate_ok(s):
    m = re.fullmatch(r'([A-HJ-NP-Z]{1,3}) ?([1-9]\d{0,3}) ?([A-Z])', s)
    if not m: return False
    p = m.group(1)[-2:].rjust(2, '@')                       # '@' counts 0
    vals = [ord(c) - 64 for c in p] + [int(c) for c in m.group(2).zfill(4)]
    return _SG[sum(x * w for x, w in zip(vals, [9, 4, 5, 4, 3, 2])) % 19] == m.group(3)


def gh_gps_ok(s):
    return bool(re.fullmatch(r'[ABCEGNUVWX][A-Z]-\d{3,4}-\d{4}', s))


def ug_uneb_ok(s):
    m = re.fullmatch(r'U(\d{4})/(\d{3})', s)
    return bool(m) and m.group(1) != '0000' and m.group(2) != '000'


def mt_postcode_ok(s):
    return bool(re.fullmatch(r'[A-Z]{3} ?[1-9]\d{3}', s))


_BG = 'АВЕКМНОРСТУХ'
def bg_plate_ok(s):
    m = re.fullmatch(r'[%s]{1,2} (\d{4}) [%s]{2}' % (_BG, _BG), s)
    return bool(m) and m.group(1) != '0000'


def fi_plate_ok(s):
    return bool(re.fullmatch(r'[A-ZÅÄÖ]{2,3}-[1-9]\d{0,2}', s))


def jp_mobile_ok(s):
    return bool(re.fullmatch(r'0[789]0-\d{4}-\d{4}|0[789]0\d{8}|\+81 ?[789]0[ -]?\d{4}[ -]?\d{4}', s))


def ae_mobile_ok(s):
    return bool(re.fullmatch(r'05[024568](?: \d{3} \d{4}|\d{7})|\+971 ?5[024568](?: \d{3} \d{4}|\d{7})', s))


def in_pin_ok(s):
    return bool(re.fullmatch(r'[1-9]\d{2} ?\d{3}', s))


def pk_mobile_ok(s):
    return bool(re.fullmatch(r'03\d{2}-?\d{7}|\+92 ?3\d{2} ?\d{7}', s))


NEW = {'sg-plate': sg_plate_ok, 'gh-gps': gh_gps_ok, 'ug-uneb': ug_uneb_ok, 'mt-postcode': mt_postcode_ok,
       'bg-plate': bg_plate_ok, 'fi-plate': fi_plate_ok, 'jp-mobile': jp_mobile_ok, 'ae-mobile': ae_mobile_ok,
       'in-pin': in_pin_ok, 'pk-mobile': pk_mobile_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('sg-plate', 'SJT 4471 Z', 'SJT 4471 Y'),
             ('gh-gps', 'VH-0412-7730', 'VH-0412-773'),
             ('ug-uneb', 'U0327/084', 'U0327/000'),
             ('mt-postcode', 'BKR 4017', 'BKR 0017'),
             ('bg-plate', 'РК 4718 ВА', 'РК 4718 ВБ'),
             ('fi-plate', 'KMT-418', 'KMT-018'),
             ('jp-mobile', '090-4127-3385', '060-4127-3385'),
             ('ae-mobile', '050 418 2276', '051 418 2276'),
             ('in-pin', '786125', '086125'),
             ('pk-mobile', '0300-4127385', '0300-412738')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not sg_plate_ok('SIT 4471 Z')                  # I in the prefix
          and sg_plate_ok('SJT4471Z')                    # spaces optional
          and not sg_plate_ok('SJT 0471 Z')              # leading zero
          and not gh_gps_ok('DH-0412-7730')              # region letter not assumed
          and not ug_uneb_ok('U327/084')                 # three-digit centre
          and not mt_postcode_ok('BK 4017')              # two letters
          and not bg_plate_ok('PK 4718 BA')              # Latin letters
          and not bg_plate_ok('РК 0000 ВА')              # all-zero number
          and not fi_plate_ok('KMT418')                  # no hyphen
          and not jp_mobile_ok('090-41273385')           # mixed grouping
          and not ae_mobile_ok('050 4182276')            # mixed grouping
          and not in_pin_ok('078612')                    # leading zero
          and not pk_mobile_ok('0400-4127385'))          # not 03
    print('sg / gh / ug / mt / bg / fi / jp / ae / in / pk malformed', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b53._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
