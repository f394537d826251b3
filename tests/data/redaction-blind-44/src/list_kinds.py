#!/usr/bin/env python3
"""Print the check kinds inherited from blind-43's checks.py (imported by path), and whether given names are among them."""
import os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '../../../../scripts/blind-gold'))
import validators as v
b43 = v.load_checks(os.path.join(HERE, '..'), 'redaction-blind-43')
if sys.argv[1:]:
    for k in sys.argv[1:]: print(k, k in b43.CHECKS)
else:
    print(len(b43.CHECKS), 'kinds,', len(b43.BIRTH), 'birth decoders'); print(' '.join(sorted(b43.CHECKS)))
