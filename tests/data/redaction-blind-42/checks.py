"""Checks of redaction-blind-42 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-41's checks.py by path (which loads
blind-40's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-41's checks.py uses for blind-40's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  hibc        Health Industry Bar Code (HIBC LIC) primary data of a medical device or implant: '+', a
              four-character labeler code (the first a letter), a product code of 1-18 letters or digits,
              a unit-of-measure digit 0-8, and a check character: the sum of the values of every
              character before it (the '+' included) in the Code 39 table 0-9 A-Z - . space $ / + %
              (values 0-42), mod 43, as a character of that table.
  ar-cbu      Argentine bank account key (CBU), 22 digits (one optional space after the 8th): two blocks,
              8 digits (bank 3, branch 4, check) and 14 (account 13, check); each check digit is
              (10 - the block's other digits weighted 3 1 7 9 3 1 7 9 ... from the right, mod 10) mod 10.
  ru-ogrn     Russian primary state registration number of a legal entity (OGRN), 13 digits, the first
              1 or 5: the last digit is the first twelve read as one number, mod 11, mod 10.
  isbt-din    ISBT 128 donation identification number of a blood or tissue product: a facility code
              (a letter and four digits), a two-digit year and a six-digit serial (13 characters, spaces
              allowed between the parts), optionally the two flag digits, and the keyboard check character:
              ISO 7064 MOD 37-2 over the 13 characters (0-9 and A-Z worth 0-35; the check is one of 0-9,
              A-Z and *, with p = (2 p + value) mod 37 over the 13 characters and the check value
              (1 - 2 p) mod 37); the flags are not part of the check.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character(s) go; prints
                                               # every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also a few malformed values fail
    python3 checks.py verify                   # selftest, then every record of this folder as blind-41's
                                               # verify does (offsets, edges, order, checks of src/, the
                                               # .txt and .gold.json equal to make_gold.py's rebuild)
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b41 = v.load_checks(_HERE, 'redaction-blind-41')

CHECKS = dict(b41.CHECKS)
BIRTH = dict(b41.BIRTH)
SIZE_BYTES = b41.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-41


# ---- new in redaction-blind-42: new check algorithms

_HIBC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%'
def hibc_ok(s):
    if len(s) < 2 or not re.fullmatch(r'\+[A-Z][A-Z0-9]{3}[A-Z0-9]{1,18}[0-8]', s[:-1]): return False
    return s[-1] in _HIBC and _HIBC[sum(_HIBC.index(c) for c in s[:-1]) % 43] == s[-1]

def _cbu_block(d):
    tot = sum(int(c) * w for c, w in zip(reversed(d[:-1]), [3, 1, 7, 9] * 6))
    return (10 - tot % 10) % 10 == int(d[-1])

def ar_cbu_ok(s):
    m = re.fullmatch(r'(\d{8}) ?(\d{14})', s)
    return bool(m) and _cbu_block(m.group(1)) and _cbu_block(m.group(2))

def ru_ogrn_ok(s):
    return bool(re.fullmatch(r'[15]\d{12}', s)) and int(s[:12]) % 11 % 10 == int(s[12])

_ISBT = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*'
def isbt_din_ok(s):
    m = re.fullmatch(r'([A-Z]\d{4}) ?(\d{2}) ?(\d{6})(?: (\d{2}))? ([0-9A-Z*])', s)
    if not m: return False
    p = 0
    for ch in m.group(1) + m.group(2) + m.group(3):
        p = (2 * p + _ISBT.index(ch)) % 37
    return _ISBT[(1 - 2 * p) % 37] == m.group(5)


NEW = {'hibc': hibc_ok, 'ar-cbu': ar_cbu_ok, 'ru-ogrn': ru_ogrn_ok, 'isbt-din': isbt_din_ok}
CHECKS.update(NEW)

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('hibc', '+M4170R5523011X', '+M4170R5523011Y'),
             ('ar-cbu', '0720188820000034159022', '0720188820000034159023'),
             ('ru-ogrn', '1157746390119', '1157746390118'),
             ('isbt-din', 'A9998 31 402117 00 0', 'A9998 31 402118 00 0')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not hibc_ok('M4170R5523011X')                        # no leading +
          and not ar_cbu_ok('072018882000003415902')            # 21 digits
          and not ru_ogrn_ok('3157746390119')                   # first digit not 1 or 5
          and not isbt_din_ok('A9998 31 40211 00 0'))           # five-digit serial
    print('hibc flag / cbu length / ogrn first digit / din serial', 'ok' if ok else 'FAILED')
    bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:   # PART with ? where the check character(s) go
        out = []
        alpha = {'hibc': _HIBC, 'isbt-din': _ISBT}.get(kind, '0123456789')
        def rec(cand):
            if '?' not in cand:
                if CHECKS[kind](cand): out.append(cand)
                return
            for ch in alpha: rec(cand.replace('?', ch, 1))
        rec(part)
        return out
    return b41._complete(kind, part)

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
