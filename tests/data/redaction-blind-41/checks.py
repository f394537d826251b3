"""Checks of redaction-blind-41 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-40's checks.py by path (which loads
blind-39's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-40's checks.py uses for blind-39's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: two shared validators that blind-40's CHECKS does not carry, 'hr-oib'
(validators.oib_ok, blind-6's algorithm) and 'bd-nid' (validators.bd_nid_ok, blind-10's format check), and the kinds new in this set, below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  es-cups     Spanish electricity/gas supply point code (CUPS): ES, 16 digits, two check letters, an
              optional two-character border suffix (spaces allowed).  n = the 16 digits mod 529; the
              letters are T[n // 23] and T[n % 23] with T = TRWAGMYFPDXBNJZSQVHLCKE.
  mt-vat      Maltese VAT number, optional MT and 8 digits, the first not 0: the digits weighted
              3 4 6 7 8 9 10 1 sum to a multiple of 37.
  ch-esr      Swiss QR / ESR payment reference, 27 digits (spaces allowed): the last digit is the
              recursive modulus-10 check of the first 26 (carry = table[(carry + digit) mod 10],
              table 0 9 4 6 8 2 7 1 3 5; check = (10 - carry) mod 10).
  br-ie-sp    Sao Paulo state tax registration (inscricao estadual) of a business, 12 digits written
              NNN.NNN.NNN.NNN: the 9th digit is the first eight weighted 1 3 4 5 6 7 8 10, mod 11, its
              last digit; the 12th is the first eleven weighted 3 2 10 9 8 7 6 5 4 3 2, mod 11, its
              last digit.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character(s) go; prints
                                               # every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also a few malformed values fail
    python3 checks.py verify                   # selftest, then every record of this folder as blind-40's
                                               # verify does (offsets, edges, order, checks of src/, the
                                               # .txt and .gold.json equal to make_gold.py's rebuild)
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b40 = v.load_checks(_HERE, 'redaction-blind-40')

CHECKS = dict(b40.CHECKS)
BIRTH = dict(b40.BIRTH)
SIZE_BYTES = b40.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-40
CHECKS.setdefault('hr-oib', v.oib_ok)     # shared validator (blind-6's ISO 7064 MOD 11,10), mapped here
CHECKS.setdefault('bd-nid', v.bd_nid_ok)  # shared format check (blind-10), mapped here


# ---- new in redaction-blind-41: new check algorithms

_CUPS = 'TRWAGMYFPDXBNJZSQVHLCKE'
def es_cups_ok(s):
    if s != s.strip(): return False
    m = re.fullmatch(r'ES(\d{16})([A-Z]{2})(\d[FPCRXYZ])?', s.replace(' ', ''))
    if not m: return False
    n = int(m.group(1)) % 529
    return _CUPS[n // 23] + _CUPS[n % 23] == m.group(2)

def mt_vat_ok(s):
    m = re.fullmatch(r'(?:MT ?)?([1-9]\d{7})', s)
    if not m: return False
    return sum(int(c) * w for c, w in zip(m.group(1), [3, 4, 6, 7, 8, 9, 10, 1])) % 37 == 0

_ESR = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]
def ch_esr_ok(s):
    if not re.fullmatch(r'[\d ]+', s) or s != s.strip(): return False
    d = s.replace(' ', '')
    if len(d) != 27: return False
    carry = 0
    for c in d[:26]:
        carry = _ESR[(carry + int(c)) % 10]
    return (10 - carry) % 10 == int(d[26])

def br_ie_sp_ok(s):
    if not re.fullmatch(r'\d{3}\.\d{3}\.\d{3}\.\d{3}|\d{12}', s): return False
    d = [int(c) for c in s.replace('.', '')]
    dv1 = sum(x * w for x, w in zip(d[:8], [1, 3, 4, 5, 6, 7, 8, 10])) % 11 % 10
    dv2 = sum(x * w for x, w in zip(d[:11], [3, 2, 10, 9, 8, 7, 6, 5, 4, 3, 2])) % 11 % 10
    return d[8] == dv1 and d[11] == dv2


CHECKS.update({'es-cups': es_cups_ok, 'mt-vat': mt_vat_ok, 'ch-esr': ch_esr_ok, 'br-ie-sp': br_ie_sp_ok})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('es-cups', 'ES0031408273615904XE', 'ES0031408273615905XE'),
             ('mt-vat', 'MT 20488163', 'MT 20488164'),
             ('ch-esr', '21 00000 00003 13947 14300 09017', '21 00000 00003 13947 14300 09018'),
             ('br-ie-sp', '648.204.376.113', '648.204.376.114')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not es_cups_ok('ES003140827361590JX')                 # fifteen digits
          and not mt_vat_ok('04851632')                         # first digit 0
          and not ch_esr_ok('2100000000031394714300090')        # 25 digits
          and not br_ie_sp_ok('648204371-115'))                 # wrong separator
    print('cups length / vat first digit / esr length / ie separator', 'ok' if ok else 'FAILED')
    bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:   # PART with ? where the check character(s) go
        out = []
        alpha = _CUPS if kind == 'es-cups' else '0123456789'
        def rec(cand):
            if '?' not in cand:
                if CHECKS[kind](cand): out.append(cand)
                return
            for ch in alpha: rec(cand.replace('?', ch, 1))
        rec(part)
        return out
    return b40._complete(kind, part)

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
