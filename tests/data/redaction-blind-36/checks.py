"""Checks of redaction-blind-36 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-35's checks.py by path (which loads
blind-34's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-35's checks.py uses for blind-34's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the shared validators.tckn_ok under the name 'tckn' (an algorithm an earlier set
already checks, mapped here because blind-35's CHECKS does not carry it), and the kinds new in this set,
below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  uk-vat     UK VAT registration number, GB and nine digits (grouped 3 4 2 or not): the first seven
             weighted 8 7 6 5 4 3 2; that sum plus the last two digits read as a number is divisible by
             97 (the older series) or is so after adding 55 (the series issued since 2010).
  in-gstin   Indian GSTIN, 15 characters: state code (2 digits, 01-38), the holder's PAN (10), entity
             number (1), Z, and a check character: each of the first fourteen valued 0-35 (0-9, A-Z),
             multiplied by 1 and 2 alternately from the left, each product p counted as p // 36 + p % 36;
             check = (36 - sum mod 36) mod 36 written as 0-9 / A-Z.
  co-nit     Colombian NIT with its verification digit (DV), the number (up to 15 digits, dots allowed)
             then '-' and the DV: the digits weighted 3 7 13 17 19 23 29 37 41 43 47 53 59 67 71 from the
             right; r = sum mod 11; DV = r when r is 0 or 1, else 11 - r.
  tr-vkn     Turkish tax number (vergi kimlik numarası), ten digits: for the i-th of the first nine
             (i = 1..9), t = (digit + 10 - i) mod 10, v = t * 2^(10 - i) mod 9, and v = 9 when t is not 0
             and v is 0; the tenth digit is (10 - sum v mod 10) mod 10.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character(s) go; prints
                                               # every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also a GSTIN with a bad state
                                               # code, a VAT number failing both series and a NIT without
                                               # its DV fail
    python3 checks.py verify                   # selftest, then every record of this folder: each gold
                                               # span equals the text at its UTF-8 offsets, no span crosses
                                               # a line break or has a blank edge, spans sorted and apart,
                                               # every [[TYPE/check:...]] of src/ passes its check, every
                                               # %% agree: line its birth decoder, and .txt/.gold.json
                                               # equal what make_gold.py builds from src/
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b35 = v.load_checks(_HERE, 'redaction-blind-35')

CHECKS = dict(b35.CHECKS)
BIRTH = dict(b35.BIRTH)
SIZE_BYTES = b35.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-35
CHECKS['tckn'] = v.tckn_ok                 # shared validator, an algorithm checked before


# ---- new in redaction-blind-36: new check algorithms

def uk_vat_ok(s):  # GB NNN NNNN NN: 8..2 weights on seven digits, plus the last two, mod 97 (or +55)
    m = re.fullmatch(r'(?:GB ?)?(\d{3}) ?(\d{4}) ?(\d{2})', s)
    if not m: return False
    d = m.group(1) + m.group(2)
    tot = sum(int(c) * w for c, w in zip(d, [8, 7, 6, 5, 4, 3, 2])) + int(m.group(3))
    return tot % 97 == 0 or (tot + 55) % 97 == 0

_B36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
def in_gstin_ok(s):  # SS + PAN + entity + Z + check, Luhn mod 36 with factors 1 2 from the left
    if not re.fullmatch(r'(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]', s) or not 1 <= int(s[:2]) <= 38:
        return False
    tot = 0
    for i, c in enumerate(s[:14]):
        p = _B36.index(c) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return _B36[(36 - tot % 36) % 36] == s[14]

_NITW = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71]
def co_nit_ok(s):  # number (dots allowed) - DV; prime weights from the right, mod 11
    m = re.fullmatch(r'(\d{1,3}(?:\.\d{3}){1,4}|\d{5,15})-(\d)', s)
    if not m: return False
    d = m.group(1).replace('.', '')
    if len(d) > 15: return False
    r = sum(int(c) * w for c, w in zip(reversed(d), _NITW)) % 11
    return (r if r < 2 else 11 - r) == int(m.group(2))

def tr_vkn_ok(s):  # ten digits, the tenth as the docstring states
    if not re.fullmatch(r'\d{10}', s): return False
    tot = 0
    for i in range(1, 10):
        t = (int(s[i - 1]) + 10 - i) % 10
        x = t * 2 ** (10 - i) % 9
        if t != 0 and x == 0: x = 9
        tot += x
    return (10 - tot % 10) % 10 == int(s[9])


CHECKS.update({'uk-vat': uk_vat_ok, 'in-gstin': in_gstin_ok, 'co-nit': co_nit_ok, 'tr-vkn': tr_vkn_ok})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('uk-vat', 'GB 980 7806 84', 'GB 980 7806 85'),
             ('in-gstin', '27AAPFU0939F1ZV', '27AAPFU0939F1ZW'),
             ('co-nit', '800.197.268-4', '800.197.268-5'),
             ('tr-vkn', '1234567890', '1234567891')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not in_gstin_ok('47AAPFU0939F1ZV')          # state code 47 does not exist
          and not uk_vat_ok('GB 980 7806 83')         # fails both series
          and not co_nit_ok('800.197.268'))           # no DV
    print('gstin state 47 / vat both series / nit without dv', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:   # PART with ? where the check character(s) go
        n = part.count('?')
        alphabet = _B36 if n == 1 else '0123456789'
        out = []
        def rec(cand):
            if '?' not in cand:
                if CHECKS[kind](cand): out.append(cand)
                return
            for ch in alphabet: rec(cand.replace('?', ch, 1))
        rec(part)
        return out
    return b35._complete(kind, part)

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
