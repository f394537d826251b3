#!/usr/bin/env python3
"""Print the kind names of blind-58's CHECKS (loaded by path) and of its BIRTH decoders.  (Adapted from blind-58's.)"""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b58 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-58')
print(len(b58.CHECKS), 'kinds;', len(b58.BIRTH), 'birth decoders')
print(' '.join(sorted(b58.CHECKS)))
print('BIRTH:', ' '.join(sorted(b58.BIRTH)))
