"""Checks of redaction-blind-45 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-44's checks.py by path (which loads
blind-43's, and so on back to the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-44's checks.py uses for blind-43's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set assumes the format.

  ve-rif        Venezuelan RIF (SENIAT): type letter V, E, J, P or G (valued 1-5), 8 digits, check digit;
                weights 4 on the letter value, then 3 2 7 6 5 4 3 2; check = 11 - sum mod 11, 0 when >= 10.
  hu-szemelyi   Hungarian personal identification number (szemelyi azonosito): sex/century digit (1-8),
                birth date YYMMDD (must exist), 3-digit serial, check digit.  Born before 1997: digits 1-10
                weighted 1..10; from 1997: weighted 10..1; sum mod 11 is the check (10 never issued).
                Written with or without a space or hyphen after the first and seventh digits.
  hu-bank       Hungarian bank account number (MNB giro rules): 2x8 or 3x8 digits; the first block and the
                rest each weighted 9 7 3 1 repeated, each sum divisible by 10.
  mx-clabe      Mexican CLABE interbank account (Banxico): 18 digits; the first 17 weighted 3 7 1 repeated,
                each product taken mod 10, check = (10 - sum mod 10) mod 10.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import datetime, os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b44 = v.load_checks(_HERE, 'redaction-blind-44')

CHECKS = dict(b44.CHECKS)
BIRTH = dict(b44.BIRTH)
SIZE_BYTES = b44.SIZE_BYTES                # as blind-44


# ---- new in redaction-blind-45

def ve_rif_ok(s):
    m = re.fullmatch(r'([VEJPG])-?(\d{8})-?(\d)', s)
    if not m: return False
    vals = ['VEJPG'.index(m.group(1)) + 1] + [int(c) for c in m.group(2)]
    r = 11 - sum(x * w for x, w in zip(vals, [4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return (0 if r >= 10 else r) == int(m.group(3))


def _hu_parts(s):
    m = re.fullmatch(r'([1-8])[ -]?(\d{6})[ -]?(\d{4})', s)
    if not m: return None
    d = m.group(1) + m.group(2) + m.group(3)
    cent = {'1': 1900, '2': 1900, '3': 2000, '4': 2000, '5': 1800, '6': 1800, '7': 1900, '8': 1900}[d[0]]
    try:
        born = datetime.date(cent + int(d[1:3]), int(d[3:5]), int(d[5:7]))
    except ValueError:
        return None
    return d, born

def hu_szemelyi_ok(s):
    p = _hu_parts(s)
    if not p: return False
    d, born = p
    w = range(1, 11) if born < datetime.date(1997, 1, 1) else range(10, 0, -1)
    r = sum(int(c) * k for c, k in zip(d[:10], w)) % 11
    return r != 10 and r == int(d[10])

def hu_szemelyi_birth(s):
    d, born = _hu_parts(s)
    return born.isoformat(), 'M' if int(d[0]) % 2 else 'F'


def hu_bank_ok(s):
    if not re.fullmatch(r'\d{8}-\d{8}(-\d{8})?', s): return False
    d = s.replace('-', '')
    ok = lambda x: sum(int(c) * (9, 7, 3, 1)[i % 4] for i, c in enumerate(x)) % 10 == 0
    return ok(d[:8]) and ok(d[8:])


def mx_clabe_ok(s):
    d = re.sub(r' ', '', s)
    if not re.fullmatch(r'\d{18}', d): return False
    tot = sum(int(c) * (3, 7, 1)[i % 3] % 10 for i, c in enumerate(d[:17]))
    return (10 - tot % 10) % 10 == int(d[17])


NEW = {'ve-rif': ve_rif_ok, 'hu-szemelyi': hu_szemelyi_ok, 'hu-bank': hu_bank_ok, 'mx-clabe': mx_clabe_ok}
CHECKS.update(NEW)
BIRTH['hu-szemelyi'] = hu_szemelyi_birth

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('ve-rif', 'V-14620381-3', 'V-14620381-4'),
             ('hu-szemelyi', '1-580316-2238', '1-580316-2239'),
             ('hu-bank', '11773016-11111018', '11773016-11111019'),
             ('mx-clabe', '032180000118359719', '032180000118359718')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not ve_rif_ok('X-14620381-3')                    # unknown type letter
          and not hu_szemelyi_ok('1-580230-2238')          # 30 February
          and not hu_bank_ok('1177301611111018')           # blocks not separated
          and not mx_clabe_ok('03218000011835971'))         # 17 digits
    print('rif letter / szemelyi date / giro blocks / clabe length', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    return b44._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
