#!/usr/bin/env python3
"""Complete or test identifiers for this set's records with this set's CHECKS (blind-64's, loaded by path, plus
the new kinds) and validators; print only the values (made-up stems typed here).  KIND=VALUE tests a value;
KIND=PARTIAL with one ? tries every digit and capital letter there; iban=CC00BBAN fills in the IBAN check
digits; birth:KIND=VALUE prints what BIRTH decodes.  (Adapted from blind-64's.)"""
import os, string, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '..')); sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
import checks
C = checks.CHECKS
for kind, part in [a.split('=', 1) for a in sys.argv[1:]]:
    if kind == 'iban':
        print(kind, v.iban_complete(part[:2], part[4:])); continue
    if kind.startswith('birth:'):
        print(kind, repr(part), checks.BIRTH[kind[6:]](part)); continue
    if '?' not in part:
        print(kind, repr(part), C[kind](part)); continue
    print(kind, [part.replace('?', c) for c in string.digits + string.ascii_uppercase if C[kind](part.replace('?', c))])
