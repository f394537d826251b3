"""Check-digit validators and completers used by scripts/blind-gold/make_gold.py (stdlib only).

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
"""
import re, sys

def _digits(s): return re.sub(r'\D', '', s)

def luhn_ok(s):
    d = [int(c) for c in _digits(s)]
    tot = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 1:
            x *= 2
            if x > 9: x -= 9
        tot += x
    return len(d) > 1 and tot % 10 == 0

def npi_ok(s):
    d = _digits(s)
    return len(d) == 10 and luhn_ok('80840' + d)

def dea_ok(s):
    s = s.strip()
    if not re.fullmatch(r'[A-Z]{2}\d{7}', s): return False
    d = [int(c) for c in s[2:]]
    return (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10 == d[6]

_VT = dict(zip('ABCDEFGHJKLMNPRSTUVWXYZ', [1,2,3,4,5,6,7,8,1,2,3,4,5,7,9,2,3,4,5,6,7,8,9]))
_VW = [8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2]
def vin_check(v):
    tot = sum((int(c) if c.isdigit() else _VT[c]) * w for c, w in zip(v, _VW))
    r = tot % 11
    return 'X' if r == 10 else str(r)
def vin_ok(v):
    return len(v) == 17 and not re.search('[IOQ]', v) and v[8] == vin_check(v)

def iban_ok(s):
    s = re.sub(r'\s', '', s).upper()
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1

def iban_complete(cc, bban):
    r = bban + cc + '00'
    n = int(''.join(str(int(c, 36)) for c in r))
    return cc + '%02d' % (98 - n % 97) + bban

def aba_ok(s):  # US bank routing number, weights 3 7 1
    d = [int(c) for c in _digits(s)]
    return len(d) == 9 and sum(x * w for x, w in zip(d, [3, 7, 1] * 3)) % 10 == 0

def au_medicare_ok(s):  # 10 digits (+ optional IRN): weights 1 3 7 9 1 3 7 9 on the first 8, mod 10
    d = [int(c) for c in _digits(s)]
    if len(d) not in (10, 11) or d[0] not in (2, 3, 4, 5, 6): return False
    return sum(x * w for x, w in zip(d[:8], [1, 3, 7, 9, 1, 3, 7, 9])) % 10 == d[8]

def ihi_ok(s):
    d = _digits(s)
    return len(d) == 16 and d.startswith('800360') and luhn_ok(d)

def rc_cz_ok(s):  # Czech rodne cislo (10 digits): the whole number divisible by 11
    d = _digits(s)
    if len(d) != 10: return False
    n = int(d)
    if n % 11 == 0: return True
    return int(d[:9]) % 11 == 10 and d[9] == '0'

_HETU = '0123456789ABCDEFHJKLMNPRSTUVWXY'
def hetu_ok(s):  # Finnish henkilotunnus DDMMYYCZZZQ
    m = re.fullmatch(r'(\d{6})([-+AUVWXYBCDEF])(\d{3})([0-9A-Y])', s)
    return bool(m) and _HETU[int(m.group(1) + m.group(3)) % 31] == m.group(4)

def cnp_ok(s):  # Romanian CNP
    d = [int(c) for c in s] if re.fullmatch(r'\d{13}', s) else None
    if not d: return False
    r = sum(x * w for x, w in zip(d[:12], [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return (1 if r == 10 else r) == d[12]

def cpf_ok(s):
    d = [int(c) for c in _digits(s)]
    if len(d) != 11 or len(set(d)) == 1: return False
    for n in (9, 10):
        r = sum(x * w for x, w in zip(d[:n], range(n + 1, 1, -1))) * 10 % 11 % 10
        if r != d[n]: return False
    return True

def cns_ok(s):  # Cartao Nacional de Saude, 15 digits, weighted sum 15..1 divisible by 11
    d = [int(c) for c in _digits(s)]
    return len(d) == 15 and d[0] in (1, 2, 7, 8, 9) and sum(x * (15 - i) for i, x in enumerate(d)) % 11 == 0

def pis_ok(s):  # PIS/PASEP/NIT
    d = [int(c) for c in _digits(s)]
    if len(d) != 11: return False
    r = 11 - sum(x * w for x, w in zip(d[:10], [3, 2, 9, 8, 7, 6, 5, 4, 3, 2])) % 11
    return (0 if r >= 10 else r) == d[10]

def taj_ok(s):  # Hungarian TAJ: 9 digits, weights 3 7 alternating on the first 8, mod 10
    d = [int(c) for c in _digits(s)]
    return len(d) == 9 and sum(x * (3 if i % 2 == 0 else 7) for i, x in enumerate(d[:8])) % 10 == d[8]

def hu_tax_ok(s):  # Hungarian adoazonosito jel: 10 digits starting with 8, weights 1..9 mod 11
    d = [int(c) for c in _digits(s)]
    return len(d) == 10 and d[0] == 8 and sum(x * (i + 1) for i, x in enumerate(d[:9])) % 11 == d[9]

_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE'
def dni_ok(s):  # Spanish DNI or NIE
    s = s.replace('-', '').replace(' ', '').upper()
    m = re.fullmatch(r'([XYZ]?)(\d{7,8})([A-Z])', s)
    if not m: return False
    num = ('XYZ'.index(m.group(1)) if m.group(1) else '') 
    n = int(str(num) + m.group(2))
    return _DNI[n % 23] == m.group(3)

def emirates_id_ok(s):
    d = _digits(s)
    return len(d) == 15 and d.startswith('784') and luhn_ok(d)

def ccc_es_ok(bban):  # Spanish CCC control digits inside an ES BBAN (20 digits)
    b = _digits(bban)
    if len(b) != 20: return False
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    def dc(x):
        r = 11 - sum(int(c) * w[i] for i, c in enumerate(x)) % 11
        return {10: 1, 11: 0}.get(r, r)
    return dc('00' + b[:8]) == int(b[8]) and dc(b[10:]) == int(b[9])

CHECKS = {
    'npi': npi_ok, 'dea': dea_ok, 'luhn': luhn_ok, 'vin': vin_ok, 'iban': iban_ok, 'aba': aba_ok,
    'au-medicare': au_medicare_ok, 'ihi': ihi_ok, 'rc-cz': rc_cz_ok, 'hetu': hetu_ok, 'cnp': cnp_ok,
    'cpf': cpf_ok, 'cns': cns_ok, 'pis': pis_ok, 'taj': taj_ok, 'hu-tax': hu_tax_ok, 'dni': dni_ok,
    'emirates-id': emirates_id_ok,
    'iban-es': lambda s: iban_ok(s) and ccc_es_ok(re.sub(r'\s', '', s)[4:]),
    'ssn': lambda s: bool(re.fullmatch(r'(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}', s)),
    'mbi': lambda s: bool(re.fullmatch(r'[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d\d', s)),
}


def complete(kind, part):
    """Try every check character; print the completed values that pass."""
    if kind == 'iban':
        return [iban_complete(part[:2], part[2:])]
    alphabet = '0123456789' if kind not in ('hetu', 'dni') else (_HETU if kind == 'hetu' else _DNI)
    return [part + c for c in alphabet if CHECKS[kind](part + c)]


if __name__ == '__main__' and len(sys.argv) == 4 and sys.argv[1] == 'complete':
    print(*complete(sys.argv[2], sys.argv[3]))
