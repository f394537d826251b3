#!/usr/bin/env python3
"""Print the kind names of blind-62's CHECKS (loaded by path) and of its BIRTH decoders.  (Adapted from blind-62's.)"""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b62 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-62')
print(len(b62.CHECKS), 'kinds;', len(b62.BIRTH), 'birth decoders')
print(' '.join(sorted(b62.CHECKS)))
print('BIRTH:', ' '.join(sorted(b62.BIRTH)))
