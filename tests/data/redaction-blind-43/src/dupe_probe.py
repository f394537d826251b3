#!/usr/bin/env python3
"""Is a new kind one an earlier set already computes?  Feed N values (200 by default, or the number given as the first argument) valid under each new kind of this
set's checks.py, and as many values of the same shape with a random check part, to every inherited validator
(the CHECKS of redaction-blind-42's checks.py, loaded by path) and print each inherited kind that accepts
any of them, with both counts.  A kind that computes the same check would accept the valid values far more
often than the random ones."""
import os, random, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_ids as g
c = g.c
rnd = random.Random(43)
N = int(sys.argv[1]) if sys.argv[1:] else 200
inherited = {k: f for k, f in c.b42.CHECKS.items()}
print(len(inherited), 'inherited kinds')
for kind in c.NEW:
    good = [g.valid(kind, rnd)[0] for _ in range(N)]
    rand = [g.shaped(kind, rnd) for _ in range(N)]
    assert all(c.CHECKS[kind](x) for x in good), kind
    nrand = sum(c.CHECKS[kind](x) for x in rand)
    hits = []
    for k, f in sorted(inherited.items()):
        def n(vals):
            t = 0
            for x in vals:
                try: t += bool(f(x))
                except Exception: pass
            return t
        a, b = n(good), n(rand)
        if a or b: hits.append('%s %d/%d' % (k, a, b))
    print('%-13s own kind accepts random-check values %3d/%d; inherited kinds accepting valid/random: %s'
          % (kind, nrand, N, ', '.join(hits) or 'none'))
