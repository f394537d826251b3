#!/usr/bin/env python3
"""Build NAME.txt and NAME.gold.json from src/NAME.src (--check: compare, write nothing).

In a .src file every identifier is written as [[TYPE:text]] or [[TYPE/check:text]]
(check = a key of checks.CHECKS). Lines starting with '%% allow: ' list words that may
appear unmarked in the record (with the reason after ' -- '); they are not part of the text.
"""
import glob, json, os, re, sys
import checks

TYPES = {'PERSON', 'DATE', 'AGE', 'ADDRESS', 'LOCATION', 'ZIP', 'ORGANIZATION', 'PHONE', 'FAX',
         'EMAIL', 'URL', 'IP', 'SSN', 'NHS', 'MRN', 'HEALTH_PLAN', 'ACCOUNT', 'CREDIT_CARD', 'IBAN',
         'LICENSE', 'NPI', 'DEA', 'VEHICLE', 'DEVICE', 'ID', 'IGNORE'}
MARK = re.compile(r'\[\[([A-Z_]+)(?:/([a-z0-9]+))?:(.*?)\]\]', re.S)
TITLES = {'dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sr', 'sra', 'herr', 'frau', 'mme', 'm',
          'dra', 'atty', 'nurse', 'sgt', 'det', 'hon', 'judge', 'st', 'de', 'la', 'van', 'von', 'der',
          'del', 'di', 'da', 'dos', 'bin', 'al', 'the', 'and', 'mc'}
here = os.path.dirname(os.path.abspath(__file__))

def build(src_path):
    name = os.path.basename(src_path)[:-4]
    raw = open(src_path, encoding='utf-8').read()
    allow, lines = set(), []
    for line in raw.splitlines(keepends=True):
        if line.startswith('%% allow: '):
            allow.update(line[len('%% allow: '):].split(' -- ')[0].split())
        else:
            lines.append(line)
    raw = ''.join(lines)
    out, spans, pos, problems = bytearray(), [], 0, []
    for m in MARK.finditer(raw):
        out += raw[pos:m.start()].encode()
        typ, kind, text = m.group(1), m.group(2), m.group(3)
        if typ not in TYPES: problems.append(f'unknown type {typ}')
        if text != text.strip() or not text: problems.append(f'blank edge in {text!r}')
        if kind and not checks.CHECKS[kind](text): problems.append(f'{kind} check fails: {text}')
        b = len(out); out += text.encode(); spans.append({'start': b, 'end': len(out), 'type': typ, 'text': text})
        pos = m.end()
    out += raw[pos:].encode()
    txt = out.decode()
    if '[[' in txt or ']]' in txt: problems.append('stray markup')
    for s in spans:
        if out[s['start']:s['end']].decode() != s['text']: problems.append(f'offset mismatch {s}')
    # Unmarked repeats of marked strings / name words.
    covered = bytearray(len(out))
    for s in spans:
        for i in range(s['start'], s['end']): covered[i] = 1
    words = set()
    for s in spans:
        if s['type'] == 'IGNORE': continue
        words.add(s['text'].lower())
        if s['type'] == 'PERSON':
            for w in re.findall(r"[^\W\d_][\w'’-]*", s['text']):
                if len(w) >= 3 and w.lower().strip('.') not in TITLES: words.add(w.lower())
    low = txt.lower()
    for w in sorted(words):
        for m in re.finditer(r'(?<![\w])' + re.escape(w) + r'(?![\w])', low):
            bs = len(txt[:m.start()].encode())
            if not covered[bs] and txt[m.start():m.end()] not in allow:
                ctx = txt[max(0, m.start() - 25):m.end() + 25].replace('\n', ' ')
                problems.append(f'unmarked {w!r}: ...{ctx}...')
    n = len(out)
    nspans = sum(1 for s in spans if s['type'] != 'IGNORE')
    if not 1500 <= n <= 3600: problems.append(f'size {n} bytes')
    gold = json.dumps({'document': name + '.txt', 'spans': spans}, indent=1, ensure_ascii=False) + '\n'
    txt_path, gold_path = (os.path.join(here, name + e) for e in ('.txt', '.gold.json'))
    if CHECK_ONLY:
        if not os.path.exists(txt_path) or open(txt_path, 'rb').read() != bytes(out): problems.append('.txt differs from source')
        if not os.path.exists(gold_path) or open(gold_path, encoding='utf-8').read() != gold: problems.append('.gold.json differs from source')
    else:
        open(txt_path, 'wb').write(bytes(out))
        open(gold_path, 'w', encoding='utf-8').write(gold)
    print(f'{name}: {n} bytes, {nspans} spans (+{len(spans) - nspans} IGNORE)')
    for p in problems: print('   !', p)
    return not problems

CHECK_ONLY = '--check' in sys.argv

if __name__ == '__main__':
    paths = [a for a in sys.argv[1:] if a != '--check'] or sorted(glob.glob(os.path.join(here, 'src', '*.src')))
    ok = all([build(p) for p in paths])
    sys.exit(0 if ok else 1)
