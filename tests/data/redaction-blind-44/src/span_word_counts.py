#!/usr/bin/env python3
"""Every word of this set's PERSON, LOCATION, ORGANIZATION and ADDRESS spans, searched (whole word, any case) in the
READMEs of the earlier blind sets by src/grep_counts.py's reader; prints only words and counts of files, never text."""
import glob, json, os, re, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import grep_counts
texts = grep_counts.readmes()
words = {}
for gp in glob.glob(os.path.join(HERE, '..', '*.gold.json')):
    for s in json.load(open(gp, encoding='utf-8'))['spans']:
        if s['type'] in ('PERSON', 'LOCATION', 'ORGANIZATION', 'ADDRESS'):
            for w in re.findall(r'[^\W\d_]+', s['text']):
                words[w] = words.get(w, 0) + 1
found = []
for w in sorted(words):
    rx = re.compile(r'(?<!\w)' + re.escape(w) + r'(?!\w)', re.IGNORECASE)
    n = sum(1 for t in texts if rx.search(t))
    if n: found.append('%s:%d' % (w, n))
print(sum(words.values()), 'words,', len(words), 'distinct,', len(found), 'found in earlier READMEs')
print(' '.join(found))
