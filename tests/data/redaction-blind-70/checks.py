"""Identifier checks for redaction-blind-70.

Starts from the earlier checks: it loads redaction-blind-69's checks.py by path (which loads blind-68's, and so on
back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and starts from its CHECKS, BIRTH
and SIZE_BYTES.  One kind is taken over from validators.py under a name of its own (not new: the rule is blind-10's),
and the kinds new in this set follow, each as this set assumes the format (written from memory, no source consulted).

  il-tz         Israeli identity number (Teudat Zehut), validators.il_tz_ok as blind-10 wrote it (not new).

  wy-dl         Wyoming driver licence number: nine digits written NNNNNN-NNN.  As this set assumes: no check digit.
  il-mobile     Israeli mobile number: 05, the network digit and seven digits (052-555-0142).  As this set
                assumes: 05N-NNNNNNN, 05N-NNN-NNNN, 05NNNNNNNN, or +972 5N-NNN-NNNN / +972-5N-NNN-NNNN.
  kw-mobile     Kuwaiti mobile number: eight digits, 5, 6 or 9 first.  As this set assumes: NNNN NNNN or unspaced,
                optional +965 and a space before it.
  sd-mobile     Sudanese mobile number: 0, a network of 90-99 or 11-12, and seven digits.  As this set assumes:
                0NN NNN NNNN, unspaced, or +249 NN NNN NNNN.
  lb-mobile     Lebanese mobile number: 03 and six digits, or 70, 71, 76, 78, 79, 81 and six digits.  As this set
                assumes: NN NNN NNN, NN-NNN NNN or unspaced; +961 drops the 0 of 03 (+961 3 NNN NNN).
  et-mobile     Ethiopian mobile number: 09 or 07 and eight digits.  As this set assumes: 09NN NNN NNN or
                unspaced, or +251 9NN NNN NNN.
  mm-mobile     Myanmar mobile number: 09 and seven to nine digits.  As this set assumes: 09 NNN NNN NNN, 09-NNN NNN
                NNN, 09NNNNNNNNN, or +95 9 NNN NNN NNN (groups of three from the right of the 9).
  kh-mobile     Cambodian mobile number: 0, a network of 1x, 6x, 7x, 8x, 9x (not 0x), and six or seven digits.  As
                this set assumes: 0NN NNN NNN, 0NN NNN NNNN, unspaced, or +855 NN NNN NNN(N).
  qc-phone      Quebec (Saguenay) phone: area code 418, 581 or 367 and seven digits, in blind-64's NANP layouts.
  ec-cedula     Ecuadorian cedula: ten digits, province 01-24 or 30, third digit 0-5, check digit by the
                coefficients 2 1 2 1 2 1 2 1 2 (products over 9 less 9), ten less the sum modulo 10.
  br-cnh        Brazilian driving licence number (CNH, registro): eleven digits, two check digits.  As this set
                assumes: the first the sum of the first nine by the weights 9..1 modulo 11 (10 gives 0); the second
                the sum by the weights 1..9 plus ten times the first, modulo 11 (10 gives 0).
  nl-iban       Dutch IBAN with the old bank-account test: mod 97, and (for every bank but INGB, whose Postbank
                numbers never had it) the ten-digit account by the weights 10..1 a multiple of 11.  As this set
                assumes: NLkk BBBB NNNN NNNN NN or unspaced.
  gr-postcode   Greek postal code: five digits, NNN NN or unspaced.  As this set assumes: the first digit 1-8.
  ar-cpa        Argentine postal code (CPA): province letter, four digits, three letters (S2000ABC).  As this set
                assumes: the province letter any capital but I, O and Ñ.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b69 = v.load_checks(_HERE, 'redaction-blind-69')

CHECKS = dict(b69.CHECKS)
BIRTH = dict(b69.BIRTH)
SIZE_BYTES = b69.SIZE_BYTES                # as blind-69

CHECKS['il-tz'] = v.il_tz_ok               # blind-10's rule, kept in validators.py; not new


# ---- new in redaction-blind-70

def wy_dl_ok(s):
    return bool(re.fullmatch(r'\d{6}-\d{3}', s))


def il_mobile_ok(s):
    return bool(re.fullmatch(r'05\d-?\d{7}|05\d-\d{3}-\d{4}', s)
                or re.fullmatch(r'\+972[ -]5\d-\d{3}-\d{4}', s))


def kw_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+965 )?[569]\d{3} ?\d{4}', s))


def sd_mobile_ok(s):
    return bool(re.fullmatch(r'0(?:9\d|1[12])(?: \d{3} \d{4}|\d{7})', s)
                or re.fullmatch(r'\+249 (?:9\d|1[12]) \d{3} \d{4}', s))


def lb_mobile_ok(s):
    return bool(re.fullmatch(r'(?:03|7[0169]|81)(?:[ -]\d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+961 (?:3|7[0169]|81) \d{3} \d{3}', s))


def et_mobile_ok(s):
    return bool(re.fullmatch(r'0[79]\d{2}(?: \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+251 [79]\d{2} \d{3} \d{3}', s))


def mm_mobile_ok(s):
    m = re.fullmatch(r'(?:09[ -]?|\+95 9 )([\d ]+)', s)
    if not m:
        return False
    rest = m.group(1)
    digits = rest.replace(' ', '')
    if not 7 <= len(digits) <= 9 or not digits.isdigit():
        return False
    groups = rest.split(' ')
    return len(groups) == 1 or (all(len(g) == 3 for g in groups[1:]) and 1 <= len(groups[0]) <= 3)


def kh_mobile_ok(s):
    return bool(re.fullmatch(r'0[1-9]\d(?: \d{3} \d{3,4}|\d{6,7})', s)
                or re.fullmatch(r'\+855 [1-9]\d \d{3} \d{3,4}', s))


def qc_phone_ok(s):
    return any(b69._nanp(a, s) for a in ('418', '581', '367'))


def ec_cedula_ok(s):
    if not re.fullmatch(r'\d{10}', s):
        return False
    prov = int(s[:2])
    if not (1 <= prov <= 24 or prov == 30) or s[2] > '5':
        return False
    tot = 0
    for i, c in enumerate(s[:9]):
        x = int(c) * (2 if i % 2 == 0 else 1)
        tot += x - 9 if x > 9 else x
    return (10 - tot % 10) % 10 == int(s[9])


def br_cnh_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    d = [int(c) for c in s]
    k1 = sum(x * w for x, w in zip(d[:9], range(9, 0, -1))) % 11
    k1 = 0 if k1 >= 10 else k1
    k2 = (sum(x * w for x, w in zip(d[:9], range(1, 10))) + 10 * k1) % 11
    k2 = 0 if k2 >= 10 else k2
    return d[9] == k1 and d[10] == k2


def nl_iban_ok(s):
    if not re.fullmatch(r'NL\d\d ?[A-Z]{4} ?\d{4} ?\d{4} ?\d{2}', s):
        return False
    if s.count(' ') not in (0, 4):
        return False
    b = s.replace(' ', '')
    if not v.iban_ok(b):
        return False
    if b[4:8] == 'INGB':
        return True
    return sum(int(c) * w for c, w in zip(b[8:], range(10, 0, -1))) % 11 == 0


def gr_postcode_ok(s):
    return bool(re.fullmatch(r'[1-8]\d{2} ?\d{2}', s))


def ar_cpa_ok(s):
    return bool(re.fullmatch(r'[A-HJ-NP-Z]\d{4}[A-Z]{3}', s))


NEW = {'wy-dl': wy_dl_ok, 'il-mobile': il_mobile_ok, 'kw-mobile': kw_mobile_ok, 'sd-mobile': sd_mobile_ok,
       'lb-mobile': lb_mobile_ok, 'et-mobile': et_mobile_ok, 'mm-mobile': mm_mobile_ok, 'kh-mobile': kh_mobile_ok,
       'qc-phone': qc_phone_ok, 'ec-cedula': ec_cedula_ok, 'br-cnh': br_cnh_ok, 'nl-iban': nl_iban_ok,
       'gr-postcode': gr_postcode_ok, 'ar-cpa': ar_cpa_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('wy-dl', '123456-789', '123456-78'),
             ('il-mobile', '052-555-0199', '062-555-0199'),
             ('kw-mobile', '6555 0199', '3555 0199'),
             ('sd-mobile', '091 255 5199', '081 255 5199'),
             ('lb-mobile', '03 555 199', '04 555 199'),
             ('et-mobile', '0911 555 199', '0811 555 199'),
             ('mm-mobile', '09 455 501 999', '08 455 501 999'),
             ('kh-mobile', '012 555 199', '002 555 199'),
             ('qc-phone', '(418) 555-0199', '(419) 555-0199'),
             ('ec-cedula', '0912345675', '0912345676'),
             ('br-cnh', '12345678900', '12345678901'),
             ('nl-iban', 'NL91 ABNA 0417 1643 00', 'NL91 ABNA 0417 1643 01'),
             ('gr-postcode', '712 01', '912 01'),
             ('ar-cpa', 'S2000ABC', 'S2000AB')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (wy_dl_ok('000123-456') and not wy_dl_ok('000123456')
          and il_mobile_ok('+972 52-555-0199') and il_mobile_ok('0525550199') and il_mobile_ok('052-5550199')
          and not il_mobile_ok('+972 052-555-0199') and not il_mobile_ok('052-555-019')
          and kw_mobile_ok('+965 9555 0199') and kw_mobile_ok('55550199') and not kw_mobile_ok('+9659555 0199')
          and sd_mobile_ok('+249 91 255 5019') and sd_mobile_ok('0112555019') and not sd_mobile_ok('0132555019')
          and lb_mobile_ok('+961 3 555 199') and lb_mobile_ok('71-555 199') and lb_mobile_ok('81555199')
          and not lb_mobile_ok('+961 03 555 199') and not lb_mobile_ok('72 555 199')
          and et_mobile_ok('+251 911 555 199') and et_mobile_ok('0711555199') and not et_mobile_ok('0911 555 19')
          and mm_mobile_ok('+95 9 455 501 999') and mm_mobile_ok('094555019') and mm_mobile_ok('09-455 501 999')
          and not mm_mobile_ok('09 45 5019 99') and not mm_mobile_ok('09455501')
          and kh_mobile_ok('+855 12 555 199') and kh_mobile_ok('0975551999') and not kh_mobile_ok('012 55 199')
          and qc_phone_ok('581-555-0199') and not qc_phone_ok('514-555-0199')
          and not ec_cedula_ok('2512345678') and not ec_cedula_ok('0962345678')
          and not ec_cedula_ok('091234567')
          and not br_cnh_ok('1234567890') and not nl_iban_ok('NL91ABNA 0417 1643 00')
          and nl_iban_ok('NL91ABNA0417164300')
          and gr_postcode_ok('71201') and not gr_postcode_ok('0712 01') and not gr_postcode_ok('7120')
          and not ar_cpa_ok('I2000ABC') and not ar_cpa_ok('s2000abc'))
    print('wy / il / kw / sd / lb / et / mm / kh / qc / ec / br / nl / gr / ar variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b69._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
