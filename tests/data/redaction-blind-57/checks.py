"""Identifier checks for redaction-blind-57.

Starts from the earlier checks: it loads redaction-blind-56's checks.py by path (which loads
blind-55's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  ke-mobile    Kenyan mobile number: 07xx or 01xx and six more digits (0722 555 014).  As this set assumes:
               07 and any digit, or 010 / 011; unspaced or grouped 4 3 3, or +254 with the leading 0 dropped.
  ng-mobile    Nigerian mobile number: eleven digits, 070 080 081 090 or 091 first (0803 555 0142).  As this
               set assumes: unspaced or grouped 4 3 4, or +234 with the leading 0 dropped (+234 803 555 0142).
  mw-mobile    Malawian mobile number: 088, 099, 098 or 089 and seven digits (0888 555 014).  As this set
               assumes: unspaced or grouped 4 3 3, or +265 with the leading 0 dropped.
  bw-mobile    Botswana mobile number: eight digits, 71-77 first (71 555 014).  As this set assumes: unspaced,
               2 3 3 or 4 4, optional +267 before it.
  cm-mobile    Cameroonian mobile number: nine digits, 6 first (677 55 01 42).  As this set assumes: second
               digit 5-9; unspaced, 3 2 2 2, 1 2 2 2 2 or 3 3 3; optional +237 before it.
  zm-mobile    Zambian mobile number: 095-097 or 075-077 and seven digits (097 555 0142).  As this set
               assumes: unspaced or 3 3 4, or +260 with the leading 0 dropped.
  zw-mobile    Zimbabwean mobile number: 071, 073, 077 or 078 and seven digits (0772 555 014).  As this set
               assumes: unspaced or 4 3 3, or +263 with the leading 0 dropped.
  na-mobile    Namibian mobile number: 081 or 085 and seven digits (081 555 0142).  As this set assumes:
               unspaced or 3 3 4, or +264 with the leading 0 dropped.
  pg-mobile    Papua New Guinea mobile number: eight digits, 7 first (7155 0142).  As this set assumes:
               second digit 0-9; unspaced or 4 4; optional +675 before it.
  bn-mobile    Brunei mobile number: seven digits, 7 or 8 first (871 5501).  As this set assumes: unspaced
               or 3 4; optional +673 before it.
  hr-mobile    Croatian mobile number: 09x and six or seven digits (091 555 0147).  As this set assumes:
               x 1 2 5 7 8 or 9; unspaced, 3 3 3, 3 3 4 or 3 4 3, or +385 9x with the leading 0 dropped.
  rs-mobile    Serbian mobile number: 06x and six or seven digits (064 555 0147).  As this set assumes: x 0-6
               or 9; unspaced, 3 3 3, 3 3 4, or 3/3-4 with a slash and a hyphen; or +381 6x.
  lt-mobile    Lithuanian mobile number: 86 and seven digits (8 612 55014), or +370 6xx xxxxx.  As this set
               assumes: 8 6xx xxxxx, 86xx xxxxx or unspaced; +370 form 3 5 after the country code.
  mr-mobile    Mauritanian mobile number: eight digits, 2, 3 or 4 first (46 55 01 42).  As this set assumes:
               unspaced, 2 2 2 2 or 4 4; optional +222 before it.
  hr-plate     Croatian number plate: town code, three or four digits, one or two letters (RI 418-KD).  As
               this set assumes: the town code one of the codes listed below, a space, digits, a hyphen.

Also registered without being counted as new formats: lt-ak (Lithuanian asmens kodas, the Estonian rule
validators.isikukood_ok), rs-jmbg (validators.jmbg_ok), bn-ic (validators.bn_ic_ok) and rs-account
(Serbian bank account, validators.rs_account_ok), whose helpers
validators.py already holds but which blind-56's CHECKS does not name.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b56 = v.load_checks(_HERE, 'redaction-blind-56')

CHECKS = dict(b56.CHECKS)
BIRTH = dict(b56.BIRTH)
SIZE_BYTES = b56.SIZE_BYTES                # as blind-56


# ---- new in redaction-blind-57


def ke_mobile_ok(s):
    return bool(re.fullmatch(r'0(?:7\d|1[01])\d(?:\d{6}| \d{3} \d{3})|\+254 ?(?:7\d|1[01])\d ?\d{3} ?\d{3}', s))


def ng_mobile_ok(s):
    return bool(re.fullmatch(r'0(?:70|80|81|90|91)\d(?:\d{7}| \d{3} \d{4})|\+234 ?(?:70|80|81|90|91)\d ?\d{3} ?\d{4}', s))


def mw_mobile_ok(s):
    return bool(re.fullmatch(r'0(?:88|99|98|89)\d(?:\d{6}| \d{3} \d{3})|\+265 ?(?:88|99|98|89)\d ?\d{3} ?\d{3}', s))


def bw_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+267 ?)?7[1-7](?:\d{6}| \d{3} \d{3}|\d\d \d{4})', s))


def cm_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+237 ?)?(?:6[5-9]\d{7}|6[5-9]\d \d\d \d\d \d\d|6 [5-9]\d \d\d \d\d \d\d|6[5-9]\d \d{3} \d{3})', s))


def zm_mobile_ok(s):
    return bool(re.fullmatch(r'0(?:9[5-7]|7[5-7])(?:\d{7}| \d{3} \d{4})|\+260 ?(?:9[5-7]|7[5-7]) ?\d{3} ?\d{4}', s))


def zw_mobile_ok(s):
    return bool(re.fullmatch(r'07[1378]\d(?:\d{6}| \d{3} \d{3})|\+263 ?7[1378]\d ?\d{3} ?\d{3}', s))


def na_mobile_ok(s):
    return bool(re.fullmatch(r'08[15](?:\d{7}| \d{3} \d{4})|\+264 ?8[15] ?\d{3} ?\d{4}', s))


def pg_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+675 ?)?7\d{3} ?\d{4}', s))


def bn_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+673 ?)?[78]\d\d ?\d{4}', s))


def hr_mobile_ok(s):
    return bool(re.fullmatch(r'09[125789](?:\d{6,7}| \d{3} \d{3,4}| \d{4} \d{3})|\+385 ?9[125789] ?\d{3} ?\d{3,4}', s))


def rs_mobile_ok(s):
    return bool(re.fullmatch(r'06[0-69](?:\d{6,7}| \d{3} \d{3,4}|/\d{3}-\d{3,4})|\+381 ?6[0-69] ?\d{3} ?\d{3,4}', s))


def lt_mobile_ok(s):
    return bool(re.fullmatch(r'8 ?6\d\d ?\d{5}|\+370 ?6\d\d ?\d{5}', s))


def mr_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+222 ?)?[234]\d(?:\d{6}| \d\d \d\d \d\d|\d\d \d{4})', s))


_HR_TOWNS = set(('BJ BM ČK DA DE DJ DU GS IM KA KC KR KT KŽ MA NA NG OG OS PU PŽ RI SB SK SL ST ŠI VK VT VU VŽ ZD '
                 'ZG ŽU').split())
def hr_plate_ok(s):
    m = re.fullmatch(r'([A-ZČĆŽŠĐ]{2}) \d{3,4}-[A-Z]{1,2}', s)
    return bool(m) and m.group(1) in _HR_TOWNS


NEW = {'ke-mobile': ke_mobile_ok, 'ng-mobile': ng_mobile_ok, 'mw-mobile': mw_mobile_ok, 'bw-mobile': bw_mobile_ok,
       'cm-mobile': cm_mobile_ok, 'zm-mobile': zm_mobile_ok, 'zw-mobile': zw_mobile_ok, 'na-mobile': na_mobile_ok,
       'pg-mobile': pg_mobile_ok, 'bn-mobile': bn_mobile_ok, 'hr-mobile': hr_mobile_ok, 'rs-mobile': rs_mobile_ok,
       'lt-mobile': lt_mobile_ok, 'mr-mobile': mr_mobile_ok, 'hr-plate': hr_plate_ok}
CHECKS.update(NEW)
REGISTERED = {'lt-ak': v.isikukood_ok, 'rs-jmbg': v.jmbg_ok, 'bn-ic': v.bn_ic_ok, 'rs-account': v.rs_account_ok}
CHECKS.update(REGISTERED)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('ke-mobile', '0722 555 014', '0622 555 014'),
             ('ng-mobile', '0803 555 0142', '0603 555 0142'),
             ('mw-mobile', '0888 555 014', '0878 555 014'),
             ('bw-mobile', '71 555 014', '79 555 014'),
             ('cm-mobile', '677 55 01 42', '627 55 01 42'),
             ('zm-mobile', '097 555 0142', '098 555 0142'),
             ('zw-mobile', '0772 555 014', '0752 555 014'),
             ('na-mobile', '081 555 0142', '083 555 0142'),
             ('pg-mobile', '7155 0142', '6155 0142'),
             ('bn-mobile', '871 5501', '571 5501'),
             ('hr-mobile', '091 555 0147', '094 555 0147'),
             ('rs-mobile', '064 555 0147', '067 555 0147'),
             ('lt-mobile', '8 612 55014', '8 512 55014'),
             ('mr-mobile', '46 55 01 42', '56 55 01 42'),
             ('hr-plate', 'RI 418-KD', 'RX 418-KD')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (ke_mobile_ok('+254 722 555014') and ke_mobile_ok('0110555014')
          and not ke_mobile_ok('0722 5550 14')           # wrong grouping
          and ng_mobile_ok('+234 803 555 0142') and not ng_mobile_ok('0803 555 014')
          and mw_mobile_ok('+265 888 555 014')
          and bw_mobile_ok('+267 7155 5014')
          and cm_mobile_ok('6 77 55 01 42') and cm_mobile_ok('+237 677550142')
          and zm_mobile_ok('+260 97 555 0142')
          and zw_mobile_ok('+263 772 555 014')
          and na_mobile_ok('+264 81 555 0142')
          and pg_mobile_ok('+675 7155 0142')
          and bn_mobile_ok('+673 871 5501')
          and hr_mobile_ok('+385 91 555 0147') and hr_mobile_ok('098 5550 147')
          and rs_mobile_ok('064/555-0147') and rs_mobile_ok('+381 64 555 0147')
          and not rs_mobile_ok('064 555-0147')           # mixed separators
          and lt_mobile_ok('+370 612 55014') and lt_mobile_ok('861255014')
          and mr_mobile_ok('+222 46 55 01 42')
          and hr_plate_ok('ZG 4187-AB') and not hr_plate_ok('RI 418 KD')
          and CHECKS['lt-ak']('38703181745'))
    print('ke / ng / mw / bw / cm / zm / zw / na / pg / bn / hr / rs / lt / mr variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW or kind in REGISTERED:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b56._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
