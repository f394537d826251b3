#!/usr/bin/env python3
"""Every word of this set's PERSON, LOCATION, ORGANIZATION and ADDRESS spans (from src/*.src), searched as a
whole word in the READMEs of the earlier sets (redaction-blind .. redaction-blind-42) with src/grep_counts.py's
rule; prints the number of words and, for each word found, only the word and its counts (files, hits) --
never any README text.  --all prints every word with its counts."""
import glob, os, re, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import grep_counts as gc
MARK = re.compile(r'\[\[([A-Z_]+)(?:/([a-z-]+))?:(.*?)\]\]', re.DOTALL)
words, total = {}, 0
for p in sorted(glob.glob(os.path.join(HERE, '*.src'))):
    for m in MARK.finditer(open(p, encoding='utf-8').read()):
        if m.group(1) in ('PERSON', 'LOCATION', 'ORGANIZATION', 'ADDRESS'):
            for w in re.findall(r"[^\W\d_]+", m.group(3)):
                total += 1
                words.setdefault(w.lower(), set()).add(os.path.basename(p)[:2])
files = [os.path.join(d, 'README.md') for d in gc.sets() if os.path.exists(os.path.join(d, 'README.md'))]
texts = [open(f, encoding='utf-8').read() for f in files]
found = 0
for w in sorted(words):
    rx = re.compile(r'(?<!\w)' + re.escape(w) + r'(?!\w)', re.IGNORECASE)
    hits = [len(rx.findall(x)) for x in texts]
    nf, nh = sum(1 for h in hits if h), sum(hits)
    if nf: found += 1
    if nf or '--all' in sys.argv:
        print('%-20s %2d files %3d hits   (records %s)' % (w, nf, nh, ' '.join(sorted(words[w]))))
print('%d words, %d distinct, %d distinct found in earlier READMEs' % (total, len(words), found))
