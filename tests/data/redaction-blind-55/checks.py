"""Checks of redaction-blind-55 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-54's checks.py by path (which loads
blind-53's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  ly-nn        Libyan national number (الرقم الوطني): twelve digits (119870342615).  As this set assumes:
               the first digit 1 (men) or 2 (women), then the four-digit birth year (1900-2025), then seven
               digits; Latin or Arabic-Indic digits.
  ly-mobile    Libyan mobile number: 09 and a network digit 1-5, then seven digits (091-4137720).  As this
               set assumes: 09x, an optional hyphen or space, seven digits (or 3 + 4 split by a space), or
               +218 9x with the leading 0 dropped; Latin or Arabic-Indic digits.
  ir-mobile    Iranian mobile number: 09, a network digit (0 1 2 3 9), then eight digits (0915 318 2046).
               As this set assumes: unspaced or grouped 4 3 4, or +98 9xx 3 4; Latin or Persian digits.
  ir-postcode  Iranian postal code: ten digits (93178-64521).  As this set assumes: none of the first five
               digits is 0 or 2; written whole or with a hyphen after the fifth digit; Latin or Persian
               digits.
  no-plate     Norwegian car plate: two letters, space, five digits (ZT 48219).  As this set assumes:
               letters A-Z without I, M, O, Q (and no Æ Ø Å), the number 10000-99999, the space optional.
  cz-plate     Czech car plate (since 2001): digit, region letter, letter or digit, space, four digits
               (3M7 4419).  As this set assumes: the first digit 1-9, the region letter one of the fourteen
               region codes A B C E H J K L M P S T U Z, no G O Q W in the third place, the space optional.
  cz-account   Czech bank account: optional prefix of up to six digits and a hyphen, the number of two to
               ten digits, a slash and the four-digit bank code (19-4308190267/2010).  As this set assumes:
               prefix and number each pass the weighted mod-11 test (right-aligned weights 10 5 8 4 2 1 for
               the prefix, 6 3 7 9 10 5 8 4 2 1 for the number), the number not all zeros.
  kr-mobile    South Korean mobile number: 010, then four and four digits (010-4827-1593).  As this set
               assumes: hyphens between all groups or none, or +82 10 with the leading 0 dropped.
  bd-mobile    Bangladeshi mobile number: 01 and an operator digit 3-9, then eight digits (01819-472305).
               As this set assumes: an optional hyphen after the fifth digit, an optional +88 before the
               0; Latin or Bengali digits.
  tr-mobile    Turkish mobile number: 05, two digits of the operator block (50-55), seven digits
               (0532 417 28 93).  As this set assumes: unspaced or grouped 4 3 2 2 (the first group may
               be in brackets), or +90 5xx with the leading 0 dropped.
  ph-hdmf      Philippine Pag-IBIG (HDMF) membership ID: twelve digits in groups of four (1211-4837-2096).
               As this set assumes: hyphens between the groups or none, the first digit 1.
  ng-bvn       Nigerian Bank Verification Number: eleven digits (22187430956).  As this set assumes: the
               number begins 22, written unspaced.

Also registered here without being counted as new formats: cz-rc (Czech rodné číslo, validators.rc_cz_ok,
with a birth decoder written here: month + 50 for women) and ir-melli (Iranian national code,
validators.ir_melli_ok, Latin or Persian digits), whose helpers validators.py already holds but which
blind-54's CHECKS does not name.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b54 = v.load_checks(_HERE, 'redaction-blind-54')

CHECKS = dict(b54.CHECKS)
BIRTH = dict(b54.BIRTH)
SIZE_BYTES = b54.SIZE_BYTES                # as blind-54


# ---- new in redaction-blind-55

# Arabic-Indic, Persian and Bengali digits read as 0-9
_DIG = str.maketrans('٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹০১২৩৪৫৬৭৮৯', '0123456789' * 3)
def _latin(s):
    return s.translate(_DIG)


def ly_nn_ok(s):
    m = re.fullmatch(r'([12])(\d{4})(\d{7})', _latin(s))
    return bool(m) and 1900 <= int(m.group(2)) <= 2025


def ly_mobile_ok(s):
    return bool(re.fullmatch(r'09[1-5](?:[- ]?\d{7}| \d{3} \d{4})|\+218 ?9[1-5][- ]?\d{7}|\+218 9[1-5] \d{3} \d{4}',
                             _latin(s)))


def ir_mobile_ok(s):
    return bool(re.fullmatch(r'09[01239]\d{8}|09[01239]\d \d{3} \d{4}|\+98 ?9[01239]\d ?\d{3} ?\d{4}', _latin(s)))


def ir_postcode_ok(s):
    return bool(re.fullmatch(r'[13-9]{5}-?\d{5}', _latin(s)))


def no_plate_ok(s):
    return bool(re.fullmatch(r'[A-HJKLNPR-Z]{2} ?[1-9]\d{4}', s))


def cz_plate_ok(s):
    return bool(re.fullmatch(r'[1-9][ABCEHJKLMPSTUZ][0-9A-FHJ-NPR-VX-Z] ?\d{4}', s))


def _mod11(digits, weights):
    d = digits.rjust(len(weights), '0')
    return sum(int(c) * w for c, w in zip(d, weights)) % 11 == 0

def cz_account_ok(s):
    m = re.fullmatch(r'(?:(\d{1,6})-)?(\d{2,10})/(\d{4})', s)
    if not m or int(m.group(2)) == 0: return False
    pre_ok = m.group(1) is None or _mod11(m.group(1), [10, 5, 8, 4, 2, 1])
    return pre_ok and _mod11(m.group(2), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1])


def kr_mobile_ok(s):
    return bool(re.fullmatch(r'010-\d{4}-\d{4}|010\d{8}|\+82 ?10-?\d{4}-?\d{4}', s))


def bd_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+?88)?01[3-9]\d{2}-?\d{6}', _latin(s)))


def tr_mobile_ok(s):
    m = re.fullmatch(r'(?:0|\(0)(5\d\d)\)? (\d{3}) (\d{2}) (\d{2})|0(5\d{9})|\+90 ?(5\d\d) ?(\d{3}) ?(\d{2}) ?(\d{2})', s)
    if not m or ('(' in s) != (')' in s): return False
    return re.fullmatch(r'5[0-5]\d{8}', ''.join(g for g in m.groups() if g)) is not None


def ph_hdmf_ok(s):
    return bool(re.fullmatch(r'1\d{3}-\d{4}-\d{4}|1\d{11}', s))


def ng_bvn_ok(s):
    return bool(re.fullmatch(r'22\d{9}', s))


def cz_rc_ok(s):
    return v.rc_cz_ok(s)

def cz_rc_birth(s):
    d = v._digits(s)
    y, m, dd = int(d[:2]), int(d[2:4]), int(d[4:6])
    sex = 'F' if m > 50 else 'M'
    m = m - 50 if m > 50 else m
    y += 1900 if y >= 54 else 2000          # ten-digit numbers: born 1954 or later
    return '%04d-%02d-%02d' % (y, m, dd), sex


def ir_melli_ok(s):
    return v.ir_melli_ok(_latin(s))


NEW = {'ly-nn': ly_nn_ok, 'ly-mobile': ly_mobile_ok, 'ir-mobile': ir_mobile_ok, 'ir-postcode': ir_postcode_ok,
       'no-plate': no_plate_ok, 'cz-plate': cz_plate_ok, 'cz-account': cz_account_ok, 'kr-mobile': kr_mobile_ok,
       'bd-mobile': bd_mobile_ok, 'tr-mobile': tr_mobile_ok, 'ph-hdmf': ph_hdmf_ok, 'ng-bvn': ng_bvn_ok}
CHECKS.update(NEW)
CHECKS.update({'cz-rc': cz_rc_ok, 'ir-melli': ir_melli_ok})
BIRTH['cz-rc'] = cz_rc_birth
BIRTH.setdefault('kr-rrn', v.kr_rrn_birth)      # validators.py's decoder, not named in blind-54's BIRTH

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('ly-nn', '119870342615', '319870342615'),
             ('ly-mobile', '091-4137720', '096-4137720'),
             ('ir-mobile', '0915 318 2046', '0945 318 2046'),
             ('ir-postcode', '93178-64521', '93178-6452'),
             ('no-plate', 'ZT 48219', 'ZT 08219'),
             ('cz-plate', '3M7 4419', '3D7 4419'),
             ('cz-account', '19-4308190267/2010', '19-4308190276/2010'),
             ('kr-mobile', '010-4827-1593', '011-4827-1593'),
             ('bd-mobile', '01819-472305', '01219-472305'),
             ('tr-mobile', '0532 417 28 93', '0582 417 28 93'),
             ('ph-hdmf', '1211-4837-2096', '2211-4837-2096'),
             ('ng-bvn', '22187430956', '23187430956'),
             ('cz-rc', '8556124412', '8556124413')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (ly_nn_ok('١١٩٨٧٠٣٤٢٦١٥')                       # Arabic-Indic digits
          and not ly_nn_ok('118870342615')               # year 1887
          and ly_mobile_ok('+218 91 4137720')
          and ir_mobile_ok('۰۹۱۵۳۱۸۲۰۴۶')                # Persian digits
          and not ir_mobile_ok('0915 3182046')           # mixed grouping
          and not ir_postcode_ok('93078-64521')          # 0 in the first five
          and not ir_postcode_ok('93278-64521')          # 2 in the first five
          and not no_plate_ok('ZO 48219')                # O not used
          and not cz_plate_ok('3MO 4419')                # O in the third place
          and not cz_account_ok('18-4308190267/2010')    # prefix fails mod 11
          and not cz_account_ok('4308190267/201')         # three-digit bank code
          and not kr_mobile_ok('010-4827 1593')          # mixed separators
          and bd_mobile_ok('০১৮১৯-৪৭২৩০৫')               # Bengali digits
          and not tr_mobile_ok('0532 4172893')           # mixed grouping
          and tr_mobile_ok('(0532) 417 28 93')
          and not ph_hdmf_ok('1211 4837 2096')           # spaces
          and not ng_bvn_ok('2218743095')                # ten digits
          and cz_rc_birth('8556124412') == ('1985-06-12', 'F'))
    print('ly / ir / no / cz / kr / bd / tr / ph / ng malformed and variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW or kind in ('cz-rc', 'ir-melli'):
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b54._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
