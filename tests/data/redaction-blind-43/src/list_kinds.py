#!/usr/bin/env python3
"""List the check kinds and birth decoders inherited from redaction-blind-42 (loaded by path)."""
import os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '../../../../scripts/blind-gold'))
import validators as v
b42 = v.load_checks(os.path.join(HERE, '..'), 'redaction-blind-42')
print(len(b42.CHECKS), 'kinds:', ' '.join(sorted(b42.CHECKS)))
print(len(b42.BIRTH), 'birth:', ' '.join(sorted(b42.BIRTH)))
print('size', b42.SIZE_BYTES)
