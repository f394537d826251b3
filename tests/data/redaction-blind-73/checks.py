"""Identifier checks for redaction-blind-73.

Starts from the earlier checks: it loads redaction-blind-72's checks.py by path (which loads blind-71's, and so on
back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and starts from its CHECKS, BIRTH
and SIZE_BYTES.  The kinds new in this set follow, each as this set assumes the format (written from memory, no
source consulted).

  ma-rib        Moroccan RIB (relevé d'identité bancaire), as the banks of Western Sahara issue it: bank (3
                digits), city (3), account (16), key (2); the 24 digits read as one number are a multiple of 97
                (the key is 97 less the first 22 digits followed by 00, modulo 97).  Unspaced, or grouped
                3 3 16 2.
  eh-phone      Western Sahara phone in the Moroccan plan: fixed 0528 and six digits, 8 or 9 after 0528; mobile
                06 or 07 and eight digits.  As this set assumes: 0528 NN NN NN or 05 28 NN NN NN, 0N NN NN NN NN
                or unspaced; +212 528 NN NN NN or +212 N NN NN NN NN with the 0 dropped.
  bl-phone      Saint-Barthélemy phone: fixed 0590 and 27, 29, 51, 52 or 87 and four digits; mobile 0690 and six
                digits.  As this set assumes: 0590 NN NN NN / 0690 NN NN NN or unspaced, or +590 590 / +590 690
                NN NN NN with the 0 dropped.
  io-phone      British Indian Ocean Territory (Diego Garcia) phone: seven digits, 370 or 380 first.  As this set
                assumes: NNN NNNN or unspaced, optional +246 and a space before it.
  fk-phone      Falkland Islands plan, also used in South Georgia and the South Sandwich Islands: five digits,
                2 to 6 first.  As this set assumes: NNNNN, optional +500 and a space before it.
  cg-mobile     Republic of the Congo (Brazzaville) mobile: nine digits, 04, 05 or 06 first.  As this set assumes:
                0N NNN NN NN or unspaced, optional +242 and a space before it.
  pmr-phone     Transnistria (Pridnestrovie) phone in the Moldovan +373 plan: eight digits after the trunk 0; fixed
                533 (Tiraspol) or 552 (Bender) and five digits, mobile 775 to 779 and five digits.  As this set
                assumes: 0533 NN NNN, 0552 NN NNN or 077N NN NNN (or unspaced), or +373 and the number without
                the 0.
  cy-phone      Cyprus fixed line, as used in the Sovereign Base Areas of Akrotiri and Dhekelia: eight digits,
                22 to 26 first.  As this set assumes: 2N NNNNNN, 2N-NNNNNN or unspaced, optional +357 and a space.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b72 = v.load_checks(_HERE, 'redaction-blind-72')

CHECKS = dict(b72.CHECKS)
BIRTH = dict(b72.BIRTH)
SIZE_BYTES = b72.SIZE_BYTES                # as blind-72


# ---- new in redaction-blind-73

def ma_rib_ok(s):
    if not re.fullmatch(r'\d{24}|\d{3} \d{3} \d{16} \d\d', s):
        return False
    return int(s.replace(' ', '')) % 97 == 0


def _cc(cc, rx, s):
    return bool(re.fullmatch(r'(?:\+%s )?(?:%s)' % (cc, rx), s))


def eh_phone_ok(s):
    return bool(re.fullmatch(r'0528 [89]\d(?: \d\d){2}|05 28 [89]\d(?: \d\d){2}|0528[89]\d{5}'
                             r'|0[67](?: \d\d){4}|0[67]\d{8}'
                             r'|\+212 528 [89]\d(?: \d\d){2}|\+212 [67](?: \d\d){4}|\+212 [67]\d{8}', s))


def bl_phone_ok(s):
    return bool(re.fullmatch(r'0590 (?:27|29|51|52|87)(?: \d\d){2}|0590(?:27|29|51|52|87)\d{4}'
                             r'|0690(?: \d\d){3}|0690\d{6}'
                             r'|\+590 590 (?:27|29|51|52|87)(?: \d\d){2}|\+590 690(?: \d\d){3}', s))


def io_phone_ok(s):
    return _cc('246', r'3[78]0 ?\d{4}', s)


def fk_phone_ok(s):
    return _cc('500', r'[2-6]\d{4}', s)


def cg_mobile_ok(s):
    return _cc('242', r'0[456] \d{3} \d\d \d\d|0[456]\d{7}', s)


def pmr_phone_ok(s):
    return bool(re.fullmatch(r"0(?:533|552|77[5-9]) ?\d\d ?\d{3}|\+373 (?:533|552|77[5-9]) \d\d \d{3}", s))


def cy_phone_ok(s):
    return _cc('357', r'2[2-6](?: |-)?\d{6}', s)


NEW = {'ma-rib': ma_rib_ok, 'eh-phone': eh_phone_ok, 'bl-phone': bl_phone_ok, 'io-phone': io_phone_ok,
       'fk-phone': fk_phone_ok, 'cg-mobile': cg_mobile_ok, 'pmr-phone': pmr_phone_ok, 'cy-phone': cy_phone_ok}
CHECKS.update(NEW)

# Examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('ma-rib', '011 780 0000123450012345 61', '011 780 0000123450012345 62'),
             ('eh-phone', '0528 89 40 17', '0528 79 40 17'),
             ('bl-phone', '0590 27 11 22', '0590 28 11 22'),
             ('io-phone', '370 1234', '390 1234'),
             ('fk-phone', '22011', '72011'),
             ('cg-mobile', '06 512 34 56', '07 512 34 56'),
             ('pmr-phone', '0533 71 204', '0534 71 204'),
             ('cy-phone', '25 812345', '27 812345')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (ma_rib_ok('011780000012345001234561') and not ma_rib_ok('01178000001234500123456')
          and not ma_rib_ok('0117 8000 0012 3450 0123 4561')
          and eh_phone_ok('+212 528 89 40 17') and eh_phone_ok('05 28 99 12 30') and eh_phone_ok('+212 6 70 11 32 09')
          and not eh_phone_ok('+212 0528 89 40 17') and not eh_phone_ok('0522 89 40 17')
          and bl_phone_ok('+590 690 31 22 48') and bl_phone_ok('0590271122') and not bl_phone_ok('+590 0690 58 14 72')
          and not bl_phone_ok('0590 20 11 22')
          and io_phone_ok('+246 3801234') and not io_phone_ok('+246 380 12 34')
          and fk_phone_ok('+500 51234') and not fk_phone_ok('+500 5123') and not fk_phone_ok('+500 012345')
          and cg_mobile_ok('+242 05 512 34 56') and cg_mobile_ok('066123456') and not cg_mobile_ok('+242 22 612 34 56')
          and pmr_phone_ok('+373 778 30 519') and pmr_phone_ok('055262418') and not pmr_phone_ok('+373 0778 30 519')
          and not pmr_phone_ok('0774 30 519')
          and cy_phone_ok('+357 25-812345') and cy_phone_ok('24812345') and not cy_phone_ok('99 812345')
          and not cy_phone_ok('+357 025 812345'))
    print('ma-rib / eh / bl / io / fk / cg / pmr / cy variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b72._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
