#!/usr/bin/env python3
"""Build NAME.txt and NAME.gold.json of a blind redaction set from SET/src/NAME.src, and check them.

    python3 scripts/blind-gold/make_gold.py SET [NAME...]           # write the files, report problems
    python3 scripts/blind-gold/make_gold.py SET --check [NAME...]   # rebuild in memory, compare with disk

SET is a set directory such as tests/data/redaction-blind-9; NAME limits the run to the sources whose
name contains it.  Exit status 1 if anything is reported.

A source is the record with every identifier wrapped as [[TYPE:text]] or [[TYPE/check:text]], where
check is a key of the set's checks.CHECKS.  Lines that are not part of the record:
  %% allow: WORD -- reason             WORD, from a marked name, may appear unmarked (a dictionary use);
  %% agree: KIND VALUE YYYY-MM-DD SEX  VALUE is marked and encodes that birth date and sex, as decoded
                                       by the set's checks.BIRTH[KIND].
Besides CHECKS, the set's checks.py may set BIRTH (default: none) and the record size bounds,
SIZE_BYTES = (lo, hi) in UTF-8 bytes or SIZE_CHARS = (lo, hi) in characters (default: 1500-3500 chars).
"""
import importlib, json, os, re, sys

TYPES = {'PERSON', 'DATE', 'AGE', 'ADDRESS', 'LOCATION', 'ZIP', 'ORGANIZATION', 'PHONE', 'FAX',
         'EMAIL', 'URL', 'IP', 'SSN', 'NHS', 'MRN', 'HEALTH_PLAN', 'ACCOUNT', 'CREDIT_CARD', 'IBAN',
         'LICENSE', 'NPI', 'DEA', 'VEHICLE', 'DEVICE', 'ID', 'IGNORE'}
MARK = re.compile(r'\[\[([A-Z_]+)(?:/([a-z-]+))?:(.*?)\]\]', re.DOTALL)
# Honorifics and name particles that are not reported as unmarked name words (grown set by set).
TITLES = {
    'dr', 'dr.', 'mr', 'mrs', 'ms', 'miss', 'mx', 'me', 'mme', 'm', 'sr', 'sra', 'dra', 'lek', 'pani',
    'pan', 'fru', 'hr', 'herr', 'sgt', 'hon', 'the', 'de', 'da', 'do', 'dos', 'das', 'van', 'der', 'la',
    'del', 'e', 'y', 'il', 'of', 'and', 'med', 'prim', 'sig', 'ssa', 'dott', 'geom', 'hanım', 'bey',
    'frú', 'herra', 'proua', 'härra', 'pr', 'ατ', 'κ', 'κα', 'δρ', 'atty', 'insp', 'pak', 'mas', 'mbak',
    'ibu', 'kungs', 'kundze', 'dep', 'const', 'grandma', 'nurse', 'aunty', 'uncle', 'auntie', 'pehin',
    'dato', 'awang', 'dayang', 'haji', 'hajah', 'pengiran', 'hj', 'hjh', 'st', 'san', 'ssi', 'nim',
    'г-дин', 'г-ѓа', 'д-р', 'z', 'znj', 'zonja', 'zoti', 'fr', 'sis', 'rev', 'pc', 'cpl'}


def build(name, src, checks):
    """(text, gold, problems) for one source."""
    problems, allow, agree, lines = [], set(), [], []
    for line in src.splitlines(keepends=True):
        if line.startswith('%% allow:'):
            allow.add(line[len('%% allow:'):].split('--')[0].strip().lower())
        elif line.startswith('%% agree:'):
            agree.append(line[len('%% agree:'):].split())
        else:
            lines.append(line)
    src = ''.join(lines)
    out, spans, pos, nbytes = [], [], 0, 0
    for m in MARK.finditer(src):
        plain = src[pos:m.start()]
        out.append(plain); nbytes += len(plain.encode('utf-8'))
        typ, kind, text = m.group(1), m.group(2), m.group(3)
        start = nbytes
        out.append(text); nbytes += len(text.encode('utf-8'))
        spans.append({'start': start, 'end': nbytes, 'type': typ, 'text': text})
        if typ not in TYPES:
            problems.append(f'unknown type {typ} for {text!r}')
        if text != text.strip() or not text:
            problems.append(f'blank at the edge of {text!r}')
        if kind:
            if kind not in checks.CHECKS:
                problems.append(f'unknown check {kind}')
            elif not checks.CHECKS[kind](text):
                problems.append(f'{text!r} fails the {kind} check')
        pos = m.end()
    out.append(src[pos:])
    txt = ''.join(out)
    birth = getattr(checks, 'BIRTH', {})
    for kind, value, date, sex in agree:
        if not any(sp['text'] == value for sp in spans):
            problems.append(f'agree: {value!r} is not a marked span')
        if kind not in birth:
            problems.append(f'agree: no birth decoder for {kind} in checks.BIRTH')
        elif birth[kind](value) != (date, sex):
            problems.append(f'agree: {value!r} encodes {birth[kind](value)}, not {(date, sex)}')
    if '[[' in txt or ']]' in txt:
        problems.append('left-over markup')
    b = txt.encode('utf-8')
    for s in spans:
        if b[s['start']:s['end']].decode('utf-8') != s['text']:
            problems.append(f'offset mismatch for {s["text"]!r}')
    # marked strings, and words of marked names and places, that also appear unmarked
    mask = bytearray(len(txt))
    for s in spans:
        cs = len(b[:s['start']].decode('utf-8'))
        mask[cs:cs + len(s['text'])] = b'\1' * len(s['text'])
    needles = set()
    for s in spans:
        if s['type'] in ('IGNORE', 'DATE', 'AGE'):
            continue
        needles.add(s['text'])
        if s['type'] in ('PERSON', 'LOCATION'):
            needles.update(w for w in re.findall(r"[^\W\d_]{3,}", s['text']) if w.lower() not in TITLES)
    for n in sorted(needles):
        for m in re.finditer(r'(?<!\w)' + re.escape(n) + r'(?!\w)', txt, re.IGNORECASE):
            if not any(mask[m.start():m.end()]) and not {n.lower(), m.group(0).lower()} & allow:
                problems.append(f'{m.group(0)!r} at char {m.start()} is not marked (marked elsewhere: {n!r})')
    if hasattr(checks, 'SIZE_BYTES'):
        (lo, hi), size, unit = checks.SIZE_BYTES, len(b), 'bytes'
    else:
        (lo, hi), size, unit = getattr(checks, 'SIZE_CHARS', (1500, 3500)), len(txt), 'characters'
    if not lo <= size <= hi:
        problems.append(f'size {size} {unit} is outside {lo}-{hi}')
    return txt, {'document': name + '.txt', 'spans': spans}, problems


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith('-'):
        sys.exit(__doc__)
    setdir, check = args[0], '--check' in args
    names = [a for a in args[1:] if not a.startswith('--')]
    sys.path.insert(0, os.path.abspath(setdir))
    checks = importlib.import_module('checks')
    bad = 0
    for fn in sorted(os.listdir(os.path.join(setdir, 'src'))):
        name = fn[:-4]
        if not fn.endswith('.src') or names and not any(a in name for a in names):
            continue
        src = open(os.path.join(setdir, 'src', fn), encoding='utf-8').read()
        txt, gold, problems = build(name, src, checks)
        gj = json.dumps(gold, indent=1, ensure_ascii=False) + '\n'
        tp, gp = os.path.join(setdir, name + '.txt'), os.path.join(setdir, name + '.gold.json')
        for path, data in ((tp, txt), (gp, gj)):
            if not check:
                with open(path, 'w', encoding='utf-8', newline='') as f: f.write(data)
            elif not os.path.exists(path) or open(path, encoding='utf-8', newline='').read() != data:
                problems.append(f'{os.path.basename(path)} differs from its source')
        scored = sum(1 for s in gold['spans'] if s['type'] != 'IGNORE')
        print(f'{name}: {len(txt)} chars, {len(txt.encode())} bytes, {scored} spans'
              f' (+{len(gold["spans"]) - scored} IGNORE)')
        for p in problems:
            print('   PROBLEM:', p); bad += 1
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
