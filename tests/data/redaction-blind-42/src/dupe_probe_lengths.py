"""Helper: like dupe_probe.py, for the weighted mod-10 family of the CBU blocks at every
fixed length 4-24 digits, and OGRN-style 'number mod M mod 10' at 13 and 15 digits: report any inherited
kind that accepts most valid values and few random ones.  Prints kind names and rates only."""
import os, random, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import checks as c42
random.seed(7)
def rd(n): return ''.join(random.choice('0123456789') for _ in range(n))
def w_check(body, cyc):
    tot = sum(int(c) * w for c, w in zip(reversed(body), cyc * 10))
    return str((10 - tot % 10) % 10)
fams = {'3-1-7-9 right': lambda b: b + w_check(b, [3, 1, 7, 9]),
        'int mod 11 mod 10': lambda b: b + str(int(b) % 11 % 10)}
for fam, make in fams.items():
    for L in range(4, 25):
        valid = [make(str(random.randint(1, 9)) + rd(L - 2)) for _ in range(150)]
        rand = [str(random.randint(1, 9)) + rd(L - 1) for _ in range(150)]
        for k, f in sorted(c42.CHECKS.items()):
            if k in c42.NEW: continue
            def acc(vals):
                n = 0
                for x in vals:
                    try: n += bool(f(x))
                    except Exception: pass
                return n / len(vals)
            a = acc(valid)
            if a > 0.3:
                b = acc(rand)
                if b < 0.8 * a:
                    print(fam, L, k, 'valid %.2f random %.2f' % (a, b))
print('done')
