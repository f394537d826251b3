"""Identifier checks for redaction-blind-62.

Starts from the earlier checks: it loads redaction-blind-61's checks.py by path (which loads
blind-60's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  ss-mobile    South Sudanese mobile number: 9 and eight more digits after the trunk 0 or +211 (0925 551 408).
               As this set assumes: 09XX XXX XXX or unspaced, or +211 9XX XXX XXX (also unspaced after +211).
  ck-phone     Cook Islands phone number: five digits, no trunk prefix (34 107).  As this set assumes: XX XXX
               or XXXXX, first digit 2-8; optional +682 and a space before it.
  im-mobile    Isle of Man mobile number: 07624 and six digits (07624 491207).  As this set assumes: 07624
               XXXXXX, 07624 XXX XXX or unspaced, or +44 7624 XXXXXX.
  eg-nid       Egyptian national ID number: 14 digits, century digit (2 for 1900s, 3 for 2000s), birth date
               YYMMDD, governorate code, four serial digits (the last of them odd for men, even for women) and
               a check digit.  As this set assumes: format and date only (the check digit is not tested), 14
               digits unspaced; the governorate code one of 01-04, 11-19, 21-29, 31-35 or 88.
  eg-mobile    Egyptian mobile number: 010, 011, 012 or 015 and eight digits (0106 555 0143).  As this set
               assumes: unspaced, 01X XXXX XXXX or 01XX XXX XXXX, or +20 1X XXXX XXXX (+20 with the 0 dropped).
  br-mobile    Brazilian mobile number: two-digit area code (11-99, no 0 in it) and nine digits, 9 first
               ((73) 98155-0142).  As this set assumes: (AA) 9XXXX-XXXX, AA 9XXXX-XXXX, or +55 AA 9XXXX-XXXX.
  it-mobile    Italian mobile number: 3 and nine digits (347 555 0142).  As this set assumes: 3XX XXX XXXX,
               3XX XXXXXXX or unspaced, optional +39 and a space before it.
  nl-mobile    Dutch mobile number: 06 and eight digits (06-15550142).  As this set assumes: 06-XXXXXXXX,
               06 XXXXXXXX, 06 XX XX XX XX or unspaced, or +31 6 XXXXXXXX (+31 with the 0 dropped).
  ar-mobile    Argentine mobile number, Córdoba style: area code 351 (or 353, 358) and seven digits
               (351 555-0142).  As this set assumes: 0351 15-XXX-XXXX or 351 15XXX-XXXX (with the 15 mobile
               prefix), or +54 9 351 XXX-XXXX (international with 9 and no 15).

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import datetime, os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b61 = v.load_checks(_HERE, 'redaction-blind-61')

CHECKS = dict(b61.CHECKS)
BIRTH = dict(b61.BIRTH)
SIZE_BYTES = b61.SIZE_BYTES                # as blind-61


# ---- new in redaction-blind-62

def ss_mobile_ok(s):
    return bool(re.fullmatch(r'09\d\d(?: \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+211 ?9\d\d ?\d{3} ?\d{3}', s)
                and len(re.sub(r'\D', '', s)) == 12 and (s.count(' ') in (0, 1, 3)))


def ck_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+682 )?[2-8]\d(?: \d{3}|\d{3})', s))


def im_mobile_ok(s):
    return bool(re.fullmatch(r'07624(?: \d{6}| \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+44 7624 \d{6}', s))


_EG_GOV = {'01', '02', '03', '04', '88'} | {str(n) for n in range(11, 20)} | {str(n) for n in range(21, 30)} \
          | {str(n) for n in range(31, 36)}


def eg_nid_ok(s):
    m = re.fullmatch(r'([23])(\d\d)(\d\d)(\d\d)(\d\d)\d{5}', s)
    if not m or m.group(5) not in _EG_GOV:
        return False
    y = (1900 if m.group(1) == '2' else 2000) + int(m.group(2))
    try:
        datetime.date(y, int(m.group(3)), int(m.group(4)))
    except ValueError:
        return False
    return True


def eg_nid_birth(s):
    y = (1900 if s[0] == '2' else 2000) + int(s[1:3])
    return '%04d-%s-%s' % (y, s[3:5], s[5:7]), 'M' if int(s[12]) % 2 else 'F'


def eg_mobile_ok(s):
    return bool(re.fullmatch(r'01[0125](?:\d{8}| \d{4} \d{4})', s)
                or re.fullmatch(r'01[0125]\d \d{3} \d{4}', s)
                or re.fullmatch(r'\+20 1[0125] \d{4} \d{4}', s))


def br_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+55 )?(?:\([1-9][1-9]\)|[1-9][1-9]) 9\d{4}-\d{4}', s)
                and not re.fullmatch(r'\+55 \(.*', s))


def it_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+39 )?3\d\d(?: \d{3} \d{4}| \d{7}|\d{7})', s))


def nl_mobile_ok(s):
    return bool(re.fullmatch(r'06(?:-\d{8}| \d{8}| \d\d \d\d \d\d \d\d|\d{8})', s)
                or re.fullmatch(r'\+31 6 ?\d{8}', s))


def ar_mobile_ok(s):
    return bool(re.fullmatch(r'035[138] 15-\d{3}-\d{4}', s)
                or re.fullmatch(r'35[138] 15\d{3}-\d{4}', s)
                or re.fullmatch(r'\+54 9 35[138] \d{3}-\d{4}', s))


NEW = {'ss-mobile': ss_mobile_ok, 'ck-phone': ck_phone_ok, 'im-mobile': im_mobile_ok, 'eg-nid': eg_nid_ok,
       'eg-mobile': eg_mobile_ok, 'br-mobile': br_mobile_ok, 'it-mobile': it_mobile_ok,
       'nl-mobile': nl_mobile_ok, 'ar-mobile': ar_mobile_ok}
CHECKS.update(NEW)
BIRTH['eg-nid'] = eg_nid_birth

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('ss-mobile', '0915 550 199', '0815 550 199'),
             ('ck-phone', '34 199', '94 199'),
             ('im-mobile', '07624 550199', '07625 550199'),
             ('eg-nid', '28503122601995', '28513122601995'),
             ('eg-mobile', '01065550199', '01365550199'),
             ('br-mobile', '(73) 98155-0199', '(73) 88155-0199'),
             ('it-mobile', '347 555 0199', '447 555 0199'),
             ('nl-mobile', '06-15550199', '07-15550199'),
             ('ar-mobile', '0351 15-555-0199', '0361 15-555-0199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (ss_mobile_ok('0915550199') and ss_mobile_ok('+211 915 550 199') and ss_mobile_ok('+211915550199')
          and not ss_mobile_ok('0915 550 19') and not ss_mobile_ok('+211 0915 550 199')
          and not ss_mobile_ok('915 550 199')
          and ck_phone_ok('34199') and ck_phone_ok('+682 55 199') and not ck_phone_ok('3 4199')
          and not ck_phone_ok('341999') and not ck_phone_ok('+68255 199')
          and im_mobile_ok('07624 550 199') and im_mobile_ok('07624550199') and im_mobile_ok('+44 7624 550199')
          and not im_mobile_ok('07624 55019') and not im_mobile_ok('+44 07624 550199')
          and eg_nid_ok('30102152100198') and not eg_nid_ok('28502302601995') and not eg_nid_ok('28503125601995')
          and not eg_nid_ok('2850312260199') and not eg_nid_ok('18503122601995')
          and eg_nid_birth('28503122601995') == ('1985-03-12', 'M')
          and eg_nid_birth('30102152100188') == ('2001-02-15', 'F')
          and eg_mobile_ok('010 6555 0199') and eg_mobile_ok('0106 555 0199') and eg_mobile_ok('+20 10 6555 0199')
          and not eg_mobile_ok('01465550199') and not eg_mobile_ok('0106555019') and not eg_mobile_ok('+20 010 6555 0199')
          and br_mobile_ok('73 98155-0199') and br_mobile_ok('+55 73 98155-0199')
          and not br_mobile_ok('(73) 8155-0199') and not br_mobile_ok('(70) 98155-0199')
          and not br_mobile_ok('(73) 981550199')
          and it_mobile_ok('+39 347 555 0199') and it_mobile_ok('3475550199') and it_mobile_ok('347 5550199')
          and not it_mobile_ok('347 555 019') and not it_mobile_ok('+39 0347 555 0199')
          and nl_mobile_ok('06 15 55 01 99') and nl_mobile_ok('+31 6 15550199') and nl_mobile_ok('0615550199')
          and not nl_mobile_ok('06-1555019') and not nl_mobile_ok('+31 06 15550199')
          and ar_mobile_ok('351 15555-0199') and ar_mobile_ok('+54 9 351 555-0199')
          and ar_mobile_ok('0353 15-555-0199') and not ar_mobile_ok('+54 351 555-0199')
          and not ar_mobile_ok('0351 15-555-019') and not ar_mobile_ok('0351 555-0199'))
    print('ss / ck / im / eg / br / it / nl / ar variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b61._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
