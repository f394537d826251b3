#!/usr/bin/env python3
"""Build NAME.txt and NAME.gold.json from src/NAME.src and check them.

A source is the record with every identifier wrapped as [[TYPE:text]] or [[TYPE/check:text]].
Lines starting with "%% allow: WORD -- reason" are not part of the record; they list words of
marked names that may appear unmarked (dictionary uses).  Lines "%% agree: KIND VALUE YYYY-MM-DD SEX"
are not part of the record either; they check that a national number encodes the birth date and
sex given in the record (and that VALUE is marked in it).

    python3 make_gold.py            # write the files, report problems (exit 1 if any)
    python3 make_gold.py --check    # rebuild in memory, compare with the files on disk
"""
import json, os, re, sys
from checks import CHECKS, BIRTH

HERE = os.path.dirname(os.path.abspath(__file__))
TYPES = {'PERSON', 'DATE', 'AGE', 'ADDRESS', 'LOCATION', 'ZIP', 'ORGANIZATION', 'PHONE', 'FAX',
         'EMAIL', 'URL', 'IP', 'SSN', 'NHS', 'MRN', 'HEALTH_PLAN', 'ACCOUNT', 'CREDIT_CARD', 'IBAN',
         'LICENSE', 'NPI', 'DEA', 'VEHICLE', 'DEVICE', 'ID', 'IGNORE'}
MARK = re.compile(r'\[\[([A-Z_]+)(?:/([a-z-]+))?:(.*?)\]\]', re.DOTALL)
TITLES = {'dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'me', 'mme', 'm', 'sr', 'sra', 'dra', 'lek', 'pani',
          'pan', 'fru', 'hr', 'herr', 'sgt', 'hon', 'the', 'de', 'da', 'do', 'dos', 'das', 'van',
          'der', 'la', 'del', 'e', 'y', 'il', 'of', 'and', 'med', 'prim', 'sig', 'ssa', 'dott', 'geom',
          'hanım', 'bey', 'sig', 'ssa', 'nurse', 'aunty', 'uncle', 'auntie', 'pehin', 'dato', 'awang', 'dayang', 'haji', 'hajah', 'pengiran', 'hj', 'hjh', 'dr.', 'st', 'san', 'ssi', 'nim', 'г-дин', 'г-ѓа', 'д-р', 'z', 'znj', 'zonja', 'zoti', 'dr', 'ms', 'fr', 'sis', 'rev', 'pc', 'cpl', 'atty', 'insp', 'pak', 'mas', 'mbak', 'ibu', 'kungs', 'kundze', 'dep', 'const', 'grandma', 'frú', 'herra', 'proua', 'härra', 'pr', 'ατ', 'κ', 'κα', 'δρ'}


def build(name, src):
    problems, allow, agree = [], set(), []
    lines = []
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
            if kind not in CHECKS:
                problems.append(f'unknown check {kind}')
            elif not CHECKS[kind](text):
                problems.append(f'{text!r} fails the {kind} check')
        pos = m.end()
    out.append(src[pos:])
    txt = ''.join(out)
    for kind, value, birth, sex in agree:
        if not any(sp['text'] == value for sp in spans):
            problems.append(f'agree: {value!r} is not a marked span')
        if BIRTH[kind](value) != (birth, sex):
            problems.append(f'agree: {value!r} encodes {BIRTH[kind](value)}, not {(birth, sex)}')
    if '[[' in txt or ']]' in txt:
        problems.append('left-over markup')
    b = txt.encode('utf-8')
    for s in spans:
        if b[s['start']:s['end']].decode('utf-8') != s['text']:
            problems.append(f'offset mismatch for {s["text"]!r}')
    # marked strings, and words of marked names, that also appear unmarked
    mask = bytearray(len(txt))
    cpos = 0
    char_spans = []
    for s in spans:
        cs = len(b[:s['start']].decode('utf-8')); ce = cs + len(s['text'])
        char_spans.append((cs, ce))
        for i in range(cs, ce): mask[i] = 1
    needles = set()
    for s in spans:
        if s['type'] in ('IGNORE', 'DATE', 'AGE'):
            continue
        needles.add(s['text'])
        if s['type'] in ('PERSON', 'LOCATION'):
            for w in re.findall(r"[^\W\d_]{3,}", s['text']):
                if w.lower() not in TITLES:
                    needles.add(w)
    for n in sorted(needles):
        for m in re.finditer(r'(?<!\w)' + re.escape(n) + r'(?!\w)', txt, re.IGNORECASE):
            if not any(mask[m.start():m.end()]):
                if n.lower() in allow or m.group(0).lower() in allow:
                    continue
                problems.append(f'{m.group(0)!r} at char {m.start()} is not marked (marked elsewhere: {n!r})')
    size = len(b)
    if not 1500 <= len(txt) <= 3500:
        problems.append(f'size {len(txt)} characters is outside 1500-3500')
    gold = {'document': name + '.txt', 'spans': spans}
    return txt, gold, problems


def main():
    check = '--check' in sys.argv
    outdir = HERE
    bad = 0
    for fn in sorted(os.listdir(os.path.join(HERE, 'src'))):
        if not fn.endswith('.src'):
            continue
        name = fn[:-4]
        src = open(os.path.join(HERE, 'src', fn), encoding='utf-8').read()
        txt, gold, problems = build(name, src)
        gj = json.dumps(gold, indent=1, ensure_ascii=False) + '\n'
        tp, gp = os.path.join(outdir, name + '.txt'), os.path.join(outdir, name + '.gold.json')
        if check:
            for path, data in ((tp, txt), (gp, gj)):
                if not os.path.exists(path) or open(path, encoding='utf-8', newline='').read() != data:
                    problems.append(f'{os.path.basename(path)} differs from its source')
        else:
            with open(tp, 'w', encoding='utf-8', newline='') as f: f.write(txt)
            with open(gp, 'w', encoding='utf-8', newline='') as f: f.write(gj)
        scored = sum(1 for s in gold['spans'] if s['type'] != 'IGNORE')
        print(f'{name}: {len(txt)} chars, {len(txt.encode())} bytes, {scored} spans'
              f' (+{len(gold["spans"]) - scored} IGNORE)')
        for p in problems:
            print('   PROBLEM:', p); bad += 1
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
