#!/usr/bin/env python3
"""Call a check kind of this set (its own or inherited from redaction-blind-42, loaded by path) as a function.

    python3 src/try_kinds.py KIND VALUE [VALUE...]     # prints ok/FAIL for each value
    python3 src/try_kinds.py KIND 'PART?'              # ? marks check characters: prints the completions
                                                       # (digits, or the kind's own alphabet)
"""
import itertools, os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import checks as c
kind = sys.argv[1]
f = c.CHECKS[kind]
for val in sys.argv[2:]:
    if '?' in val:
        alpha = {'meid': c._HEX, 'au-usi': c._USI}.get(kind)
        if alpha is None:
            alpha = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' if kind in ('cf-it', 'es-dni', 'au-provider') else '0123456789'
        n = val.count('?'); out = []
        for combo in itertools.product(alpha, repeat=n):
            cand = val
            for ch in combo: cand = cand.replace('?', ch, 1)
            try:
                if f(cand): out.append(cand)
            except Exception: pass
        print(kind, val, '->', ' '.join(out[:12]) or 'none')
    else:
        try: r = f(val)
        except Exception as e: r = 'error %s' % e
        print(kind, repr(val), 'ok' if r is True or (r and not isinstance(r, str)) else 'FAIL (%s)' % r)
