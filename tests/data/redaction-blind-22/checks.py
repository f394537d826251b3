"""Checks of redaction-blind-22 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-21's checks.py by path (which loads
blind-20's, which loads blind-19's, blind-18's, blind-17's and blind-16's and the shared
scripts/blind-gold/validators.py) and starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: from the
shared validators, mu-nic (Mauritian identity card: format, the birth date must exist), which earlier
checks.py files do not map; and the kinds new in this set, below.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete kw-civil 28811140337      # eleven digits: adds the civil ID check digit
    python3 checks.py complete pe-ruc 1029481736         # ten digits: adds the RUC check digit
    python3 checks.py complete ao-iban "AO00 0040 0000 1234 5678 1019 1"   # IBAN kinds: the two check digits
    python3 checks.py selftest                           # published examples of the new kinds pass, altered ones fail
"""
import importlib.util, os, re, sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'blind21_checks', os.path.join(_HERE, '..', 'redaction-blind-21', 'checks.py'))
b21 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b21)
v = b21.v                                  # scripts/blind-gold/validators.py, as blind-16 loads it

CHECKS = dict(b21.CHECKS)
BIRTH = dict(b21.BIRTH)
SIZE_BYTES = b21.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-21


# ---- new in redaction-blind-22

_KW_W = [2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def kw_civil_ok(s):  # Kuwait civil ID number: 12 digits, a century digit (2 for 1900s, 3 for 2000s), YYMMDD,
    # a 4-digit serial and a check digit = 11 - (first eleven weighted 2 1 6 3 7 9 10 5 8 4 2, mod 11);
    # a result of 10 or 11 is not issued.  The birth date must exist
    if not re.fullmatch(r'[23]\d{11}', s): return False
    if not v._date_ok((1900 if s[0] == '2' else 2000) + int(s[1:3]), int(s[3:5]), int(s[5:7])): return False
    c = 11 - sum(int(x) * w for x, w in zip(s, _KW_W)) % 11
    return c < 10 and c == int(s[11])

def kw_civil_birth(s):  # the birth date only (the number does not encode sex); '-' for the sex field
    return '%04d-%s-%s' % ((1900 if s[0] == '2' else 2000) + int(s[1:3]), s[3:5], s[5:7]), '-'

_RUC_W = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
def pe_ruc_ok(s):  # Peruvian RUC (taxpayer number): 11 digits, 10 (a person: 10 + DNI), 15, 17 or 20 (a
    # company); check digit = (11 - weighted sum of the first ten (5 4 3 2 7 6 5 4 3 2) mod 11) mod 10
    if not re.fullmatch(r'(10|15|17|20)\d{9}', s): return False
    return (11 - sum(int(x) * w for x, w in zip(s, _RUC_W)) % 11) % 10 == int(s[10])

def pe_dni_ok(s):  # Peruvian DNI, format only: 8 digits (the check character on the card is not written)
    return bool(re.fullmatch(r'\d{8}', s))

def ao_bi_ok(s):  # Angolan identity card (Bilhete de Identidade) number, format only: 9 digits, the
    # two-letter code of the province of issue, 3 digits (e.g. 004512873LA041)
    return bool(re.fullmatch(r'\d{9}(LA|BO|BE|HO|HA|CA|KS|KN|ZE|UE|ML|MO|BG|LN|CC|CN|CE|NA|LS)\d{3}', s))

def ao_iban_ok(s):  # AO IBAN: AO, 2 check digits, 21 digits (bank 4, branch 4, account 11, national 2); mod 97
    b = re.sub(r'\s', '', s)
    return bool(re.fullmatch(r'AO\d{23}', b)) and v.iban_ok(b)

def ug_nin_ok(s):  # Ugandan National Identification Number, format only, as this set assumes it: CM (men)
    # or CF (women), the last two digits of the birth year, then 10 digits or capitals (14 characters)
    return bool(re.fullmatch(r'C[MF]\d{2}[0-9A-Z]{10}', s))

def bc_dl_ok(s):  # British Columbia driver's licence, format only: 7 digits
    return bool(re.fullmatch(r'\d{7}', s))

def ak_dl_ok(s):  # Alaska driver's licence, format only: 7 digits
    return bool(re.fullmatch(r'\d{7}', s))

def imei_ok(s):  # IMEI: 15 digits, Luhn
    d = re.sub(r'[\s-]', '', s)
    return bool(re.fullmatch(r'\d{15}', d)) and v.luhn_ok(d)

CHECKS.update({
    'mu-nic': v.mu_nic_ok,
    'kw-civil': kw_civil_ok, 'pe-ruc': pe_ruc_ok, 'pe-dni': pe_dni_ok, 'ao-bi': ao_bi_ok,
    'ao-iban': ao_iban_ok, 'ug-nin': ug_nin_ok, 'bc-dl': bc_dl_ok, 'ak-dl': ak_dl_ok, 'imei': imei_ok,
})
BIRTH.update({'kw-civil': kw_civil_birth})

# Published examples of the new check-digit kinds (and one changed digit each, which must fail): run with
#     python3 checks.py selftest
_EXAMPLES = [('kw-civil', '288020122596'), ('pe-ruc', '20512333797'),
             ('ao-iban', 'AO06004400006729503010102'), ('imei', '490154203237518')]

def selftest():
    bad = 0
    for kind, good in _EXAMPLES:
        wrong = good[:-1] + ('0' if good[-1] != '0' else '1')
        ok = CHECKS[kind](good) and not CHECKS[kind](wrong)
        print(kind, good, 'ok' if ok else 'FAILED'); bad += not ok
    return bad

if __name__ == '__main__':
    if sys.argv[1:] == ['selftest']:
        sys.exit(1 if selftest() else 0)
    elif len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2].endswith('-iban'):
        b = re.sub(r'\s', '', sys.argv[3])       # CC00BBAN: replaces 00 with the IBAN check digits
        print(v.iban_complete(b[:2], b[4:]))
    else:
        v.main(CHECKS)
