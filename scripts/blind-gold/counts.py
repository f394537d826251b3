"""Counts-only searches a blind set's author runs against the earlier sets, printing numbers and never their text.

One copy of what blinds 59 to 62 each kept in their src/ (grep_counts.py, span_word_counts.py), which differed only in
the set they leave out: their own.  Each set's src/ script now calls these with its own folder.

  grep_counts(own, argv)       readme TERM...: per term, the files and whole-word hits (case-insensitive) in the
                               other sets' READMEs; sub TERM...: the same with substring hits (CJK, kana, hangul);
                               checks TERM...: the other sets' checks.py files, and validators.py, holding the term.
  span_word_counts(own, argv)  every word of the set's PERSON, LOCATION, ORGANIZATION and ADDRESS spans (from its
                               .src files) searched in the other sets' READMEs: the words found, with file counts.

Run directly, a set needs no wrapper of its own (blinds 59 to 67 kept one in src/, the record of what their authors
ran):  counts.py grep SET_DIR readme|sub|checks TERM...   counts.py span-words SET_DIR [FILTER...]
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _others(own):
    data = os.path.dirname(os.path.abspath(own))
    name = os.path.basename(os.path.abspath(own))
    return data, [p for p in glob.glob(os.path.join(data, 'redaction-blind*')) if os.path.basename(p) != name]


def _readmes(sets):
    return [open(os.path.join(p, 'README.md'), encoding='utf-8').read() for p in sets
            if os.path.exists(os.path.join(p, 'README.md'))]


def grep_counts(own, argv):
    _, sets = _others(own)
    mode, terms = argv[0], argv[1:]
    if mode in ('readme', 'sub'):
        texts = _readmes(sets)
        for t in terms:
            rx = re.compile((r'(?<!\w)' + re.escape(t) + r'(?!\w)') if mode == 'readme' else re.escape(t), re.I)
            n = [len(rx.findall(x)) for x in texts]
            print('%-28s files %3d hits %4d' % (t, sum(1 for k in n if k), sum(n)))
    else:
        files = [os.path.join(p, 'checks.py') for p in sets if os.path.exists(os.path.join(p, 'checks.py'))]
        files.append(os.path.join(HERE, 'validators.py'))
        texts = [open(f, encoding='utf-8').read().lower() for f in files]
        for t in terms:
            print('%-28s files %3d' % (t, sum(1 for x in texts if t.lower() in x)))


# Scripts without spaces (CJK, kana, hangul) and Indic and Southeast Asian ones, whose vowel signs are no word
# characters to Python: their words are taken whole and searched as substrings too.
CJK = re.compile(r'[\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]')
WORD = re.compile(r'(?:[^\W\d_]|[\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff])+')


def span_word_counts(own, argv):
    _, sets = _others(own)
    texts = _readmes(sets)
    low = [t.lower() for t in texts]
    words, total = {}, 0
    for f in sorted(glob.glob(os.path.join(own, 'src', '*.src'))):
        if argv and not any(a in os.path.basename(f) for a in argv):
            continue
        for m in re.finditer(r'\[\[(PERSON|LOCATION|ORGANIZATION|ADDRESS)(?:/[a-z-]+)?:(.*?)\]\]', open(f, encoding='utf-8').read()):
            for w in WORD.findall(m.group(2)):
                total += 1
                words.setdefault(w, os.path.basename(f)[:2])
    found = []
    for w in sorted(words):
        rx = re.compile(r'(?<!\w)' + re.escape(w) + r'(?!\w)', re.I)
        n = sum(1 for t in texts if rx.search(t))
        if CJK.search(w):
            n = max(n, sum(1 for t in low if w.lower() in t))
        if n:
            found.append('%s(%d,%s)' % (w, n, words[w]))
    print(total, 'words,', len(words), 'distinct,', len(found), 'found in earlier READMEs')
    print(' '.join(found))


if __name__ == '__main__':
    if len(sys.argv) < 3 or sys.argv[1] not in ('grep', 'span-words'):
        sys.exit('usage: counts.py grep SET_DIR readme|sub|checks TERM... | counts.py span-words SET_DIR [FILTER...]')
    (grep_counts if sys.argv[1] == 'grep' else span_word_counts)(os.path.abspath(sys.argv[2]), sys.argv[3:])
