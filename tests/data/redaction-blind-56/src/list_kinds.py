#!/usr/bin/env python3
"""Print the kind names of blind-55's CHECKS (loaded by path) and of its BIRTH decoders."""
import os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(H, '../../../../scripts/blind-gold'))
import validators as v
b55 = v.load_checks(os.path.join(H, '..'), 'redaction-blind-55')
print(len(b55.CHECKS), 'kinds;', len(b55.BIRTH), 'birth decoders')
print(' '.join(sorted(b55.CHECKS)))
print('BIRTH:', ' '.join(sorted(b55.BIRTH)))
