"""Identifier checks for redaction-blind-69.

Starts from the earlier checks: it loads redaction-blind-68's checks.py by path (which loads blind-67's, and so on
back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and starts from its CHECKS, BIRTH
and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set assumes the format (written from
memory, no source consulted).

  ms-phone      Montserrat phone number: area code 664 and seven digits, in blind-64's NANP layouts (reached
                through blind-68's, blind-67's, blind-66's and blind-65's modules, as blind-68's gu-phone).
  ms-postcode   Montserrat postcode: MSR and four digits (MSR1110).  As this set assumes: 1110 to 1350, written
                unspaced or with one space after MSR.
  vi-phone      US Virgin Islands phone number: area code 340 and seven digits, in blind-64's NANP layouts.
  vi-zip        US Virgin Islands ZIP code (00820 Christiansted).  As this set assumes: 00801 to 00851, optional
                ZIP+4.
  mp-phone      Northern Mariana Islands phone number: area code 670 and seven digits, in blind-64's NANP
                layouts.
  mp-zip        Northern Mariana Islands ZIP code (Saipan 96950, Rota 96951, Tinian 96952).  As this set
                assumes: exactly those three, optional ZIP+4.
  fm-zip        Federated States of Micronesia ZIP code (Pohnpei 96941, Chuuk 96942, Yap 96943, Kosrae 96944).
                As this set assumes: exactly those four, optional ZIP+4.
  to-phone      Tongan fixed line: five digits (23 456).  As this set assumes: the first digit 2-7, written
                NNNNN, NN NNN or NN-NNN, optional +676 and a space before it.
  om-mobile     Omani mobile number: eight digits, 9 or 7 first (9555 0123).  As this set assumes: NNNN NNNN or
                unspaced, optional +968 and a space before it.
  om-postcode   Omani postal code (PC): three digits (Salalah 211).  As this set assumes: 100 to 899.
  jo-mobile     Jordanian mobile number: 07, the network digit 7, 8 or 9, and seven digits (079 555 0123).
                As this set assumes: 07N NNN NNNN, 07NNNNNNNN, +962 7N NNN NNNN or +9627NNNNNNNN.
  jo-postcode   Jordanian postal code: five digits (Irbid 21110).  As this set assumes: the first digit 1-7.
  tr-postcode   Turkish postcode: five digits, the first two the province's plate code (Adana 01xxx).  As this
                set assumes: the first two 01-81.
  ba-mobile     Bosnia and Herzegovina mobile number: 06, the network digit 0-7 and six digits, seven after
                060 and 061 (063 555 123).  As this set assumes: 06N NNN NNN (or NNN NNNN), 06N/NNN-NNN,
                06N/NNN-NNNN, unspaced, or +387 6N ... in the same groups.
  ba-postcode   Bosnia and Herzegovina postcode: five digits (Mostar 88000, Sarajevo 71000).  As this set
                assumes: the first digit 7 or 8.
  de-postcode   German postcode (PLZ): five digits (66111 Saarbruecken).  As this set assumes: the first two
                01-99.
  de-idcard     German identity card number (Personalausweis since 2010): nine characters, the first a letter
                of L M N P R T V W X Y, the others digits or letters of C F G H J K L M N P R T V W X Y Z, and a
                check digit by the weights 7 3 1 repeated (letters counted A=10 ... Z=35), the sum modulo 10.
                As this set assumes: the ten characters unspaced.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b68 = v.load_checks(_HERE, 'redaction-blind-68')

CHECKS = dict(b68.CHECKS)
BIRTH = dict(b68.BIRTH)
SIZE_BYTES = b68.SIZE_BYTES                # as blind-68


# ---- new in redaction-blind-69

def _nanp(area, s):
    return b68.b67.b66.b65.b64._nanp(area, s)     # blind-64's NANP layouts, as blind-68's gu-phone


def ms_phone_ok(s):
    return _nanp('664', s)


def ms_postcode_ok(s):
    m = re.fullmatch(r'MSR ?(\d{4})', s)
    return bool(m) and 1110 <= int(m.group(1)) <= 1350


def vi_phone_ok(s):
    return _nanp('340', s)


def vi_zip_ok(s):
    m = re.fullmatch(r'(\d{5})(?:-\d{4})?', s)
    return bool(m) and 801 <= int(m.group(1)) <= 851 and m.group(1).startswith('008')


def mp_phone_ok(s):
    return _nanp('670', s)


def mp_zip_ok(s):
    return bool(re.fullmatch(r'9695[0-2](?:-\d{4})?', s))


def fm_zip_ok(s):
    return bool(re.fullmatch(r'9694[1-4](?:-\d{4})?', s))


def to_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+676 )?[2-7]\d(?:[ -]?)\d{3}', s))


def om_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+968 )?[79]\d{3} ?\d{4}', s))


def om_postcode_ok(s):
    return bool(re.fullmatch(r'\d{3}', s)) and 100 <= int(s) <= 899


def jo_mobile_ok(s):
    return bool(re.fullmatch(r'07[789] \d{3} \d{4}|07[789]\d{7}', s)
                or re.fullmatch(r'\+962 7[789] \d{3} \d{4}|\+9627[789]\d{7}', s))


def jo_postcode_ok(s):
    return bool(re.fullmatch(r'[1-7]\d{4}', s))


def tr_postcode_ok(s):
    return bool(re.fullmatch(r'\d{5}', s)) and 1 <= int(s[:2]) <= 81


def ba_mobile_ok(s):
    m = re.fullmatch(r'(?:0|\+387 ?)6([0-7])(.*)', s)
    if not m:
        return False
    net, rest = m.group(1), m.group(2)
    six = re.fullmatch(r' \d{3} \d{3}|/\d{3}-\d{3}|\d{6}', rest) if not s.startswith('+') else \
        re.fullmatch(r' \d{3} \d{3}|\d{6}', rest)
    seven = re.fullmatch(r' \d{3} \d{4}|/\d{3}-\d{4}|\d{7}', rest) if not s.startswith('+') else \
        re.fullmatch(r' \d{3} \d{4}|\d{7}', rest)
    if s.startswith('+') and (' ' in s[4:5]) != (' ' in rest[:1]):
        return False                                   # +387 63 555 123 or +38763555123, not mixed
    return bool(six) or (net in '01' and bool(seven))


def ba_postcode_ok(s):
    return bool(re.fullmatch(r'[78]\d{4}', s))


def de_postcode_ok(s):
    return bool(re.fullmatch(r'\d{5}', s)) and s[:2] != '00'


_DE_ID_FIRST = 'LMNPRTVWXY'
_DE_ID_REST = '0123456789CFGHJKLMNPRTVWXYZ'


def de_idcard_ok(s):
    if not (len(s) == 10 and s[0] in _DE_ID_FIRST and all(c in _DE_ID_REST for c in s[1:9]) and s[9].isdigit()):
        return False
    val = [int(c, 36) for c in s[:9]]
    return sum(x * w for x, w in zip(val, [7, 3, 1] * 3)) % 10 == int(s[9])


NEW = {'ms-phone': ms_phone_ok, 'ms-postcode': ms_postcode_ok, 'vi-phone': vi_phone_ok, 'vi-zip': vi_zip_ok,
       'mp-phone': mp_phone_ok, 'mp-zip': mp_zip_ok, 'fm-zip': fm_zip_ok, 'to-phone': to_phone_ok,
       'om-mobile': om_mobile_ok, 'om-postcode': om_postcode_ok, 'jo-mobile': jo_mobile_ok,
       'jo-postcode': jo_postcode_ok, 'tr-postcode': tr_postcode_ok, 'ba-mobile': ba_mobile_ok,
       'ba-postcode': ba_postcode_ok, 'de-postcode': de_postcode_ok, 'de-idcard': de_idcard_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('ms-phone', '(664) 555-0199', '(646) 555-0199'),
             ('ms-postcode', 'MSR1199', 'MSR1399'),
             ('vi-phone', '(340) 555-0199', '(430) 555-0199'),
             ('vi-zip', '00829', '00859'),
             ('mp-phone', '(670) 555-0199', '(607) 555-0199'),
             ('mp-zip', '96951', '96953'),
             ('fm-zip', '96943', '96945'),
             ('to-phone', '23 199', '83 199'),
             ('om-mobile', '9555 0199', '8555 0199'),
             ('om-postcode', '199', '099'),
             ('jo-mobile', '079 555 0199', '076 555 0199'),
             ('jo-postcode', '21199', '81199'),
             ('tr-postcode', '01199', '91199'),
             ('ba-mobile', '063 555 199', '069 555 199'),
             ('ba-postcode', '88199', '98199'),
             ('de-postcode', '66199', '00199'),
             ('de-idcard', 'L01X00T471', 'L01X00T472')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (ms_phone_ok('664-555-0199') and ms_phone_ok('+1 664 555 0199') and not ms_phone_ok('664-155-0199')
          and ms_postcode_ok('MSR 1110') and ms_postcode_ok('MSR1350') and not ms_postcode_ok('MSR1351')
          and not ms_postcode_ok('msr1199') and not ms_postcode_ok('MSR  1199')
          and vi_phone_ok('340-555-0199') and not vi_phone_ok('340-055-0199')
          and vi_zip_ok('00801') and vi_zip_ok('00851-0199') and not vi_zip_ok('00800') and not vi_zip_ok('0082')
          and mp_phone_ok('+1 670 555 0199') and not mp_phone_ok('670-555-019')
          and mp_zip_ok('96950-0199') and not mp_zip_ok('9695') and not mp_zip_ok('96950-019')
          and fm_zip_ok('96941') and fm_zip_ok('96944-0199') and not fm_zip_ok('96940')
          and to_phone_ok('+676 23 199') and to_phone_ok('23-199') and to_phone_ok('23199')
          and not to_phone_ok('+6762319') and not to_phone_ok('13 199') and not to_phone_ok('23 1999')
          and om_mobile_ok('+968 9555 0199') and om_mobile_ok('79550199') and not om_mobile_ok('+9689555 0199')
          and not om_mobile_ok('9555 019')
          and om_postcode_ok('211') and om_postcode_ok('100') and not om_postcode_ok('900') and not om_postcode_ok('2110')
          and jo_mobile_ok('+962 78 555 0199') and jo_mobile_ok('0775550199') and jo_mobile_ok('+962775550199')
          and not jo_mobile_ok('+962 078 555 0199') and not jo_mobile_ok('079 555 019')
          and jo_postcode_ok('11953') and not jo_postcode_ok('2111') and not jo_postcode_ok('211100')
          and tr_postcode_ok('81000') and not tr_postcode_ok('00199') and not tr_postcode_ok('82000')
          and not tr_postcode_ok('0119')
          and ba_mobile_ok('+387 63 555 199') and ba_mobile_ok('+38763555199') and ba_mobile_ok('061/555-1999')
          and ba_mobile_ok('063/555-199') and ba_mobile_ok('065555199') and not ba_mobile_ok('063 555 1999')
          and not ba_mobile_ok('+387 063 555 199') and not ba_mobile_ok('+387 63555199')
          and ba_postcode_ok('71000') and not ba_postcode_ok('8800') and not ba_postcode_ok('60000')
          and de_postcode_ok('01067') and de_postcode_ok('99998') and not de_postcode_ok('6611')
          and not de_postcode_ok('661110')
          and de_idcard_ok('T22000129' + '3') and not de_idcard_ok('A01X00T471') and not de_idcard_ok('L01B00T47' + '1')
          and not de_idcard_ok('l01x00t471') and not de_idcard_ok('L01X00T47'))
    print('ms / vi / mp / fm / to / om / jo / tr / ba / de variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b68._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
