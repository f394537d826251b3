"""Identifier checks for redaction-blind-61.

Starts from the earlier checks: it loads redaction-blind-60's checks.py by path (which loads
blind-59's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  jm-phone     Jamaican phone number: NANP area code 876 or 658 and seven digits, exchange not 0 or 1 first
               (876-555-0142).  As this set assumes: the forms of blind-60's NANP kinds (876-XXX-XXXX,
               (876) XXX-XXXX, 1-876-XXX-XXXX, +1 876 XXX XXXX), built with blind-60's own _nanp.
  bz-phone     Belizean phone number: seven digits, 2-8 first (landlines 2-5 and 7-8, mobiles 6)
               (622-0142).  As this set assumes: XXX-XXXX or XXX XXXX; optional +501 or (501) before it.
  hk-phone     Hong Kong phone number: eight digits, 2 or 3 (fixed) or 5, 6, 7, 8 or 9 (mobile and others)
               first (2555 0142).  As this set assumes: XXXX XXXX or unspaced; optional +852 or (852) before it.
  au-mobile    Australian mobile number: ten digits, 04 first (0491 570 142).  As this set assumes:
               04XX XXX XXX, unspaced, or +61 with the 0 dropped (+61 491 570 142, +61491570142).
  ru-mobile    Russian mobile number: 9 and nine more digits after the trunk prefix 8 or +7 (8 928 555-01-42).
               As this set assumes: +7 or 8, a space, the code 9XX bare or in brackets, a space, XXX-XX-XX;
               or unspaced (+79285550142, 89285550142).
  de-mobile    German mobile number: 015X, 016X or 017X and seven or eight digits (0176 55501422).
               As this set assumes: the prefix, then a space, a slash or nothing, then the digits unspaced;
               or +49 and a space with the 0 dropped (+49 176 55501422).
  uk-mobile    UK mobile number: 07 and nine more digits, the third digit not 0 or 6 (07700 900142).  As this set
               assumes: 07XXX XXXXXX, 07XXX XXX XXX or unspaced, or +44 7XXX XXXXXX (also +44 (0)7XXX XXXXXX).

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b60 = v.load_checks(_HERE, 'redaction-blind-60')

CHECKS = dict(b60.CHECKS)
BIRTH = dict(b60.BIRTH)
SIZE_BYTES = b60.SIZE_BYTES                # as blind-60


# ---- new in redaction-blind-61

_jm876, _jm658 = b60._nanp('876'), b60._nanp('658')    # blind-60's NANP builder, used as it is


def jm_phone_ok(s):
    return _jm876(s) or _jm658(s)


def bz_phone_ok(s):
    return bool(re.fullmatch(r'(?:(?:\+501|\(501\)) )?[2-8]\d\d[- ]\d{4}', s))


def hk_phone_ok(s):
    return bool(re.fullmatch(r'(?:(?:\+852|\(852\)) )?[235-9]\d{3} ?\d{4}', s))


def au_mobile_ok(s):
    return bool(re.fullmatch(r'04\d\d(?: \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+61(?: 4\d\d \d{3} \d{3}|4\d{8})', s))


def ru_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+7|8) (?:9\d\d|\(9\d\d\)) \d{3}-\d\d-\d\d', s)
                or re.fullmatch(r'(?:\+7|8)9\d{9}', s))


def de_mobile_ok(s):
    return bool(re.fullmatch(r'01[5-7]\d[ /]?\d{7,8}', s)
                or re.fullmatch(r'\+49 1[5-7]\d \d{7,8}', s))


def uk_mobile_ok(s):
    return bool(re.fullmatch(r'07[1-57-9]\d\d(?: \d{6}| \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+44 (?:\(0\))?7[1-57-9]\d\d \d{6}', s))


NEW = {'jm-phone': jm_phone_ok, 'bz-phone': bz_phone_ok, 'hk-phone': hk_phone_ok, 'au-mobile': au_mobile_ok,
       'ru-mobile': ru_mobile_ok, 'de-mobile': de_mobile_ok, 'uk-mobile': uk_mobile_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('jm-phone', '876-555-0199', '877-555-0199'),
             ('bz-phone', '622-0199', '922-0199'),
             ('hk-phone', '2555 0199', '4555 0199'),
             ('au-mobile', '0491 570 199', '0391 570 199'),
             ('ru-mobile', '8 928 555-01-99', '8 828 555-01-99'),
             ('de-mobile', '0176 55501990', '0186 55501990'),
             ('uk-mobile', '07700 900199', '07600 900199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (jm_phone_ok('(876) 555-0199') and jm_phone_ok('1-658-555-0199') and jm_phone_ok('+1 876 555 0199')
          and not jm_phone_ok('876-155-0199') and not jm_phone_ok('876-555-019') and not jm_phone_ok('8765550199')
          and not jm_phone_ok('767-555-0199')
          and bz_phone_ok('+501 622-0199') and bz_phone_ok('(501) 227 0199') and not bz_phone_ok('6220199')
          and not bz_phone_ok('622-01990') and not bz_phone_ok('+501622-0199')
          and hk_phone_ok('+852 9555 0199') and hk_phone_ok('(852) 25550199') and hk_phone_ok('65550199')
          and not hk_phone_ok('9555 019') and not hk_phone_ok('955 50199') and not hk_phone_ok('1555 0199')
          and au_mobile_ok('0491570199') and au_mobile_ok('+61 491 570 199') and au_mobile_ok('+61491570199')
          and not au_mobile_ok('0491 570 19') and not au_mobile_ok('+61 0491 570 199')
          and not au_mobile_ok('0491 5701 99')
          and ru_mobile_ok('+7 (928) 555-01-99') and ru_mobile_ok('+79285550199') and ru_mobile_ok('89285550199')
          and not ru_mobile_ok('+7 928 555 01 99') and not ru_mobile_ok('8 928 555-01-9')
          and not ru_mobile_ok('+8 928 555-01-99')
          and de_mobile_ok('0151/5550199') and de_mobile_ok('+49 176 55501990') and de_mobile_ok('01715550199')
          and not de_mobile_ok('0176 555019') and not de_mobile_ok('+49 0176 55501990')
          and not de_mobile_ok('0911 5550199')
          and uk_mobile_ok('07700 900 199') and uk_mobile_ok('07700900199') and uk_mobile_ok('+44 7700 900199')
          and uk_mobile_ok('+44 (0)7700 900199') and not uk_mobile_ok('07700 90019')
          and not uk_mobile_ok('+44 07700 900199') and not uk_mobile_ok('0770 0900199'))
    print('jm / bz / hk / au / ru / de / uk variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b60._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
