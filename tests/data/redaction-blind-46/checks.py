"""Checks of redaction-blind-46 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-45's checks.py by path (which loads
blind-44's, and so on back to the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-45's checks.py uses for blind-44's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set assumes the format.

  orcid     ORCID iD of a researcher: 16 characters in four groups of four, NNNN-NNNN-NNNN-NNNC; check
            character by ISO 7064 MOD 11-2 over the first 15 digits (running total = (total + d) * 2,
            check = (12 - total mod 11) mod 11, 10 written X); issued ids start 0000-0001 ... 0000-0003.
  iccid     SIM card serial (ICCID, ITU-T E.118): 89 (telecom), then country, issuer and account digits,
            19 or 20 digits in all, the last a Luhn check over the rest; may be written in groups.
  uk-nmc    UK Nursing and Midwifery Council PIN: 2 digits (year of first registration), a month letter
            A-L, 4 digits, and a letter for the country of registration (E, S, W, N, O for overseas).
            Format only.
  au-dva    Australian Department of Veterans' Affairs file number: state letter (N, V, Q, W, S, T),
            a service/war code of 1-3 letters, digits, together 8 characters, optionally a trailing
            segment letter for a dependant.  Format only.
  mmsi      Maritime Mobile Service Identity of a ship station: 9 digits, the first three a Maritime
            Identification Digits block 201-775 (first digit 2-7).  Format only.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b45 = v.load_checks(_HERE, 'redaction-blind-45')

CHECKS = dict(b45.CHECKS)
BIRTH = dict(b45.BIRTH)
SIZE_BYTES = b45.SIZE_BYTES                # as blind-45


# ---- new in redaction-blind-46

def orcid_ok(s):
    if not re.fullmatch(r'0000-000[1-3]-\d{4}-\d{3}[\dX]', s): return False
    d = s.replace('-', '')
    tot = 0
    for c in d[:15]:
        tot = (tot + int(c)) * 2
    r = (12 - tot % 11) % 11
    return ('X' if r == 10 else str(r)) == d[15]


def iccid_ok(s):
    if not re.fullmatch(r'89[\d ]+', s): return False
    d = v._digits(s)
    return len(d) in (19, 20) and v.luhn_ok(d)


def uk_nmc_ok(s):
    return bool(re.fullmatch(r'\d{2}[A-L]\d{4}[ESWNO]', s))


def au_dva_ok(s):
    m = re.fullmatch(r'([NVQWST][A-Z]{1,3}\d+)([A-Z]?)', s)
    return bool(m) and len(m.group(1)) == 8


def mmsi_ok(s):
    return bool(re.fullmatch(r'\d{9}', s)) and 201 <= int(s[:3]) <= 775


NEW = {'orcid': orcid_ok, 'iccid': iccid_ok, 'uk-nmc': uk_nmc_ok, 'au-dva': au_dva_ok, 'mmsi': mmsi_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('orcid', '0000-0002-1694-233X', '0000-0002-1694-2339'),
             ('iccid', '8944200011231044047', '8944200011231044048'),
             ('uk-nmc', '03I4417E', '03M4417E'),
             ('au-dva', 'QX512604', 'QX5126041'),
             ('mmsi', '232004518', '832004518')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not orcid_ok('0000-0002-1694-233')               # 15 characters
          and not iccid_ok('8844200011231044046')          # not 89
          and not uk_nmc_ok('03I4417')                     # no country letter
          and not au_dva_ok('ZX512604')                    # unknown state letter
          and not mmsi_ok('23200451'))                     # 8 digits
    print('orcid length / iccid prefix / nmc country / dva state / mmsi length', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789X' if CHECKS[kind](part.replace('?', c))]
    return b45._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
