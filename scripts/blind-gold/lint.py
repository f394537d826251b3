#!/usr/bin/env python3
"""Authoring aid for a blind redaction set: list tokens with digits, @ or http outside every span.

    python3 scripts/blind-gold/lint.py SET [--caps] [NAME...]

SET is a set directory such as tests/data/redaction-blind-9; NAME limits the listing to the records whose
name contains it.  --caps also lists the capitalised words outside every span.
"""
import json, re, sys, glob, os

if len(sys.argv) < 2 or sys.argv[1].startswith('-'):
    sys.exit(__doc__)
setdir = sys.argv[1]
names = [a for a in sys.argv[2:] if not a.startswith('--')]
for gp in sorted(glob.glob(os.path.join(setdir, '*.gold.json'))):
    name = os.path.basename(gp)[:-10]
    if names and not any(a in name for a in names): continue
    txt = open(os.path.join(setdir, name + '.txt'), encoding='utf-8').read()
    b = txt.encode('utf-8')
    mask = bytearray(len(b))
    for s in json.load(open(gp))['spans']:
        for i in range(s['start'], s['end']): mask[i] = 1
    hits = []
    for m in re.finditer(r'\S*\d\S*|\S*@\S*|https?://\S+', txt):
        bs = len(txt[:m.start()].encode()); be = bs + len(m.group().encode())
        if not any(mask[bs:be]): hits.append(m.group())
    print(name, '| unmarked tokens with digits/@:', ' '.join(hits))
    if '--caps' in sys.argv:
        caps = set()
        for m in re.finditer(r'\b[^\W\d_][^\W\d_]+', txt):
            if m.group()[0].isupper():
                bs = len(txt[:m.start()].encode()); be = bs + len(m.group().encode())
                if not any(mask[bs:be]): caps.add(m.group())
        print('   caps:', ' '.join(sorted(caps)))
