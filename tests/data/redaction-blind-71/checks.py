"""Identifier checks for redaction-blind-71.

Starts from the earlier checks: it loads redaction-blind-70's checks.py by path (which loads blind-69's, and so on
back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and starts from its CHECKS, BIRTH
and SIZE_BYTES.  The kinds new in this set follow, each as this set assumes the format (written from memory, no
source consulted).

  mc-iban       Monaco IBAN: MCkk, bank (5 digits), branch (5), account (11, digits or capitals), RIB key (2).
                Mod 97, and the French RIB key: 97 less (89 x bank + 15 x branch + 3 x account) modulo 97, the
                account's letters read as digits (A J 1, B K S 2, C L T 3, D M U 4, E N V 5, F O W 6, G P X 7,
                H Q Y 8, I R Z 9).  Groups of four or unspaced.
  cemac-iban    IBAN of the CEMAC countries (Gabon GA, Equatorial Guinea GQ, Chad TD, and CF, CG, CM): the same
                layout and the same RIB key as mc-iban.  As this set assumes: the key is the French one.
  tn-iban       Tunisian IBAN: TN59 and the twenty-digit RIB (bank 2, branch 3, account 13, key 2), whose key is
                97 less (the first eighteen digits x 100) modulo 97, so that the RIB is a multiple of 97 (and the
                IBAN check digits are always 59).  Groups of four or unspaced.
  mo-mobile     Macau mobile: eight digits, 62-68 first.  As this set assumes: 6NNN NNNN or unspaced, optional
                +853 and a space before it.
  mo-bir        Macau resident identity card (BIR) number: first digit 1, 5 or 7, six digits, and a check digit
                written in brackets (1234567(8)) or with slashes (1/234567/8).  As this set assumes: format only.
  mc-phone      Monaco phone: no trunk 0; eight digits 92-99 first (fixed), or nine digits with 6 or 4 first
                (mobile).  As this set assumes: pairs of digits after the first group, optional +377 before it.
  ad-phone      Andorran phone: six digits, 3, 4, 6 (mobile), 7 or 8 (fixed) first.  As this set assumes:
                NNN NNN or unspaced, optional +376 and a space before it.
  ad-postcode   Andorran postal code: AD and three digits, the parish digit 1-7 first (AD100 ... AD700).
  li-phone      Liechtenstein phone: seven digits, 2 or 3 (fixed), 6 or 7 (mobile) first.  As this set assumes:
                NNN NN NN or unspaced, optional +423 and a space before it.
  li-postcode   Liechtenstein postal code: 9485-9498, optionally with FL- or LI- before it.
  tn-mobile     Tunisian mobile: eight digits, 2, 4, 5 or 9 first.  As this set assumes: NN NNN NNN or unspaced,
                optional +216 and a space before it.
  dj-mobile     Djiboutian mobile: eight digits, 77 first.  As this set assumes: 77 NN NN NN or unspaced,
                optional +253 and a space before it.
  td-mobile     Chadian mobile: eight digits, 6 or 9 first.  As this set assumes: NN NN NN NN or unspaced,
                optional +235 and a space before it.
  bf-mobile     Burkinabe mobile: eight digits, 5, 6 or 7 first.  As this set assumes: NN NN NN NN or unspaced,
                optional +226 and a space before it.
  bj-mobile     Beninese mobile in the ten-digit plan: 01, a network digit 4, 5, 6 or 9, and seven digits.  As
                this set assumes: 01 NN NN NN NN or unspaced, optional +229 and a space before it.
  ga-mobile     Gabonese mobile: 0, 6 or 7, and seven digits.  As this set assumes: 0NN NN NN NN, or +241 with
                the 0 dropped (+241 NN NN NN NN).
  gq-mobile     Equatoguinean mobile: nine digits, 222 or 55N first.  As this set assumes: NNN NNN NNN or
                unspaced, optional +240 and a space before it.
  tk-phone      Tokelau phone: +690 and four digits 2-4 first (the atolls' exchanges) or five digits 7 first
                (mobile).  As this set assumes: always written with +690 and a space.
  no-mobile     Norwegian mobile: eight digits, 4 or 9 first.  As this set assumes: NNN NN NNN or unspaced,
                optional +47 and a space before it.
  dz-mobile     Algerian mobile: 0, 5, 6 or 7, and eight digits.  As this set assumes: 0NNN NN NN NN or
                unspaced, or +213 NNN NN NN NN with the 0 dropped.
  ve-mobile     Venezuelan mobile: 0412, 0414, 0416, 0424 or 0426 and seven digits.  As this set assumes:
                04NN-NNNNNNN, 04NN NNN NNNN or unspaced, or +58 4NN NNN NNNN / +58 4NN-NNNNNNN.
  nola-phone    New Orleans area phone: area code 504 or 985, in blind-64's NANP layouts (through blind-69's
                _nanp helper, as blind-70's qc-phone), or unspaced with +1 (+15045550142, as message exports
                write it).

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b70 = v.load_checks(_HERE, 'redaction-blind-70')

CHECKS = dict(b70.CHECKS)
BIRTH = dict(b70.BIRTH)
SIZE_BYTES = b70.SIZE_BYTES                # as blind-70


# ---- new in redaction-blind-71

def _grouped(s, b):
    """s is b unspaced, or b in groups of four from the left."""
    return s == b or s == ' '.join(b[i:i + 4] for i in range(0, len(b), 4))


_RIBL = {c: str(n) for n, letters in enumerate(('AJ', 'BKS', 'CLT', 'DMU', 'ENV', 'FOW', 'GPX', 'HQY', 'IRZ'), 1)
         for c in letters}


def _rib_ok(bban):
    if not re.fullmatch(r'\d{10}[0-9A-Z]{11}\d{2}', bban):
        return False
    acct = int(''.join(_RIBL.get(c, c) for c in bban[10:21]))
    return 97 - (89 * int(bban[:5]) + 15 * int(bban[5:10]) + 3 * acct) % 97 == int(bban[21:])


def _rib_iban_ok(s, countries):
    b = s.replace(' ', '')
    return (b[:2] in countries and len(b) == 27 and _grouped(s, b) and b[2:4].isdigit() and v.iban_ok(b)
            and _rib_ok(b[4:]))


def mc_iban_ok(s):
    return _rib_iban_ok(s, ('MC',))


def cemac_iban_ok(s):
    return _rib_iban_ok(s, ('GA', 'GQ', 'TD', 'CF', 'CG', 'CM'))


def tn_iban_ok(s):
    b = s.replace(' ', '')
    return (bool(re.fullmatch(r'TN59\d{20}', b)) and _grouped(s, b) and v.iban_ok(b)
            and int(b[4:]) % 97 == 0)


def mo_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+853 )?6[2-8]\d\d ?\d{4}', s))


def mo_bir_ok(s):
    return bool(re.fullmatch(r'[157]\d{6}\(\d\)|[157]/\d{6}/\d', s))


def mc_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+377 )?(?:9[2-9](?: \d\d){3}|[46](?: \d\d){4})', s))


def ad_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+376 )?[34678]\d\d ?\d{3}', s))


def ad_postcode_ok(s):
    return bool(re.fullmatch(r'AD[1-7]\d\d', s))


def li_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+423 )?[2367]\d\d(?: \d\d \d\d|\d{4})', s))


def li_postcode_ok(s):
    return bool(re.fullmatch(r'(?:(?:FL|LI)-)?94(?:8[5-9]|9[0-8])', s))


def _eight(s, cc, first):
    return bool(re.fullmatch(r'(?:\+%s )?%s\d(?: \d\d){3}|%s\d{7}' % (cc, first, first), s)
                or re.fullmatch(r'\+%s %s\d{7}' % (cc, first), s))


def tn_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+216 )?[2459]\d(?: \d{3} \d{3}|\d{6})', s))


def dj_mobile_ok(s):
    return _eight(s, '253', '7') and s.replace('+253 ', '').startswith('77')


def td_mobile_ok(s):
    return _eight(s, '235', '[69]')


def bf_mobile_ok(s):
    return _eight(s, '226', '[567]')


def bj_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+229 )?01 [4569]\d(?: \d\d){3}|01[4569]\d{7}|\+229 01[4569]\d{7}', s))


def ga_mobile_ok(s):
    return bool(re.fullmatch(r'0[67]\d(?: \d\d){3}|0[67]\d{7}|\+241 [67]\d(?: \d\d){3}', s))


def gq_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+240 )?(?:222|55\d)(?: \d{3} \d{3}|\d{6})', s))


def tk_phone_ok(s):
    return bool(re.fullmatch(r'\+690 (?:[2-4]\d{3}|7\d{4})', s))


def no_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+47 )?[49]\d\d(?: \d\d \d{3}|\d{5})', s))


def dz_mobile_ok(s):
    return bool(re.fullmatch(r'0[567]\d\d(?: \d\d){3}|0[567]\d{8}|\+213 [567]\d\d(?: \d\d){3}', s))


def ve_mobile_ok(s):
    net = r'4(?:12|14|16|24|26)'
    return bool(re.fullmatch(r'0%s(?:-\d{7}| \d{3} \d{4}|\d{7})' % net, s)
                or re.fullmatch(r'\+58 %s(?:-\d{7}| \d{3} \d{4})' % net, s))


def nola_phone_ok(s):
    return (any(b70.b69._nanp(a, s) for a in ('504', '985'))
            or bool(re.fullmatch(r'\+1(?:504|985)[2-9]\d{6}', s)))


NEW = {'mc-iban': mc_iban_ok, 'cemac-iban': cemac_iban_ok, 'tn-iban': tn_iban_ok, 'mo-mobile': mo_mobile_ok,
       'mo-bir': mo_bir_ok, 'mc-phone': mc_phone_ok, 'ad-phone': ad_phone_ok, 'ad-postcode': ad_postcode_ok,
       'li-phone': li_phone_ok, 'li-postcode': li_postcode_ok, 'tn-mobile': tn_mobile_ok, 'dj-mobile': dj_mobile_ok,
       'td-mobile': td_mobile_ok, 'bf-mobile': bf_mobile_ok, 'bj-mobile': bj_mobile_ok, 'ga-mobile': ga_mobile_ok,
       'gq-mobile': gq_mobile_ok, 'tk-phone': tk_phone_ok, 'no-mobile': no_mobile_ok, 'dz-mobile': dz_mobile_ok,
       've-mobile': ve_mobile_ok, 'nola-phone': nola_phone_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('mc-iban', 'MC77 1273 9000 0101 2345 6789 A38', 'MC77 1273 9000 0101 2345 6789 A39'),
             ('cemac-iban', 'CM21 1000 5000 4122 1030 1050 187', 'CM21 1000 5000 4122 1030 1050 178'),
             ('tn-iban', 'TN59 1012 3012 3456 7890 1220', 'TN59 1012 3012 3456 7890 1221'),
             ('mo-mobile', '6612 3499', '5612 3499'),
             ('mo-bir', '5123456(7)', '4123456(7)'),
             ('mc-phone', '+377 97 12 34 56', '+377 87 12 34 56'),
             ('ad-phone', '+376 812 345', '+376 512 345'),
             ('ad-postcode', 'AD400', 'AD800'),
             ('li-phone', '+423 384 12 34', '+423 484 12 34'),
             ('li-postcode', '9490', '9499'),
             ('tn-mobile', '55 123 456', '35 123 456'),
             ('dj-mobile', '77 12 34 56', '78 12 34 56'),
             ('td-mobile', '66 12 34 56', '76 12 34 56'),
             ('bf-mobile', '76 12 34 56', '86 12 34 56'),
             ('bj-mobile', '01 96 12 34 56', '01 86 12 34 56'),
             ('ga-mobile', '074 12 34 56', '084 12 34 56'),
             ('gq-mobile', '551 123 456', '451 123 456'),
             ('tk-phone', '+690 2123', '+690 5123'),
             ('no-mobile', '412 34 567', '312 34 567'),
             ('dz-mobile', '0551 12 34 56', '0451 12 34 56'),
             ('ve-mobile', '0416-1234567', '0418-1234567'),
             ('nola-phone', '(504) 555-0199', '(505) 555-0199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (mc_iban_ok('MC7712739000010123456789A38') and not mc_iban_ok('MC77 12739 00001 0123456789A 38')
          and not cemac_iban_ok('MC77 1273 9000 0101 2345 6789 A38') and not mc_iban_ok('CM21 1000 5000 4122 1030 1050 187')
          and not cemac_iban_ok(v.iban_complete('CM', '10005000412210301050188'))
          and not tn_iban_ok(v.iban_complete('TN', '10123012345678901221'))
          and mo_mobile_ok('+853 6612 3499') and not mo_mobile_ok('661234990')
          and mo_bir_ok('1/234567/8') and not mo_bir_ok('1234567 8')
          and mc_phone_ok('+377 6 12 34 56 78') and not mc_phone_ok('06 12 34 56 78')
          and ad_phone_ok('312345') and not ad_phone_ok('+376 31 2345') and not ad_postcode_ok('AD050')
          and li_phone_ok('2391234') and not li_phone_ok('+423 239 1234')
          and li_postcode_ok('FL-9490') and not li_postcode_ok('LI-9484')
          and tn_mobile_ok('+216 98123456') and not tn_mobile_ok('+216 08 123 456')
          and dj_mobile_ok('+253 77123456') and not dj_mobile_ok('21 12 34 56')
          and td_mobile_ok('+235 99 12 34 56') and bf_mobile_ok('+226 56123456')
          and bj_mobile_ok('0196123456') and not bj_mobile_ok('96 12 34 56')
          and ga_mobile_ok('+241 74 12 34 56') and not ga_mobile_ok('+241 074 12 34 56')
          and gq_mobile_ok('+240 222 123 456') and not gq_mobile_ok('222123 456')
          and tk_phone_ok('+690 71234') and not tk_phone_ok('2123')
          and no_mobile_ok('+47 41234567') and not no_mobile_ok('41 23 45 67')
          and dz_mobile_ok('+213 551 12 34 56') and not dz_mobile_ok('+213 0551 12 34 56')
          and ve_mobile_ok('+58 416 123 4567') and not ve_mobile_ok('0416 1234567')
          and nola_phone_ok('+15045550199') and not nola_phone_ok('+1 312 555 0199'))
    print('mc / cemac / tn / mo / ad / li / dj / td / bf / bj / ga / gq / tk / no / dz / ve / nola variants',
          'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b70._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
