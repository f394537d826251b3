"""Checks of redaction-blind-34 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-33's checks.py by path (which loads
blind-32's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-33's checks.py uses for blind-32's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: only the kinds new in this set, below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  gb-utr     UK Unique Taxpayer Reference: 10 digits, often written 5 5; the FIRST digit checks the other
             nine: weights 6 7 8 9 10 5 4 3 2, sum mod 11 = r, check = '21987654321'[r].
  ru-snils   Russian SNILS (pension insurance number): 11 digits written NNN-NNN-NNN NN; the first nine
             weighted 9 down to 1; a sum under 100 is the check number itself, 100 and 101 give 00, a larger
             sum is taken mod 101 (and 100 again gives 00).  Only numbers above 001-001-998 carry the check.
  ru-inn     Russian INN of a person: 12 digits (the first two the region); the eleventh digit is the sum of
             the first ten weighted 7 2 4 10 3 5 9 4 6 8, mod 11, mod 10; the twelfth the sum of the first
             eleven weighted 3 7 2 4 10 3 5 9 4 6 8, mod 11, mod 10.
  pl-nip     Polish tax number (NIP): 10 digits (written 3-3-2-2 or 3-2-2-3); the first nine weighted
             6 5 7 2 3 4 5 6 7, sum mod 11 is the last digit (a remainder of 10 is not issued).
  de-lanr    German lifelong doctor number (lebenslange Arztnummer, LANR): 9 digits, a 6-digit serial, a
             check digit and a 2-digit specialty group; the serial weighted 4 9 4 9 4 9, check =
             (10 - sum mod 10) mod 10; the specialty group is not 00.
  sv-dui     El Salvador DUI (identity document number): 8 digits, a dash and a check digit; the eight
             weighted 9 down to 2, check = (10 - sum mod 10) mod 10.

New kinds that reuse earlier algorithms or check the format only:

  jp-mynumber  Japanese individual number (My Number), 12 digits written 4 4 4: validators.my_number_ok
               (blind-10's check digit), with the grouping.
  pl-npwz      Polish doctor's licence number (PWZ): validators.npwz_ok (blind-4's rule).
  ca-bn        Canadian business number with its program account (NNNNNNNNN RTNNNN): validators.ca_bn_ok
               (Luhn over the nine digits, as blind-4 checks it).
  hn-dni       Honduran DNI, format only, as this set assumes it: 13 digits written 4-4-5, the first four a
               department (01-18) and a municipality (01-28), the next four a birth year 1900-2028.
  ny-cin       New York Medicaid client identification number, format only: two letters, five digits and
               a letter.
  ru-passport  Russian internal passport, format only: a 4-digit series (the first two a region code,
               the next two a year of issue) and a 6-digit number, written NN NN NNNNNN.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check digit(s) go, or without
                                               # the check at the end; prints every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; SNILS sums of 100, 101 and 150
                                               # and the threshold, a NIP remainder of 10, LANR group 00 and
                                               # a 10-digit INN are checked as well
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
b33 = v.load_checks(_HERE, 'redaction-blind-33')

CHECKS = dict(b33.CHECKS)
BIRTH = dict(b33.BIRTH)
SIZE_BYTES = b33.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-33


# ---- new in redaction-blind-34: new check algorithms

def gb_utr_ok(s):  # UK UTR: 10 digits (spaces allowed as 5 5), first digit = '21987654321'[weighted sum mod 11]
    if not re.fullmatch(r'\d{5} ?\d{5}', s): return False
    d = s.replace(' ', '')
    r = sum(int(c) * w for c, w in zip(d[1:], [6, 7, 8, 9, 10, 5, 4, 3, 2])) % 11
    return '21987654321'[r] == d[0]

def ru_snils_ok(s):  # SNILS NNN-NNN-NNN NN (or NNN-NNN-NNN-NN, or 11 digits): weights 9..1, mod 101 rule
    if not re.fullmatch(r'\d{3}-\d{3}-\d{3}[ -]\d{2}|\d{11}', s): return False
    d = re.sub(r'\D', '', s)
    if int(d[:9]) <= 1001998: return False
    tot = sum(int(c) * (9 - i) for i, c in enumerate(d[:9]))
    if tot > 101: tot %= 101
    return (0 if tot in (100, 101) else tot) == int(d[9:])

def ru_inn_ok(s):  # INN of a person: 12 digits, two check digits (weights below, mod 11 mod 10)
    if not re.fullmatch(r'\d{12}', s): return False
    d = [int(c) for c in s]
    k1 = sum(x * w for x, w in zip(d[:10], [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    k2 = sum(x * w for x, w in zip(d[:11], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return d[10] == k1 and d[11] == k2

def pl_nip_ok(s):  # Polish NIP: 10 digits, dashes as 3-3-2-2 or 3-2-2-3; weights 6 5 7 2 3 4 5 6 7 mod 11
    if not re.fullmatch(r'\d{3}-?\d{3}-?\d{2}-?\d{2}|\d{3}-\d{2}-\d{2}-\d{3}', s): return False
    d = [int(c) for c in re.sub(r'\D', '', s)]
    r = sum(x * w for x, w in zip(d[:9], [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
    return r != 10 and r == d[9]

def de_lanr_ok(s):  # LANR: serial(6) check(1) specialty(2); serial weighted 4 9 4 9 4 9, (10 - sum mod 10) mod 10
    if not re.fullmatch(r'\d{9}', s) or s[7:] == '00': return False
    tot = sum(int(c) * w for c, w in zip(s[:6], [4, 9, 4, 9, 4, 9]))
    return (10 - tot % 10) % 10 == int(s[6])

def sv_dui_ok(s):  # El Salvador DUI NNNNNNNN-C: weights 9..2, check (10 - sum mod 10) mod 10
    m = re.fullmatch(r'(\d{8})-(\d)', s)
    if not m: return False
    tot = sum(int(c) * (9 - i) for i, c in enumerate(m.group(1)))
    return (10 - tot % 10) % 10 == int(m.group(2))


# ---- new in redaction-blind-34: earlier algorithms under new kind names, and format-only kinds

def jp_mynumber_ok(s):  # My Number written 4 4 4 (or 12 digits): validators.my_number_ok
    return bool(re.fullmatch(r'\d{4} ?\d{4} ?\d{4}', s)) and v.my_number_ok(s)

def pl_npwz_ok(s):  # PWZ, 7 digits: validators.npwz_ok
    return bool(re.fullmatch(r'\d{7}', s)) and v.npwz_ok(s)

def ca_bn_ok(s):  # Canadian business number with program account: validators.ca_bn_ok (Luhn over 9 digits)
    return v.ca_bn_ok(s)

def hn_dni_ok(s):  # Honduran DNI NNNN-NNNN-NNNNN: department 01-18, municipality 01-28, birth year 1900-2028
    m = re.fullmatch(r'(\d\d)(\d\d)-(\d{4})-\d{5}', s)
    return bool(m) and 1 <= int(m.group(1)) <= 18 and 1 <= int(m.group(2)) <= 28 and 1900 <= int(m.group(3)) <= 2028

def ny_cin_ok(s):  # NY Medicaid CIN: two letters, five digits, a letter
    return bool(re.fullmatch(r'[A-Z]{2}\d{5}[A-Z]', s))

def ru_passport_ok(s):  # Russian internal passport NN NN NNNNNN: region 01-99, year of issue two digits
    m = re.fullmatch(r'(\d\d) (\d\d) \d{6}', s)
    return bool(m) and m.group(1) != '00'

CHECKS.update({'gb-utr': gb_utr_ok, 'ru-snils': ru_snils_ok, 'ru-inn': ru_inn_ok, 'pl-nip': pl_nip_ok,
               'de-lanr': de_lanr_ok, 'sv-dui': sv_dui_ok, 'jp-mynumber': jp_mynumber_ok,
               'pl-npwz': pl_npwz_ok, 'ca-bn': ca_bn_ok, 'hn-dni': hn_dni_ok, 'ny-cin': ny_cin_ok, 'ru-passport': ru_passport_ok})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('gb-utr', '1955839661', '1955839662'), ('gb-utr', '19558 39661', '29558 39661'),
             ('ru-snils', '112-233-445 95', '112-233-445 96'),
             ('ru-inn', '500100732259', '500100732258'),
             ('pl-nip', '123-456-32-18', '123-456-32-19'),
             ('de-lanr', '123456601', '123456701'),
             ('sv-dui', '00016297-5', '00016297-4'),
             ('jp-mynumber', '1234 5678 9018', '1234 5678 9019'),
             ('hn-dni', '0801-1988-04512', '1901-1988-04512'),
             ('ny-cin', 'AB12345C', 'AB1234C5'),
             ('ru-passport', '92 14 385602', '00 14 385602'),
             ('pl-npwz', '3418273', '3418274'), ('ca-bn', '743182057 RT0001', '743182058 RT0001')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    # SNILS: a sum of exactly 101 and 100 gives check 00; a sum over 101 is taken mod 101; numbers up to
    # 001-001-998 carry no check and are refused.  NIP: a remainder of 10 is never valid.  LANR: group 00
    # refused.  INN: a 10-digit (company) INN is refused.
    ok = (not ru_snils_ok('001-001-998 00')                     # under the threshold: no check
          and ru_snils_ok('100-356-355 00') and ru_snils_ok('100-079-190 00')   # sums 100 and 101
          and ru_snils_ok('100-958-199 49') and not ru_snils_ok('100-958-199 50')  # sum 150: 150 mod 101
          and not pl_nip_ok('123-456-78-90') and not de_lanr_ok('123456600')
          and not ru_inn_ok('7707083893'))
    print('ru-snils mod 101 / pl-nip 10 / de-lanr group 00 / ru-inn 10 digits', 'ok' if ok else 'FAILED'); bad += not ok
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
            if m.group(2) and not CHECKS[m.group(2)](m.group(3)):
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
