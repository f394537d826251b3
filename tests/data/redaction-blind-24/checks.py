"""Checks of redaction-blind-24 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-23's checks.py by path (which loads
blind-22's, which loads blind-21's, blind-20's, blind-19's, blind-18's, blind-17's and blind-16's and the
shared scripts/blind-gold/validators.py) and starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: only
the kinds new in this set, below.  All of them are format checks: none of these numbers has a public check
digit.  Where a number encodes the holder's sex and no birth date (CNIC, Omang, the Senegalese NIN), SEX
decodes it, and selftest checks the values this set's records mark against the sex the records state or
imply by a title or kin word (make_gold.py's %% agree: lines need a birth date, so they cannot be used).

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added (inherited kinds)
    python3 checks.py complete sa-id 790423041708        # twelve digits: adds the SA ID Luhn digit
    python3 checks.py complete dea FB418273              # adds the DEA check digit
    python3 checks.py complete iban "IE00 BOFI 9018 1274 4062 19"   # replaces 00 with the IBAN check digits
    python3 checks.py selftest                           # examples of the new kinds pass, altered ones fail
"""
import importlib.util, os, re, sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'blind23_checks', os.path.join(_HERE, '..', 'redaction-blind-23', 'checks.py'))
b23 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b23)
v = b23.v                                  # scripts/blind-gold/validators.py, as blind-16 loads it

CHECKS = dict(b23.CHECKS)
BIRTH = dict(b23.BIRTH)
SIZE_BYTES = b23.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-23


# ---- new in redaction-blind-24

def pk_cnic_ok(s):  # Pakistani CNIC (and the child's B-form / CRC number, same shape), format only:
    # 5-digit locality code, 7 digits, a last digit odd for men and even for women: NNNNN-NNNNNNN-N
    return bool(re.fullmatch(r'[1-7]\d{4}-\d{7}-\d', s))

def bw_omang_ok(s):  # Botswana Omang (national identity card) number, format only, as this set assumes it:
    # 9 digits, the fifth 1 for men and 2 for women
    return bool(re.fullmatch(r'\d{4}[12]\d{4}', s))

def sn_nin_ok(s):  # Senegalese national identification number (NIN, on the ECOWAS identity card), format
    # only, as this set assumes it: 13 digits, the first 1 for men and 2 for women, printed run together or
    # grouped 1 3 4 5
    return bool(re.fullmatch(r'[12] ?\d{3} ?\d{4} ?\d{5}', s))

def tx_dl_ok(s):  # Texas driver licence, format only: 8 digits
    return bool(re.fullmatch(r'\d{8}', s))

def co_dl_ok(s):  # Colorado driver licence, format only: 9 digits written NN-NNN-NNNN
    return bool(re.fullmatch(r'\d{2}-\d{3}-\d{4}', s))

def sk_hsn_ok(s):  # Saskatchewan health services number, format only: 9 digits, often written 3 3 3
    return bool(re.fullmatch(r'\d{3} ?\d{3} ?\d{3}', s))

def fl_medicaid_ok(s):  # Florida Medicaid recipient ID, format only: 10 digits
    return bool(re.fullmatch(r'\d{10}', s))

def gh_plate_ok(s):  # Ghana vehicle registration, format only: region letters, 1-4 digits, a dash and the
    # two digits of the year (GR 1234-19); motorcycles put M and the year first (M-21-WR 4417)
    return bool(re.fullmatch(r'[A-Z]{1,2} \d{1,4}-\d{2}|M-\d{2}-[A-Z]{1,2} \d{1,4}', s))

def au_ahpra_ok(s):  # AHPRA registration number, format only: a 3-letter profession code and 10 digits
    return bool(re.fullmatch(r'(MED|NMW|PHA|DEN|PHY|PSY|OCC|OPT|POD|CMR|PAR|MRP|ATS|CHI|OST)\d{10}', s))

def nz_plate_ok(s):  # New Zealand standard plate, format only: three letters and up to three digits
    return bool(re.fullmatch(r'[A-Z]{3}\d{1,3}', s))

CHECKS.update({
    'pk-cnic': pk_cnic_ok, 'bw-omang': bw_omang_ok, 'sn-nin': sn_nin_ok, 'tx-dl': tx_dl_ok,
    'co-dl': co_dl_ok, 'sk-hsn': sk_hsn_ok, 'fl-medicaid': fl_medicaid_ok, 'gh-plate': gh_plate_ok,
    'au-ahpra': au_ahpra_ok, 'nz-plate': nz_plate_ok,
})

# The sex a number encodes, for the kinds that encode one and no birth date (the BIRTH decoders of
# make_gold.py need a date, so these are checked by selftest against the records' stated sexes)
SEX = {
    'pk-cnic': lambda s: 'M' if int(s[-1]) % 2 else 'F',
    'bw-omang': lambda s: 'M' if s[4] == '1' else 'F',
    'sn-nin': lambda s: 'M' if s[0] == '1' else 'F',
}

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail, and
# the sexes stated in this set's records for the numbers that encode one.  Run with
#     python3 checks.py selftest
_EXAMPLES = [('pk-cnic', '36302-4418273-5', '36302-4418273-55'), ('bw-omang', '418712095', '418732095'),
             ('sn-nin', '1 751 1987 00412', '3 751 1987 00412'), ('tx-dl', '41873506', '4187350'),
             ('co-dl', '14-208-3361', '14-2083-361'), ('sk-hsn', '704 218 553', '704 218 55'),
             ('fl-medicaid', '4419028736', '441902873'), ('gh-plate', 'WR 2841-19', 'WR 2841-2019'),
             ('gh-plate', 'M-21-WR 4417', 'M-21 WR 4417'), ('au-ahpra', 'PHA0001834562', 'PHX0001834562'),
             ('nz-plate', 'NKR217', 'NK217')]
_SEXES = [('pk-cnic', '36302-4418273-5', 'M'), ('pk-cnic', '36302-1187406-2', 'F'),     # record 14
          ('pk-cnic', '36302-9912834-1', 'M'),
          ('bw-omang', '418712095', 'M'), ('bw-omang', '527324418', 'F'),               # record 19
          ('sn-nin', '1 751 1987 00412', 'M'), ('sn-nin', '2 751 1961 03187', 'F'),       # record 20
          ('sn-nin', '1 751 1990 01855', 'M'), ('sn-nin', '2 751 1994 02286', 'F')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    for kind, value, sex in _SEXES:
        ok = CHECKS[kind](value) and SEX[kind](value) == sex
        print(kind, value, sex, 'ok' if ok else 'FAILED'); bad += not ok
    return bad

if __name__ == '__main__':
    if sys.argv[1:] == ['selftest']:
        sys.exit(1 if selftest() else 0)
    elif len(sys.argv) == 4 and sys.argv[1] == 'complete' and (sys.argv[2] == 'iban' or sys.argv[2].endswith('-iban')):
        b = re.sub(r'\s', '', sys.argv[3])       # CC00BBAN: replaces 00 with the IBAN check digits
        print(v.iban_complete(b[:2], b[4:]))
    else:
        v.main(CHECKS)
