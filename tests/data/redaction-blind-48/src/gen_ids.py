#!/usr/bin/env python3
"""Complete identifiers for this set's records with checks._complete / validators; print only the values
(made-up stems typed here)."""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '..'))
import checks as c
v = c.v
for kind, part in [a.split('=', 1) for a in sys.argv[1:]]:
    if kind == 'iban':
        print(kind, v.iban_complete(part[:2], part[2:]))
    elif '?' in part:
        print(kind, part, c._complete(kind, part))
    else:
        print(kind, part, c.CHECKS[kind](part))
