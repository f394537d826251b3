#!/usr/bin/env python3
"""Complete identifiers for this set's records with blind-50's CHECKS (loaded by path) and validators; print only
the values (made-up stems typed here).  KIND=PARTIAL with one ? where the check character goes."""
import os, string, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
C = v.load_checks(os.path.join(H, '..'), 'redaction-blind-50').CHECKS
for kind, part in [a.split('=', 1) for a in sys.argv[1:]]:
    if kind == 'iban':
        print(kind, v.iban_complete(part[:2], part[2:])); continue
    if '?' not in part:
        print(kind, part, C[kind](part)); continue
    print(kind, [part.replace('?', c) for c in string.digits + string.ascii_uppercase if C[kind](part.replace('?', c))])
