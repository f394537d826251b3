"""Identifier checks for redaction-blind-63.

Starts from the earlier checks: it loads redaction-blind-62's checks.py by path (which loads
blind-61's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  je-mobile    Jersey mobile number: 07797, 07700, 07829 or 07937 and six digits (07797 551203).  As this set
               assumes: 07XXX XXXXXX, 07XXX XXX XXX or unspaced, or +44 7XXX XXXXXX (+44 with the 0 dropped).
  bm-phone     Bermuda phone number: area code 441 and seven digits, the exchange starting 2-7 (441-295-0142).
               As this set assumes: (441) XXX-XXXX, 441-XXX-XXXX, 441 XXX XXXX, or +1 441 XXX XXXX.
  bm-postcode  Bermuda postcode: a two-letter parish or area code, a space, and two digits or BX for post
               office boxes (SB 01, WK BX).  As this set assumes: the letters one of CR, DD, DV, FL, GE, HM, HS,
               MA, PG, SB, SN, WK.
  ky-postcode  Cayman Islands postcode: KY1 (Grand Cayman), KY2 (Cayman Brac) or KY3 (Little Cayman), a hyphen
               and four digits (KY2-2101).  As this set assumes: exactly that, capitals.
  ky-phone     Cayman Islands phone number: area code 345 and seven digits, the exchange starting 2-9
               (345-948-0142).  As this set assumes: (345) XXX-XXXX, 345-XXX-XXXX, 345 XXX XXXX or +1 345 ...
  sc-phone     Seychelles phone number: seven digits, 2 and 5-8 for mobiles, 4 for landlines (2 512 345,
               4 371 022).  As this set assumes: X XXX XXX or unspaced, optional +248 and a space before it.
  nr-phone     Nauru phone number: seven digits, 555-559 for mobiles and 444 for landlines (557 3102).  As this
               set assumes: XXX XXXX or unspaced, optional +674 and a space before it.
  bh-mobile    Bahraini mobile number: eight digits, 3 and 2-9, or 66, first (3912 5508).  As this set assumes:
               XXXX XXXX or unspaced, optional +973 and a space before it.
  sy-mobile    Syrian mobile number: 09 and eight digits, the second digit 3-6, 8 or 9 (0944 551 207).  As this
               set assumes: 09XX XXX XXX or unspaced, or +963 9XX XXX XXX (+963 with the 0 dropped).
  ge-mobile    Georgian mobile number: nine digits, 5 first (555 12 34 56).  As this set assumes: 5XX XX XX XX,
               5XX XXX XXX or unspaced, optional +995 and a space before it, or +995 and the nine digits
               unspaced (+995599120341, as exported).
  co-mobile    Colombian mobile number: ten digits, 3 first, the second digit 0-2 or 5 (315 555 0142).  As this
               set assumes: 3XX XXX XXXX, 3XX XXXXXXX or unspaced, optional +57 and a space before it.
  nu-hcn       Nunavut health care number: nine digits, 1 first.  As this set assumes: format only, unspaced
               or 1XX XXX XXX.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b62 = v.load_checks(_HERE, 'redaction-blind-62')

CHECKS = dict(b62.CHECKS)
BIRTH = dict(b62.BIRTH)
SIZE_BYTES = b62.SIZE_BYTES                # as blind-62


# ---- new in redaction-blind-63

def je_mobile_ok(s):
    return bool(re.fullmatch(r'07(?:797|700|829|937)(?: \d{6}| \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+44 7(?:797|700|829|937) \d{6}', s))


def _nanp_ok(area, s):
    return bool(re.fullmatch(r'\(%s\) [2-9]\d\d-\d{4}' % area, s)
                or re.fullmatch(r'%s-[2-9]\d\d-\d{4}' % area, s)
                or re.fullmatch(r'%s [2-9]\d\d \d{4}' % area, s)
                or re.fullmatch(r'\+1 %s [2-9]\d\d[ -]\d{4}' % area, s))


def bm_phone_ok(s):
    return _nanp_ok('441', s) and re.sub(r'\D', '', s)[-7] in '234567'


_BM = {'CR', 'DD', 'DV', 'FL', 'GE', 'HM', 'HS', 'MA', 'PG', 'SB', 'SN', 'WK'}


def bm_postcode_ok(s):
    m = re.fullmatch(r'([A-Z]{2}) (\d\d|BX)', s)
    return bool(m) and m.group(1) in _BM


def ky_postcode_ok(s):
    return bool(re.fullmatch(r'KY[123]-\d{4}', s))


def ky_phone_ok(s):
    return _nanp_ok('345', s)


def sc_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+248 )?(?:2[5-8]\d{5}|4\d{6}|2 [5-8]\d\d \d{3}|4 \d{3} \d{3})', s))


def nr_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+674 )?(?:55[5-9]|444)(?: \d{4}|\d{4})', s))


def bh_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+973 )?(?:3[2-9]\d\d|66\d\d)(?: \d{4}|\d{4})', s))


def sy_mobile_ok(s):
    return bool(re.fullmatch(r'09[3-689]\d(?: \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+963 9[3-689]\d \d{3} \d{3}', s))


def ge_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+995 )?5\d\d(?: \d\d \d\d \d\d| \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+9955\d{8}', s))


def co_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+57 )?3[0125]\d(?: \d{3} \d{4}| \d{7}|\d{7})', s))


def nu_hcn_ok(s):
    return bool(re.fullmatch(r'1\d{8}|1\d\d \d{3} \d{3}', s))


NEW = {'je-mobile': je_mobile_ok, 'bm-phone': bm_phone_ok, 'bm-postcode': bm_postcode_ok,
       'ky-postcode': ky_postcode_ok, 'ky-phone': ky_phone_ok, 'sc-phone': sc_phone_ok, 'nr-phone': nr_phone_ok,
       'bh-mobile': bh_mobile_ok, 'sy-mobile': sy_mobile_ok, 'ge-mobile': ge_mobile_ok, 'co-mobile': co_mobile_ok,
       'nu-hcn': nu_hcn_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('je-mobile', '07797 550199', '07798 550199'),
             ('bm-phone', '441-295-0199', '441-195-0199'),
             ('bm-postcode', 'WK 04', 'WX 04'),
             ('ky-postcode', 'KY2-2199', 'KY4-2199'),
             ('ky-phone', '(345) 948-0199', '(346) 948-0199'),
             ('sc-phone', '2 512 199', '2 312 199'),
             ('nr-phone', '557 0199', '547 0199'),
             ('bh-mobile', '3912 0199', '3112 0199'),
             ('sy-mobile', '0944 550 199', '0974 550 199'),
             ('ge-mobile', '555 12 01 99', '455 12 01 99'),
             ('co-mobile', '315 555 0199', '345 555 0199'),
             ('nu-hcn', '100550199', '200550199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (je_mobile_ok('07700 550 199') and je_mobile_ok('07829550199') and je_mobile_ok('+44 7937 550199')
          and not je_mobile_ok('07797 55019') and not je_mobile_ok('+44 07797 550199')
          and not je_mobile_ok('07624 550199')
          and bm_phone_ok('(441) 234-0199') and bm_phone_ok('441 799 0199') and bm_phone_ok('+1 441 295 0199')
          and not bm_phone_ok('441-895-0199') and not bm_phone_ok('441-295-019') and not bm_phone_ok('4412950199')
          and bm_postcode_ok('SB 01') and bm_postcode_ok('DV BX') and not bm_postcode_ok('SB01')
          and not bm_postcode_ok('sb 01') and not bm_postcode_ok('SB 1')
          and ky_postcode_ok('KY1-1001') and ky_postcode_ok('KY3-2501') and not ky_postcode_ok('KY2 2101')
          and not ky_postcode_ok('KY2-210')
          and ky_phone_ok('345-948-0199') and ky_phone_ok('+1 345 916 0199') and not ky_phone_ok('345-148-0199')
          and not ky_phone_ok('(345)948-0199')
          and sc_phone_ok('2512199') and sc_phone_ok('+248 2 812 199') and sc_phone_ok('4 371 099')
          and not sc_phone_ok('2 412 199') and not sc_phone_ok('251219') and not sc_phone_ok('+2482512199')
          and nr_phone_ok('5590199') and nr_phone_ok('+674 444 0199') and not nr_phone_ok('554 0199')
          and not nr_phone_ok('557 019')
          and bh_mobile_ok('+973 6612 0199') and bh_mobile_ok('39120199') and not bh_mobile_ok('3912 019')
          and not bh_mobile_ok('+973 1712 0199')
          and sy_mobile_ok('0933550199') and sy_mobile_ok('+963 944 550 199') and not sy_mobile_ok('+963 0944 550 199')
          and not sy_mobile_ok('0944 550 19') and not sy_mobile_ok('0914 550 199')
          and ge_mobile_ok('+995 599 12 01 99') and ge_mobile_ok('599 120 199') and ge_mobile_ok('599120199')
          and ge_mobile_ok('+995599120199') and not ge_mobile_ok('+9950599120199')
          and not ge_mobile_ok('+995 0599 12 01 99') and not ge_mobile_ok('599 12 01 9')
          and co_mobile_ok('+57 315 555 0199') and co_mobile_ok('3155550199') and co_mobile_ok('301 5550199')
          and not co_mobile_ok('315 555 019') and not co_mobile_ok('+57 0315 555 0199') and not co_mobile_ok('365 555 0199')
          and nu_hcn_ok('100 550 199') and not nu_hcn_ok('10055019') and not nu_hcn_ok('100-550-199'))
    print('je / bm / ky / sc / nr / bh / sy / ge / co / nu variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b62._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
