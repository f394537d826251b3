"""Identifier checks for redaction-blind-67.

Starts from the earlier checks: it loads redaction-blind-66's checks.py by path (which loads
blind-65's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  gi-phone     Gibraltar phone number: eight digits, fixed lines 2 first (200 74321), mobiles 54-58 or 6 first
               (5801 2345).  As this set assumes: unspaced, or a space after the third or the fourth digit,
               optional +350 and a space before it.
  ag-phone     Antigua and Barbuda phone number: area code 268 and seven digits, the exchange starting 2-9, in
               blind-64's NANP layouts (reached through blind-66's and blind-65's modules, as blind-66's tt-phone).
  kn-phone     St Kitts and Nevis phone number: area code 869, the same NANP layouts.
  sz-postcode  Eswatini postcode: the region letter (H Hhohho, M Manzini, L Lubombo, S Shiselweni) and three
               digits (H100).  As this set assumes: exactly that, capital letter, no space.
  ng-postcode  Nigerian postcode: six digits, the first the zone.  As this set assumes: exactly six digits, the
               first 1-9.
  pk-postcode  Pakistani postcode: five digits.  As this set assumes: exactly five digits, the first 1-9.
  pk-phone     Pakistani fixed line: trunk 0, an area code and the subscriber number, ten digits in all for the
               two-digit area codes (041 2634455) and for the three-digit ones (0463 512345).  As this set
               assumes: the area code not starting with 3 (03XX are mobiles), written 0AA-NNNNNNN, 0AA NNNNNNN,
               (0AA) NNNNNNN or 0AAA-NNNNNN / 0AAA NNNNNN, or +92 AA NNNNNNN.
  lk-postcode  Sri Lankan postcode: five digits.  As this set assumes: exactly five digits, the first 1-9.
  lk-phone     Sri Lankan fixed line: 0, a two-digit area code and seven digits (037 222 4567).  As this set
               assumes: the area code not starting with 7 (07X are mobiles), written 0AA XXX XXXX, 0AA-XXXXXXX,
               0AA XXXXXXX or unspaced, or +94 AA XXX XXXX.
  qa-mobile    Qatar mobile number: eight digits, 3, 5, 6 or 7 first (5555 0142).  As this set assumes:
               XXXX XXXX or unspaced, optional +974 and a space before it.
  sb-phone     Solomon Islands fixed line: five digits (60123).  As this set assumes: the first digit 2-6,
               optional +677 and a space before it.
  mx-postcode  Mexican postcode (código postal): five digits.  As this set assumes: 01000 to 99999.
  ro-postcode  Romanian postcode: six digits, the first the region (300xxx Timișoara).  As this set assumes:
               exactly six digits, not starting 00 (Bucharest's 0 sectors are 01-06), not 999999.
  ru-postcode  Russian postcode (индекс): six digits.  As this set assumes: the first digit 1-6.
  cn-postcode  Chinese postcode (邮编): six digits.  As this set assumes: the first digit 0-8, the first two not
               00.
  kr-postcode  South Korean postcode (since 2015): five digits, 01000 to 63644.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b66 = v.load_checks(_HERE, 'redaction-blind-66')

CHECKS = dict(b66.CHECKS)
BIRTH = dict(b66.BIRTH)
SIZE_BYTES = b66.SIZE_BYTES                # as blind-66


# ---- new in redaction-blind-67

def gi_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+350 )?(?=(?:2\d|5[4-8]|6\d))(?:\d{8}|\d{3} \d{5}|\d{4} \d{4})', s))


def ag_phone_ok(s):
    return b66.b65.b64._nanp('268', s)     # blind-64's NANP layouts, as blind-66's tt-phone


def kn_phone_ok(s):
    return b66.b65.b64._nanp('869', s)


def sz_postcode_ok(s):
    return bool(re.fullmatch(r'[HMLS]\d{3}', s))


def ng_postcode_ok(s):
    return bool(re.fullmatch(r'[1-9]\d{5}', s))


def pk_postcode_ok(s):
    return bool(re.fullmatch(r'[1-9]\d{4}', s))


_PK2 = r'(?:[2-9]\d)'
_PK2_NOT3 = r'(?:[24-9]\d)'


def pk_phone_ok(s):
    return bool(re.fullmatch(r'0' + _PK2_NOT3 + r'[- ]\d{7}', s)
                or re.fullmatch(r'\(0' + _PK2_NOT3 + r'\) \d{7}', s)
                or re.fullmatch(r'0' + _PK2_NOT3 + r'\d[- ]\d{6}', s)
                or re.fullmatch(r'\+92 ' + _PK2_NOT3 + r' \d{7}', s))


def lk_postcode_ok(s):
    return bool(re.fullmatch(r'[1-9]\d{4}', s))


_LK_AREA = r'(?:[1-689]\d)'


def lk_phone_ok(s):
    return bool(re.fullmatch(r'0' + _LK_AREA + r'(?: \d{3} \d{4}|-\d{7}| \d{7}|\d{7})', s)
                or re.fullmatch(r'\+94 ' + _LK_AREA + r' \d{3} \d{4}', s))


def qa_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+974 )?[3567]\d{3} ?\d{4}', s))


def sb_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+677 )?[2-6]\d{4}', s))


def mx_postcode_ok(s):
    return bool(re.fullmatch(r'\d{5}', s)) and int(s) >= 1000


def ro_postcode_ok(s):
    return bool(re.fullmatch(r'\d{6}', s)) and not s.startswith('00') and s != '999999'


def ru_postcode_ok(s):
    return bool(re.fullmatch(r'[1-6]\d{5}', s))


def cn_postcode_ok(s):
    return bool(re.fullmatch(r'[0-8]\d{5}', s)) and not s.startswith('00')


def kr_postcode_ok(s):
    return bool(re.fullmatch(r'\d{5}', s)) and 1000 <= int(s) <= 63644


NEW = {'gi-phone': gi_phone_ok, 'ag-phone': ag_phone_ok, 'kn-phone': kn_phone_ok, 'sz-postcode': sz_postcode_ok,
       'ng-postcode': ng_postcode_ok, 'pk-postcode': pk_postcode_ok, 'pk-phone': pk_phone_ok,
       'lk-postcode': lk_postcode_ok, 'lk-phone': lk_phone_ok, 'qa-mobile': qa_mobile_ok, 'sb-phone': sb_phone_ok,
       'mx-postcode': mx_postcode_ok, 'ro-postcode': ro_postcode_ok, 'ru-postcode': ru_postcode_ok,
       'cn-postcode': cn_postcode_ok, 'kr-postcode': kr_postcode_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('gi-phone', '200 70199', '300 70199'),
             ('ag-phone', '268-555-0199', '286-555-0199'),
             ('kn-phone', '(869) 555-0199', '(896) 555-0199'),
             ('sz-postcode', 'H199', 'K199'),
             ('ng-postcode', '240199', '040199'),
             ('pk-postcode', '38199', '08199'),
             ('pk-phone', '041-5550199', '031-5550199'),
             ('lk-postcode', '60199', '06199'),
             ('lk-phone', '037 555 0199', '077 555 0199'),
             ('qa-mobile', '5555 0199', '4555 0199'),
             ('sb-phone', '60199', '90199'),
             ('mx-postcode', '64199', '6419'),
             ('ro-postcode', '300199', '000199'),
             ('ru-postcode', '630199', '730199'),
             ('cn-postcode', '310199', '910199'),
             ('kr-postcode', '16199', '66199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (gi_phone_ok('+350 200 70199') and gi_phone_ok('54010199') and gi_phone_ok('5801 0199')
          and gi_phone_ok('6001 0199') and not gi_phone_ok('5901 0199') and not gi_phone_ok('+35020070199')
          and not gi_phone_ok('200 7019')
          and ag_phone_ok('1-268-555-0199') and ag_phone_ok('+1 268 555 0199') and not ag_phone_ok('268-155-0199')
          and kn_phone_ok('869-555-0199') and not kn_phone_ok('869 555 019')
          and sz_postcode_ok('M200') and sz_postcode_ok('S499') and not sz_postcode_ok('m200')
          and not sz_postcode_ok('M 200') and not sz_postcode_ok('M2000')
          and ng_postcode_ok('900199') and not ng_postcode_ok('24019') and not ng_postcode_ok('2401990')
          and pk_postcode_ok('54000') and not pk_postcode_ok('5400') and not pk_postcode_ok('540000')
          and pk_phone_ok('041 5550199') and pk_phone_ok('(042) 5550199') and pk_phone_ok('0463-550199')
          and pk_phone_ok('+92 41 5550199') and not pk_phone_ok('0300-5550199') and not pk_phone_ok('+92 041 5550199')
          and not pk_phone_ok('041-555019')
          and lk_postcode_ok('10350') and not lk_postcode_ok('1035') and not lk_postcode_ok('103500')
          and lk_phone_ok('0375550199') and lk_phone_ok('025-5550199') and lk_phone_ok('+94 11 555 0199')
          and not lk_phone_ok('+94 011 555 0199') and not lk_phone_ok('071 555 0199') and not lk_phone_ok('037 555 019')
          and qa_mobile_ok('+974 3355 0199') and qa_mobile_ok('66550199') and not qa_mobile_ok('+9743355 0199')
          and not qa_mobile_ok('4455 0199') and not qa_mobile_ok('5555 019')
          and sb_phone_ok('+677 20199') and sb_phone_ok('60199') and not sb_phone_ok('601990')
          and not sb_phone_ok('10199')
          and mx_postcode_ok('01000') and mx_postcode_ok('99999') and not mx_postcode_ok('00999')
          and not mx_postcode_ok('641990')
          and ro_postcode_ok('010199') and ro_postcode_ok('900199') and not ro_postcode_ok('30019')
          and not ro_postcode_ok('999999')
          and ru_postcode_ok('101000') and ru_postcode_ok('690199') and not ru_postcode_ok('730000')
          and not ru_postcode_ok('63019') and not ru_postcode_ok('030199')
          and cn_postcode_ok('010199') and cn_postcode_ok('830199') and not cn_postcode_ok('000199')
          and not cn_postcode_ok('31019')
          and kr_postcode_ok('01000') and kr_postcode_ok('63644') and not kr_postcode_ok('63645')
          and not kr_postcode_ok('00999') and not kr_postcode_ok('161990'))
    print('gi / ag / kn / sz / ng / pk / lk / qa / sb / mx / ro / ru / cn / kr variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b66._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
