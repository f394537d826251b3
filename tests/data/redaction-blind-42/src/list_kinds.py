"""Helper: import blind-41's checks.py by path and print its check kinds and birth decoders."""
import os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '../../../../scripts/blind-gold'))
import validators as v
b41 = v.load_checks(os.path.join(HERE, '..'), 'redaction-blind-41')
print(len(b41.CHECKS), 'kinds')
print(' '.join(sorted(b41.CHECKS)))
print('BIRTH:', ' '.join(sorted(b41.BIRTH)))
print('SIZE', b41.SIZE_BYTES)
