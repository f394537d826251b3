"""Identifier checks for redaction-blind-72.

Starts from the earlier checks: it loads redaction-blind-71's checks.py by path (which loads blind-70's, and so on
back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and starts from its CHECKS, BIRTH
and SIZE_BYTES.  The kinds new in this set follow, each as this set assumes the format (written from memory, no
source consulted).

  sm-iban       San Marino IBAN: SMkk, the CIN letter, ABI (5 digits), CAB (5), account (12, digits or capitals).
                Mod 97, and the CIN as in Italy: over the 22 characters after it, odd places (1st, 3rd, ...) by
                the odd table of the codice fiscale, even places by their value (digits 0-9, letters A=0 ...
                Z=25), the sum modulo 26 read as a letter (A=0).  Groups of four or unspaced.
  km-iban       Comoros IBAN: KMkk, bank (5 digits), branch (5), account (11, digits or capitals) and the French
                RIB key (97 less 89 x bank + 15 x branch + 3 x account modulo 97, the account's letters read as
                digits), as blind-71's mc-iban.  Groups of four or unspaced.
  al-iban       Albanian IBAN: ALkk, bank (3 digits), branch (4), a national check digit, account (16 digits or
                capitals).  Mod 97, and the check digit: weights 9 7 3 1 9 7 3 on bank and branch, 10 less the
                sum modulo 10 (0 for 10).  Groups of four or unspaced.
  ps-id         Palestinian identity number: nine digits, checked as the Israeli number (weights 1 2 alternating,
                digit sums, total a multiple of 10).  As this set assumes: the same register and rule.
  al-nid        Albanian personal number (NID): a letter for the decade of birth (H 1970s, I 1980s, J 1990s,
                K 2000s, L 2010s), the year's last digit, the month (plus 50 for women), the day, three digits and
                a capital letter.  As this set assumes: format only, and the birth date must exist.
  sm-phone      San Marino phone: fixed 0549 and six digits, or mobile 66 and six digits.  As this set assumes:
                0549 NNNNNN or 66 NN NN NN (or unspaced), optional +378 and a space before it.
  km-phone      Comoros phone: seven digits, 3 or 4 (mobile) or 7 (fixed) first.  As this set assumes:
                NNN NN NN or unspaced, optional +269 and a space before it.
  st-phone      Sao Tome and Principe phone: seven digits, 2 (fixed) or 9 (mobile) first.  As this set assumes:
                NNN NNNN or unspaced, optional +239 and a space before it.
  ner-mobile    Niger mobile: eight digits, 7, 8 or 9 first.  As this set assumes: NN NN NN NN or unspaced,
                optional +227 and a space before it.
  caf-mobile    Central African mobile: eight digits, 7 first.  As this set assumes: NN NN NN NN or unspaced,
                optional +236 and a space before it.
  gw-mobile     Guinea-Bissau mobile in the nine-digit plan: 95 or 96 and seven digits.  As this set assumes:
                NNN NNN NNN or unspaced, optional +245 and a space before it.
  al-mobile     Albanian mobile: 06, 7, 8 or 9, and seven digits.  As this set assumes: 06N NNN NNNN or
                unspaced, or +355 6N NNN NNNN with the 0 dropped.
  vat-phone     Vatican City phone: in the Italian plan, 06 698 and five digits.  As this set assumes:
                06 698NNNNN or 06 698 NNNNN, optional +39 and a space before it.
  wf-phone      Wallis and Futuna phone: six digits, 4 or 7 (fixed) or 8 (mobile) first.  As this set assumes:
                NN NN NN, optional +681 and a space before it.
  pm-phone      Saint Pierre and Miquelon phone: six digits, 4 (fixed) or 5 or 7 (mobile) first.  As this set
                assumes: NN NN NN, optional +508 and a space before it.
  gf-phone      French Guiana phone: 0594 (fixed) or 0694 (mobile) and six digits.  As this set assumes:
                0594 NN NN NN or 05 94 NN NN NN, or +594 594/694 NN NN NN with the 0 dropped.
  ps-mobile     Palestinian mobile: 059 or 056 and seven digits.  As this set assumes: 05NN NNN NNN,
                05NN-NNNNNN or unspaced, or +970 5NN NNN NNN with the 0 dropped.
  chicago-phone Chicago area phone: area code 312, 773, 872, 708, 847 or 630, in blind-64's NANP layouts
                (through blind-69's _nanp helper, as blind-71's nola-phone).

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import datetime, os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b71 = v.load_checks(_HERE, 'redaction-blind-71')

CHECKS = dict(b71.CHECKS)
BIRTH = dict(b71.BIRTH)
SIZE_BYTES = b71.SIZE_BYTES                # as blind-71


# ---- new in redaction-blind-72

def _grouped(s, b):
    """s is b unspaced, or b in groups of four from the left."""
    return s == b or s == ' '.join(b[i:i + 4] for i in range(0, len(b), 4))


def _cin(b22):
    tot = 0
    for i, c in enumerate(b22):
        tot += v._CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    return chr(65 + tot % 26)


def sm_iban_ok(s):
    b = s.replace(' ', '')
    return (bool(re.fullmatch(r'SM\d\d[A-Z]\d{10}[0-9A-Z]{12}', b)) and _grouped(s, b) and v.iban_ok(b)
            and _cin(b[5:]) == b[4])


def km_iban_ok(s):
    b = s.replace(' ', '')
    return (b[:2] == 'KM' and len(b) == 27 and b[2:4].isdigit() and _grouped(s, b) and v.iban_ok(b)
            and b71._rib_ok(b[4:]))


def al_iban_ok(s):
    b = s.replace(' ', '')
    if not (re.fullmatch(r'AL\d{10}[0-9A-Z]{16}', b) and _grouped(s, b) and v.iban_ok(b)):
        return False
    k = sum(int(x) * w for x, w in zip(b[4:11], (9, 7, 3, 1, 9, 7, 3))) % 10
    return (10 - k) % 10 == int(b[11])


def ps_id_ok(s):
    if not re.fullmatch(r'\d{9}', s):
        return False
    tot = 0
    for i, c in enumerate(s):
        x = int(c) * (1 if i % 2 == 0 else 2)
        tot += x - 9 if x > 9 else x
    return tot % 10 == 0


_AL_DECADE = {'H': 1970, 'I': 1980, 'J': 1990, 'K': 2000, 'L': 2010}


def al_nid_ok(s):
    m = re.fullmatch(r'([HIJKL])(\d)(\d\d)(\d\d)\d{3}[A-Z]', s)
    if not m:
        return False
    mon = int(m.group(3))
    mon = mon - 50 if mon > 50 else mon
    try:
        datetime.date(_AL_DECADE[m.group(1)] + int(m.group(2)), mon, int(m.group(4)))
        return True
    except ValueError:
        return False


def _cc(cc, rx, s):
    return bool(re.fullmatch(r'(?:\+%s )?(?:%s)' % (cc, rx), s))


def sm_phone_ok(s):
    return _cc('378', r'0549 ?\d{6}|66(?: \d\d){3}|66\d{6}', s)


def km_phone_ok(s):
    return _cc('269', r'[347]\d\d(?: \d\d \d\d|\d{4})', s)


def st_phone_ok(s):
    return _cc('239', r'[29]\d\d ?\d{4}', s)


def ner_mobile_ok(s):
    return _cc('227', r'[789]\d(?: \d\d){3}|[789]\d{7}', s)


def caf_mobile_ok(s):
    return _cc('236', r'7\d(?: \d\d){3}|7\d{7}', s)


def gw_mobile_ok(s):
    return _cc('245', r'9[56]\d(?: \d{3} \d{3}|\d{6})', s)


def al_mobile_ok(s):
    return bool(re.fullmatch(r'06[6-9](?: \d{3} \d{4}|\d{7})|\+355 6[6-9] \d{3} \d{4}', s))


def vat_phone_ok(s):
    return _cc('39', r'06 698 ?\d{5}', s)


def wf_phone_ok(s):
    return _cc('681', r'[478]\d \d\d \d\d', s)


def pm_phone_ok(s):
    return _cc('508', r'[457]\d \d\d \d\d', s)


def gf_phone_ok(s):
    return bool(re.fullmatch(r'0[56]94(?: \d\d){3}|0[56] 94(?: \d\d){3}|0[56]94\d{6}|\+594 [56]94(?: \d\d){3}', s))


def ps_mobile_ok(s):
    return bool(re.fullmatch(r'05[69]\d(?: \d{3} \d{3}|-\d{6}|\d{6})|\+970 5[69]\d \d{3} \d{3}', s))


def chicago_phone_ok(s):
    return any(b71.b70.b69._nanp(a, s) for a in ('312', '773', '872', '708', '847', '630'))


NEW = {'sm-iban': sm_iban_ok, 'km-iban': km_iban_ok, 'al-iban': al_iban_ok, 'ps-id': ps_id_ok, 'al-nid': al_nid_ok,
       'sm-phone': sm_phone_ok, 'km-phone': km_phone_ok, 'st-phone': st_phone_ok, 'ner-mobile': ner_mobile_ok,
       'caf-mobile': caf_mobile_ok, 'gw-mobile': gw_mobile_ok, 'al-mobile': al_mobile_ok, 'vat-phone': vat_phone_ok,
       'wf-phone': wf_phone_ok, 'pm-phone': pm_phone_ok, 'gf-phone': gf_phone_ok, 'ps-mobile': ps_mobile_ok,
       'chicago-phone': chicago_phone_ok}
CHECKS.update(NEW)

# Examples (none used in a record; the three IBANs are the registry examples as the author remembers them)
# with a changed character that must fail.
_EXAMPLES = [('sm-iban', 'SM86 U032 2509 8000 0000 0270 100', 'SM86 V032 2509 8000 0000 0270 100'),
             ('km-iban', 'KM46 0000 5000 0100 1090 4400 137', 'KM46 0000 5000 0100 1090 4400 138'),
             ('al-iban', 'AL47 2121 1009 0000 0002 3569 8741', 'AL47 2121 1008 0000 0002 3569 8741'),
             ('ps-id', '123456782', '123456783'),
             ('al-nid', 'J95215025K', 'J95232025K'),
             ('sm-phone', '0549 123456', '0548 123456'),
             ('km-phone', '321 12 34', '521 12 34'),
             ('st-phone', '991 2345', '591 2345'),
             ('ner-mobile', '96 12 34 56', '66 12 34 56'),
             ('caf-mobile', '72 12 34 56', '62 12 34 56'),
             ('gw-mobile', '955 123 456', '945 123 456'),
             ('al-mobile', '069 123 4567', '059 123 4567'),
             ('vat-phone', '06 698 12345', '06 699 12345'),
             ('wf-phone', '72 12 34', '62 12 34'),
             ('pm-phone', '41 12 34', '31 12 34'),
             ('gf-phone', '0694 12 34 56', '0794 12 34 56'),
             ('ps-mobile', '0599 123 456', '0579 123 456'),
             ('chicago-phone', '(773) 555-0199', '(774) 555-0199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (sm_iban_ok('SM86U0322509800000000270100') and not sm_iban_ok('SM86 U0322 50980 000000027010 0')
          and not sm_iban_ok(v.iban_complete('SM', 'V0322509800000000270100'))
          and not km_iban_ok(v.iban_complete('KM', '00005000010010904400138'))
          and not km_iban_ok('MC58 1273 9000 7004 4500 0302 110')
          and not al_iban_ok(v.iban_complete('AL', '212110080000000235698741'))
          and not ps_id_ok('12345678') and al_nid_ok('K30412107B') and not al_nid_ok('J90230101A')
          and sm_phone_ok('+378 66 12 34 56') and not sm_phone_ok('+378 549 123456')
          and km_phone_ok('+269 7731234') and not km_phone_ok('+269 77 31 23 4')
          and st_phone_ok('+239 222 1234') and not st_phone_ok('+239 222 12 34')
          and ner_mobile_ok('+227 90123456') and not ner_mobile_ok('20 72 34 56')
          and caf_mobile_ok('+236 75 12 34 56') and not caf_mobile_ok('21 61 23 45')
          and gw_mobile_ok('+245 966123456') and not gw_mobile_ok('44 320 1234')
          and al_mobile_ok('+355 68 123 4567') and not al_mobile_ok('+355 068 123 4567')
          and vat_phone_ok('+39 06 69812345') and not vat_phone_ok('0669812345')
          and wf_phone_ok('+681 82 12 34') and not wf_phone_ok('821234')
          and pm_phone_ok('+508 55 12 34') and not pm_phone_ok('+508 65 12 34')
          and gf_phone_ok('+594 694 12 34 56') and gf_phone_ok('05 94 12 34 56') and not gf_phone_ok('+594 0694 12 34 56')
          and ps_mobile_ok('0569-123456') and ps_mobile_ok('+970 599 123 456') and not ps_mobile_ok('+970 0599 123 456')
          and chicago_phone_ok('312-555-0144') and not chicago_phone_ok('(504) 555-0199'))
    print('sm / km / al / ps / st / ner / caf / gw / vat / wf / pm / gf / chicago variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b71._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
