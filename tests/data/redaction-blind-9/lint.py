#!/usr/bin/env python3
"""Authoring aid: list digit runs, @ and http tokens, and capitalised words outside any span."""
import json, re, sys, glob, os
here = os.path.dirname(os.path.abspath(__file__))
for gp in sorted(glob.glob(os.path.join(here, '*.gold.json'))):
    name = os.path.basename(gp)[:-10]
    names = [a for a in sys.argv[1:] if not a.startswith('--')]
    if names and not any(a in name for a in names): continue
    txt = open(os.path.join(here, name + '.txt'), encoding='utf-8').read()
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
