"""Identifier checks for redaction-blind-68.

Starts from the earlier checks: it loads redaction-blind-67's checks.py by path (which loads blind-66's, and so on
back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and starts from its CHECKS, BIRTH
and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set assumes the format (written from
memory, no source consulted).

  bd-postcode   Bangladeshi post code: four digits (Bogura 5800).  As this set assumes: exactly four digits, the
                first 1-9.
  np-postcode   Nepali postal code: five digits (Dharan 56700).  As this set assumes: exactly five digits, the
                first 1-5.
  np-phone      Nepali fixed line: trunk 0, the area code and the subscriber number; the Kathmandu valley's area
                code 1 with seven digits (01-4412345), the others two digits with six (025-521234).  As this set
                assumes: the valley's subscriber number starting 4-6, written 01-NNNNNNN or 0AA-NNNNNN (a hyphen
                or a space), or +977 1 NNNNNNN / +977 AA NNNNNN.
  rw-plate      Rwandan private number plate: R, two letters, three digits, one letter (RAB 123 C).  As this set
                assumes: the second letter A-H, spaced as shown.
  bn-postcode   Bruneian postcode: two letters (the district, B, K, T or P, and the area) and four digits
                (TA1141).  As this set assumes: exactly that, capitals, no space.
  bn-phone      Bruneian fixed line: seven digits, the first the district (2 Brunei-Muara, 3 Belait, 4 Tutong,
                5 Temburong).  As this set assumes: NNN NNNN or unspaced, optional +673 and a space before it.
  gu-phone      Guam phone number: area code 671 and seven digits, in blind-64's NANP layouts (reached through
                blind-67's, blind-66's and blind-65's modules, as blind-67's ag-phone).
  gu-zip        Guam ZIP code: 969 and two digits (96929), optional ZIP+4.  As this set assumes: 96910-96939.
  gy-phone      Guyanese fixed line: seven digits, the first 2-4 (2 Georgetown and the coast, 3 Berbice, 4
                Linden and the interior).  As this set assumes: NNN-NNNN or NNN NNNN, optional +592 and a space
                or (592) and a space before it.
  je-phone      Jersey fixed line: 01534 and six digits (01534 612345).  As this set assumes: the subscriber
                number starting 4-8, 01534 NNNNNN or +44 1534 NNNNNN.
  mv-postcode   Maldivian postcode: five digits (Hulhumale' 23000).  As this set assumes: exactly five digits, the
                first 0-2, not 00000.
  mv-phone      Maldivian fixed line: seven digits, 3 first in the Male' region and 6 in the atolls (335 0123).
                As this set assumes: NNN NNNN, NNN-NNNN or unspaced, optional +960 and a space before it.
  ch-postcode   Swiss postcode (NPA): four digits (1004 Lausanne).  As this set assumes: 1000 to 9699.
  ch-postkonto  Swiss postal account (CCP / Postkonto): NN-NNNNNN-C, a two-digit prefix, a number of up to six
                digits, and a check digit computed with the recursive modulus 10 (the table 0 9 4 6 8 2 7 1 3 5,
                as for ESR references) over the prefix and the number padded with zeros to six digits.
  cz-postcode   Czech postcode (PSC): five digits, NNN NN (702 00).  As this set assumes: the first digit 1-7,
                written with the space or unspaced.
  cz-mobile     Czech mobile number: nine digits, 601-608 or 72-79 first (777 123 456).  As this set assumes:
                NNN NNN NNN or unspaced, optional +420 and a space before it.
  hu-postcode   Hungarian postcode (iranyitoszam): four digits (6720 Szeged).  As this set assumes: the first
                digit 1-9.
  hu-mobile     Hungarian mobile number: the network code 20, 30, 31, 50 or 70 and seven digits.  As this set
                assumes: +36 NN NNN NNNN, +36NNNNNNNNN, 06 NN NNN NNNN, 06-NN-NNN-NNNN, 06NN/NNN-NNNN or
                06NNNNNNNNN.
  eg-postcode   Egyptian postal code: five digits (Alexandria 21xxx).  As this set assumes: the first digit 1-9.
  th-postcode   Thai postcode: five digits, the first two the province (30000 Nakhon Ratchasima).  As this set
                assumes: the first two 10-96.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b67 = v.load_checks(_HERE, 'redaction-blind-67')

CHECKS = dict(b67.CHECKS)
BIRTH = dict(b67.BIRTH)
SIZE_BYTES = b67.SIZE_BYTES                # as blind-67


# ---- new in redaction-blind-68

def bd_postcode_ok(s):
    return bool(re.fullmatch(r'[1-9]\d{3}', s))


def np_postcode_ok(s):
    return bool(re.fullmatch(r'[1-5]\d{4}', s))


def np_phone_ok(s):
    return bool(re.fullmatch(r'0(?:1[- ][4-6]\d{6}|[2-9]\d[- ]\d{6})', s)
                or re.fullmatch(r'\+977 (?:1 [4-6]\d{6}|[2-9]\d \d{6})', s))


def rw_plate_ok(s):
    return bool(re.fullmatch(r'R[A-H][A-Z] \d{3} [A-Z]', s))


def bn_postcode_ok(s):
    return bool(re.fullmatch(r'[BKTP][A-Z]\d{4}', s))


def bn_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+673 )?[2-5]\d{2} ?\d{4}', s))


def gu_phone_ok(s):
    return b67.b66.b65.b64._nanp('671', s)     # blind-64's NANP layouts, as blind-67's ag-phone


def gu_zip_ok(s):
    return bool(re.fullmatch(r'969[1-3]\d(?:-\d{4})?', s))


def gy_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+592 |\(592\) )?[2-4]\d{2}[- ]\d{4}', s))


def je_phone_ok(s):
    return bool(re.fullmatch(r'(?:01534|\+44 1534) [4-8]\d{5}', s))


def mv_postcode_ok(s):
    return bool(re.fullmatch(r'[0-2]\d{4}', s)) and s != '00000'


def mv_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+960 )?[36]\d{2}[ -]?\d{4}', s))


def ch_postcode_ok(s):
    return bool(re.fullmatch(r'\d{4}', s)) and 1000 <= int(s) <= 9699


_MOD10R = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]


def _mod10r(digits):
    carry = 0
    for c in digits:
        carry = _MOD10R[(carry + int(c)) % 10]
    return (10 - carry) % 10


def ch_postkonto_ok(s):
    m = re.fullmatch(r'(\d{2})-(\d{1,6})-(\d)', s)
    return bool(m) and int(m.group(2)) > 0 and _mod10r(m.group(1) + m.group(2).zfill(6)) == int(m.group(3))


def cz_postcode_ok(s):
    return bool(re.fullmatch(r'[1-7]\d{2} ?\d{2}', s))


def cz_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+420 )?(?:60[1-8]|7[2-9]\d)(?: \d{3} \d{3}|\d{6})', s))


_HU_NET = r'(?:20|30|31|50|70)'


def hu_mobile_ok(s):
    return bool(re.fullmatch(r'\+36 ' + _HU_NET + r' \d{3} \d{4}', s)
                or re.fullmatch(r'\+36' + _HU_NET + r'\d{7}', s)
                or re.fullmatch(r'06 ' + _HU_NET + r' \d{3} \d{4}', s)
                or re.fullmatch(r'06-' + _HU_NET + r'-\d{3}-\d{4}', s)
                or re.fullmatch(r'06' + _HU_NET + r'/\d{3}-\d{4}', s)
                or re.fullmatch(r'06' + _HU_NET + r'\d{7}', s))


def hu_postcode_ok(s):
    return bool(re.fullmatch(r'[1-9]\d{3}', s))


def eg_postcode_ok(s):
    return bool(re.fullmatch(r'[1-9]\d{4}', s))


def th_postcode_ok(s):
    return bool(re.fullmatch(r'\d{5}', s)) and 10 <= int(s[:2]) <= 96


NEW = {'bd-postcode': bd_postcode_ok, 'np-postcode': np_postcode_ok, 'np-phone': np_phone_ok,
       'rw-plate': rw_plate_ok, 'bn-postcode': bn_postcode_ok, 'bn-phone': bn_phone_ok, 'gu-phone': gu_phone_ok,
       'gu-zip': gu_zip_ok, 'gy-phone': gy_phone_ok, 'je-phone': je_phone_ok, 'mv-postcode': mv_postcode_ok,
       'mv-phone': mv_phone_ok, 'ch-postcode': ch_postcode_ok, 'ch-postkonto': ch_postkonto_ok, 'cz-postcode': cz_postcode_ok,
       'cz-mobile': cz_mobile_ok, 'hu-postcode': hu_postcode_ok, 'hu-mobile': hu_mobile_ok,
       'eg-postcode': eg_postcode_ok, 'th-postcode': th_postcode_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('bd-postcode', '5899', '0899'),
             ('np-postcode', '44699', '64699'),
             ('np-phone', '01-4550199', '01-3550199'),
             ('rw-plate', 'RAC 199 B', 'RZC 199 B'),
             ('bn-postcode', 'BE1999', 'XE1999'),
             ('bn-phone', '455 0199', '855 0199'),
             ('gu-phone', '(671) 555-0199', '(617) 555-0199'),
             ('gu-zip', '96919', '96959'),
             ('gy-phone', '444-0199', '644-0199'),
             ('je-phone', '01534 550199', '01534 350199'),
             ('mv-postcode', '20199', '50199'),
             ('mv-phone', '335 0199', '735 0199'),
             ('ch-postcode', '1099', '0099'),
             ('ch-postkonto', '10-199-9', '10-199-8'),
             ('cz-postcode', '702 99', '802 99'),
             ('cz-mobile', '777 550 199', '777 550 19'),
             ('hu-postcode', '6799', '0799'),
             ('hu-mobile', '+36 30 555 0199', '+36 40 555 0199'),
             ('eg-postcode', '21599', '01599'),
             ('th-postcode', '30199', '99199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (bd_postcode_ok('1000') and not bd_postcode_ok('58000') and not bd_postcode_ok('580')
          and np_postcode_ok('10900') and not np_postcode_ok('5670') and not np_postcode_ok('567000')
          and np_phone_ok('01 5550199') and np_phone_ok('025-550199') and np_phone_ok('+977 1 4550199')
          and np_phone_ok('+977 21 550199') and not np_phone_ok('+977 021 550199') and not np_phone_ok('025-5501990')
          and not np_phone_ok('25-550199')
          and rw_plate_ok('RAH 001 Z') and not rw_plate_ok('RAC199B') and not rw_plate_ok('GR 199 B')
          and not rw_plate_ok('RAC 19 B')
          and bn_postcode_ok('KA1199') and bn_postcode_ok('PA1199') and not bn_postcode_ok('ba1199')
          and not bn_postcode_ok('BA 1199') and not bn_postcode_ok('BA11990')
          and bn_phone_ok('+673 255 0199') and bn_phone_ok('3550199') and not bn_phone_ok('+6732550199')
          and not bn_phone_ok('855 0199') and not bn_phone_ok('255 019')
          and gu_phone_ok('671-555-0199') and gu_phone_ok('+1 671 555 0199') and not gu_phone_ok('671-155-0199')
          and gu_zip_ok('96910') and gu_zip_ok('96929-0199') and not gu_zip_ok('96950') and not gu_zip_ok('9691')
          and gy_phone_ok('+592 225 0199') and gy_phone_ok('(592) 333 0199') and gy_phone_ok('225-0199')
          and not gy_phone_ok('2250199') and not gy_phone_ok('625-0199') and not gy_phone_ok('225-019')
          and je_phone_ok('+44 1534 750199') and not je_phone_ok('01534 75019') and not je_phone_ok('+44 01534 750199')
          and not je_phone_ok('01534750199')
          and mv_postcode_ok('00199') and mv_postcode_ok('23000') and not mv_postcode_ok('00000')
          and not mv_postcode_ok('2300')
          and mv_phone_ok('+960 665 0199') and mv_phone_ok('335-0199') and mv_phone_ok('3350199')
          and not mv_phone_ok('+9603350199') and not mv_phone_ok('335 019')
          and ch_postcode_ok('9658') and not ch_postcode_ok('9700') and not ch_postcode_ok('10040')
          and ch_postkonto_ok('10-000199-9') and not ch_postkonto_ok('10-0000199-9') and not ch_postkonto_ok('10 199 9')
          and not ch_postkonto_ok('10-0-9')
          and cz_postcode_ok('11000') and not cz_postcode_ok('702 0') and not cz_postcode_ok('7020 0')
          and cz_mobile_ok('+420 601 550 199') and cz_mobile_ok('728550199') and not cz_mobile_ok('+420601 550 199')
          and not cz_mobile_ok('609 550 199') and not cz_mobile_ok('555 550 199')
          and hu_postcode_ok('1011') and not hu_postcode_ok('101') and not hu_postcode_ok('10110')
          and hu_mobile_ok('+36205550199') and hu_mobile_ok('06 70 555 0199') and hu_mobile_ok('06-31-555-0199')
          and hu_mobile_ok('0650/555-0199') and hu_mobile_ok('06205550199') and not hu_mobile_ok('+36 06 20 555 0199')
          and not hu_mobile_ok('06 1 555 0199') and not hu_mobile_ok('+36 20 555 019')
          and eg_postcode_ok('11511') and not eg_postcode_ok('2159') and not eg_postcode_ok('215990')
          and th_postcode_ok('10110') and th_postcode_ok('96000') and not th_postcode_ok('09000')
          and not th_postcode_ok('3013'))
    print('bd / np / rw / bn / gu / gy / je / mv / ch / cz / hu / eg / th variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b67._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
