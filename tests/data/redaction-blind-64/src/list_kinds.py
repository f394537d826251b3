#!/usr/bin/env python3
"""Print the kind names of blind-63's CHECKS (loaded by path) and of its BIRTH decoders.  (Adapted from blind-63's.)"""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b63 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-63')
print(len(b63.CHECKS), 'kinds;', len(b63.BIRTH), 'birth decoders')
print(' '.join(sorted(b63.CHECKS)))
print('BIRTH:', ' '.join(sorted(b63.BIRTH)))
