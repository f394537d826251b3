"""Identifier checks for redaction-blind-59.

Starts from the earlier checks: it loads redaction-blind-58's checks.py by path (which loads
blind-57's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  sl-mobile    Sierra Leonean mobile number: 0, a two-digit operator code (25, 30-34, 44, 72-80, 88, 99) and six
               digits (076 555 014).  As this set assumes: unspaced, 0XX XXXXXX, 0XX XXX XXX or 0XX-XXXXXX, or
               +232 with the 0 dropped.
  gm-mobile    Gambian mobile number: seven digits, 2, 3, 5, 6, 7 or 9 first (755 0142).  As this set assumes:
               unspaced or 3 4; optional +220 before it.
  np-mobile    Nepali mobile number: ten digits, 96, 97 or 98 first (9845550142).  As this set assumes: unspaced
               or 3-7 with a hyphen; optional +977 (a space or a hyphen after it).
  mv-mobile    Maldivian mobile number: seven digits, 7 or 9 first (755-0142).  As this set assumes: unspaced or
               3 4 with a hyphen or a space; optional +960 before it.
  mv-nid       Maldivian national ID card number: A and six digits (A055014).
  bt-mobile    Bhutanese mobile number: eight digits, 17 or 77 first (17550142).  As this set assumes: unspaced
               or 2 6 / 2 3 3 grouped; optional +975 before it.
  sb-mobile    Solomon Islands mobile number: seven digits, 7 or 8 first (7550142).  As this set assumes:
               unspaced or 2 5 / 3 4; optional +677 before it.
  bb-nrn       Barbadian national registration number: date of birth YYMMDD, a hyphen and four digits
               (640229-0142).  As this set assumes: the date must exist (two-digit year taken as 19YY or 20YY).
  to-mobile    Tongan mobile number: seven digits, 7 or 8 first (775 0142).  As this set assumes: unspaced, 2 5
               or 3 4; optional +676 before it.
  vu-mobile    Vanuatu mobile number: seven digits, 5 or 7 first (555 0142).  As this set assumes: unspaced, 2 5
               or 3 4; optional +678 before it.
  ye-mobile    Yemeni mobile number: nine digits, 70, 71, 73, 77 or 78 first (775 550 142).  As this set assumes:
               unspaced or 3 3 3; optional +967 or 00967 before it.
  ua-mobile    Ukrainian mobile number: 0, an operator code (50, 63, 66, 67, 68, 73, 91-99) and seven digits
               (067 555 01 42).  As this set assumes: 0XX XXX XX XX, (0XX) XXX-XX-XX, 0XXXXXXXXX or +380 with the
               0 dropped (+380 67 555 01 42, +380675550142).
  ua-plate     Ukrainian number plate: two region letters, four digits, two series letters (АТ 0142 КМ).  As this
               set assumes: letters from the twelve shared by Cyrillic and Latin (А В Е І К М Н О Р С Т Х, either
               script, not mixed within a group), single spaces or none.
  pl-mobile    Polish mobile number: nine digits, 45, 5, 6, 7 or 8 first (605 550 142).  As this set assumes:
               3 3 3 with spaces or hyphens, or unspaced; optional +48 before it.
  pl-plate     Polish number plate: a two-letter county code (first letter one of the sixteen voivodeship
               letters) and five characters (PO 5K014).  As this set assumes: a space after the code, and the
               five as 5 digits, 4 digits + letter, 3 digits + 2 letters, digit + letter + 3 digits or digit + 2
               letters + 2 digits, letters in the tail never B, D, I, O or Z.
  gd-phone     Grenadian phone number: NANP area code 473 and seven digits, exchange not 0 or 1 first
               (473-555-0142).  As this set assumes: 473-XXX-XXXX, (473) XXX-XXXX or 1 473 XXX XXXX.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import datetime, os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b58 = v.load_checks(_HERE, 'redaction-blind-58')

CHECKS = dict(b58.CHECKS)
BIRTH = dict(b58.BIRTH)
SIZE_BYTES = b58.SIZE_BYTES                # as blind-58


# ---- new in redaction-blind-59


def sl_mobile_ok(s):
    op = r'(?:25|3[0-4]|44|7[2-9]|80|88|99)'
    return bool(re.fullmatch(r'0' + op + r'(?:\d{6}| \d{6}| \d{3} \d{3}|-\d{6})', s)
                or re.fullmatch(r'\+232 ?' + op + r' ?\d{3} ?\d{3}', s))


def gm_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+220 ?)?[235679]\d\d ?\d{4}', s))


def np_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+977[ -]?)?9[678]\d(?:\d{7}|-\d{7})', s))


def mv_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+960 ?)?[79]\d\d[- ]?\d{4}', s))


def mv_nid_ok(s):
    return bool(re.fullmatch(r'A\d{6}', s))


def bt_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+975 ?)?[17]7(?:\d{6}| \d{6}| \d{3} \d{3})', s))


def sb_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+677 ?)?[78](?:\d{6}|\d \d{5}|\d\d \d{4})', s))


def _bb_date(s):
    m = re.fullmatch(r'(\d\d)(\d\d)(\d\d)-\d{4}', s)
    if not m:
        return None
    yy, mm, dd = (int(x) for x in m.groups())
    y = 2000 + yy if 2000 + yy <= datetime.date.today().year else 1900 + yy
    try:
        return datetime.date(y, mm, dd)
    except ValueError:
        return None


def bb_nrn_ok(s):
    return _bb_date(s) is not None


def to_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+676 ?)?[78](?:\d{6}|\d \d{5}|\d\d \d{4})', s))


def vu_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+678 ?)?[57](?:\d{6}|\d \d{5}|\d\d \d{4})', s))


def ye_mobile_ok(s):
    return bool(re.fullmatch(r'(?:(?:\+|00)967 ?)?7[01378]\d(?:\d{6}| \d{3} \d{3})', s))


_UA_OP = r'(?:50|63|66|67|68|73|9[1-9])'
def ua_mobile_ok(s):
    return bool(re.fullmatch(r'0' + _UA_OP + r'(?: \d{3} \d\d \d\d|\d{7})', s)
                or re.fullmatch(r'\(0' + _UA_OP + r'\) \d{3}-\d\d-\d\d', s)
                or re.fullmatch(r'\+380(?: ' + _UA_OP + r' \d{3} \d\d \d\d|' + _UA_OP + r'\d{7})', s))


_UA_CYR, _UA_LAT = 'АВЕІКМНОРСТХ', 'ABEIKMHOPCTX'
def ua_plate_ok(s):
    m = re.fullmatch(r'(\S\S) ?(\d{4}) ?(\S\S)', s)
    if not m:
        return False
    return all(set(g) <= set(_UA_CYR) or set(g) <= set(_UA_LAT) for g in (m.group(1), m.group(3)))


def pl_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+48 ?)?(?:45|[5-8]\d)\d(?:\d{6}| \d{3} \d{3}|-\d{3}-\d{3})', s))


_PL_L = '[ACEFGHJKLMNPRSTUVWXY]'
def pl_plate_ok(s):
    m = re.fullmatch(r'([BCDEFGKLNOPRSTWZ][A-Z]) (\w{5})', s)
    if not m:
        return False
    t = m.group(2)
    return any(re.fullmatch(p.replace('L', _PL_L), t) for p in
               (r'\d{5}', r'\d{4}L', r'\d{3}LL', r'\dL\d{3}', r'\dLL\d\d'))


def gd_phone_ok(s):
    return bool(re.fullmatch(r'473-[2-9]\d\d-\d{4}|\(473\) [2-9]\d\d-\d{4}|1 473 [2-9]\d\d \d{4}', s))


NEW = {'sl-mobile': sl_mobile_ok, 'gm-mobile': gm_mobile_ok, 'np-mobile': np_mobile_ok, 'mv-mobile': mv_mobile_ok,
       'mv-nid': mv_nid_ok, 'bt-mobile': bt_mobile_ok, 'sb-mobile': sb_mobile_ok, 'bb-nrn': bb_nrn_ok,
       'to-mobile': to_mobile_ok, 'vu-mobile': vu_mobile_ok, 'ye-mobile': ye_mobile_ok, 'ua-mobile': ua_mobile_ok,
       'ua-plate': ua_plate_ok, 'pl-mobile': pl_mobile_ok, 'pl-plate': pl_plate_ok, 'gd-phone': gd_phone_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('sl-mobile', '076 555 014', '066 555 014'),
             ('gm-mobile', '755 0142', '455 0142'),
             ('np-mobile', '9845550142', '9445550142'),
             ('mv-mobile', '755-0142', '655-0142'),
             ('mv-nid', 'A055014', 'B055014'),
             ('bt-mobile', '17550142', '27550142'),
             ('sb-mobile', '7550142', '6550142'),
             ('bb-nrn', '640229-0142', '650229-0142'),
             ('to-mobile', '775 0142', '675 0142'),
             ('vu-mobile', '555 0142', '655 0142'),
             ('ye-mobile', '775 550 142', '745 550 142'),
             ('ua-mobile', '067 555 01 42', '064 555 01 42'),
             ('ua-plate', 'АТ 0142 КМ', 'АТ 0142 КЛ'),
             ('pl-mobile', '605 550 142', '405 550 142'),
             ('pl-plate', 'PO 5K014', 'PO 5B014'),
             ('gd-phone', '473-555-0142', '473-155-0142')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (sl_mobile_ok('+232 76 555014') and sl_mobile_ok('076555014') and sl_mobile_ok('088-555014')
          and not sl_mobile_ok('076 555 01') and not sl_mobile_ok('76 555 014')
          and gm_mobile_ok('+220 755 0142') and gm_mobile_ok('3550142') and not gm_mobile_ok('755 01422')
          and np_mobile_ok('+977-9845550142') and np_mobile_ok('984-5550142') and not np_mobile_ok('98455501')
          and mv_mobile_ok('+960 955 0142') and mv_mobile_ok('7550142') and not mv_mobile_ok('755-014')
          and not mv_nid_ok('A05501') and not mv_nid_ok('a055014')
          and bt_mobile_ok('+975 77550142') and bt_mobile_ok('17 550 142') and not bt_mobile_ok('1755014')
          and sb_mobile_ok('+677 75 50142') and sb_mobile_ok('755 0142') and not sb_mobile_ok('755014')
          and bb_nrn_ok('071231-0142') and not bb_nrn_ok('640230-0142') and not bb_nrn_ok('6402290142')
          and to_mobile_ok('+676 87 50142') and not to_mobile_ok('8750 142')
          and vu_mobile_ok('+678 77 50142') and vu_mobile_ok('5550142') and not vu_mobile_ok('55501423')
          and ye_mobile_ok('+967 775 550 142') and ye_mobile_ok('00967775550142') and not ye_mobile_ok('775 5501 42')
          and ua_mobile_ok('+380 67 555 01 42') and ua_mobile_ok('(067) 555-01-42') and ua_mobile_ok('0675550142')
          and not ua_mobile_ok('067 555 0142') and not ua_mobile_ok('+380 067 555 01 42')
          and ua_plate_ok('AT 0142 KM') and ua_plate_ok('АТ0142КМ') and not ua_plate_ok('АT 0142 КМ')
          and not ua_plate_ok('АТ 142 КМ')
          and pl_mobile_ok('+48 605 550 142') and pl_mobile_ok('455-550-142') and not pl_mobile_ok('605 5501 42')
          and pl_plate_ok('PZ 01423') and pl_plate_ok('PO 014KM') and pl_plate_ok('WA 5KM14')
          and not pl_plate_ok('PO5K014') and not pl_plate_ok('QO 5K014') and not pl_plate_ok('PO 5KM1')
          and gd_phone_ok('(473) 555-0142') and gd_phone_ok('1 473 555 0142') and not gd_phone_ok('474-555-0142'))
    print('sl / gm / np / mv / bt / sb / bb / to / vu / ye / ua / pl / gd variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b58._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
