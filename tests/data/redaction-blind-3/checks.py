"""Check-digit validators for identifiers used in the blind3 records (stdlib only)."""
import re

def _digits(s): return [int(c) for c in re.sub(r'\D', '', s)]

def luhn_ok(s):
    d = _digits(s)[::-1]
    t = 0
    for i, x in enumerate(d):
        if i % 2: x = x * 2 - 9 if x * 2 > 9 else x * 2
        t += x
    return t % 10 == 0 and len(d) > 1

def nhs_ok(s):
    d = _digits(s)
    if len(d) != 10: return False
    r = 11 - sum(x * (10 - i) for i, x in enumerate(d[:9])) % 11
    r = 0 if r == 11 else r
    return r != 10 and r == d[9]

def npi_ok(s):
    d = re.sub(r'\D', '', s)
    return len(d) == 10 and luhn_ok('80840' + d)

def dea_ok(s):
    s = s.strip()
    if not re.fullmatch(r'[A-Z]{2}\d{7}', s): return False
    d = [int(c) for c in s[2:]]
    t = d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])
    return t % 10 == d[6]

def vin_ok(s):
    s = s.upper()
    if len(s) != 17 or re.search('[IOQ]', s): return False
    tr = {**{str(i): i for i in range(10)}, **dict(zip('ABCDEFGH', range(1, 9))),
          **dict(zip('JKLMN', range(1, 6))), 'P': 7, 'R': 9, **dict(zip('STUVWXYZ', range(2, 10)))}
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(tr[c] * w[i] for i, c in enumerate(s)) % 11
    return s[8] == ('X' if r == 10 else str(r))

def au_medicare_ok(s):
    d = _digits(s)
    if len(d) not in (10, 11) or d[0] not in (2, 3, 4, 5, 6): return False
    return sum(x * w for x, w in zip(d[:8], [1, 3, 7, 9, 1, 3, 7, 9])) % 10 == d[8]

def ihi_ok(s):
    d = re.sub(r'\D', '', s)
    return len(d) == 16 and d.startswith('800360') and luhn_ok(d)

def ppsn_ok(s):
    s = s.replace(' ', '').upper()
    m = re.fullmatch(r'(\d{7})([A-W])([A-IW]?)', s)
    if not m: return False
    t = sum(int(c) * (8 - i) for i, c in enumerate(m.group(1)))
    if m.group(3): t += (0 if m.group(3) == 'W' else ord(m.group(3)) - 64) * 9
    r = t % 23
    return m.group(2) == ('W' if r == 0 else chr(64 + r))

def ahv_ok(s):  # Swiss AHV/AVS 756.xxxx.xxxx.xx: EAN-13
    d = _digits(s)
    if len(d) != 13 or d[:3] != [7, 5, 6]: return False
    t = sum(x * (3 if i % 2 else 1) for i, x in enumerate(d[:12]))
    return (10 - t % 10) % 10 == d[12]

def ean13_ok(s):  # GS1 GLN / EAN-13 (Swiss GLN for health professionals starts 7601)
    d = _digits(s)
    if len(d) != 13: return False
    t = sum(x * (3 if i % 2 else 1) for i, x in enumerate(d[:12]))
    return (10 - t % 10) % 10 == d[12]

def se_pnr_ok(s):  # Swedish personnummer, Luhn over YYMMDDNNNC
    d = re.sub(r'\D', '', s)
    if len(d) == 12: d = d[2:]
    return len(d) == 10 and luhn_ok(d)

def be_nrn_ok(s):  # Belgian national register number, mod 97
    d = re.sub(r'\D', '', s)
    if len(d) != 11: return False
    base, chk = int(d[:9]), int(d[9:])
    return 97 - base % 97 == chk or 97 - int('2' + d[:9]) % 97 == chk

def cuil_ok(s):  # Argentine CUIL/CUIT, mod 11
    d = _digits(s)
    if len(d) != 11: return False
    r = 11 - sum(x * w for x, w in zip(d[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    r = {11: 0, 10: 9}.get(r, r)
    return r == d[10]

def iban_ok(s):
    s = s.replace(' ', '').upper()
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1

def sin_ok(s):
    d = re.sub(r'\D', '', s)
    return len(d) == 9 and luhn_ok(d)

def nino_ok(s):
    s = s.replace(' ', '').upper()
    return bool(re.fullmatch(r'(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s))

def ssn_ok(s):
    m = re.fullmatch(r'(\d{3})-?(\d{2})-?(\d{4})', s)
    return bool(m) and m.group(1) not in ('000', '666') and m.group(1)[0] != '9' and m.group(2) != '00' and m.group(3) != '0000'

def mbi_ok(s):
    s = s.replace('-', '').upper()
    C = '[1-9]'; A = '[AC-HJKMNP-RT-Y]'; N = '[0-9]'; AN = '[AC-HJKMNP-RT-Y0-9]'
    return bool(re.fullmatch(C + A + AN + N + A + AN + N + A + A + N + N, s))

def cnic_ok(s):
    return bool(re.fullmatch(r'\d{5}-\d{7}-\d', s))

def ng11_ok(s):  # Nigerian NIN and BVN: 11 digits (no published check digit)
    return bool(re.fullmatch(r'\d{11}', s))

CHECKS = {'luhn': luhn_ok, 'nhs': nhs_ok, 'npi': npi_ok, 'dea': dea_ok, 'vin': vin_ok,
          'medicare': au_medicare_ok, 'ihi': ihi_ok, 'ppsn': ppsn_ok, 'ahv': ahv_ok, 'ean13': ean13_ok,
          'pnr': se_pnr_ok, 'nrn': be_nrn_ok, 'cuil': cuil_ok, 'iban': iban_ok, 'sin': sin_ok,
          'nino': nino_ok, 'ssn': ssn_ok, 'mbi': mbi_ok, 'cnic': cnic_ok, 'ng11': ng11_ok}

def complete(kind, partial):
    """Try each final character and return those that make `partial` + c valid."""
    alphabet = '0123456789' if kind not in ('ppsn',) else 'ABCDEFGHIJKLMNOPQRSTUVW'
    return [partial + c for c in alphabet if CHECKS[kind](partial + c)]
