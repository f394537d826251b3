#!/usr/bin/env python3
"""Independent checker for the blind3 gold files: reads only NAME.txt and NAME.gold.json.

Checks: JSON shape; document name; offsets are ints within the file's UTF-8 bytes and on
character boundaries; span text equals the decoded bytes; no blank at either edge; type is one
of the guide's; spans sorted and not overlapping. Prints span counts by type.
"""
import collections, glob, json, os, sys

TYPES = {'PERSON', 'DATE', 'AGE', 'ADDRESS', 'LOCATION', 'ZIP', 'ORGANIZATION', 'PHONE', 'FAX',
         'EMAIL', 'URL', 'IP', 'SSN', 'NHS', 'MRN', 'HEALTH_PLAN', 'ACCOUNT', 'CREDIT_CARD', 'IBAN',
         'LICENSE', 'NPI', 'DEA', 'VEHICLE', 'DEVICE', 'ID', 'IGNORE'}
here = os.path.dirname(os.path.abspath(__file__))
errors, total, docs = [], collections.Counter(), 0
for gp in sorted(glob.glob(os.path.join(here, '*.gold.json'))):
    name = os.path.basename(gp)[:-len('.gold.json')]
    g = json.load(open(gp, encoding='utf-8'))
    data = open(os.path.join(here, name + '.txt'), 'rb').read()
    txt = data.decode('utf-8')  # raises on invalid UTF-8
    docs += 1
    def err(m): errors.append(f'{name}: {m}')
    if set(g) != {'document', 'spans'} or g['document'] != name + '.txt': err('bad top level')
    if '[[' in txt or ']]' in txt: err('markup left in text')
    prev_end = 0
    for s in g['spans']:
        if set(s) != {'start', 'end', 'type', 'text'}: err(f'bad keys {s}'); continue
        a, b = s['start'], s['end']
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(data)): err(f'bad offsets {s}'); continue
        try: piece = data[a:b].decode('utf-8')
        except UnicodeDecodeError: err(f'offsets split a character {s}'); continue
        if piece != s['text']: err(f'text mismatch {s} vs {piece!r}')
        if piece != piece.strip(): err(f'blank at edge {s}')
        if s['type'] not in TYPES: err(f'unknown type {s}')
        if a < prev_end: err(f'overlap or unsorted at {s}')
        prev_end = b
        total[s['type']] += 1
for e in errors: print('ERROR', e)
print(f'{docs} documents, {sum(total.values())} spans ({sum(total.values()) - total["IGNORE"]} scored, {total["IGNORE"]} IGNORE)')
for t, n in total.most_common(): print(f'  {t:13} {n}')
sys.exit(1 if errors else 0)
