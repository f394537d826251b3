"""Checks of redaction-blind-37 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-36's checks.py by path (which loads
blind-35's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-36's checks.py uses for blind-35's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the shared validators.kr_rrn_ok under 'kr-rrn' and validators.cnp_ok under 'cnp'
(algorithms earlier sets already check, mapped here because blind-36's CHECKS does not carry them), and the
kinds new in this set, below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  kr-brn     Korean business registration number NNN-NN-NNNNC: the first nine digits weighted
             1 3 7 1 3 7 1 3 5, plus (ninth digit * 5) // 10; C = (10 - sum mod 10) mod 10.
  jp-corp    Japanese corporate number (houjin bangou), 13 digits, the FIRST digit the check digit:
             over the other twelve, P_n the n-th digit counted from the right, Q_n = 1 for odd n and 2 for
             even n; check = 9 - (sum P_n * Q_n mod 9).
  ro-cif     Romanian fiscal code (CIF / CUI) of a company, 2-10 digits, optional RO prefix: the digits before
             the last, right-aligned to nine, weighted 7 5 3 2 1 7 5 3 2; check = sum * 10 mod 11, and 0
             when that is 10.
  fi-ytunnus Finnish business ID (Y-tunnus) NNNNNNN-C: weights 7 9 10 5 8 4 2; r = sum mod 11; C = 0 when
             r is 0, never issued when r is 1, else 11 - r.
  fr-vat     French VAT number (TVA intracommunautaire) FR KK SSSSSSSSS: the SIREN (nine digits, Luhn) and
             the key KK = (12 + 3 * (SIREN mod 97)) mod 97.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character(s) go; prints
                                               # every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also a Y-tunnus with r = 1,
                                               # a French VAT number whose SIREN fails Luhn and a CIF that
                                               # is too long fail
    python3 checks.py verify                   # selftest, then every record of this folder as blind-36's
                                               # verify does (offsets, edges, order, checks of src/, the
                                               # .txt and .gold.json equal to make_gold.py's rebuild)
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b36 = v.load_checks(_HERE, 'redaction-blind-36')

CHECKS = dict(b36.CHECKS)
BIRTH = dict(b36.BIRTH)
SIZE_BYTES = b36.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-36
CHECKS['kr-rrn'] = v.kr_rrn_ok             # shared validators, algorithms checked before
CHECKS['cnp'] = v.cnp_ok


# ---- new in redaction-blind-37: new check algorithms

def kr_brn_ok(s):
    m = re.fullmatch(r'(\d{3})-?(\d{2})-?(\d{5})', s)
    if not m: return False
    d = [int(c) for c in ''.join(m.groups())]
    tot = sum(x * w for x, w in zip(d[:9], [1, 3, 7, 1, 3, 7, 1, 3, 5])) + d[8] * 5 // 10
    return (10 - tot % 10) % 10 == d[9]

def jp_corp_ok(s):
    d = re.sub(r'[ -]', '', s)
    if not re.fullmatch(r'\d{13}', d): return False
    tot = sum(int(c) * (1 if n % 2 else 2) for n, c in enumerate(reversed(d[1:]), 1))
    return 9 - tot % 9 == int(d[0])

def ro_cif_ok(s):
    d = s[2:] if s.startswith('RO') else s
    d = d.strip()
    if not re.fullmatch(r'\d{2,10}', d): return False
    body = d[:-1].rjust(9, '0')
    c = sum(int(x) * w for x, w in zip(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) * 10 % 11
    return (0 if c == 10 else c) == int(d[-1])

def fi_ytunnus_ok(s):
    m = re.fullmatch(r'(\d{7})-(\d)', s)
    if not m: return False
    r = sum(int(x) * w for x, w in zip(m.group(1), [7, 9, 10, 5, 8, 4, 2])) % 11
    if r == 1: return False
    return (0 if r == 0 else 11 - r) == int(m.group(2))

def fr_vat_ok(s):
    m = re.fullmatch(r'FR ?(\d{2}) ?(\d{3} ?\d{3} ?\d{3})', s)
    if not m: return False
    siren = m.group(2).replace(' ', '')
    return v.luhn_ok(siren) and (12 + 3 * (int(siren) % 97)) % 97 == int(m.group(1))


CHECKS.update({'kr-brn': kr_brn_ok, 'jp-corp': jp_corp_ok, 'ro-cif': ro_cif_ok,
               'fi-ytunnus': fi_ytunnus_ok, 'fr-vat': fr_vat_ok})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
_EXAMPLES = [('kr-brn', '123-45-67891', '123-45-67892'),
             ('jp-corp', '8700110005901', '8700110005902'),
             ('ro-cif', 'RO18547290', 'RO18547291'),
             ('fi-ytunnus', '1572860-0', '1572860-1'),
             ('fr-vat', 'FR 40 303 265 045', 'FR 41 303 265 045')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not fi_ytunnus_ok('0000001-0') and not fi_ytunnus_ok('0000001-1')   # r = 1 is never issued
          and not fr_vat_ok('FR 00 303 265 046')                            # SIREN fails Luhn
          and not ro_cif_ok('RO185472901'))                                 # eleven digits
    print('y-tunnus r=1 / siren not luhn / cif too long', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:   # PART with ? where the check character(s) go
        n = part.count('?')
        alphabet = '0123456789'
        out = []
        def rec(cand):
            if '?' not in cand:
                if CHECKS[kind](cand): out.append(cand)
                return
            for ch in alphabet: rec(cand.replace('?', ch, 1))
        rec(part)
        return out
    return b36._complete(kind, part)

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
