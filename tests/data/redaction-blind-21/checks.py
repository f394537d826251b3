"""Checks of redaction-blind-21 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-20's checks.py by path (which loads
blind-19's, which loads blind-18's, blind-17's and blind-16's and the shared scripts/blind-gold/validators.py)
and starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: from the shared validators, fi-hetu (Finnish
personal identity code: mod 31 check character) and ae-eid (Emirates ID: 784 and Luhn), which earlier checks.py
files do not map; and the kinds new in this set, below.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete ch-ahv 756.9217.4403.6     # twelve digits: adds the EAN-13 check digit
    python3 checks.py complete fi-hetu 140341-415         # adds the hetu check character
    python3 checks.py complete uy-ci 4.381.529-           # adds the cédula check digit
    python3 checks.py complete ch-iban "CH00 0900 0000 6941 1872 3"  # IBAN kinds: computes the two IBAN check digits
    python3 checks.py selftest                             # published examples of the new kinds pass, altered ones fail
"""
import datetime, importlib.util, os, re, sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'blind20_checks', os.path.join(_HERE, '..', 'redaction-blind-20', 'checks.py'))
b20 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b20)
v = b20.v                                  # scripts/blind-gold/validators.py, as blind-16 loads it

CHECKS = dict(b20.CHECKS)
BIRTH = dict(b20.BIRTH)
SIZE_BYTES = b20.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-20


# ---- new in redaction-blind-21

def _compact(s): return re.sub(r'[\s.\-]', '', s)

def ch_ahv_ok(s):  # Swiss social insurance number (AHV/AVS) 756.NNNN.NNNN.NC: 13 digits starting 756 (the
    # country), EAN-13 check digit (weights 1 3 1 3 ... from the left over the first twelve, mod 10)
    if not re.fullmatch(r'756\.\d{4}\.\d{4}\.\d\d', s): return False
    d = [int(c) for c in _compact(s)]
    return (10 - sum(x * (3 if i % 2 else 1) for i, x in enumerate(d[:12])) % 10) % 10 == d[12]

def ch_iban_ok(s):  # CH IBAN: CH, 2 check digits, 5-digit bank clearing number, 12 characters; mod 97
    b = re.sub(r'\s', '', s)
    return bool(re.fullmatch(r'CH\d{7}[A-Z0-9]{12}', b)) and v.iban_ok(b)

_HETU_CENT = {'+': 1800, '-': 1900, 'Y': 1900, 'X': 1900, 'W': 1900, 'V': 1900, 'U': 1900,
              'A': 2000, 'B': 2000, 'C': 2000, 'D': 2000, 'E': 2000, 'F': 2000}
def fi_hetu_ok(s):  # Finnish henkilötunnus DDMMYYCZZZQ: the shared mod-31 check, the birth date must exist
    if not v.hetu_ok(s): return False
    return v._date_ok(_HETU_CENT[s[6]] + int(s[4:6]), int(s[2:4]), int(s[:2]))

def fi_hetu_birth(s):  # the individual number odd for men
    return '%04d-%s-%s' % (_HETU_CENT[s[6]] + int(s[4:6]), s[2:4], s[:2]), 'M' if int(s[7:10]) % 2 else 'F'

def ax_postcode_ok(s):  # Åland postcode, format only: AX-22 and three digits
    return bool(re.fullmatch(r'AX-22\d{3}', s))

def md_idnp_ok(s):  # Moldovan personal identification number (IDNP): 13 digits, 2 for a person, then the
    # last three digits of the year of assignment, the office code and a serial; the check digit is the sum of
    # the first twelve digits weighted 7 3 1 7 3 1 ... mod 10
    if not re.fullmatch(r'2\d{12}', s): return False
    d = [int(c) for c in s]
    return sum(x * (7, 3, 1)[i % 3] for i, x in enumerate(d[:12])) % 10 == d[12]

def md_iban_ok(s):  # MD IBAN: MD, 2 check digits, 2-character bank code, 18 characters; mod 97
    b = re.sub(r'\s', '', s)
    return bool(re.fullmatch(r'MD\d\d[A-Z0-9]{20}', b)) and v.iban_ok(b)

def uy_ci_ok(s):  # Uruguayan cédula de identidad N.NNN.NNN-C: weights 2 9 8 7 6 3 4 over the seven digits
    # (padded on the left), check = (10 - sum mod 10) mod 10
    m = re.fullmatch(r'(\d\.\d{3}\.\d{3}|\d{3}\.\d{3})-(\d)', s)
    if not m: return False
    d = [int(c) for c in m.group(1).replace('.', '').zfill(7)]
    return (10 - sum(x * w for x, w in zip(d, [2, 9, 8, 7, 6, 3, 4])) % 10) % 10 == int(m.group(2))

def ae_eid_ok(s):  # Emirates ID written 784-YYYY-NNNNNNN-C: the shared check (784 and Luhn), with the dashes
    return bool(re.fullmatch(r'784-(19|20)\d\d-\d{7}-\d', s)) and v.emirates_id_ok(s)

def ae_iban_ok(s):  # AE IBAN: AE, 2 check digits, 3-digit bank code, 16-digit account; mod 97
    b = re.sub(r'\s', '', s)
    return bool(re.fullmatch(r'AE\d{21}', b)) and v.iban_ok(b)

def fl_dl_ok(s):  # Florida driver licence, format only: the surname's letter and 12 digits, written 4-3-2-3-1
    return bool(re.fullmatch(r'[A-Z]\d{3}-\d{3}-\d{2}-\d{3}-\d', s))

def nl_mcp_ok(s):  # Newfoundland and Labrador MCP number, format only: 12 digits, often written 3 3 3 3
    return bool(re.fullmatch(r'\d{3} ?\d{3} ?\d{3} ?\d{3}', s))

_nuban = b20.b19.b18.b17._nuban            # blind-17's NUBAN check, one kind per bank (CBN code not printed)

CHECKS.update({
    'fi-hetu': fi_hetu_ok, 'ae-eid': ae_eid_ok,
    'ch-ahv': ch_ahv_ok, 'ch-iban': ch_iban_ok, 'ax-postcode': ax_postcode_ok,
    'md-idnp': md_idnp_ok, 'md-iban': md_iban_ok, 'uy-ci': uy_ci_ok, 'ae-iban': ae_iban_ok,
    'fl-dl': fl_dl_ok, 'nl-mcp': nl_mcp_ok, 'nuban-firstbank': _nuban('011'),
})
BIRTH.update({'fi-hetu': fi_hetu_birth})

# Published examples of the new kinds (and one changed digit each, which must fail): run with
#     python3 checks.py selftest
_EXAMPLES = [('ch-ahv', '756.9217.0769.85'), ('fi-hetu', '131052-308T'), ('uy-ci', '1.234.567-2'),
             ('ch-iban', 'CH93 0076 2011 6238 5295 7')]

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
    elif len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] == 'fi-hetu':
        print(*[sys.argv[3] + c for c in v._HETU if fi_hetu_ok(sys.argv[3] + c)])
    elif len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2].endswith('-iban'):
        b = re.sub(r'\s', '', sys.argv[3])       # CC00BBAN: replaces 00 with the IBAN check digits
        print(v.iban_complete(b[:2], b[4:]))
    else:
        v.main(CHECKS)
