#!/usr/bin/env python3
"""Counts only: every word of this set's PERSON, LOCATION, ORGANIZATION and ADDRESS spans (from the .src
files) searched as a whole word (case-insensitive) in the READMEs of earlier sets (redaction-blind ... -61);
prints the words found (they are this set's own words) with file counts, and totals.  Words in scripts without
spaces (CJK, kana, hangul) are also searched as substrings; words in Indic and Southeast Asian scripts (whose
vowel signs are not word characters to Python) are taken whole, with their signs, and searched as substrings.
Never prints any text of the earlier READMEs.  (Adapted from blind-61's.)"""
import glob, os, re, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(H, '..', '..')
texts = [open(os.path.join(p, 'README.md'), encoding='utf-8').read() for p in glob.glob(os.path.join(D, 'redaction-blind*'))
         if not p.endswith('-62') and os.path.exists(os.path.join(p, 'README.md'))]
low = [t.lower() for t in texts]
CJK = re.compile(r'[\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]')
WORD = re.compile(r'(?:[^\W\d_]|[\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff])+')
words, total = {}, 0
only = sys.argv[1:]
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    if only and not any(a in os.path.basename(f) for a in only): continue
    for m in re.finditer(r'\[\[(PERSON|LOCATION|ORGANIZATION|ADDRESS)(?:/[a-z-]+)?:(.*?)\]\]', open(f, encoding='utf-8').read()):
        for w in WORD.findall(m.group(2)):
            total += 1; words.setdefault(w, os.path.basename(f)[:2])
found = []
for w in sorted(words):
    rx = re.compile(r'(?<!\w)' + re.escape(w) + r'(?!\w)', re.I)
    n = sum(1 for t in texts if rx.search(t))
    if CJK.search(w):
        n = max(n, sum(1 for t in low if w.lower() in t))
    if n: found.append('%s(%d,%s)' % (w, n, words[w]))
print(total, 'words,', len(words), 'distinct,', len(found), 'found in earlier READMEs')
print(' '.join(found))
