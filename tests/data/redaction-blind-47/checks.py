"""Checks of redaction-blind-47 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-46's checks.py by path (which loads
blind-45's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  de-steuerid  German Steuer-ID (steuerliche Identifikationsnummer): 11 digits, the first not 0; among the
               first 10 digits one digit occurs twice or three times and the others at most once; the last
               digit is an ISO 7064 MOD 11,10 check (the same scheme as validators.oib_ok, reused here).
  br-renavam   Brazilian RENAVAM vehicle registration number: 11 digits (older 9-digit ones padded with
               zeros); check digit = (sum of the first 10 digits times 3 2 9 8 7 6 5 4 3 2) * 10 mod 11,
               10 giving 0.
  it-plate     Italian car plate (1994 on): 2 letters, 3 digits, 2 letters, letters without I, O, Q, U;
               written with or without spaces.  Format only.
  es-plate     Spanish car plate (2000 on): 4 digits and 3 consonants from BCDFGHJKLMNPRSTVWXYZ (no vowels,
               no N with tilde, no Q), with or without a space or hyphen.  Format only.
  fr-plate     French SIV plate (2009 on): AA-123-AA, letters without I, O, U; the blocks SS and WW are not
               issued as the first pair.  Format only.
  ke-plate     Kenyan private car plate: K, two letters, space, three digits, a letter (KDA 123X).
               Format only.
  nd-dl        North Dakota driver's licence number: 3 letters and 6 digits.  Format only.
  br-cns       Brazilian Cartao Nacional de Saude (SUS card): not a new rule, the shared validators.cns_ok
               (15 digits, first 1, 2, 7, 8 or 9, weighted sum 15..1 divisible by 11) under a kind name,
               since no earlier set's CHECKS has one.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b46 = v.load_checks(_HERE, 'redaction-blind-46')

CHECKS = dict(b46.CHECKS)
BIRTH = dict(b46.BIRTH)
SIZE_BYTES = b46.SIZE_BYTES                # as blind-46


# ---- new in redaction-blind-47

def de_steuerid_ok(s):
    d = v._digits(s)
    if len(d) != 11 or d != re.sub(r'\s', '', s) or d[0] == '0': return False
    counts = sorted((d[:10].count(c) for c in set(d[:10])), reverse=True)
    if counts[0] not in (2, 3) or (len(counts) > 1 and counts[1] > 1): return False
    return v.oib_ok(d)                     # ISO 7064 MOD 11,10


def br_renavam_ok(s):
    d = v._digits(s)
    if len(d) != 11 or d != s: return False
    r = sum(int(c) * w for c, w in zip(d[:10], [3, 2, 9, 8, 7, 6, 5, 4, 3, 2])) * 10 % 11
    return (0 if r == 10 else r) == int(d[10])


_IT = '[A-HJ-NPR-TV-Z]'
def it_plate_ok(s):
    return bool(re.fullmatch(_IT + '{2} ?\\d{3} ?' + _IT + '{2}', s))


def es_plate_ok(s):
    return bool(re.fullmatch(r'\d{4}[ -]?[BCDFGHJKLMNPRSTVWXYZ]{3}', s))


_FR = '[A-HJ-NP-TV-Z]'
def fr_plate_ok(s):
    return bool(re.fullmatch(_FR + '{2}-\\d{3}-' + _FR + '{2}', s)) and s[:2] not in ('SS', 'WW')


def ke_plate_ok(s):
    return bool(re.fullmatch(r'K[A-Z]{2} \d{3}[A-Z]', s))


def nd_dl_ok(s):
    return bool(re.fullmatch(r'[A-Z]{3}\d{6}', s))


NEW = {'de-steuerid': de_steuerid_ok, 'br-renavam': br_renavam_ok, 'it-plate': it_plate_ok,
       'es-plate': es_plate_ok, 'fr-plate': fr_plate_ok, 'ke-plate': ke_plate_ok, 'nd-dl': nd_dl_ok,
       'br-cns': v.cns_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('de-steuerid', '47036892816', '47036892817'),
             ('br-renavam', '00639884962', '00639884963'),
             ('it-plate', 'FK 482 TN', 'FK 482 TO'),
             ('es-plate', '4821 KLV', '4821 KLA'),
             ('fr-plate', 'GH-307-PK', 'GH-307-PU'),
             ('ke-plate', 'KCT 418M', 'LCT 418M'),
             ('nd-dl', 'RAT204417', 'RA204417'),
             ('br-cns', '898 0041 8273 0021', '898 0041 8273 0022')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not de_steuerid_ok('01234567890')                # leading 0, no repeated digit
          and not br_renavam_ok('6398849620')              # 10 digits
          and not it_plate_ok('FK482T')                    # too short
          and not es_plate_ok('482 KLV')                   # 3 digits
          and not fr_plate_ok('SS-307-PK')                 # SS block not issued
          and not ke_plate_ok('KCT418M')                   # no space
          and not nd_dl_ok('RAT20441'))                    # 5 digits
    print('steuerid / renavam / it / es / fr / ke / nd malformed', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    return b46._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
