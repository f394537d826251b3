"""Helper: does any inherited check kind (blind-41's CHECKS, loaded by path) compute the same thing as a
candidate new kind?  For each candidate, random values valid under the candidate and random values of the
same shape are fed to every inherited validator (called as a function, source not read); a kind that
accepts nearly all valid values and few random ones is reported.  Prints kind names and rates only."""
import os, random, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import checks as c42                      # this set's checks.py (inherits blind-41's)
import validators as v

random.seed(42)
def rnd_digits(n): return ''.join(random.choice('0123456789') for _ in range(n))

def complete_first(kind, part):
    alpha = {'hibc': c42._HIBC, 'isbt-din': c42._ISBT}.get(kind, '0123456789')
    for ch in alpha:
        cand = part.replace('?', ch, 1)
        if '?' in cand:
            r = complete_first(kind, cand)
            if r: return r
        elif c42.CHECKS[kind](cand):
            return cand

SHAPES = {
    'ar-cbu': [lambda: rnd_digits(7) + '?' + rnd_digits(13) + '?'],
    'ru-ogrn': [lambda: '1' + rnd_digits(11) + '?', lambda: '5' + rnd_digits(11) + '?'],
    'isbt-din': [lambda: random.choice('ABCDEFGHJKLMNPRSTUVWXYZ') + rnd_digits(4) + ' ' + rnd_digits(2) + ' '
                 + rnd_digits(6) + ' 00 ?',
                 lambda: random.choice('ABCDEFGHJKLMNPRSTUVWXYZ') + rnd_digits(4) + rnd_digits(2) + rnd_digits(6) + ' ?'],
    'hibc': [lambda: '+' + random.choice('ABCDEFGHJKLMNPRSTUVWXYZ') + rnd_digits(3) + rnd_digits(6) + '0?'],
}
# sub-shapes to probe too: CBU blocks alone
EXTRA = {
    'cbu-block1': (lambda: rnd_digits(7) + '?', lambda s: c42._cbu_block(s)),
    'cbu-block2': (lambda: rnd_digits(13) + '?', lambda s: c42._cbu_block(s)),
}

def probe(name, gen, ok, kind_for_complete=None):
    valid, rand = [], []
    while len(valid) < 200:
        part = gen()
        if kind_for_complete:
            val = complete_first(kind_for_complete, part)
        else:
            val = next((part.replace('?', d) for d in '0123456789' if ok(part.replace('?', d))), None)
        if val: valid.append(val)
        rand.append(part.replace('?', random.choice('0123456789')))
    flagged = []
    for k, f in sorted(c42.CHECKS.items()):
        if k in c42.NEW: continue
        def acc(vals):
            n = 0
            for x in vals:
                try: n += bool(f(x))
                except Exception: pass
            return n / len(vals)
        a, b = acc(valid), acc(rand)
        if a > 0.5:
            flagged.append('%s valid %.2f random %.2f' % (k, a, b))
    print(name, '->', '; '.join(flagged) if flagged else 'no inherited kind accepts its values')

for kind, gens in SHAPES.items():
    for g in gens:
        probe(kind, g, c42.CHECKS[kind], kind)
for name, (g, ok) in EXTRA.items():
    probe(name, g, ok)
