#!/usr/bin/env python3
"""Print the kind names of blind-61's CHECKS (loaded by path) and of its BIRTH decoders.  (Adapted from blind-61's.)"""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b61 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-61')
print(len(b61.CHECKS), 'kinds;', len(b61.BIRTH), 'birth decoders')
print(' '.join(sorted(b61.CHECKS)))
print('BIRTH:', ' '.join(sorted(b61.BIRTH)))
