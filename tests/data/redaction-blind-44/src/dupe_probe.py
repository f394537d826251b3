#!/usr/bin/env python3
"""For each new kind: N values valid under it and N of the same shape with a random check part, fed to every
inherited validator (blind-43's CHECKS, called as functions).  Prints the inherited kinds that accept valid values
clearly more often than random ones (which would mean the new kind computes something already checked)."""
import os, random, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import checks as c
R = random.Random(44)
A36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
def d(n): return ''.join(R.choice('0123456789') for _ in range(n))
def gen(kind, valid):
    while True:
        if kind == 'mrz-passport':
            doc = ''.join(R.choice(A36) for _ in range(9)); dob = '%02d%02d%02d' % (R.randrange(100), R.randint(1, 12), R.randint(1, 28))
            exp = '%02d%02d%02d' % (R.randrange(100), R.randint(1, 12), R.randint(1, 28)); m = c.mrz_digit
            s = doc + m(doc) + 'GBR' + dob + m(dob) + R.choice('MF') + exp + m(exp) + '<' * 14 + '<'
            s += m(s[0:10] + s[13:20] + s[21:43]) if valid else R.choice('0123456789')
        elif kind == 'iata-ticket':
            s = '%s-%s %d' % (d(3), d(10), R.randrange(7) if not valid else 0)
            if valid: s = s[:-1] + str(int(s[4:14]) % 7)
        elif kind == 'ni-cedula':
            base = '%s-%02d%02d%02d-%s' % (d(3), R.randint(1, 28), R.randint(1, 12), R.randrange(100), d(4))
            s = base + (c._NI[int(base.replace('-', '')) % 23] if valid else R.choice(c._NI))
        else:
            b = d(8); s = '%s.%s.%s-' % (b[:2], b[2:5], b[5:])
            r = (11 - sum(int(x) * w for x, w in zip(b, range(2, 10))) % 11) % 11
            s += ('X' if r == 10 else str(r)) if valid else R.choice('0123456789X')
        if not valid or c.CHECKS[kind](s): return s
N = int(sys.argv[1]) if sys.argv[1:] else 1000
for kind in c.NEW:
    good = [gen(kind, True) for _ in range(N)]; rnd = [gen(kind, False) for _ in range(N)]
    flagged = []
    for k, f in c.b43.CHECKS.items():
        def rate(vals):
            n = 0
            for x in vals:
                try: n += bool(f(x))
                except Exception: pass
            return n
        g, r = rate(good), rate(rnd)
        if g > 0 and g > 2 * r + 20: flagged.append('%s %d/%d' % (k, g, r))
    print(kind, 'valid values vs random: inherited kinds accepting valid ones clearly more often:', ', '.join(flagged) or 'none')
