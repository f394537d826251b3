"""Checks of redaction-blind-38 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-37's checks.py by path (which loads
blind-36's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-37's checks.py uses for blind-36's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the shared validators.tw_id_ok under 'tw-id', validators.taj_ok under 'taj' and
validators.cccd_ok under 'vn-cccd' (algorithms or formats earlier sets already check, mapped here because
blind-37's CHECKS does not carry them), and the kinds new in this set, below, each as this set assumes the
format.

New check algorithms (no earlier set checks these computations):

  br-cnpj     Brazilian company register number (CNPJ) NN.NNN.NNN/NNNN-DD: first check digit over the
              twelve digits weighted 5 4 3 2 9 8 7 6 5 4 3 2, second over thirteen weighted
              6 5 4 3 2 9 8 7 6 5 4 3 2; r = sum mod 11, digit = 0 when r < 2, else 11 - r.
  tw-ubn      Taiwanese unified business number (tongyi bianhao), 8 digits: weights 1 2 1 2 1 2 4 1, each
              product replaced by the sum of its digits; valid when the total is divisible by 10, or, when
              the seventh digit is 7, when the total plus 1 is.
  cn-uscc     Chinese unified social credit code, 18 characters over 0-9 and ABCDEFGHJKLMNPQRTUWXY (31
              symbols, values 0-30): the first seventeen weighted 3^i mod 31 (1 3 9 27 19 26 16 17 20 29 25
              13 8 24 10 30 28); check = (31 - sum mod 31) mod 31, as a symbol.
  hu-adoszam  Hungarian tax number of a business or sole trader (adoszam) NNNNNNNN-V-KK: the first eight
              digits weighted 9 7 3 1 9 7 3 1 sum to a multiple of 10; V (VAT code) is 1-5.
  vn-mst      Vietnamese tax code (ma so thue) NNNNNNNNNC, optional -NNN branch: the first nine digits
              weighted 31 29 23 19 17 13 7 5 3; C = 10 - (sum mod 11), never issued when that is 10.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character(s) go; prints
                                               # every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also a few malformed values fail
    python3 checks.py verify                   # selftest, then every record of this folder as blind-37's
                                               # verify does (offsets, edges, order, checks of src/, the
                                               # .txt and .gold.json equal to make_gold.py's rebuild)
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b37 = v.load_checks(_HERE, 'redaction-blind-37')

CHECKS = dict(b37.CHECKS)
BIRTH = dict(b37.BIRTH)
SIZE_BYTES = b37.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-37
CHECKS['tw-id'] = v.tw_id_ok               # shared validators, algorithms checked before
CHECKS['taj'] = v.taj_ok
CHECKS['vn-cccd'] = v.cccd_ok


# ---- new in redaction-blind-38: new check algorithms

def _cnpj_digit(d, w):
    r = sum(x * y for x, y in zip(d, w)) % 11
    return 0 if r < 2 else 11 - r

def br_cnpj_ok(s):
    if not re.fullmatch(r'\d{2}\.?\d{3}\.?\d{3}/?\d{4}-?\d{2}', s): return False
    d = [int(c) for c in re.sub(r'\D', '', s)]
    if len(set(d)) == 1: return False
    return (_cnpj_digit(d[:12], [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) == d[12]
            and _cnpj_digit(d[:13], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) == d[13])

def tw_ubn_ok(s):
    if not re.fullmatch(r'\d{8}', s): return False
    d = [int(c) for c in s]
    tot = sum(sum(divmod(x * w, 10)) for x, w in zip(d, [1, 2, 1, 2, 1, 2, 4, 1]))
    return tot % 10 == 0 or (d[6] == 7 and (tot + 1) % 10 == 0)

_USCC = '0123456789ABCDEFGHJKLMNPQRTUWXY'
def cn_uscc_ok(s):
    if not re.fullmatch(r'[0-9ABCDEFGHJKLMNPQRTUWXY]{18}', s): return False
    tot = sum(_USCC.index(c) * pow(3, i, 31) for i, c in enumerate(s[:17]))
    return _USCC[(31 - tot % 31) % 31] == s[17]

def hu_adoszam_ok(s):
    m = re.fullmatch(r'(\d{8})-?([1-5])-?(\d{2})', s)
    if not m: return False
    return sum(int(x) * w for x, w in zip(m.group(1), [9, 7, 3, 1, 9, 7, 3, 1])) % 10 == 0

def vn_mst_ok(s):
    m = re.fullmatch(r'(\d{10})(-\d{3})?', s)
    if not m: return False
    d = [int(c) for c in m.group(1)]
    c = 10 - sum(x * w for x, w in zip(d[:9], [31, 29, 23, 19, 17, 13, 7, 5, 3])) % 11
    return c != 10 and c == d[9]


CHECKS.update({'br-cnpj': br_cnpj_ok, 'tw-ubn': tw_ubn_ok, 'cn-uscc': cn_uscc_ok,
               'hu-adoszam': hu_adoszam_ok, 'vn-mst': vn_mst_ok})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('br-cnpj', '47.318.265/0001-04', '47.318.265/0001-05'),
             ('tw-ubn', '83164020', '83164029'),
             ('cn-uscc', '91450300MA5K83T629', '91450300MA5K83T628'),
             ('hu-adoszam', '27483154-2-02', '27483153-2-02'),
             ('vn-mst', '4602187352', '4602187353')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not br_cnpj_ok('00.000.000/0000-00')                 # one repeated digit
          and not hu_adoszam_ok('27483154-7-02')                # VAT code outside 1-5
          and not cn_uscc_ok('91450300MA5K83I629')              # I is not a symbol
          and not vn_mst_ok('46021873520'))                     # eleven digits
    print('cnpj repeated / adoszam vat code / uscc letter I / mst length', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:   # PART with ? where the check character(s) go
        out = []
        alphabet = _USCC if kind == 'cn-uscc' else '0123456789'
        def rec(cand):
            if '?' not in cand:
                if CHECKS[kind](cand): out.append(cand)
                return
            for ch in alphabet: rec(cand.replace('?', ch, 1))
        rec(part)
        return out
    return b37._complete(kind, part)

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
