"""Identifier checks for redaction-blind-60.

Starts from the earlier checks: it loads redaction-blind-59's checks.py by path (which loads
blind-58's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  dm-phone     Dominica phone number: NANP area code 767 and seven digits, exchange not 0 or 1 first
               (767-555-0142).  As this set assumes: 767-XXX-XXXX, (767) XXX-XXXX, 1-767-XXX-XXXX or
               +1 767 XXX XXXX.
  bs-phone     Bahamian phone number: area code 242, otherwise as dm-phone (242-555-0142).
  tc-phone     Turks and Caicos phone number: area code 649, otherwise as dm-phone (649-555-0142).
  pw-phone     Palauan phone number: seven digits, 2-8 first (775-0142).  As this set assumes: 3-4 with a hyphen
               or a space, or unspaced; optional +680 or (680) before it.
  mh-phone     Marshallese phone number: seven digits, 2-6 first (455-0142).  As this set assumes: 3-4 with a
               hyphen or a space; optional +692 or (692) before it.
  ki-mobile    Kiribati mobile number: eight digits, 7 first (73550142).  As this set assumes: unspaced or 4 4;
               optional +686 before it.
  th-mobile    Thai mobile number: ten digits, 06, 08 or 09 first (081-555-0142).  As this set assumes:
               0XX-XXX-XXXX, 0XX XXX XXXX, unspaced, or +66 with the 0 dropped (+66 81 555 0142, +66815550142).
  iq-mobile    Iraqi mobile number: eleven digits, 07 and an operator digit 3-9 first (0770 555 0142).  As this set
               assumes: 07XX XXX XXXX, unspaced, or +964 with the 0 dropped (+964 770 555 0142).
  gr-mobile    Greek mobile number: ten digits, 69 first (694 555 0142).  As this set assumes: unspaced, 3 3 4 or
               3 7 with spaces; optional +30 or 0030 before it.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b59 = v.load_checks(_HERE, 'redaction-blind-59')

CHECKS = dict(b59.CHECKS)
BIRTH = dict(b59.BIRTH)
SIZE_BYTES = b59.SIZE_BYTES                # as blind-59


# ---- new in redaction-blind-60


def _nanp(area):
    x = r'[2-9]\d\d'
    rx = re.compile(r'%s-%s-\d{4}|\(%s\) %s-\d{4}|1-%s-%s-\d{4}|\+1 %s %s \d{4}' % ((area, x) * 4))
    return lambda s: bool(rx.fullmatch(s))


dm_phone_ok = _nanp('767')
bs_phone_ok = _nanp('242')
tc_phone_ok = _nanp('649')


def pw_phone_ok(s):
    return bool(re.fullmatch(r'(?:(?:\+680|\(680\)) )?[2-8]\d\d[- ]?\d{4}', s))


def mh_phone_ok(s):
    return bool(re.fullmatch(r'(?:(?:\+692|\(692\)) )?[2-6]\d\d[- ]\d{4}', s))


def ki_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+686 ?)?7\d{3} ?\d{4}', s))


def th_mobile_ok(s):
    return bool(re.fullmatch(r'0[689]\d(?:-\d{3}-\d{4}| \d{3} \d{4}|\d{7})', s)
                or re.fullmatch(r'\+66(?: [689]\d \d{3} \d{4}|[689]\d{8})', s))


def iq_mobile_ok(s):
    return bool(re.fullmatch(r'07[3-9]\d(?: \d{3} \d{4}|\d{7})', s)
                or re.fullmatch(r'\+964(?: 7[3-9]\d \d{3} \d{4}|7[3-9]\d{8})', s))


def gr_mobile_ok(s):
    return bool(re.fullmatch(r'(?:(?:\+30|0030) ?)?69\d(?:\d{7}| \d{3} \d{4}| \d{7})', s))


NEW = {'dm-phone': dm_phone_ok, 'bs-phone': bs_phone_ok, 'tc-phone': tc_phone_ok, 'pw-phone': pw_phone_ok,
       'mh-phone': mh_phone_ok, 'ki-mobile': ki_mobile_ok, 'th-mobile': th_mobile_ok, 'iq-mobile': iq_mobile_ok,
       'gr-mobile': gr_mobile_ok}
CHECKS.update(NEW)
# Taken from the shared validators (not new rules), under names of this set: the Thai national ID check and
# the Greek AMKA (Luhn) check.
CHECKS['th-id'] = v.th_id_ok
CHECKS['amka'] = v.amka_ok

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('dm-phone', '767-555-0142', '768-555-0142'),
             ('bs-phone', '242-555-0142', '242-155-0142'),
             ('tc-phone', '649-555-0142', '649-055-0142'),
             ('pw-phone', '775-0142', '975-0142'),
             ('mh-phone', '455-0142', '855-0142'),
             ('ki-mobile', '73550142', '63550142'),
             ('th-mobile', '081-555-0142', '071-555-0142'),
             ('iq-mobile', '0770 555 0142', '0720 555 0142'),
             ('gr-mobile', '694 555 0142', '684 555 0142')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (dm_phone_ok('(767) 555-0142') and dm_phone_ok('1-767-555-0142') and dm_phone_ok('+1 767 555 0142')
          and not dm_phone_ok('767-555-014') and not dm_phone_ok('767 555 0142') and not dm_phone_ok('7675550142')
          and bs_phone_ok('(242) 555-0142') and not bs_phone_ok('242-555-01423')
          and tc_phone_ok('+1 649 555 0142') and not tc_phone_ok('(649)555-0142')
          and pw_phone_ok('+680 775-0142') and pw_phone_ok('(680) 488 0142') and pw_phone_ok('7750142')
          and not pw_phone_ok('775-014') and not pw_phone_ok('+680775-0142')
          and mh_phone_ok('+692 455-0142') and mh_phone_ok('625 0142') and not mh_phone_ok('4550142')
          and not mh_phone_ok('455-01423')
          and ki_mobile_ok('+686 73550142') and ki_mobile_ok('7355 0142') and not ki_mobile_ok('7355014')
          and not ki_mobile_ok('735 50142')
          and th_mobile_ok('+66 81 555 0142') and th_mobile_ok('0615550142') and th_mobile_ok('092 555 0142')
          and not th_mobile_ok('081-555-014') and not th_mobile_ok('+66 081 555 0142')
          and iq_mobile_ok('+964 770 555 0142') and iq_mobile_ok('07805550142') and not iq_mobile_ok('0770 5550 142')
          and not iq_mobile_ok('770 555 0142')
          and gr_mobile_ok('+30 694 555 0142') and gr_mobile_ok('0030 6945550142') and gr_mobile_ok('694 5550142')
          and not gr_mobile_ok('694 555 014') and not gr_mobile_ok('210 555 0142'))
    print('dm / bs / tc / pw / mh / ki / th / iq / gr variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b59._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
