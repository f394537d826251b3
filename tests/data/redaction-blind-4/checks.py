"""Check-digit validators and completers used by scripts/blind-gold/make_gold.py (stdlib only)."""
import re

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

def luhn_complete(s):
    for c in '0123456789':
        if luhn_ok(s + c): return s + c

def nhs_ok(s):
    d = [int(c) for c in _digits(s)]
    if len(d) != 10: return False
    r = 11 - sum(x * w for x, w in zip(d[:9], range(10, 1, -1))) % 11
    r = 0 if r == 11 else r
    return r != 10 and r == d[9]

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

def cpr_ok(s):  # Danish CPR, classic modulus-11 rule
    d = [int(c) for c in _digits(s)]
    return len(d) == 10 and sum(x * w for x, w in zip(d, [4,3,2,7,6,5,4,3,2,1])) % 11 == 0

def fnr_ok(s):  # Norwegian fodselsnummer, two mod-11 check digits
    d = [int(c) for c in _digits(s)]
    if len(d) != 11: return False
    k1 = 11 - sum(x * w for x, w in zip(d[:9], [3,7,6,1,8,9,4,5,2])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 11 - sum(x * w for x, w in zip(d[:10], [5,4,3,2,7,6,5,4,3,2])) % 11
    k2 = 0 if k2 == 11 else k2
    return k1 != 10 and k2 != 10 and d[9] == k1 and d[10] == k2

def pesel_ok(s):
    d = [int(c) for c in _digits(s)]
    return len(d) == 11 and (10 - sum(x * w for x, w in zip(d[:10], [1,3,7,9,1,3,7,9,1,3])) % 10) % 10 == d[10]

def nif_pt_ok(s):
    d = [int(c) for c in _digits(s)]
    if len(d) != 9: return False
    r = 11 - sum(x * w for x, w in zip(d[:8], range(9, 1, -1))) % 11
    return (0 if r >= 10 else r) == d[8]

def cc_pt_ok(s):  # Cartao de Cidadao document number, e.g. "14638251 7 ZX4"
    s = re.sub(r'\s', '', s).upper()
    if not re.fullmatch(r'\d{9}[A-Z0-9]{2}\d', s): return False
    tot, second = 0, False
    for ch in reversed(s):
        v = int(ch) if ch.isdigit() else ord(ch) - 55
        if second:
            v *= 2
            if v > 9: v -= 9
        tot += v
        second = not second
    return tot % 10 == 0

def iban_ok(s):
    s = re.sub(r'\s', '', s).upper()
    r = s[4:] + s[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1

def iban_complete(cc, bban):
    r = bban + cc + '00'
    n = int(''.join(str(int(c, 36)) for c in r))
    return cc + '%02d' % (98 - n % 97) + bban

def nib_pt_ok(bban):  # Portuguese NIB internal mod-97 check digits
    b = _digits(bban)
    return len(b) == 21 and 98 - (int(b[:19]) * 100) % 97 == int(b[19:])

def no_account_ok(s):  # Norwegian bank account, mod 11
    d = [int(c) for c in _digits(s)]
    if len(d) != 11: return False
    k = 11 - sum(x * w for x, w in zip(d[:10], [5,4,3,2,7,6,5,4,3,2])) % 11
    k = 0 if k == 11 else k
    return k != 10 and k == d[10]

_CURP = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'
def curp_ok(s):
    if len(s) != 18: return False
    tot = sum(_CURP.index(c) * (18 - i) for i, c in enumerate(s[:17]))
    return str((10 - tot % 10) % 10) == s[17]

_RFC = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'
def rfc_check(s12):
    s12 = s12.rjust(12)
    tot = sum(_RFC.index(c) * (13 - i) for i, c in enumerate(s12))
    r = tot % 11
    if r == 0: return '0'
    r = 11 - r
    return 'A' if r == 10 else str(r)
def rfc_ok(s):
    return len(s) in (12, 13) and rfc_check(s[:-1]) == s[-1]

def nss_mx_ok(s):  # IMSS numero de seguridad social: Luhn over 11 digits
    d = _digits(s)
    return len(d) == 11 and luhn_ok(d)

def sin_ok(s):
    d = _digits(s)
    return len(d) == 9 and luhn_ok(d)

def pl_id_ok(s):  # Polish identity card: 3 letters, check digit, 5 digits
    s = re.sub(r'\s', '', s).upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s): return False
    v = [ord(ch) - 55 for ch in s[:3]] + [int(ch) for ch in s[4:]]
    return sum(x * w for x, w in zip(v, [7, 3, 1, 7, 3, 1, 7, 3])) % 10 == int(s[3])

def npwz_ok(s):  # Polish doctor's licence number (PWZ): first digit checks the other six
    d = [int(ch) for ch in _digits(s)]
    return len(d) == 7 and d[0] != 0 and sum((i + 1) * x for i, x in enumerate(d[1:])) % 11 == d[0]

CHECKS = {
    'bn': lambda s: luhn_ok(s[:9]) and bool(re.fullmatch(r'\d{9} ?RT\d{4}', s)),
    'pl-id': pl_id_ok, 'npwz': npwz_ok,
    'nhs': nhs_ok, 'npi': npi_ok, 'dea': dea_ok, 'luhn': luhn_ok, 'vin': vin_ok,
    'cpr': cpr_ok, 'fnr': fnr_ok, 'pesel': pesel_ok, 'nif': nif_pt_ok, 'cc-pt': cc_pt_ok,
    'iban': iban_ok, 'curp': curp_ok, 'rfc': rfc_ok, 'nss-mx': nss_mx_ok, 'sin': sin_ok,
    'no-account': no_account_ok,
    'ssn': lambda s: bool(re.fullmatch(r'(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}', s)),
    'mbi': lambda s: bool(re.fullmatch(r'[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d\d', s)),
}
