#!/usr/bin/env python3
"""Print the kind names of blind-64's CHECKS (loaded by path) and of its BIRTH decoders.  (Adapted from blind-64's.)"""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b64 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-64')
print(len(b64.CHECKS), 'kinds;', len(b64.BIRTH), 'birth decoders')
print(' '.join(sorted(b64.CHECKS)))
print('BIRTH:', ' '.join(sorted(b64.BIRTH)))
