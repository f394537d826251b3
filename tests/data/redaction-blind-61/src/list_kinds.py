#!/usr/bin/env python3
"""Print the kind names of blind-60's CHECKS (loaded by path) and of its BIRTH decoders.  (Adapted from blind-60's.)"""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b60 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-60')
print(len(b60.CHECKS), 'kinds;', len(b60.BIRTH), 'birth decoders')
print(' '.join(sorted(b60.CHECKS)))
print('BIRTH:', ' '.join(sorted(b60.BIRTH)))
