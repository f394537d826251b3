"""Checks of redaction-blind-25 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-24's checks.py by path (which loads
blind-23's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.  Three of them map check
functions that the shared validators.py already has but that no earlier set's CHECKS named (cf-it, cpf,
zm-nrc); de-kvnr has a check digit; the others are format checks, as this set assumes the formats.  cf-it
also gets a birth-date decoder for %% agree: lines.  The Trinidad and Tobago national ID encodes a birth date
but no sex, which %% agree: cannot take, so selftest checks each such number in the records against the
birth date its record states.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete de-kvnr M41827390       # adds the KVNR check digit
    python3 checks.py complete cf-it SCGCRI71E14L259   # adds the codice fiscale check letter
    python3 checks.py selftest                           # examples of the new kinds pass, altered ones fail
"""
import os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b24 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-24')

CHECKS = dict(b24.CHECKS)
BIRTH = dict(b24.BIRTH)
SIZE_BYTES = b24.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-24


# ---- new in redaction-blind-25

def arizona_dl_ok(s):  # Arizona driver license, format only: a letter and 8 digits
    return bool(re.fullmatch(r'[A-Z]\d{8}', s))

def mb_phin_ok(s):  # Manitoba personal health identification number (PHIN), format only: 9 digits,
    # often written 3 3 3
    return bool(re.fullmatch(r'\d{3} ?\d{3} ?\d{3}', s))

def jm_trn_ok(s):  # Jamaican taxpayer registration number, format only: 9 digits written NNN-NNN-NNN,
    # the first digit 1 for individuals (as this set assumes it)
    return bool(re.fullmatch(r'1\d{2}-\d{3}-\d{3}', s))

def tt_id_ok(s):  # Trinidad and Tobago national ID number, format only, as this set assumes it: the birth
    # date YYYYMMDD and 3 digits (11 digits); the birth date must exist
    m = re.fullmatch(r'(\d{4})(\d\d)(\d\d)\d{3}', s)
    return bool(m) and v._date_ok(int(m.group(1)), int(m.group(2)), int(m.group(3)))

def tt_id_birth(s):
    return '%s-%s-%s' % (s[:4], s[4:6], s[6:8])

_KV = {c: i + 1 for i, c in enumerate('ABCDEFGHIJKLMNOPQRSTUVWXYZ')}
def de_kvnr_ok(s):  # German health insurance number (Krankenversichertennummer, unchangeable part): a
    # letter and 9 digits; the letter as two digits (A=01 ... Z=26) and the next 8 digits, weighted
    # 1 2 1 2 ..., digit sums of the products added, mod 10 = the last digit
    m = re.fullmatch(r'([A-Z])(\d{8})(\d)', s)
    if not m: return False
    d = [int(c) for c in '%02d' % _KV[m.group(1)] + m.group(2)]
    tot = 0
    for i, x in enumerate(d):
        p = x * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return tot % 10 == int(m.group(3))

def mw_nid_ok(s):  # Malawi national ID number, format only, as this set assumes it: 8 capitals and digits,
    # with at least one of each
    return bool(re.fullmatch(r'(?=.*\d)(?=.*[A-Z])[A-Z0-9]{8}', s))

_CF_MONTH = 'ABCDEHLMPRST'
def cf_it_birth(s):  # codice fiscale: YY, month letter, day (+40 for women); YY above 26 read as 19YY
    yy, mm, dd = int(s[6:8]), _CF_MONTH.index(s[8]) + 1, int(s[9:11])
    sex = 'F' if dd > 40 else 'M'
    return '%04d-%02d-%02d' % ((1900 if yy > 26 else 2000) + yy, mm, dd - 40 if dd > 40 else dd), sex

CHECKS.update({
    'arizona-dl': arizona_dl_ok, 'mb-phin': mb_phin_ok, 'jm-trn': jm_trn_ok, 'tt-id': tt_id_ok,
    'de-kvnr': de_kvnr_ok, 'mw-nid': mw_nid_ok,
    'cf-it': v.cf_it_ok, 'cpf': v.cpf_ok, 'zm-nrc': v.zm_nrc_ok,
})
BIRTH.update({'cf-it': cf_it_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail, and
# the birth dates stated in this set's records for the Trinidad and Tobago IDs.  Run with
#     python3 checks.py selftest
_EXAMPLES = [('arizona-dl', 'D08472915', 'D0847291'), ('mb-phin', '318 604 227', '318 604 22'),
             ('jm-trn', '118-402-736', '218-402-736'), ('tt-id', '19580721047', '19581321047'),
             ('de-kvnr', 'A123456780', 'A123456781'), ('mw-nid', 'ZQ4T7K2M', 'ZQ4T7K2'),
             ('cf-it', 'RSSMRA85T10A562S', 'RSSMRA85T10A562T'), ('cpf', '111.444.777-35', '111.444.777-36'),
             ('zm-nrc', '418273/64/1', '418273/64/4')]
_TT_BIRTH = [('19580721047', '1958-07-21')]                                          # record 12

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    for value, date in _TT_BIRTH:
        ok = CHECKS['tt-id'](value) and tt_id_birth(value) == date
        print('tt-id', value, date, 'ok' if ok else 'FAILED'); bad += not ok
    ok = cf_it_birth('RSSMRA85T10A562S') == ('1985-12-10', 'M')
    print('cf-it birth RSSMRA85T10A562S', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] == 'cf-it':
        print(*[sys.argv[3] + c for c in 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' if v.cf_it_ok(sys.argv[3] + c)])
    else:
        v.main(CHECKS, selftest)
