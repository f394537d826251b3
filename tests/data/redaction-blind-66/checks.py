"""Identifier checks for redaction-blind-66.

Starts from the earlier checks: it loads redaction-blind-65's checks.py by path (which loads
blind-64's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  tt-phone     Trinidad and Tobago phone number: area code 868 and seven digits, the exchange starting 2-9.
               As this set assumes: the NANP layouts blind-65's bb-phone takes from blind-64 ((868) XXX-XXXX,
               868-XXX-XXXX, 868 XXX XXXX, 1-868-XXX-XXXX, +1 868 XXX XXXX).
  vc-phone     St Vincent and the Grenadines phone number: area code 784, the same NANP layouts.
  sg-mobile    Singapore mobile number: eight digits, 8 or 9 first (9555 0142).  As this set assumes:
               XXXX XXXX or unspaced, optional +65 and a space before it.
  sg-postcode  Singapore postcode: six digits, the first two the postal sector.  As this set assumes: exactly six
               digits, the sector 01 to 82.
  za-mobile    South African mobile number: ten digits, 06X, 071-074, 076, 078, 079 or 081-084 first
               (082 555 0142).  As this set assumes: 0XX XXX XXXX or unspaced, or +27 XX XXX XXXX.
  za-postcode  South African postcode: four digits.  As this set assumes: exactly four digits, not 0000.
  mu-mobile    Mauritius mobile number: eight digits, 5 first (5755 0142).  As this set assumes: XXXX XXXX or
               unspaced, optional +230 and a space before it.
  cy-mobile    Cyprus mobile number: eight digits, 94-99 first (99 555014).  As this set assumes: 9X XXXXXX,
               9X XXX XXX or unspaced, optional +357 and a space before it.
  my-postcode  Malaysian postcode: five digits.  As this set assumes: exactly five digits, 01000 to 98859.
  ie-mobile    Irish mobile number: 083, 085, 086, 087 or 089 and seven digits (087 555 0142).  As this set
               assumes: 08X XXX XXXX, 08X-XXXXXXX or unspaced, or +353 8X XXX XXXX.
  at-mobile    Austrian mobile number: 0650-0699 (a four-digit network prefix 06[5-9]X) and six to eight digits
               (0664 5550142).  As this set assumes: 06XX then the subscriber number unspaced, or as
               XXX XX XX / XXX XXXX, with a space or a slash after the prefix, or +43 6XX ...
  at-postcode  Austrian postcode: four digits, 1010 to 9992, the first digit 1-9.
  fr-postcode  French postcode: five digits, the first two the département (01-95) or 97/98 overseas.
  pa-cedula    Panamanian identity card number (cédula): province 1-13, a book (tomo) of one to four digits and an
               entry (asiento) of one to six digits, hyphenated (8-742-1935).  As this set assumes: the plain
               provincial form only (no PE, E, N or AV prefixes), no leading zeros in the three parts.
  pa-mobile    Panamanian mobile number: eight digits, 6 first (6555-0142).  As this set assumes: XXXX-XXXX,
               XXXX XXXX or unspaced, optional +507 and a space before it.
  pl-postcode  Polish postcode: NN-NNN (00-950), not 00-000.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b65 = v.load_checks(_HERE, 'redaction-blind-65')

CHECKS = dict(b65.CHECKS)
BIRTH = dict(b65.BIRTH)
SIZE_BYTES = b65.SIZE_BYTES                # as blind-65


# ---- new in redaction-blind-66

def tt_phone_ok(s):
    return b65.b64._nanp('868', s)         # blind-64's NANP layouts, as blind-65's bb-phone


def vc_phone_ok(s):
    return b65.b64._nanp('784', s)


def sg_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+65 )?[89]\d{3} ?\d{4}', s))


def sg_postcode_ok(s):
    return bool(re.fullmatch(r'\d{6}', s)) and 1 <= int(s[:2]) <= 82


_ZA_MOB = r'(?:6\d|7[1-46-9]|8[1-4])'


def za_mobile_ok(s):
    return bool(re.fullmatch(r'0' + _ZA_MOB + r'(?: \d{3} \d{4}|\d{7})', s)
                or re.fullmatch(r'\+27 ' + _ZA_MOB + r' \d{3} \d{4}', s))


def za_postcode_ok(s):
    return bool(re.fullmatch(r'\d{4}', s)) and s != '0000'


def mu_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+230 )?5\d{3} ?\d{4}', s))


def cy_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+357 )?9[4-9](?: \d{6}| \d{3} \d{3}|\d{6})', s))


def my_postcode_ok(s):
    return bool(re.fullmatch(r'\d{5}', s)) and 1000 <= int(s) <= 98859


def ie_mobile_ok(s):
    return bool(re.fullmatch(r'08[35679](?: \d{3} \d{4}|-\d{7}|\d{7})', s)
                or re.fullmatch(r'\+353 8[35679] \d{3} \d{4}', s))


def at_mobile_ok(s):
    sub = r'(?:\d{6,8}|\d{3} \d\d \d\d|\d{3} \d{4})'
    return bool(re.fullmatch(r'06[5-9]\d(?:[ /]?)' + sub, s)
                or re.fullmatch(r'\+43 6[5-9]\d ' + sub, s))


def at_postcode_ok(s):
    return bool(re.fullmatch(r'[1-9]\d{3}', s)) and 1010 <= int(s) <= 9992


def fr_postcode_ok(s):
    return bool(re.fullmatch(r'\d{5}', s)) and (1 <= int(s[:2]) <= 95 or s[:2] in ('97', '98'))


def pa_cedula_ok(s):
    return bool(re.fullmatch(r'(?:[1-9]|1[0-3])-[1-9]\d{0,3}-[1-9]\d{0,5}', s))


def pa_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+507 )?6\d{3}[- ]?\d{4}', s))


def pl_postcode_ok(s):
    return bool(re.fullmatch(r'\d\d-\d{3}', s)) and s != '00-000'


NEW = {'tt-phone': tt_phone_ok, 'vc-phone': vc_phone_ok, 'sg-mobile': sg_mobile_ok, 'sg-postcode': sg_postcode_ok,
       'za-mobile': za_mobile_ok, 'za-postcode': za_postcode_ok, 'mu-mobile': mu_mobile_ok, 'cy-mobile': cy_mobile_ok,
       'my-postcode': my_postcode_ok, 'ie-mobile': ie_mobile_ok, 'at-mobile': at_mobile_ok,
       'at-postcode': at_postcode_ok, 'fr-postcode': fr_postcode_ok, 'pa-cedula': pa_cedula_ok,
       'pa-mobile': pa_mobile_ok, 'pl-postcode': pl_postcode_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('tt-phone', '868-555-0199', '869-555-0199'),
             ('vc-phone', '(784) 555-0199', '(748) 555-0199'),
             ('sg-mobile', '9555 0199', '7555 0199'),
             ('sg-postcode', '560199', '830199'),
             ('za-mobile', '082 555 0199', '075 555 0199'),
             ('za-postcode', '6199', '61990'),
             ('mu-mobile', '5755 0199', '4755 0199'),
             ('cy-mobile', '99 555199', '93 555199'),
             ('my-postcode', '93050', '00950'),
             ('ie-mobile', '087 555 0199', '084 555 0199'),
             ('at-mobile', '0664 5550199', '0564 5550199'),
             ('at-postcode', '9199', '0199'),
             ('fr-postcode', '69199', '96199'),
             ('pa-cedula', '8-555-199', '14-555-199'),
             ('pa-mobile', '6555-0199', '5555-0199'),
             ('pl-postcode', '02-199', '02199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (tt_phone_ok('(868) 555-0199') and tt_phone_ok('+1 868 555 0199') and not tt_phone_ok('868-155-0199')
          and vc_phone_ok('1-784-555-0199') and not vc_phone_ok('784-555-019')
          and sg_mobile_ok('+65 8555 0199') and sg_mobile_ok('85550199') and not sg_mobile_ok('+658555 0199')
          and not sg_mobile_ok('9555 019') and not sg_mobile_ok('9555-0199')
          and sg_postcode_ok('010199') and sg_postcode_ok('820199') and not sg_postcode_ok('000199')
          and not sg_postcode_ok('56019') and not sg_postcode_ok('S560199')
          and za_mobile_ok('0825550199') and za_mobile_ok('+27 72 555 0199') and za_mobile_ok('060 555 0199')
          and not za_mobile_ok('+27 072 555 0199') and not za_mobile_ok('021 555 0199') and not za_mobile_ok('082 555 019')
          and za_postcode_ok('0001') and not za_postcode_ok('0000') and not za_postcode_ok('619')
          and mu_mobile_ok('+230 5755 0199') and mu_mobile_ok('57550199') and not mu_mobile_ok('5755 019')
          and not mu_mobile_ok('+2305755 0199')
          and cy_mobile_ok('+357 99 555199') and cy_mobile_ok('99555199') and cy_mobile_ok('96 555 199')
          and not cy_mobile_ok('22 555199') and not cy_mobile_ok('99 55519')
          and my_postcode_ok('01000') and my_postcode_ok('98859') and not my_postcode_ok('98860') and not my_postcode_ok('9305')
          and ie_mobile_ok('0875550199') and ie_mobile_ok('085-5550199') and ie_mobile_ok('+353 86 555 0199')
          and not ie_mobile_ok('+353 086 555 0199') and not ie_mobile_ok('088 555 0199') and not ie_mobile_ok('087 555 019')
          and at_mobile_ok('06645550199') and at_mobile_ok('0650/5550199') and at_mobile_ok('0676 555 01 99')
          and at_mobile_ok('+43 664 5550199') and not at_mobile_ok('+43 0664 5550199') and not at_mobile_ok('0664 55501')
          and not at_mobile_ok('0463 5550199')
          and at_postcode_ok('1010') and at_postcode_ok('9992') and not at_postcode_ok('1009') and not at_postcode_ok('9993')
          and not at_postcode_ok('A-9020')
          and fr_postcode_ok('01000') and fr_postcode_ok('97400') and not fr_postcode_ok('00100') and not fr_postcode_ok('99100')
          and not fr_postcode_ok('6900')
          and pa_cedula_ok('13-1-1') and pa_cedula_ok('8-1023-456789') and not pa_cedula_ok('8-0555-199')
          and not pa_cedula_ok('PE-5-1999') and not pa_cedula_ok('8 555 199') and not pa_cedula_ok('8-10234-199')
          and pa_mobile_ok('+507 6555 0199') and pa_mobile_ok('65550199') and not pa_mobile_ok('6555-019')
          and not pa_mobile_ok('+5076555 0199')
          and pl_postcode_ok('00-950') and pl_postcode_ok('99-999') and not pl_postcode_ok('00-000') and not pl_postcode_ok('2-199'))
    print('tt / vc / sg / za / mu / cy / my / ie / at / fr / pa / pl variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b65._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
