"""Checks of redaction-blind-48 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-47's checks.py by path (which loads
blind-46's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  it-tscns   Italian Tessera Sanitaria card number (the TS-CNS card's own number, not the codice fiscale):
             20 digits, beginning 80380 (ISO 7812 issuer prefix: 80 health, 380 Italy), the last digit a
             Luhn check over the first 19 (validators.luhn_ok); written with or without spaces.
  id-dl      Idaho driver's licence number: 2 letters, 6 digits, 1 letter (AB123456C).  Format only.
  tz-plate   Tanzanian private vehicle plate (2004 on): T, 3 digits, 3 letters (T 123 ABC), spaces
             optional.  Format only.
  ng-plate   Nigerian vehicle plate (2011 on): 3-letter local government code, 3 digits, 2 letters
             (ABC 123 XY or ABC-123XY).  Format only.
  zw-plate   Zimbabwean vehicle plate: 3 letters, space, 4 digits (ABC 1234).  Format only.
  na-plate   Namibian vehicle plate: N, 1 to 5 digits, a town code of 1 or 2 letters (N 4821 W, N 1234 OS),
             with spaces.  Format only.
  br-plate   Brazilian Mercosul plate (2018 on): 3 letters, a digit, a letter, 2 digits (ABC1D23), no
             separator.  Format only.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b47 = v.load_checks(_HERE, 'redaction-blind-47')

CHECKS = dict(b47.CHECKS)
BIRTH = dict(b47.BIRTH)
SIZE_BYTES = b47.SIZE_BYTES                # as blind-47


# ---- new in redaction-blind-48

def it_tscns_ok(s):
    d = v._digits(s)
    return (len(d) == 20 and re.sub(r'\s', '', s) == d and d.startswith('80380')
            and v.luhn_ok(d))


def id_dl_ok(s):
    return bool(re.fullmatch(r'[A-Z]{2}\d{6}[A-Z]', s))


def tz_plate_ok(s):
    return bool(re.fullmatch(r'T ?\d{3} ?[A-Z]{3}', s))


def ng_plate_ok(s):
    return bool(re.fullmatch(r'[A-Z]{3}[ -]?\d{3}[ -]?[A-Z]{2}', s))


def zw_plate_ok(s):
    return bool(re.fullmatch(r'[A-Z]{3} \d{4}', s))


def na_plate_ok(s):
    return bool(re.fullmatch(r'N \d{1,5} [A-Z]{1,2}', s))


def br_plate_ok(s):
    return bool(re.fullmatch(r'[A-Z]{3}\d[A-Z]\d{2}', s))


NEW = {'it-tscns': it_tscns_ok, 'id-dl': id_dl_ok, 'tz-plate': tz_plate_ok, 'ng-plate': ng_plate_ok,
       'zw-plate': zw_plate_ok, 'na-plate': na_plate_ok, 'br-plate': br_plate_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('it-tscns', '80380000700012345678', '80380000700012345677'),
             ('id-dl', 'KT482093M', 'KT48209M'),
             ('tz-plate', 'T 614 CXR', 'T 614 CX'),
             ('ng-plate', 'KTU 318 BD', 'KTU 318 B4'),
             ('zw-plate', 'AFG 5512', 'AFG 551'),
             ('na-plate', 'N 3307 W', 'N 3307 3'),
             ('br-plate', 'KQT7B41', 'KQT7841')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not it_tscns_ok('90380000700012345678')          # wrong prefix (and Luhn)
          and not it_tscns_ok('8038000070001234567')       # 19 digits
          and not id_dl_ok('kt482093m')                    # lower case
          and not tz_plate_ok('TZ 614 CXR')                # two-letter prefix
          and not ng_plate_ok('KT 318 BD')                 # two-letter code
          and not zw_plate_ok('AFG5512')                   # no space
          and not na_plate_ok('N 330712 W')                # six digits
          and not br_plate_ok('KQT-7B41'))                 # separator
    print('tscns / id-dl / tz / ng / zw / na / br malformed', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    return b47._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
