"""Checks of redaction-blind-39 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-38's checks.py by path (which loads
blind-37's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-38's checks.py uses for blind-37's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the shared validators.rnokpp_ok under 'ua-rnokpp' (an algorithm blind-8 already
checks, mapped here because blind-38's CHECKS does not carry it), and the kinds new in this set, below, each
as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  do-rnc      Dominican taxpayer number (RNC) of a company, 9 digits (often N-NN-NNNNN-N): the first eight
              weighted 7 9 8 6 5 4 3 2; check = (10 - sum mod 11) mod 9 + 1.
  kr-crn      Korean corporate registration number (beobin deungnok beonho) NNNNNN-NNNNNNN: the first
              twelve digits weighted 1 2 1 2 1 2 1 2 1 2 1 2 (plain products, no digit sums);
              check = (10 - sum mod 10) mod 10.
  at-uid      Austrian VAT identification number ATU + 8 digits: the first seven digits weighted
              1 2 1 2 1 2 1, each product replaced by the sum of its digits; check = (6 - sum) mod 10.
  ua-edrpou   Ukrainian company code (EDRPOU), 8 digits: the first seven weighted 1 2 3 4 5 6 7, or
              7 1 2 3 4 5 6 when the code lies between 30000000 and 60000000 (first digit 3, 4 or 5);
              r = sum mod 11; when r is 10 the weights are raised by 2 and r taken again;
              check = r mod 10.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character(s) go; prints
                                               # every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also a few malformed values fail
    python3 checks.py verify                   # selftest, then every record of this folder as blind-38's
                                               # verify does (offsets, edges, order, checks of src/, the
                                               # .txt and .gold.json equal to make_gold.py's rebuild)
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b38 = v.load_checks(_HERE, 'redaction-blind-38')

CHECKS = dict(b38.CHECKS)
BIRTH = dict(b38.BIRTH)
SIZE_BYTES = b38.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-38
CHECKS['ua-rnokpp'] = v.rnokpp_ok         # shared validator (blind-8's algorithm), mapped here


# ---- new in redaction-blind-39: new check algorithms

def do_rnc_ok(s):
    if not re.fullmatch(r'\d{9}|\d-\d{2}-\d{5}-\d', s): return False
    d = [int(c) for c in re.sub(r'\D', '', s)]
    tot = sum(x * w for x, w in zip(d[:8], [7, 9, 8, 6, 5, 4, 3, 2]))
    return (10 - tot % 11) % 9 + 1 == d[8]

def kr_crn_ok(s):
    if not re.fullmatch(r'\d{6}-?\d{7}', s): return False
    d = [int(c) for c in re.sub(r'\D', '', s)]
    tot = sum(x * w for x, w in zip(d[:12], [1, 2] * 6))
    return (10 - tot % 10) % 10 == d[12]

def at_uid_ok(s):
    m = re.fullmatch(r'ATU ?(\d{8})', s)
    if not m: return False
    d = [int(c) for c in m.group(1)]
    tot = sum(sum(divmod(x * w, 10)) for x, w in zip(d[:7], [1, 2, 1, 2, 1, 2, 1]))
    return (6 - tot) % 10 == d[7]

def ua_edrpou_ok(s):
    if not re.fullmatch(r'\d{8}', s): return False
    d = [int(c) for c in s]
    w = [7, 1, 2, 3, 4, 5, 6] if s[0] in '345' else [1, 2, 3, 4, 5, 6, 7]
    r = sum(x * y for x, y in zip(d[:7], w)) % 11
    if r == 10:
        r = sum(x * (y + 2) for x, y in zip(d[:7], w)) % 11
    return r % 10 == d[7]


CHECKS.update({'do-rnc': do_rnc_ok, 'kr-crn': kr_crn_ok, 'at-uid': at_uid_ok, 'ua-edrpou': ua_edrpou_ok})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('do-rnc', '1-30-58217-3', '1-30-58217-4'),
             ('kr-crn', '134811-0372912', '134811-0372913'),
             ('at-uid', 'ATU52816396', 'ATU52816397'),
             ('ua-edrpou', '41736020', '41736021'),
             ('ua-edrpou', '38614204', '38614205')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not do_rnc_ok('1305821740')                           # ten digits
          and not kr_crn_ok('134811+0372915')                   # wrong separator
          and not at_uid_ok('AT52816394')                       # no U
          and not ua_edrpou_ok('4173602'))                      # seven digits
    print('rnc length / crn separator / uid prefix / edrpou length', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:   # PART with ? where the check character(s) go
        out = []
        def rec(cand):
            if '?' not in cand:
                if CHECKS[kind](cand): out.append(cand)
                return
            for ch in '0123456789': rec(cand.replace('?', ch, 1))
        rec(part)
        return out
    return b38._complete(kind, part)

def verify():
    import glob, importlib.util, json
    bad = selftest()
    spec = importlib.util.spec_from_file_location('blind_gold_make_gold',
                                                  os.path.join(_HERE, '../../../scripts/blind-gold/make_gold.py'))
    mg = importlib.util.module_from_spec(spec); spec.loader.exec_module(mg)
    mark = re.compile(r'\[\[([A-Z_]+)(?:/([a-z-]+))?:(.*?)\]\]', re.DOTALL)
    this = sys.modules[__name__]
    for gp in sorted(glob.glob(os.path.join(_HERE, '*.gold.json'))):
        name = os.path.basename(gp)[:-len('.gold.json')]
        b = open(os.path.join(_HERE, name + '.txt'), 'rb').read()
        g = json.load(open(gp, encoding='utf-8'))
        errs, prev = [], 0
        if g.get('document') != name + '.txt': errs.append('document name')
        for sp in g['spans']:
            piece = b[sp['start']:sp['end']].decode('utf-8', 'replace')
            if piece != sp['text']: errs.append('offsets of %r' % sp['text'])
            if '\n' in sp['text'] or piece != piece.strip(): errs.append('line break or blank in %r' % sp['text'])
            if sp['start'] < prev: errs.append('order or overlap at %r' % sp['text'])
            prev = sp['end']
        src = open(os.path.join(_HERE, 'src', name + '.src'), encoding='utf-8').read()
        for m in mark.finditer(src):
            if m.group(2) and (m.group(2) not in CHECKS or not CHECKS[m.group(2)](m.group(3))):
                errs.append('%r fails %s' % (m.group(3), m.group(2)))
        for line in src.splitlines():
            if line.startswith('%% agree:'):
                kind, value, date, sex = line[len('%% agree:'):].split()
                if BIRTH[kind](value) != (date, sex): errs.append('agree %s %s' % (kind, value))
        txt, gold, problems = mg.build(name, src, this)
        errs += problems
        if txt.encode('utf-8') != b: errs.append('.txt differs from its source')
        if gold != g: errs.append('.gold.json differs from its source')
        print(name[:2], len(g['spans']), 'spans', 'ok' if not errs else 'FAILED: ' + '; '.join(errs))
        bad += len(errs)
    return bad

if __name__ == '__main__':
    if sys.argv[1:] == ['verify']:
        sys.exit(1 if verify() else 0)
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in CHECKS:
        print(*_complete(sys.argv[2], sys.argv[3]))
    else:
        v.main(CHECKS, selftest)
