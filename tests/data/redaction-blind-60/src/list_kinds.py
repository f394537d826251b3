#!/usr/bin/env python3
"""Print the kind names of blind-59's CHECKS (loaded by path) and of its BIRTH decoders.  (Adapted from blind-59's.)"""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b59 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-59')
print(len(b59.CHECKS), 'kinds;', len(b59.BIRTH), 'birth decoders')
print(' '.join(sorted(b59.CHECKS)))
print('BIRTH:', ' '.join(sorted(b59.BIRTH)))
