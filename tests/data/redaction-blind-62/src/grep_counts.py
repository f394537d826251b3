#!/usr/bin/env python3
"""Counts only.  readme TERM...: for each term, files and whole-word hits (case-insensitive) in the READMEs of
redaction-blind, -2 ... -61.  checks TERM...: number of earlier checks.py files plus validators.py containing
the term (substring, case-insensitive).  sub TERM...: like readme, but substring hits (for CJK, kana, hangul
and other terms where whole-word matching does not apply).  Never prints any text of those files.
(Adapted from blind-61's.)"""
import glob, os, re, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(H, '..', '..')
def sets():
    return [p for p in glob.glob(os.path.join(D, 'redaction-blind*')) if not p.endswith('redaction-blind-62')]
mode, terms = sys.argv[1], sys.argv[2:]
if mode in ('readme', 'sub'):
    texts = [open(os.path.join(p, 'README.md'), encoding='utf-8').read() for p in sets()
             if os.path.exists(os.path.join(p, 'README.md'))]
    for t in terms:
        rx = re.compile((r'(?<!\w)' + re.escape(t) + r'(?!\w)') if mode == 'readme' else re.escape(t), re.I)
        n = [len(rx.findall(x)) for x in texts]
        print('%-28s files %3d hits %4d' % (t, sum(1 for k in n if k), sum(n)))
else:
    files = [os.path.join(p, 'checks.py') for p in sets() if os.path.exists(os.path.join(p, 'checks.py'))]
    files.append(os.path.join(D, '..', '..', 'scripts', 'blind-gold', 'validators.py'))
    texts = [open(f, encoding='utf-8').read().lower() for f in files]
    for t in terms:
        print('%-28s files %3d' % (t, sum(1 for x in texts if t.lower() in x)))
