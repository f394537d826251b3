"""Checks of redaction-blind-56 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-55's checks.py by path (which loads
blind-54's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  za-taxref    South African income tax reference number (SARS): ten digits (0418273652).  As this set
               assumes: the first digit 0, 1, 2, 3 or 9, and the ten digits pass the Luhn test; unspaced.
  za-plate     South African number plate outside Gauteng, KwaZulu-Natal and the Western Cape: three
               letters, three digits and the province suffix (BHZ 418 MP).  As this set assumes: letters
               without vowels and Q, single spaces between the groups, suffix MP, NW, FS, EC, NC or L.
  gh-ssnit     Ghana SSNIT social security number: a capital letter and twelve digits (E128704230051).
               As this set assumes: unspaced, the letter any of A-Z, the twelve digits not all zeros.
  gh-mobile    Ghanaian mobile number: 0, a network pair, seven digits (024 555 0137).  As this set
               assumes: network pairs 20 23 24 25 26 27 28 50 53 54 55 56 57 59; unspaced or grouped 3 3 4,
               or +233 with the leading 0 dropped (+233 24 555 0137).
  ug-mobile    Ugandan mobile number: 07, an operator digit, seven digits (0772 555 014).  As this set
               assumes: operator digit 0 1 4 5 6 7 8 or 9; unspaced or grouped 4 3 3 (or 4 6), or +256 7xx
               with the leading 0 dropped.
  lk-mobile    Sri Lankan mobile number: 07, an operator digit, seven digits (077 555 0142).  As this set
               assumes: operator digit 0 1 2 4 5 6 7 or 8; unspaced, 3 7, or 3 3 4 with spaces or hyphens,
               or +94 7x with the leading 0 dropped.
  lk-plate     Sri Lankan vehicle number: province code, two or three letters, hyphen, four digits
               (SP CAD-4471).  As this set assumes: province codes WP CP SP NP EP NW NC UP SG, then a space.
  my-mobile    Malaysian mobile number: 01x-xxx xxxx, or 011-xxxx xxxx (012-555 0148).  As this set
               assumes: second digit pair 10 12 13 14 16 17 18 19 with seven digits, or 11 with eight; the
               hyphen and space optional; or +60 1x with the leading 0 dropped.
  fj-mobile    Fijian mobile number: seven digits (927 5503).  As this set assumes: the first digit 7, 8 or
               9; grouped 3 4 or unspaced; optional +679 before it.
  jp-postcode  Japanese postal code: three digits, hyphen, four digits (899-4322).  As this set assumes:
               ASCII or full-width digits, a hyphen (or the long dash ー, or －) between the groups; the 〒
               mark, if written, stays outside the span.
  vn-mobile    Vietnamese mobile number: ten digits, 0 and a network digit (0912 555 014).  As this set
               assumes: network digit 3 5 7 8 or 9; unspaced, grouped 4 3 3 (spaces or dots), or +84 with the
               leading 0 dropped.
  vn-plate     Vietnamese vehicle plate: two-digit province code, series, hyphen, five digits (37A-418.26).
               As this set assumes: province code 11-99; series one letter (cars) or a letter and a digit
               (motorbikes, 37B1 or 37-B1); an optional hyphen, then the number NNN.NN, or four digits on
               older plates; no space inside.
  xk-mobile    Kosovo mobile number: 04x, then six digits (044 555 017).  As this set assumes: operator digit
               3 4 5 6 8 or 9; unspaced, 3 3 3 with spaces or hyphens, or +383 4x with the leading 0
               dropped.
  xk-plate     Kosovo number plate: region, three digits, two letters (07-418-KD).  As this set assumes:
               region 01-07, hyphens between the groups, letters A-Z.
  sk-plate     Slovak number plate (district scheme): district code, three digits, two letters (PO-418BK).
               As this set assumes: the district code one of the codes listed below, an optional hyphen or
               space after it; the new district-free form (one letter, digits) is not accepted.
  sk-mobile    Slovak mobile number: 09xx and six digits (0905 555 014).  As this set assumes: 090x, 091x,
               094x or 095x; grouped 4 3 3 or unspaced, or +421 9xx xxx xxx.
  mx-mobile    Mexican mobile number: ten digits (667 555 0142).  As this set assumes: the first digit 2-9;
               unspaced, 3 3 4 or 2 4 4 (spaces or hyphens), optional +52 and an optional 1 after it.
  id-mobile    Indonesian mobile number: 08, an operator digit and seven to ten more digits (0812-5550-1476).
               As this set assumes: operator digit 1-9, ten to thirteen digits in all, hyphens or spaces
               in groups of 3 or 4 allowed, or +62 8 with the leading 0 dropped.

Also registered here without being counted as new formats: xk-pn (Kosovo personal number,
validators.xk_pn_ok), sk-rc (Slovak rodné číslo, the Czech rule validators.rc_cz_ok, with blind-55's cz-rc
birth decoder), sk-iban (validators.sk_iban_ok) and mx-nss (Mexican IMSS social security number,
validators.nss_mx_ok), whose helpers validators.py already holds but which blind-55's CHECKS does not name.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b55 = v.load_checks(_HERE, 'redaction-blind-55')

CHECKS = dict(b55.CHECKS)
BIRTH = dict(b55.BIRTH)
SIZE_BYTES = b55.SIZE_BYTES                # as blind-55


# ---- new in redaction-blind-56

# full-width digits read as 0-9
_FW = str.maketrans('０１２３４５６７８９', '0123456789')


def za_taxref_ok(s):
    return bool(re.fullmatch(r'[01239]\d{9}', s)) and v.luhn_ok(s)


def za_plate_ok(s):
    return bool(re.fullmatch(r'[BCDFGHJKLMNPRSTVWXYZ]{3} \d{3} (?:MP|NW|FS|EC|NC|L)', s))


def gh_ssnit_ok(s):
    return bool(re.fullmatch(r'[A-Z]\d{12}', s)) and int(s[1:]) != 0


def gh_mobile_ok(s):
    m = re.fullmatch(r'0(\d\d)(?: ?\d{3} ?\d{4})|\+233 ?(\d\d) ?\d{3} ?\d{4}', s)
    if not m or (' ' in s and not re.fullmatch(r'(?:0\d\d|\+233 \d\d) \d{3} \d{4}', s)): return False
    return (m.group(1) or m.group(2)) in {'20', '23', '24', '25', '26', '27', '28', '50', '53', '54', '55', '56',
                                          '57', '59'}


def ug_mobile_ok(s):
    return bool(re.fullmatch(r'07[014-9]\d(?:\d{6}| \d{3} \d{3}| \d{6})|\+256 ?7[014-9]\d ?\d{3} ?\d{3}', s))


def lk_mobile_ok(s):
    return bool(re.fullmatch(r'07[0124-8](?:\d{7}| \d{7}| \d{3} \d{4}|-\d{3}-\d{4})|\+94 ?7[0124-8] ?\d{3} ?\d{4}', s))


def lk_plate_ok(s):
    return bool(re.fullmatch(r'(?:WP|CP|SP|NP|EP|NW|NC|UP|SG) [A-Z]{2,3}-\d{4}', s))


def my_mobile_ok(s):
    return bool(re.fullmatch(r'(?:0|\+60 ?)(?:1[0236-9]-? ?\d{3} ?\d{4}|11-? ?\d{4} ?\d{4}|14-? ?\d{3} ?\d{4})', s))


def fj_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+679 ?)?[789]\d{2} ?\d{4}', s))


def jp_postcode_ok(s):
    return bool(re.fullmatch(r'\d{3}[-ー－]\d{4}', s.translate(_FW)))


def vn_mobile_ok(s):
    return bool(re.fullmatch(r'0[35789]\d{8}|0[35789]\d\d([ .])\d{3}\1\d{3}|\+84 ?[35789]\d ?\d{3} ?\d{4}|\+84 ?[35789]\d{8}', s))


def vn_plate_ok(s):
    m = re.fullmatch(r'(\d\d)(?:[A-Z]|-?[A-Z]\d)-?(?:\d{3}\.\d{2}|\d{4})', s)
    return bool(m) and 11 <= int(m.group(1)) <= 99


def xk_mobile_ok(s):
    return bool(re.fullmatch(r'04[3-689](?:\d{6}|([ -])\d{3}\1\d{3})|\+383 ?4[3-689] ?\d{3} ?\d{3}', s))


def xk_plate_ok(s):
    return bool(re.fullmatch(r'0[1-7]-\d{3}-[A-Z]{2}', s))


_SK_DISTRICTS = set(('BA BB BJ BL BN BR BS BT BY CA DK DS DT GA GL HC HE IL KA KE KK KM KN KS LC LE LM LV MA MI ML '
                     'MT MY NM NO NR NZ PB PD PE PK PN PO PP PS PT PU RA RK RS RV SA SB SC SE SI SK SL SN SO SP SV '
                     'TN TO TR TS TT TV VK VT ZA ZC ZH ZM ZV').split())
def sk_plate_ok(s):
    m = re.fullmatch(r'([A-Z]{2})[- ]?\d{3}[A-Z]{2}', s)
    return bool(m) and m.group(1) in _SK_DISTRICTS


def sk_mobile_ok(s):
    return bool(re.fullmatch(r'09[0145]\d(?:\d{6}| \d{3} \d{3})|\+421 ?9[0145]\d ?\d{3} ?\d{3}', s))


def mx_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+52 ?(?:1 ?)?)?(?:[2-9]\d{9}|[2-9]\d\d([ -])\d{3}\1\d{4}|[2-9]\d([ -])\d{4}\2\d{4})', s))


def id_mobile_ok(s):
    m = re.fullmatch(r'(?:0|\+62 ?)(8[1-9]\d(?:[- ]?\d{3,4}){2,3}|8[1-9]\d{7,10})', s)
    if not m: return False
    n = len(re.sub(r'\D', '', m.group(1)))
    return 9 <= n <= 12


def xk_pn_ok(s):
    return v.xk_pn_ok(s)


def sk_rc_ok(s):
    return v.rc_cz_ok(s)


NEW = {'za-taxref': za_taxref_ok, 'za-plate': za_plate_ok, 'gh-ssnit': gh_ssnit_ok, 'gh-mobile': gh_mobile_ok,
       'ug-mobile': ug_mobile_ok, 'lk-mobile': lk_mobile_ok, 'lk-plate': lk_plate_ok, 'my-mobile': my_mobile_ok,
       'fj-mobile': fj_mobile_ok, 'jp-postcode': jp_postcode_ok, 'vn-mobile': vn_mobile_ok, 'vn-plate': vn_plate_ok,
       'xk-mobile': xk_mobile_ok, 'xk-plate': xk_plate_ok, 'sk-plate': sk_plate_ok, 'sk-mobile': sk_mobile_ok,
       'mx-mobile': mx_mobile_ok, 'id-mobile': id_mobile_ok}
CHECKS.update(NEW)
CHECKS.update({'xk-pn': xk_pn_ok, 'sk-rc': sk_rc_ok, 'sk-iban': v.sk_iban_ok, 'mx-nss': v.nss_mx_ok})
BIRTH['sk-rc'] = BIRTH['cz-rc']            # blind-55's decoder: month + 50 for women

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('za-taxref', '0418273652', '0418273655'),
             ('za-plate', 'BHZ 418 MP', 'BHA 418 MP'),
             ('gh-ssnit', 'E128704230051', 'E12870423005'),
             ('gh-mobile', '024 555 0137', '021 555 0137'),
             ('ug-mobile', '0772 555 014', '0732 555 014'),
             ('lk-mobile', '077 555 0142', '073 555 0142'),
             ('lk-plate', 'SP CAD-4471', 'SX CAD-4471'),
             ('my-mobile', '012-555 0148', '015-555 0148'),
             ('fj-mobile', '927 5503', '627 5503'),
             ('jp-postcode', '899-4322', '899-432'),
             ('vn-mobile', '0912 555 014', '0612 555 014'),
             ('vn-plate', '37A-418.26', '07A-418.26'),
             ('xk-mobile', '044 555 017', '047 555 017'),
             ('xk-plate', '07-418-KD', '08-418-KD'),
             ('sk-plate', 'PO-418BK', 'PX-418BK'),
             ('sk-mobile', '0905 555 014', '0925 555 014'),
             ('mx-mobile', '667 555 0142', '067 555 0142'),
             ('id-mobile', '0812-5550-1476', '0802-5550-1476')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not za_taxref_ok('5418273650')                 # first digit 5
          and not za_plate_ok('BHZ 418 GP')              # Gauteng suffix not in this form
          and gh_mobile_ok('+233 24 555 0137')
          and not gh_mobile_ok('024 5550137')            # mixed grouping
          and ug_mobile_ok('+256 772 555014')
          and lk_mobile_ok('077-555-0142')
          and not lk_plate_ok('SP C-4471')               # one letter
          and my_mobile_ok('011-5550 1487')              # 011 with eight digits
          and not my_mobile_ok('011-555 0148')
          and fj_mobile_ok('+679 927 5503')
          and jp_postcode_ok('８９９－４３２２')           # full-width
          and vn_mobile_ok('0912.555.014')
          and not vn_mobile_ok('0912 555.014')           # mixed separators
          and vn_plate_ok('37-B1 418.26') is False       # space not in this form
          and vn_plate_ok('37B1-418.26')
          and xk_mobile_ok('+383 44 555 017')
          and not xk_plate_ok('07-418-K')
          and sk_plate_ok('PO 418BK')
          and sk_mobile_ok('+421 905 555 014')
          and mx_mobile_ok('+52 1 667 555 0142')
          and mx_mobile_ok('55 5550 1427')
          and not mx_mobile_ok('667 5550142')            # mixed grouping
          and id_mobile_ok('+62 812-5550-1476')
          and not id_mobile_ok('0812-55')                # too short
          and BIRTH['sk-rc']('8556124412') == ('1985-06-12', 'F'))
    print('za / gh / ug / lk / my / fj / jp / vn / xk / sk / mx / id malformed and variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW or kind in ('xk-pn', 'sk-rc', 'sk-iban', 'mx-nss'):
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b55._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
