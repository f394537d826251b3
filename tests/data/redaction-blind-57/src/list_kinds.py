#!/usr/bin/env python3
"""Print the kind names of blind-56's CHECKS (loaded by path) and of its BIRTH decoders."""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b56 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-56')
print(len(b56.CHECKS), 'kinds;', len(b56.BIRTH), 'birth decoders')
print(' '.join(sorted(b56.CHECKS)))
print('BIRTH:', ' '.join(sorted(b56.BIRTH)))
