#!/usr/bin/env python3
"""Counts-only search of earlier blind sets (never prints surrounding text).

    python3 src/grep_counts.py readme TERM...   # READMEs of redaction-blind, -2 ... -43: files and whole-word hits
    python3 src/grep_counts.py checks TERM...   # earlier checks.py sources and scripts/blind-gold/validators.py:
                                                # number of matching files only (substring, case-insensitive)
"""
import glob, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', '..')
ROOT = os.path.join(DATA, '..', '..')

def readmes():
    out = []
    for d in sorted(glob.glob(os.path.join(DATA, 'redaction-blind*'))):
        if os.path.basename(d) == 'redaction-blind-44': continue
        p = os.path.join(d, 'README.md')
        if os.path.exists(p): out.append(open(p, encoding='utf-8').read())
    return out

def checks_sources():
    out = []
    for d in sorted(glob.glob(os.path.join(DATA, 'redaction-blind*'))):
        if os.path.basename(d) == 'redaction-blind-44': continue
        p = os.path.join(d, 'checks.py')
        if os.path.exists(p): out.append(open(p, encoding='utf-8').read())
    out.append(open(os.path.join(ROOT, 'scripts', 'blind-gold', 'validators.py'), encoding='utf-8').read())
    return out

if __name__ == '__main__':
    mode, terms = sys.argv[1], sys.argv[2:]
    if mode == 'readme':
        texts = readmes()
        for t in terms:
            rx = re.compile(r'(?<!\w)' + re.escape(t) + r'(?!\w)', re.IGNORECASE)
            hits = [len(rx.findall(x)) for x in texts]
            print('%-30s files %d hits %d' % (t, sum(1 for h in hits if h), sum(hits)))
    elif mode == 'checks':
        texts = checks_sources()
        for t in terms:
            print('%-40s files %d' % (t, sum(1 for x in texts if t.lower() in x.lower())))
