#!/usr/bin/env python3
"""Print the kind names of blind-57's CHECKS (loaded by path) and of its BIRTH decoders.  (Adapted from blind-57's.)"""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b57 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-57')
print(len(b57.CHECKS), 'kinds;', len(b57.BIRTH), 'birth decoders')
print(' '.join(sorted(b57.CHECKS)))
print('BIRTH:', ' '.join(sorted(b57.BIRTH)))
