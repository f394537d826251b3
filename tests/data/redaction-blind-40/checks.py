"""Checks of redaction-blind-40 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-39's checks.py by path (which loads
blind-38's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-39's checks.py uses for blind-38's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: two shared validators that blind-39's CHECKS does not carry, under 'bg-egn'
(validators.egn_ok, blind-7's algorithm) and 'na-id' (validators.na_id_ok, blind-8's format check), and
the kinds new in this set, below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  bg-pnf      Bulgarian personal number of a foreigner (LNCh), 10 digits: the first nine weighted
              21 19 17 13 11 9 7 3 1; check = sum mod 10.
  pl-regon    Polish statistical number of a business (REGON), 9 digits: the first eight weighted
              8 9 2 3 4 5 6 7; check = (sum mod 11) mod 10.
  fr-spi      French tax number (numero fiscal, SPI) of a person, 13 digits (spaces allowed), the first
              digit 0-3: the last three digits are the number formed by the first ten, mod 511.
  br-titulo   Brazilian voter's card number (titulo de eleitor), 12 digits (spaces allowed): eight-digit
              sequence, two-digit state code 01-28, two check digits.  DV1 = sum of the sequence weighted
              2 3 4 5 6 7 8 9, mod 11; DV2 = (7 x first state digit + 8 x second + 9 x DV1) mod 11; a
              result of 10 gives 0, and for the codes 01 (SP) and 02 (MG) a result of 0 gives 1.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character(s) go; prints
                                               # every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also a few malformed values fail
    python3 checks.py verify                   # selftest, then every record of this folder as blind-39's
                                               # verify does (offsets, edges, order, checks of src/, the
                                               # .txt and .gold.json equal to make_gold.py's rebuild)
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b39 = v.load_checks(_HERE, 'redaction-blind-39')

CHECKS = dict(b39.CHECKS)
BIRTH = dict(b39.BIRTH)
SIZE_BYTES = b39.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-39
CHECKS['bg-egn'] = v.egn_ok               # shared validator (blind-7's algorithm), mapped here
CHECKS['na-id'] = v.na_id_ok              # shared format check (blind-8), mapped here


# ---- new in redaction-blind-40: new check algorithms

def bg_pnf_ok(s):
    if not re.fullmatch(r'\d{10}', s): return False
    d = [int(c) for c in s]
    return sum(x * w for x, w in zip(d[:9], [21, 19, 17, 13, 11, 9, 7, 3, 1])) % 10 == d[9]

def pl_regon_ok(s):
    if not re.fullmatch(r'\d{9}', s): return False
    d = [int(c) for c in s]
    return sum(x * w for x, w in zip(d[:8], [8, 9, 2, 3, 4, 5, 6, 7])) % 11 % 10 == d[8]

def fr_spi_ok(s):
    if not re.fullmatch(r'[\d ]+', s) or s != s.strip(): return False
    d = s.replace(' ', '')
    if len(d) != 13 or d[0] not in '0123': return False
    return int(d[:10]) % 511 == int(d[10:])

def br_titulo_ok(s):
    if not re.fullmatch(r'[\d ]+', s) or s != s.strip(): return False
    d = s.replace(' ', '')
    if len(d) != 12: return False
    uf = int(d[8:10])
    if not 1 <= uf <= 28: return False
    x = [int(c) for c in d]
    def fix(r):
        if r == 10: return 0
        if r == 0 and uf in (1, 2): return 1
        return r
    dv1 = fix(sum(a * w for a, w in zip(x[:8], range(2, 10))) % 11)
    dv2 = fix((x[8] * 7 + x[9] * 8 + dv1 * 9) % 11)
    return x[10] == dv1 and x[11] == dv2


CHECKS.update({'bg-pnf': bg_pnf_ok, 'pl-regon': pl_regon_ok, 'fr-spi': fr_spi_ok, 'br-titulo': br_titulo_ok})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('bg-pnf', '1004837214', '1004837215'),
             ('pl-regon', '380416275', '380416276'),
             ('fr-spi', '2106 384 927 003', '2106 384 927 004'),
             ('br-titulo', '3158 2604 0450', '3158 2604 0451')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not bg_pnf_ok('100483721')                            # nine digits
          and not pl_regon_ok('38041627-5')                     # separator
          and not fr_spi_ok('5106384927' + '%03d' % (5106384927 % 511))   # first digit 5
          and not br_titulo_ok('315826290417'))                 # state code 29
    print('pnf length / regon separator / spi first digit / titulo state code', 'ok' if ok else 'FAILED')
    bad += not ok
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
    return b39._complete(kind, part)

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
