"""Checks of redaction-blind-29 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-28's checks.py by path (which loads
blind-27's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.  Seven map to functions that
the shared validators.py already has but that the inherited CHECKS do not carry (es-dni, es-nss, es-iban,
pl-pesel, pl-id, pt-nif, pt-cc), and dk-cpr wraps validators.cpr_ok with a birth-date test; the others are
defined here.  au-tfn, pt-niss, pt-iban, pl-iban and fr-iban have
check digits (as this set assumes them); co-cc, ma-cin, ma-cnss, ca-dl, medi-cal, va-dl, ne-dl and pt-plate are
format checks, as this set assumes the formats.  pl-pesel and dk-cpr get birth decoders for %% agree: lines.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete au-tfn 12345677       # adds the TFN's check digit (also dk-cpr, pl-pesel,
                                                     # pt-nif, pt-niss: the last digit)
    python3 checks.py complete es-dni 32418705       # adds the DNI's check letter
    python3 checks.py complete fr-iban FR00300030123400051290817   # bank, branch, account: adds the RIB key
                                                     # and the IBAN's check digits
    python3 checks.py selftest                           # examples of the new kinds pass, altered ones fail
"""
import os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b28 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-28')

CHECKS = dict(b28.CHECKS)
BIRTH = dict(b28.BIRTH)
SIZE_BYTES = b28.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-28


# ---- new in redaction-blind-29

def au_tfn_ok(s):  # Australian tax file number, as this set assumes it: nine digits (often 3-3-3), weights
    # 1 4 3 7 5 8 6 9 10, the weighted sum divisible by 11
    d = re.sub(r'[ -]', '', s)
    if not re.fullmatch(r'\d{9}', d): return False
    return sum(int(c) * w for c, w in zip(d, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0

def pt_niss_ok(s):  # Portuguese social security number (NISS), as this set assumes it: eleven digits, the
    # first 1 (a person) or 2, check digit = 9 - (the first ten weighted 29 23 19 17 13 11 7 5 3 2, mod 10)
    if not re.fullmatch(r'[12]\d{10}', s): return False
    tot = sum(int(c) * w for c, w in zip(s[:10], [29, 23, 19, 17, 13, 11, 7, 5, 3, 2]))
    return 9 - tot % 10 == int(s[10])

def pt_iban_ok(s):  # PT IBAN: mod 97, and the NIB's own two check digits (mod 97 over bank, branch, account)
    b = re.sub(r'\s', '', s)
    return bool(re.fullmatch(r'PT\d{23}', b)) and v.iban_ok(b) and v.nib_pt_ok(b[4:])

def _pl_sort_ok(sort):  # Polish bank sort code (8 digits): weights 3 9 7 1 3 9 7, check = (10 - sum mod 10) mod 10
    return (10 - sum(int(c) * w for c, w in zip(sort[:7], [3, 9, 7, 1, 3, 9, 7])) % 10) % 10 == int(sort[7])

def pl_iban_ok(s):  # PL IBAN (or the 26-digit NRB written without PL): mod 97, and the sort code's check digit
    b = re.sub(r'\s', '', s)
    if not b.startswith('PL'): b = 'PL' + b
    return bool(re.fullmatch(r'PL\d{26}', b)) and v.iban_ok(b) and _pl_sort_ok(b[4:12])

_RIB = dict(zip('ABCDEFGHIJKLMNOPQRSTUVWXYZ', '12345678912345678923456789'))
def _rib_key(bank, branch, account):
    acc = ''.join(_RIB.get(c, c) for c in account)
    return 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97

def fr_iban_ok(s):  # FR IBAN: mod 97, and the RIB key (the last two digits) over bank (5), branch (5) and
    # account (11, letters counted as in the RIB table)
    b = re.sub(r'\s', '', s).upper()
    m = re.fullmatch(r'FR\d\d(\d{5})(\d{5})([0-9A-Z]{11})(\d\d)', b)
    return bool(m) and v.iban_ok(b) and _rib_key(m.group(1), m.group(2), m.group(3)) == int(m.group(4))

def pesel_birth(s):  # PESEL: YYMMDD with the century in the month (+80 1800s, +20 2000s); 10th digit odd = man
    d = re.sub(r'\D', '', s)
    yy, mm = int(d[:2]), int(d[2:4])
    base = {0: 1900, 1: 1900, 8: 1800, 9: 1800, 2: 2000, 3: 2000}[mm // 10]
    return '%04d-%02d-%s' % (base + yy, mm % 20, d[4:6]), 'M' if int(d[9]) % 2 else 'F'

def cpr_birth(s):  # Danish (and Greenlandic) CPR: DDMMYY; the 7th digit and the year give the century;
    # the last digit odd = man
    d = re.sub(r'\D', '', s)
    yy, c = int(d[4:6]), int(d[6])
    if c <= 3: y = 1900
    elif c in (4, 9): y = 2000 if yy <= 36 else 1900
    else: y = 2000 if yy <= 57 else 1800
    return '%04d-%s-%s' % (y + yy, d[2:4], d[:2]), 'M' if int(d[9]) % 2 else 'F'

def cpr_ok(s):  # the classic modulus-11 rule (validators.cpr_ok), written DDMMYY-SSSS, and the birth date exists
    if not re.fullmatch(r'\d{6}-?\d{4}', s) or not v.cpr_ok(s): return False
    b = cpr_birth(s)[0]
    return v._date_ok(int(b[:4]), int(b[5:7]), int(b[8:]))

def co_cc_ok(s):  # Colombian cédula de ciudadanía, format only: 6-10 digits, written plain or with dots
    return bool(re.fullmatch(r'\d{6,10}|\d{1,3}(\.\d{3}){2,3}', s))

def ma_cin_ok(s):  # Moroccan national identity card (CNIE), format only: one or two letters and 4-6 digits
    return bool(re.fullmatch(r'[A-Z]{1,2}\d{4,6}', s))

def ma_cnss_ok(s):  # Moroccan CNSS registration number, format only: nine digits
    return bool(re.fullmatch(r'\d{9}', s))

def ca_dl_ok(s):  # California driver licence, format only: a letter and seven digits
    return bool(re.fullmatch(r'[A-Z]\d{7}', s))

def medi_cal_ok(s):  # Medi-Cal client index number (CIN), format only: 9, seven digits and a letter
    return bool(re.fullmatch(r'9\d{7}[A-Z]', s))

def va_dl_ok(s):  # Virginia driver's licence (customer number), format only: a letter and eight digits,
    # written plain or 3-2-4 after the letter (T12-34-5678)
    return bool(re.fullmatch(r'[A-Z]\d{8}|[A-Z]\d\d-\d\d-\d{4}', s))

def ne_dl_ok(s):  # Nebraska operator's licence, format only: a letter and 3-8 digits
    return bool(re.fullmatch(r'[A-Z]\d{3,8}', s))

def pt_plate_ok(s):  # Portuguese plate, format only: three pairs joined by hyphens, AA-00-AA (2020 on),
    # 00-AA-00, 00-00-AA or AA-00-00
    return bool(re.fullmatch(r'[A-Z]{2}-\d\d-[A-Z]{2}|\d\d-[A-Z]{2}-\d\d|\d\d-\d\d-[A-Z]{2}|[A-Z]{2}-\d\d-\d\d', s))

CHECKS.update({'es-dni': v.dni_ok, 'es-nss': v.es_nss_ok, 'es-iban': v.iban_es_ok, 'pl-pesel': v.pesel_ok,
               'pl-id': v.pl_id_ok, 'pl-iban': pl_iban_ok, 'dk-cpr': cpr_ok, 'pt-nif': v.nif_pt_ok,
               'pt-cc': v.cc_pt_ok, 'pt-niss': pt_niss_ok, 'pt-iban': pt_iban_ok, 'pt-plate': pt_plate_ok,
               'fr-iban': fr_iban_ok, 'au-tfn': au_tfn_ok, 'co-cc': co_cc_ok, 'ma-cin': ma_cin_ok,
               'ma-cnss': ma_cnss_ok, 'ca-dl': ca_dl_ok, 'medi-cal': medi_cal_ok, 'va-dl': va_dl_ok,
               'ne-dl': ne_dl_ok})
BIRTH.update({'pl-pesel': pesel_birth, 'dk-cpr': cpr_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
#     python3 checks.py selftest
_EXAMPLES = [('es-dni', '32418705K', '32418705L'), ('es-nss', '28/14306592/02', '28/14306592/03'),
             ('es-iban', 'ES25 0049 1500 0327 1083 0147', 'ES25 0049 1500 0327 1083 0148'),
             ('pl-pesel', '02231504612', '02231504613'), ('pl-id', 'ABS012345', 'ABS112345'),
             ('pl-iban', 'PL80 1140 1007 0000 4822 1900 7314', 'PL80 1140 1007 0000 4822 1900 7315'),
             ('dk-cpr', '240372-1185', '240372-1186'), ('pt-nif', '253810647', '253810648'),
             ('pt-cc', '12345678 9 ZZ1', '12345678 9 ZZ2'), ('pt-niss', '20917354088', '20917354089'),
             ('pt-iban', 'PT50 0035 0127 0007 2134 0981 7', 'PT50 0035 0127 0007 2134 0981 8'),
             ('pt-plate', 'BX-24-LM', 'BX-24-L'),
             ('fr-iban', 'FR76 3000 3012 3400 0512 9081 770', 'FR76 3000 3012 3400 0512 9081 771'),
             ('au-tfn', '123 456 774', '123 456 775'), ('co-cc', '71.204.385', '71.204.38'),
             ('ma-cin', 'BE318204', 'BE3182041'), ('ma-cnss', '104882317', '10488231'),
             ('ca-dl', 'D5128834', 'D512883'), ('medi-cal', '91827364C', '81827364C'),
             ('va-dl', 'A07-31-4826', 'A07-31-482'), ('ne-dl', 'B1047219', '1047219')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    for kind, value, want in [('pl-pesel', '02231504612', ('2002-03-15', 'M')),
                              ('pl-pesel', '58112408627', ('1958-11-24', 'F')),
                              ('dk-cpr', '240372-1185', ('1972-03-24', 'M')),
                              ('dk-cpr', '0309794168', ('1979-09-03', 'F'))]:
        ok = BIRTH[kind](value) == want
        print(kind, 'birth', value, 'ok' if ok else 'FAILED'); bad += not ok
    # a national check that fails while mod 97 holds: the RIB key changed and the IBAN digits recomputed
    wrong = v.iban_complete('FR', '30003012340005129081771')
    ok = v.iban_ok(wrong) and not fr_iban_ok(wrong)
    print('fr-iban RIB key', wrong, 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    b = re.sub(r'\s', '', part)
    if kind == 'es-dni':
        return '%s%s' % (b, v._DNI[int(b) % 23])
    if kind == 'fr-iban':                    # FR00 + bank (5), branch (5), account (11)
        bban = b[4:25] + '%02d' % _rib_key(b[4:9], b[9:14], b[14:25])
        return v.iban_complete('FR', bban)
    return None

if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in ('es-dni', 'fr-iban'):
        print(_complete(sys.argv[2], sys.argv[3]))
    else:
        v.main(CHECKS, selftest)
