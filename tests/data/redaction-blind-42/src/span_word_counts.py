"""Helper: every word of every PERSON, LOCATION, ORGANIZATION and ADDRESS span of this set's gold files,
searched (whole word, case-insensitive) in the READMEs of redaction-blind .. redaction-blind-41 with
grep_counts.py's counter.  Prints the totals and, for each word found, the word and its counts only."""
import glob, json, os, re, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import grep_counts as gc
words, total = {}, 0
for gp in sorted(glob.glob(os.path.join(HERE, '..', '*.gold.json'))):
    for sp in json.load(open(gp, encoding='utf-8'))['spans']:
        if sp['type'] in ('PERSON', 'LOCATION', 'ORGANIZATION', 'ADDRESS'):
            for w in re.findall(r"[^\W\d_]+", sp['text']):
                total += 1
                words.setdefault(w, set()).add(os.path.basename(gp)[:2])
res = gc.count('readme', sorted(words), gc.texts('readme'))
found = {w: r for w, r in res.items() if r[0]}
print(total, 'words,', len(words), 'distinct,', len(found), 'found in earlier READMEs')
for w, (nf, nh) in sorted(found.items(), key=lambda x: x[0].lower()):
    print('%-22s files %2d hits %3d  in %s' % (w, nf, nh, ','.join(sorted(words[w]))))
