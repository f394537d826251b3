"""Identifier checks for redaction-blind-58.

Starts from the earlier checks: it loads redaction-blind-57's checks.py by path (which loads
blind-56's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  ls-mobile    Lesotho mobile number: eight digits, 5 or 6 first (5855 0142).  As this set assumes: unspaced
               or grouped 4 4; optional +266 before it.
  sz-mobile    Eswatini mobile number: eight digits, 76, 78 or 79 first (7655 0142).  As this set assumes:
               unspaced or 4 4; optional +268 before it.
  tz-mobile    Tanzanian mobile number: ten digits, 06 or 07 first (0754 555 014).  As this set assumes:
               unspaced or 4 3 3, or +255 with the leading 0 dropped (+255 754 555 014).
  gy-mobile    Guyanese mobile number: seven digits, 6 first (655-0142).  As this set assumes: unspaced, 3-4
               with a hyphen or a space; optional +592 (a space or not) or 592- before it.
  lr-mobile    Liberian mobile number: 077, 088 or 055 and seven digits (0886 555 014).  As this set assumes:
               unspaced or 4 3 3, or +231 with the leading 0 dropped.
  ws-mobile    Samoan mobile number: seven digits, 72-77 first (7550142).  As this set assumes: unspaced
               or grouped 2 5 (75 50142); optional +685 before it.
  rw-mobile    Rwandan mobile number: 072, 073, 078 or 079 and seven digits (0788 555 014).  As this set
               assumes: unspaced or 4 3 3, or +250 with the leading 0 dropped.
  sa-mobile    Saudi mobile number: 05 and eight digits (055 555 0142).  As this set assumes: unspaced or
               3 3 4, or +966 5x with the leading 0 dropped (+966 55 555 0142).
  ro-mobile    Romanian mobile number: 07 and eight digits (0745 555 014).  As this set assumes: unspaced or
               4 3 3, or +40 7xx with the leading 0 dropped.
  ro-plate     Romanian number plate: county code, two digits (two or three for B), three letters
               (HR 05 KLM).  As this set assumes: the county code one of the 42 listed below, single spaces.

Also registered without being counted as new formats: sz-pin (Eswatini personal identification number,
validators.sz_pin_ok) and tz-nida (Tanzanian NIDA number, validators.nida_ok), whose helpers validators.py
already holds but which blind-57's CHECKS does not name.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b57 = v.load_checks(_HERE, 'redaction-blind-57')

CHECKS = dict(b57.CHECKS)
BIRTH = dict(b57.BIRTH)
SIZE_BYTES = b57.SIZE_BYTES                # as blind-57


# ---- new in redaction-blind-58


def ls_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+266 ?)?[56]\d{3} ?\d{4}', s))


def sz_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+268 ?)?7[689]\d\d ?\d{4}', s))


def tz_mobile_ok(s):
    return bool(re.fullmatch(r'0[67]\d\d(?:\d{6}| \d{3} \d{3})|\+255 ?[67]\d\d ?\d{3} ?\d{3}', s))


def gy_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+592 ?|592-)?6\d\d[- ]?\d{4}', s))


def lr_mobile_ok(s):
    return bool(re.fullmatch(r'0(?:77|88|55)\d(?:\d{6}| \d{3} \d{3})|\+231 ?(?:77|88|55)\d ?\d{3} ?\d{3}', s))


def ws_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+685 ?)?7[2-7] ?\d{5}', s))


def rw_mobile_ok(s):
    return bool(re.fullmatch(r'07[2389]\d(?:\d{6}| \d{3} \d{3})|\+250 ?7[2389]\d ?\d{3} ?\d{3}', s))


def sa_mobile_ok(s):
    return bool(re.fullmatch(r'05\d(?:\d{7}| \d{3} \d{4})|\+966 ?5\d ?\d{3} ?\d{4}', s))


def ro_mobile_ok(s):
    return bool(re.fullmatch(r'07\d\d(?:\d{6}| \d{3} \d{3})|\+40 ?7\d\d ?\d{3} ?\d{3}', s))


_RO_COUNTIES = set(('AB AG AR B BC BH BN BR BT BV BZ CJ CL CS CT CV DB DJ GJ GL GR HD HR IF IL IS MH MM MS NT OT '
                    'PH SB SJ SM SV TL TM TR VL VN VS').split())
def ro_plate_ok(s):
    m = re.fullmatch(r'([A-Z]{1,2}) (\d{2,3}) [A-Z]{3}', s)
    return bool(m) and m.group(1) in _RO_COUNTIES and (len(m.group(2)) == 2 or m.group(1) == 'B')


NEW = {'ls-mobile': ls_mobile_ok, 'sz-mobile': sz_mobile_ok, 'tz-mobile': tz_mobile_ok, 'gy-mobile': gy_mobile_ok,
       'lr-mobile': lr_mobile_ok, 'ws-mobile': ws_mobile_ok, 'rw-mobile': rw_mobile_ok, 'sa-mobile': sa_mobile_ok,
       'ro-mobile': ro_mobile_ok, 'ro-plate': ro_plate_ok}
CHECKS.update(NEW)
REGISTERED = {'sz-pin': v.sz_pin_ok, 'tz-nida': v.nida_ok}
CHECKS.update(REGISTERED)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('ls-mobile', '5855 0142', '4855 0142'),
             ('sz-mobile', '7655 0142', '7755 0142'),
             ('tz-mobile', '0754 555 014', '0854 555 014'),
             ('gy-mobile', '655-0142', '555-0142'),
             ('lr-mobile', '0886 555 014', '0866 555 014'),
             ('ws-mobile', '7550142', '7850142'),
             ('rw-mobile', '0788 555 014', '0748 555 014'),
             ('sa-mobile', '055 555 0142', '065 555 0142'),
             ('ro-mobile', '0745 555 014', '0645 555 014'),
             ('ro-plate', 'HR 05 KLM', 'HX 05 KLM')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (ls_mobile_ok('+266 5855 0142') and ls_mobile_ok('58550142') and not ls_mobile_ok('5855 014')
          and sz_mobile_ok('+268 7855 0142') and not sz_mobile_ok('7655 01422')
          and tz_mobile_ok('+255 754 555 014') and tz_mobile_ok('0654555014') and not tz_mobile_ok('0754 5550 14')
          and gy_mobile_ok('+592 655 0142') and gy_mobile_ok('592-655-0142') and not gy_mobile_ok('65-50142')
          and lr_mobile_ok('+231 776 555 014') and not lr_mobile_ok('0886 555 01')
          and ws_mobile_ok('+685 75 50142') and not ws_mobile_ok('755 0142')
          and rw_mobile_ok('+250 788 555 014') and not rw_mobile_ok('0788555 014')
          and sa_mobile_ok('+966 55 555 0142') and sa_mobile_ok('0555550142') and not sa_mobile_ok('055 5555 142')
          and ro_mobile_ok('+40 745 555 014') and not ro_mobile_ok('0745 555 0142')
          and ro_plate_ok('B 123 KLM') and not ro_plate_ok('HR 123 KLM') and not ro_plate_ok('HR05KLM')
          and CHECKS['sz-pin']('8704125550147') and CHECKS['tz-nida']('19870412-55014-00001-27'))
    print('ls / sz / tz / gy / lr / ws / rw / sa / ro variants and ro-plate forms', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW or kind in REGISTERED:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b57._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
