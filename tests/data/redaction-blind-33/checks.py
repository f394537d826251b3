"""Checks of redaction-blind-33 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-32's checks.py by path (which loads
blind-31's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-32's checks.py uses for blind-31's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: only the kinds new in this set, below, each as this set assumes the format:

  gt-cui   Guatemalan CUI (the number on the DPI): 13 digits written 4 5 4; the ninth digit checks the first
           eight (weights 2..9, sum mod 11; a remainder of 10 is not issued); the last four are the
           department (01-22) and a municipality that exists in it.
  gt-nit   Guatemalan NIT: digits, a dash and a check character; weights from n+1 down to 2 over the n
           digits, check = (11 - sum mod 11) mod 11, written K when it is 10.
  be-eid   Belgian identity card number: 12 digits written 3-7-2; the last two are the first ten mod 97,
           written 97 when the remainder is 0.
  ml-iban  Mali IBAN: ML, two check digits, a letter and 23 digits (28 characters, often in groups of
           four); mod 97.
  id-npwp  Indonesian tax number (NPWP), old 15-digit form NN.NNN.NNN.N-NNN.NNN; the ninth digit is a
           Luhn check digit over the first eight.
  wi-dl    Wisconsin driver licence: the surname's Soundex code and ten digits, written SNNN-NNNN-NNNN-NN;
           the eighth and ninth digits are the birth year, the next three (month - 1) * 40 + day, plus 500
           for a woman; the birth date must exist.  It gets a birth decoder for %% agree: lines (years up to
           27 are 20YY, the others 19YY), and `python3 checks.py soundex NAME` prints a surname's code.

    python3 checks.py complete KIND PARTIAL          # print PARTIAL with its check character(s) added
    python3 checks.py complete gt-cui '1234 5678? 0801'   # fills in the CUI's check digit
    python3 checks.py complete gt-nit 4719835-       # adds the NIT's check character
    python3 checks.py complete be-eid 5920374815     # adds the card number's two check digits
    python3 checks.py complete id-npwp 31.482.905.?-201.000   # fills in the NPWP's ninth digit
    python3 checks.py complete ml-iban ML00A...      # puts the IBAN's check digits in place of 00
    python3 checks.py selftest                       # examples of the new kinds pass, altered ones fail
    python3 checks.py verify                         # selftest, then every record of this folder: each
                                                     # gold span equals the text at its UTF-8 offsets, no
                                                     # span crosses a line break, spans sorted and apart,
                                                     # every [[TYPE/check:...]] of src/ passes its check
                                                     # and every %% agree: line its birth decoder; a
                                                     # wi-dl starts with the Soundex of a PERSON word
"""
import datetime, os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b32 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-32')

CHECKS = dict(b32.CHECKS)
BIRTH = dict(b32.BIRTH)
SIZE_BYTES = b32.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-32


# ---- new in redaction-blind-33

# municipalities per department (01 Guatemala ... 22 Jutiapa), as this set assumes them
_GT_MUNI = [17, 8, 16, 16, 14, 14, 19, 8, 24, 21, 9, 30, 33, 21, 8, 17, 14, 5, 11, 11, 7, 17]

def gt_cui_ok(s):  # Guatemalan CUI: 4 5 4 digits (spaces optional); check digit and department/municipality
    if not re.fullmatch(r'\d{4} ?\d{5} ?\d{4}', s): return False
    d = re.sub(r' ', '', s)
    r = sum(int(c) * (i + 2) for i, c in enumerate(d[:8])) % 11
    dep, mun = int(d[9:11]), int(d[11:13])
    return r != 10 and r == int(d[8]) and 1 <= dep <= 22 and 1 <= mun <= _GT_MUNI[dep - 1]

def gt_nit_ok(s):  # Guatemalan NIT: 5-12 digits, a dash, the check character (0-9 or K)
    m = re.fullmatch(r'(\d{5,12})-([0-9K])', s)
    if not m: return False
    d = m.group(1)
    tot = sum(int(c) * w for c, w in zip(d, range(len(d) + 1, 1, -1)))
    c = (11 - tot % 11) % 11
    return ('K' if c == 10 else str(c)) == m.group(2)

def be_eid_ok(s):  # Belgian identity card number NNN-NNNNNNN-NN (dashes optional): first ten mod 97
    if not re.fullmatch(r'\d{3}-?\d{7}-?\d{2}', s): return False
    d = s.replace('-', '')
    return (int(d[:10]) % 97 or 97) == int(d[10:])

def ml_iban_ok(s):  # Mali IBAN: ML, 2 check digits, a letter and 23 digits; mod 97
    b = re.sub(r'\s', '', s)
    return bool(re.fullmatch(r'ML\d\d[A-Z]\d{23}', b)) and v.iban_ok(b)

def id_npwp_ok(s):  # Indonesian NPWP NN.NNN.NNN.N-NNN.NNN; the ninth digit is Luhn over the first eight
    if not re.fullmatch(r'\d\d\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}', s): return False
    return v.luhn_ok(re.sub(r'\D', '', s)[:9])

def soundex(name):  # American Soundex of a surname: its first letter and three digits
    codes = {}
    for letters, digit in (('BFPV', '1'), ('CGJKQSXZ', '2'), ('DT', '3'), ('L', '4'), ('MN', '5'), ('R', '6')):
        for ch in letters: codes[ch] = digit
    name = re.sub(r'[^A-Z]', '', name.upper())
    out, last = name[0], codes.get(name[0], '')
    for ch in name[1:]:
        c = codes.get(ch, '')
        if c and c != last: out += c
        if ch not in 'HW': last = c
    return (out + '000')[:4]

def wi_dl_birth(s):  # Wisconsin DL SNNN-FFFY-YDDD-NN: YY is the birth year, DDD (month-1)*40+day (+500 woman)
    d = s.replace('-', '')
    yy, code = int(d[7:9]), int(d[9:12])
    sex = 'F' if code >= 500 else 'M'
    code %= 500
    return '%04d-%02d-%02d' % ((2000 if yy <= 27 else 1900) + yy, code // 40 + 1, code % 40), sex

def wi_dl_ok(s):  # Wisconsin driver licence, format and birth date, as this set assumes it
    if not re.fullmatch(r'[A-Z]\d{3}-\d{4}-\d{4}-\d{2}', s): return False
    b = wi_dl_birth(s)[0]
    return v._date_ok(int(b[:4]), int(b[5:7]), int(b[8:]))

CHECKS.update({'gt-cui': gt_cui_ok, 'gt-nit': gt_nit_ok, 'be-eid': be_eid_ok, 'ml-iban': ml_iban_ok,
               'id-npwp': id_npwp_ok, 'wi-dl': wi_dl_ok})
BIRTH.update({'wi-dl': wi_dl_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
#     python3 checks.py selftest
_EXAMPLES = [('gt-cui', '2468 13571 0801', '2468 13570 0801'), ('gt-nit', '576090-9', '576090-8'),
             ('be-eid', '591-0382746-86', '591-0382746-87'),
             ('ml-iban', 'ML15 A123 4567 8901 2345 6789 0123', 'ML15 A123 4567 8901 2345 6789 0124'),
             ('id-npwp', '12.345.678.2-123.000', '12.345.678.3-123.000'),
             ('wi-dl', 'V520-3316-2566-07', 'V520-3316-2575-07')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    for kind, value, want in [('wi-dl', 'V520-3316-2566-07', ('1962-02-26', 'F')),
                              ('wi-dl', 'X520-7104-8092-00', ('1948-03-12', 'M'))]:
        ok = BIRTH[kind](value) == want
        print(kind, 'birth', value, 'ok' if ok else 'FAILED'); bad += not ok
    # a CUI with a right check digit fails in a department that does not exist (23) or in a municipality
    # that its department does not have (Totonicapán has 8); a Wisconsin licence dated 31 February fails
    ok = (gt_cui_ok('2468 13571 0801') and not gt_cui_ok('2468 13571 2301')
          and not gt_cui_ok('2468 13571 0809') and not wi_dl_ok('V520-3316-2571-07')
          and soundex('Vang') == 'V520' and soundex('Xiong') == 'X520' and soundex('Ashcraft') == 'A261')
    print('gt-cui department and municipality / wi-dl date / soundex', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:           # PART with ? where the check digit goes (gt-cui, id-npwp)
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    if kind == 'be-eid':
        return [part + '%02d' % c for c in range(1, 98) if be_eid_ok(part + '%02d' % c)]
    if kind.endswith('iban'):  # PART with 00 in place of the check digits
        b = re.sub(r'\s', '', part)
        return [v.iban_complete(b[:2], b[4:])]
    return (v.complete(CHECKS, kind, part)
            or [part + c for c in 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' if CHECKS[kind](part + c)])

def verify():
    import glob, json
    here = os.path.dirname(os.path.abspath(__file__))
    bad = selftest()
    mark = re.compile(r'\[\[([A-Z_]+)(?:/([a-z-]+))?:(.*?)\]\]', re.DOTALL)
    for gp in sorted(glob.glob(os.path.join(here, '*.gold.json'))):
        name = os.path.basename(gp)[:-len('.gold.json')]
        b = open(os.path.join(here, name + '.txt'), 'rb').read()
        g = json.load(open(gp, encoding='utf-8'))
        errs, prev = [], 0
        if g.get('document') != name + '.txt': errs.append('document name')
        for sp in g['spans']:
            piece = b[sp['start']:sp['end']].decode('utf-8', 'replace')
            if piece != sp['text']: errs.append('offsets of %r' % sp['text'])
            if '\n' in sp['text'] or piece != piece.strip(): errs.append('line break or blank in %r' % sp['text'])
            if sp['start'] < prev: errs.append('order or overlap at %r' % sp['text'])
            prev = sp['end']
        src = open(os.path.join(here, 'src', name + '.src'), encoding='utf-8').read()
        for m in mark.finditer(src):
            if m.group(2) and not CHECKS[m.group(2)](m.group(3)):
                errs.append('%r fails %s' % (m.group(3), m.group(2)))
        for m in mark.finditer(src):      # a Wisconsin licence's Soundex is that of a surname in the record
            if m.group(2) == 'wi-dl':
                words = {w for sp in g['spans'] if sp['type'] == 'PERSON'
                         for w in re.findall(r'[A-Za-z]{2,}', sp['text'])}
                if not any(soundex(w) == m.group(3)[:4] for w in words):
                    errs.append('no surname with the Soundex of %r' % m.group(3))
        for line in src.splitlines():
            if line.startswith('%% agree:'):
                kind, value, date, sex = line[len('%% agree:'):].split()
                if BIRTH[kind](value) != (date, sex): errs.append('agree %s %s' % (kind, value))
        print(name[:2], len(g['spans']), 'spans', 'ok' if not errs else 'FAILED: ' + '; '.join(errs))
        bad += len(errs)
    return bad

if __name__ == '__main__':
    if sys.argv[1:] == ['verify']:
        sys.exit(1 if verify() else 0)
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in CHECKS:
        print(*_complete(sys.argv[2], sys.argv[3]))
    elif len(sys.argv) == 3 and sys.argv[1] == 'soundex':
        print(soundex(sys.argv[2]))
    else:
        v.main(CHECKS, selftest)
