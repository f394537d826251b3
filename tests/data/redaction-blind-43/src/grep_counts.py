#!/usr/bin/env python3
"""Counts-only search of earlier blind sets' READMEs (default) or checks sources ('checks' mode).

    python3 src/grep_counts.py TERM [TERM...]            # READMEs of redaction-blind .. -42: files, whole-word hits
    python3 src/grep_counts.py checks STRING [STRING...] # earlier checks.py + shared validators.py: files containing
                                                          # STRING (case-insensitive substring)
Prints only counts, never surrounding text.
"""
import glob, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, '..', '..'))
ROOT = os.path.normpath(os.path.join(DATA, '..', '..'))

def sets():
    out = []
    for d in glob.glob(os.path.join(DATA, 'redaction-blind*')):
        b = os.path.basename(d)
        if b == 'redaction-blind-43': continue
        out.append(d)
    return sorted(out)

def main():
    args = sys.argv[1:]
    if args and args[0] == 'checks':
        files = [os.path.join(d, 'checks.py') for d in sets() if os.path.exists(os.path.join(d, 'checks.py'))]
        files.append(os.path.join(ROOT, 'scripts', 'blind-gold', 'validators.py'))
        texts = [open(f, encoding='utf-8').read().lower() for f in files]
        for t in args[1:]:
            n = sum(1 for x in texts if t.lower() in x)
            print('%-40s %d files' % (t, n))
        return
    files = [os.path.join(d, 'README.md') for d in sets() if os.path.exists(os.path.join(d, 'README.md'))]
    texts = [open(f, encoding='utf-8').read() for f in files]
    for t in args:
        rx = re.compile(r'(?<!\w)' + re.escape(t) + r'(?!\w)', re.IGNORECASE)
        hits = [len(rx.findall(x)) for x in texts]
        print('%-40s %d files %d hits' % (t, sum(1 for h in hits if h), sum(hits)))

if __name__ == '__main__':
    main()
