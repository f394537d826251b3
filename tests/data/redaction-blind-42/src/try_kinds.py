"""Helper: call inherited validators (blind-41's CHECKS via this set's checks.py) on candidate values, and
complete check characters: python3 src/try_kinds.py KIND VALUE...  ('?' in VALUE marks check positions)."""
import os, sys, itertools
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import checks as c
kind = sys.argv[1]
f = c.CHECKS[kind]
ALPHA = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
for val in sys.argv[2:]:
    if '?' in val:
        n = val.count('?')
        alpha = ALPHA if (kind in ('hibc', 'isbt-din') or n == 1) else '0123456789'
        outs = []
        for combo in itertools.product(alpha, repeat=n):
            cand = val
            for ch in combo: cand = cand.replace('?', ch, 1)
            try:
                if f(cand): outs.append(cand)
            except Exception: pass
        print(kind, val, '->', ' '.join(outs[:12]), '(%d)' % len(outs))
    else:
        try: r = f(val)
        except Exception as e: r = 'error %r' % e
        print(kind, repr(val), r)
