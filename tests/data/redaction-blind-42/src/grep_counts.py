"""Helper: count earlier checks.py / validators.py files (and earlier README.md files) that contain each
term, printing counts only (never the matching text).

    python3 src/grep_counts.py checks TERM...     # fixed strings, case-insensitive, in checks.py + validators.py
    python3 src/grep_counts.py readme TERM...     # whole words, case-insensitive, in the READMEs of
                                                  # redaction-blind .. redaction-blind-41: files and hits
"""
import glob, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, '..', '..'))
SETS = [os.path.join(DATA, 'redaction-blind')] + [os.path.join(DATA, 'redaction-blind-%d' % i) for i in range(2, 42)]

def files(kind):
    if kind == 'checks':
        out = [os.path.join(s, 'checks.py') for s in SETS]
        out.append(os.path.normpath(os.path.join(DATA, '..', '..', 'scripts', 'blind-gold', 'validators.py')))
    else:
        out = [os.path.join(s, 'README.md') for s in SETS]
    return [f for f in out if os.path.exists(f)]

def texts(kind):
    return [open(f, encoding='utf-8').read() for f in files(kind)]

def count(kind, terms, ts=None):
    ts = ts if ts is not None else texts(kind)
    res = {}
    for t in terms:
        if kind == 'checks':
            n = sum(1 for x in ts if t.lower() in x.lower())
            res[t] = (n, None)
        else:
            rx = re.compile(r'(?<!\w)' + re.escape(t) + r'(?!\w)', re.IGNORECASE)
            hits = [len(rx.findall(x)) for x in ts]
            res[t] = (sum(1 for h in hits if h), sum(hits))
    return res

if __name__ == '__main__':
    kind, terms = sys.argv[1], sys.argv[2:]
    print(len(files(kind)), 'files searched')
    for t, (nf, nh) in count(kind, terms).items():
        print('%-40s files %d%s' % (t, nf, '' if nh is None else ' hits %d' % nh))
