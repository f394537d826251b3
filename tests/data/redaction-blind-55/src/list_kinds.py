#!/usr/bin/env python3
"""Print the kind names of blind-54's CHECKS (loaded by path) and of its BIRTH decoders."""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b54 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-54')
print(len(b54.CHECKS), 'kinds;', len(b54.BIRTH), 'birth decoders')
print(' '.join(sorted(b54.CHECKS)))
print('BIRTH:', ' '.join(sorted(b54.BIRTH)))
