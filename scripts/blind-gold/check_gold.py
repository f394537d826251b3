#!/usr/bin/env python3
"""Independent check of a blind redaction set's committed files: reads only NAME.txt and NAME.gold.json.

    python3 scripts/blind-gold/check_gold.py SET [--show]

SET is a set directory such as tests/data/redaction-blind-9.  Checks shape, document name, no markup left
in the text, offsets (UTF-8 bytes, end exclusive, integers) inside the file and on character boundaries,
span text equal to the bytes at its offsets, no blank edges, known types, sorted and not overlapping;
prints the span counts per type.
--show prints every span's bytes for reading by eye.  Exit status 1 if anything is reported.
"""
import collections, glob, json, os, sys

TYPES = {'PERSON', 'DATE', 'AGE', 'ADDRESS', 'LOCATION', 'ZIP', 'ORGANIZATION', 'PHONE', 'FAX',
         'EMAIL', 'URL', 'IP', 'SSN', 'NHS', 'MRN', 'HEALTH_PLAN', 'ACCOUNT', 'CREDIT_CARD', 'IBAN',
         'LICENSE', 'NPI', 'DEA', 'VEHICLE', 'DEVICE', 'ID', 'IGNORE'}
if len(sys.argv) < 2 or sys.argv[1].startswith('-'):
    sys.exit(__doc__)
setdir = sys.argv[1]
show = '--show' in sys.argv
counts, bad, ndocs = collections.Counter(), 0, 0
for gp in sorted(glob.glob(os.path.join(setdir, '*.gold.json'))):
    ndocs += 1
    name = os.path.basename(gp)[:-len('.gold.json')]
    g = json.load(open(gp, encoding='utf-8'))
    b = open(os.path.join(setdir, name + '.txt'), 'rb').read()
    txt = b.decode('utf-8')
    errs = []
    if set(g) != {'document', 'spans'} or g['document'] != name + '.txt':
        errs.append('bad top-level shape or document name')
    if '[[' in txt or ']]' in txt:
        errs.append('markup left in text')
    prev_end = 0
    for s in g['spans']:
        if set(s) != {'start', 'end', 'type', 'text'}:
            errs.append(f'bad span keys {s}')
            continue
        st, en = s['start'], s['end']
        if not (type(st) is type(en) is int and 0 <= st < en <= len(b)):
            errs.append(f'offsets out of range {s}'); continue
        if st < prev_end:
            errs.append(f'unsorted or overlapping at {s}')
        prev_end = en
        try:
            piece = b[st:en].decode('utf-8')
        except UnicodeDecodeError:
            errs.append(f'not on a character boundary {s}'); continue
        if piece != s['text']:
            errs.append(f'text mismatch {piece!r} != {s["text"]!r}')
        if piece != piece.strip():
            errs.append(f'blank edge {piece!r}')
        if s['type'] not in TYPES:
            errs.append(f'unknown type {s["type"]}')
        counts[s['type']] += 1
        if show:
            print(f'  {name[:2]} {st:5d}-{en:<5d} {s["type"]:<12} |{piece}|')
    for e in errs:
        print(f'{name}: {e}'); bad += 1
total = sum(counts.values())
print(f'{ndocs} documents, {total} spans: {total - counts["IGNORE"]} scored and {counts["IGNORE"]} IGNORE')
for t, n in counts.most_common():
    print(f'  {t:<12} {n}')
print('OK' if not bad else f'{bad} problems')
sys.exit(1 if bad else 0)
