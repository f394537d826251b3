"""Checks of redaction-blind-35 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-34's checks.py by path (which loads
blind-33's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-34's checks.py uses for blind-33's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: only the kinds new in this set, below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  nz-bank-a  New Zealand bank account with its modulus-11 check, as this set assumes IRD's "algorithm A"
             (account numbers below 0990000): bank (2) - branch (4) - account (7) - suffix (2 or 3); the
             branch weighted 6 3 7 9, the seven account digits 0 10 5 8 4 2 1, bank and suffix 0; the sum
             is divisible by 11.
  udi-gtin    GS1 unique device identifier in human-readable form, (01) GTIN-14 (17) expiry YYMMDD (10) lot
             and/or (21) serial; the GTIN's last digit checks the other thirteen, weighted 3 1 3 1 ... from
             the left (3 on the digit next to the check), check = (10 - sum mod 10) mod 10; the expiry
             date must exist (day 00 allowed, as GS1 allows).
  ru-ogrnip  Russian OGRNIP (state registration number of an individual entrepreneur): 15 digits, the first
             3; the last digit is the first fourteen read as a number, mod 13, mod 10.
  ru-oms     Russian single-format compulsory health insurance policy number (ENP), 16 digits, as this set
             assumes the check: of the first fifteen, the digits in odd places counted from the right
             (15th, 13th, ...) are read as one number and doubled; the digits in even places are written
             in front of that product; the digit sum s of the result gives the check (10 - s mod 10) mod 10.
  imo        IMO ship identification number (IMO and 7 digits, the span being the digits): the first six
             weighted 7 6 5 4 3 2, the sum mod 10 is the seventh.
  upu-item    UPU S10 item identifier of registered post: two letters, eight digits, a check digit and the
             ISO country code; the eight weighted 8 6 4 2 3 5 9 7, r = 11 - sum mod 11, 10 gives 0 and 11
             gives 5.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check digit(s) go; prints every
                                               # completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also an OGRN (13 digits, a
                                               # company) and an NZ account at or above 0990000 fail, and a
                                               # UDI with a 31st of February fails
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
b34 = v.load_checks(_HERE, 'redaction-blind-34')

CHECKS = dict(b34.CHECKS)
BIRTH = dict(b34.BIRTH)
SIZE_BYTES = b34.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-34


# ---- new in redaction-blind-35: new check algorithms

def nz_bank_a_ok(s):  # NZ account BB-bbbb-AAAAAAA-SS(S): branch 6 3 7 9, account 0 10 5 8 4 2 1, mod 11
    m = re.fullmatch(r'(\d{2})-(\d{4})-(\d{7})-(\d{2,3})', s)
    if not m or int(m.group(3)) >= 990000: return False
    tot = (sum(int(c) * w for c, w in zip(m.group(2), [6, 3, 7, 9]))
           + sum(int(c) * w for c, w in zip(m.group(3), [0, 10, 5, 8, 4, 2, 1])))
    return tot % 11 == 0

def gtin_ok(g):  # GTIN-8/12/13/14: weights 3 1 from the digit next to the check, mod 10
    if not re.fullmatch(r'\d{8}|\d{12,14}', g): return False
    body = [int(c) for c in reversed(g[:-1])]
    tot = sum(x * (3 if i % 2 == 0 else 1) for i, x in enumerate(body))
    return (10 - tot % 10) % 10 == int(g[-1])

def gs1_udi_ok(s):  # (01)GTIN14 then (17)YYMMDD, (10)lot, (21)serial in that order, at least one of them
    m = re.fullmatch(r'\(01\)(\d{14})(?:\(17\)(\d{6}))?(?:\(10\)([0-9A-Z-]{1,20}))?(?:\(21\)([0-9A-Z-]{1,20}))?', s)
    if not m or not (m.group(2) or m.group(3) or m.group(4)) or not gtin_ok(m.group(1)): return False
    if m.group(2):
        y, mo, d = int(m.group(2)[:2]), int(m.group(2)[2:4]), int(m.group(2)[4:])
        if not (1 <= mo <= 12 and (d == 0 or v._date_ok(2000 + y, mo, d))): return False
    return True

def ru_ogrnip_ok(s):  # OGRNIP: 15 digits starting 3; last digit = first 14 mod 13 mod 10
    return bool(re.fullmatch(r'3\d{14}', s)) and int(s[:14]) % 13 % 10 == int(s[14])

def ru_oms_ok(s):  # ENP 16 digits (spaces allowed as 4 4 4 4): the check as the docstring states
    d = s.replace(' ', '')
    if not re.fullmatch(r'\d{16}', d) or not re.fullmatch(r'\d{16}|\d{4} \d{4} \d{4} \d{4}', s): return False
    body = d[:15]
    odd = ''.join(body[i] for i in range(14, -1, -2))[::-1]    # 15th, 13th, ... in left-to-right order
    even = ''.join(body[i] for i in range(13, -1, -2))[::-1]
    t = even + str(int(odd) * 2)
    return (10 - sum(int(c) for c in t) % 10) % 10 == int(d[15])

def imo_ok(s):  # IMO number: 7 digits, first six weighted 7..2, sum mod 10 = last
    return bool(re.fullmatch(r'\d{7}', s)) and sum(int(c) * w for c, w in zip(s, [7, 6, 5, 4, 3, 2])) % 10 == int(s[6])

def upu_s10_ok(s):  # UPU S10: AA NNNNNNNN C CC (spaces optional in 2 3 3 3 1 grouping or none)
    t = s.replace(' ', '')
    m = re.fullmatch(r'[A-Z]{2}(\d{8})(\d)[A-Z]{2}', t)
    if not m: return False
    r = 11 - sum(int(c) * w for c, w in zip(m.group(1), [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    return {10: 0, 11: 5}.get(r, r) == int(m.group(2))


CHECKS.update({'nz-bank-a': nz_bank_a_ok, 'udi-gtin': gs1_udi_ok, 'ru-ogrnip': ru_ogrnip_ok,
               'ru-oms': ru_oms_ok, 'imo': imo_ok, 'upu-item': upu_s10_ok})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('nz-bank-a', '01-0902-0068389-00', '01-0902-0068398-00'),
             ('udi-gtin', '(01)00884838041721(17)290731(21)PK7X31902', '(01)00884838041722(17)290731(21)PK7X31902'),
             ('ru-ogrnip', '304500116000157', '304500116000158'),
             ('ru-oms', '1405 8791 2036 4415', '1405 8791 2036 4416'),
             ('imo', '9074729', '9074728'),
             ('upu-item', 'RR473124829IE', 'RR473124828IE')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not ru_ogrnip_ok('1027700132195')                       # a company's 13-digit OGRN
          and not nz_bank_a_ok('01-0902-0990004-00')               # algorithm B range, not assumed here
          and not gs1_udi_ok('(01)00884838041721(17)290231')       # 31 February
          and not gs1_udi_ok('(01)00884838041721'))                # a GTIN alone is no UDI here
    print('ogrn 13 digits / nz account >= 0990000 / udi 31 Feb / gtin alone', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:   # PART with ? where the check digit(s) go
        n = part.count('?')
        out = []
        for k in range(10 ** n):
            digs = str(k).zfill(n)
            cand = part
            for ch in digs: cand = cand.replace('?', ch, 1)
            if CHECKS[kind](cand): out.append(cand)
        return out
    if kind.endswith('iban'):  # PART with 00 in place of the check digits
        b = re.sub(r'\s', '', part)
        return [v.iban_complete(b[:2], b[4:])]
    return (v.complete(CHECKS, kind, part)
            or [part + c for c in 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' if CHECKS[kind](part + c)])

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
