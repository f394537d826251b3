"""Check-digit validators, completers and birth-date decoders shared by the blind redaction sets.

Each set's checks.py (tests/data/redaction-blind-N/checks.py) maps its check kinds to functions of this
module (CHECKS, and BIRTH for %% agree: lines); scripts/blind-gold/make_gold.py runs them.  The functions
were gathered from the sets' checks.py files, each in its newest version, under the set that added it.
Two sets disagree on one rule, so both versions are kept:
  sin_luhn_ok  Canadian SIN as blind-4 checks it (Luhn only);
  sin_ok       the same with the first digit not 0 or 8 (blind-8 on).
es_nss_ok (blind-8, PP/NNNNNNNN/CC) and nss_es_ok (blind-10, 12 digits) are two sets' checks of the
Spanish social security number; they differ in what they accept and are both kept.

    complete(CHECKS, KIND, PARTIAL)   PARTIAL with each check character that makes CHECKS[KIND] pass
    main(CHECKS)                      the 'checks.py complete KIND PARTIAL' command line of a set

Python 3 standard library only.
"""
import datetime, re, sys


# ---- added for redaction-blind-4

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

def sin_luhn_ok(s):  # Canadian SIN as blind-4 checked it: Luhn over 9 digits, any first digit
    d = _digits(s)
    return len(d) == 9 and luhn_ok(d)

def ssn_ok(s):  # US SSN, format only: AAA-GG-SSSS without the never-issued groups
    return bool(re.fullmatch(r'(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}', s))

def mbi_ok(s):  # US Medicare Beneficiary Identifier, format only
    return bool(re.fullmatch(r'[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d\d', s))

def ca_bn_ok(s):  # Canadian business number with program account: 9 digits (Luhn), RT and 4 digits
    return luhn_ok(s[:9]) and bool(re.fullmatch(r'\d{9} ?RT\d{4}', s))

def pl_id_ok(s):  # Polish identity card: 3 letters, check digit, 5 digits
    s = re.sub(r'\s', '', s).upper()
    if not re.fullmatch(r'[A-Z]{3}\d{6}', s): return False
    v = [ord(ch) - 55 for ch in s[:3]] + [int(ch) for ch in s[4:]]
    return sum(x * w for x, w in zip(v, [7, 3, 1, 7, 3, 1, 7, 3])) % 10 == int(s[3])

def npwz_ok(s):  # Polish doctor's licence number (PWZ): first digit checks the other six
    d = [int(ch) for ch in _digits(s)]
    return len(d) == 7 and d[0] != 0 and sum((i + 1) * x for i, x in enumerate(d[1:])) % 11 == d[0]


# ---- added for redaction-blind-5

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


def iban_es_ok(s):  # ES IBAN: mod 97 and the national CCC control digits
    return iban_ok(s) and ccc_es_ok(re.sub(r'\s', '', s)[4:])


# ---- added for redaction-blind-6

_CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    [1,0,5,7,9,13,15,17,19,21,1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
def cf_it_ok(s):  # Italian codice fiscale: check letter from odd/even tables
    s = s.upper()
    if not re.fullmatch(r'[A-Z]{6}\d\d[A-EHLMPRST]\d\d[A-Z]\d{3}[A-Z]', s): return False
    tot = 0
    for i, c in enumerate(s[:15]):
        if i % 2 == 0: tot += _CF_ODD[c]
        else: tot += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + tot % 26) == s[15]

def oib_ok(s):  # Croatian OIB, ISO 7064 MOD 11,10
    d = _digits(s)
    if len(d) != 11: return False
    a = 10
    for c in d[:10]:
        a = (a + int(c)) % 10
        if a == 0: a = 10
        a = a * 2 % 11
    k = 11 - a
    return (0 if k == 10 else k) == int(d[10])

def isikukood_ok(s):  # Estonian / Lithuanian personal code
    d = [int(c) for c in _digits(s)]
    if len(d) != 11 or d[0] not in range(1, 7): return False
    r = sum(x * w for x, w in zip(d[:10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
    if r == 10:
        r = sum(x * w for x, w in zip(d[:10], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
        if r == 10: r = 0
    return r == d[10]

def kennitala_ok(s):  # Icelandic kennitala DDMMYY-RRCK, K = century digit
    d = [int(c) for c in _digits(s)]
    if len(d) != 10 or d[9] not in (8, 9, 0): return False
    r = 11 - sum(x * w for x, w in zip(d[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11
    r = 0 if r == 11 else r
    return r != 10 and r == d[8]

def tckn_ok(s):  # Turkish T.C. Kimlik No
    d = [int(c) for c in _digits(s)]
    if len(d) != 11 or d[0] == 0: return False
    if ((sum(d[0:9:2]) * 7) - sum(d[1:8:2])) % 10 != d[9]: return False
    return sum(d[:10]) % 10 == d[10]

def amka_ok(s):  # Greek AMKA: DDMMYY + 5 digits, Luhn
    d = _digits(s)
    return len(d) == 11 and luhn_ok(d)

def afm_gr_ok(s):  # Greek tax number (AFM)
    d = [int(c) for c in _digits(s)]
    if len(d) != 9: return False
    return sum(x * 2 ** (8 - i) for i, x in enumerate(d[:8])) % 11 % 10 == d[8]

_NHI = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
def nhi_ok(s):  # NZ NHI, old format AAANNNC (mod 11)
    s = s.upper()
    if not re.fullmatch(r'[A-HJ-NP-Z]{3}\d{4}', s): return False
    vals = [_NHI.index(c) + 1 for c in s[:3]] + [int(c) for c in s[3:6]]
    r = sum(v * w for v, w in zip(vals, [7, 6, 5, 4, 3, 2])) % 11
    if r == 0: return False
    c = 11 - r
    return (0 if c == 10 else c) == int(s[6])

def nino_ok(s):
    s = s.replace(' ', '').upper()
    return bool(re.fullmatch(r'(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]', s))


# ---- added for redaction-blind-7

def emso_ok(s):  # Slovenian EMSO: DDMMYYYRRBBBK, weights 7..2,7..2, mod 11
    d = [int(c) for c in _digits(s)]
    if len(d) != 13: return False
    r = sum(x * w for x, w in zip(d[:12], [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k = 0 if r == 0 else 11 - r
    return k != 10 and k == d[12]

def si_tax_ok(s):  # Slovenian davcna stevilka, 8 digits, weights 8..2, mod 11
    d = [int(c) for c in _digits(s)]
    if len(d) != 8 or d[0] == 0: return False
    r = sum(x * w for x, w in zip(d[:7], [8, 7, 6, 5, 4, 3, 2])) % 11
    if r == 0: return False
    k = 11 - r
    return (0 if k == 10 else k) == d[7]

def si_iban_ok(s):  # SI IBAN: mod 97 plus the national mod 97-10 check on the 13-digit bank+account
    b = re.sub(r'\s', '', s)
    if not (b.startswith('SI56') and len(b) == 19 and iban_ok(b)): return False
    n = int(b[4:17])
    return 98 - (n * 100) % 97 == int(b[17:])

def egn_ok(s):  # Bulgarian EGN
    d = [int(c) for c in _digits(s)]
    if len(d) != 10: return False
    r = sum(x * w for x, w in zip(d[:9], [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
    return (0 if r == 10 else r) == d[9]

def lv_pk_ok(s):  # Latvian personas kods, old form DDMMYY-CNNNN
    m = re.fullmatch(r'(\d{6})-(\d{5})', s)
    if not m: return False
    d = [int(c) for c in m.group(1) + m.group(2)]
    k = (1101 - sum(x * w for x, w in zip(d[:10], [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]))) % 11
    return k != 10 and k == d[10]

_PLV = '0123456789ABCDEFGHJKLMNPQRTUVWXY'
def au_provider_ok(s):  # Medicare provider number: 6-digit stem, location char, check char
    s = s.replace(' ', '').upper()
    m = re.fullmatch(r'(\d{6})([0-9A-HJ-NP-RT-Y])([YXWTLKJHFBA])', s)
    if not m: return False
    tot = sum(int(c) * w for c, w in zip(m.group(1), [3, 5, 8, 4, 2, 1])) + _PLV.index(m.group(2)) * 6
    return 'YXWTLKJHFBA'[tot % 11] == m.group(3)

def lk_nic_ok(s):  # Sri Lankan NIC, format only: YYDDDNNNNV (old) or YYYYDDDNNNNN (new); day 1-366 or 501-866
    m = re.fullmatch(r'(\d{2})(\d{3})\d{4}[VX]', s) or re.fullmatch(r'(\d{4})(\d{3})\d{5}', s)
    if not m: return False
    day = int(m.group(2))
    return 1 <= day <= 366 or 501 <= day <= 866

def zm_nrc_ok(s):  # Zambian NRC, format only: NNNNNN/DD/C
    return bool(re.fullmatch(r'\d{6}/\d{2}/[123]', s))

def nik_ok(s):  # Indonesian NIK, format only: 16 digits, date of birth (women day+40) in positions 7-12
    d = _digits(s)
    if len(d) != 16: return False
    day, mon = int(d[6:8]), int(d[8:10])
    if day > 40: day -= 40
    return 1 <= day <= 31 and 1 <= mon <= 12

def cccd_ok(s):  # Vietnamese citizen ID (CCCD), format only: province(3) century/sex(1) year(2) serial(6)
    d = _digits(s)
    return len(d) == 12 and d[3] in '0123' and s == d


# ---- added for redaction-blind-8

def _date_ok(y, m, d):
    try:
        datetime.date(y, m, d); return True
    except ValueError:
        return False

def sa_id_ok(s):  # South African ID: YYMMDDSSSSCAZ, Luhn; birth date must exist
    d = _digits(s)
    if len(d) != 13 or d != s.replace(' ', ''): return False
    y, m, dd = int(d[:2]), int(d[2:4]), int(d[4:6])
    return _date_ok(1900 + y, m, dd) and d[10] in '01' and luhn_ok(d)

def na_id_ok(s):  # Namibian ID, format only: YYMMDD + 5 digits, birth date must exist
    d = _digits(s)
    return len(d) == 11 and s == d and _date_ok(1900 + int(d[:2]), int(d[2:4]), int(d[4:6]))

def rnokpp_ok(s):  # Ukrainian RNOKPP: weights -1 5 7 9 4 6 10 5 7, mod 11 mod 10
    d = [int(c) for c in _digits(s)]
    if len(d) != 10 or s != ''.join(map(str, d)): return False
    return sum(x * w for x, w in zip(d[:9], [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10 == d[9]

def rnokpp_birth(s):  # days since 1899-12-31 -> date; sex from the 9th digit (odd = male)
    return datetime.date(1899, 12, 31) + datetime.timedelta(days=int(s[:5])), 'M' if int(s[8]) % 2 else 'F'

_ZW = 'ZABCDEFGHJKLMNPQRSTVWXY'
def zw_id_ok(s):  # Zimbabwe national ID: office(2) number(6-7) check letter district(2); mod 23
    m = re.fullmatch(r'(\d{2})-?(\d{6,7})[ -]?([A-Z])[ -]?(\d{2})', s)
    return bool(m) and _ZW[int(m.group(1) + m.group(2)) % 23] == m.group(3)

def jmbg_ok(s):  # Serbian JMBG DDMMYYYRRBBBK: EMSO algorithm, region 70-99 for Serbia, date must exist
    d = _digits(s)
    if len(d) != 13 or not emso_ok(d): return False
    yyy = int(d[4:7]); y = 1000 + yyy if yyy >= 800 else 2000 + yyy
    return _date_ok(y, int(d[2:4]), int(d[:2])) and 70 <= int(d[7:9]) <= 99

def rs_account_ok(s):  # Serbian bank account BBB-NNNNNNNNNNNNN-KK, mod 97 (ISO 7064 97-10)
    m = re.fullmatch(r'(\d{3})-(\d{1,13})-(\d{2})', s)
    if not m: return False
    n = int(m.group(1) + m.group(2).zfill(13))
    return 98 - (n * 100) % 97 == int(m.group(3))

def sk_iban_ok(s):  # SK IBAN: mod 97 plus the national weighted mod-11 checks on prefix and account
    b = re.sub(r'\s', '', s)
    if not (b.startswith('SK') and len(b) == 24 and iban_ok(b)): return False
    pre, acc = b[8:14], b[14:24]
    ok = lambda x, w: sum(int(c) * v for c, v in zip(x, w)) % 11 == 0
    return ok(pre, [10, 5, 8, 4, 2, 1]) and ok(acc, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1])

def ua_iban_ok(s):
    b = re.sub(r'\s', '', s)
    return b.startswith('UA') and len(b) == 29 and iban_ok(b)

def nida_ok(s):  # Tanzanian NIDA number, format only: YYYYMMDD-NNNNN-NNNNN-NN, birth date must exist
    m = re.fullmatch(r'(\d{4})(\d\d)(\d\d)-\d{5}-\d{5}-\d{2}', s)
    return bool(m) and _date_ok(int(m.group(1)), int(m.group(2)), int(m.group(3)))

def ph_sss_ok(s): return bool(re.fullmatch(r'\d{2}-\d{7}-\d', s))  # format only
def ph_philhealth_ok(s): return bool(re.fullmatch(r'\d{2}-\d{9}-\d', s))  # format only
def ph_psn_ok(s): return bool(re.fullmatch(r'\d{4}-\d{4}-\d{4}-\d{4}', s))  # PhilSys card number, format only

def mu_nic_ok(s):  # Mauritius NIC, format only: surname initial, DDMMYY, 6 digits, check character
    m = re.fullmatch(r'[A-Z](\d\d)(\d\d)(\d\d)\d{6}[0-9A-Z]', s)
    return bool(m) and _date_ok(1900 + int(m.group(3)), int(m.group(2)), int(m.group(1)))

def sin_ok(s):  # Canadian SIN, Luhn over 9 digits; first digit not 0 or 8 (blind-8 on)
    d = _digits(s)
    return len(d) == 9 and d[0] not in '08' and luhn_ok(d)

def es_nss_ok(s):  # Spanish social security number PP/NNNNNNNN/CC: control = first 10 digits mod 97
    m = re.fullmatch(r'(\d{2})[/ ]?(\d{8})[/ ]?(\d{2})', s)
    if not m: return False
    a, b = m.group(1), m.group(2)
    n = int(a + b) if b[0] != '0' else int(a + b.lstrip('0'))
    return n % 97 == int(m.group(3))


# ---- added for redaction-blind-9

def kr_rrn_ok(s):  # Korean resident registration number YYMMDD-SNNNNNC (pre-2020 form), weights 2..9,2..5
    m = re.fullmatch(r'(\d{6})-(\d{7})', s)
    if not m: return False
    d = [int(c) for c in m.group(1) + m.group(2)]
    if d[6] not in (1, 2, 3, 4, 5, 6, 7, 8): return False
    tot = sum(x * w for x, w in zip(d[:12], [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return (11 - tot % 11) % 10 == d[12]

def kr_rrn_birth(s):
    d = _digits(s); cent = {1: 1900, 2: 1900, 3: 2000, 4: 2000, 5: 1900, 6: 1900, 7: 2000, 8: 2000}[int(d[6])]
    return '%04d-%s-%s' % (cent + int(d[:2]), d[2:4], d[4:6]), 'M' if int(d[6]) % 2 else 'F'

def kz_iin_ok(s):  # Kazakh IIN: YYMMDD + century/sex digit + 4 serial + check (two-pass mod 11)
    d = [int(c) for c in s] if re.fullmatch(r'\d{12}', s) else None
    if not d or d[6] not in range(1, 7): return False
    r = sum(x * w for x, w in zip(d[:11], range(1, 12))) % 11
    if r == 10:
        r = sum(x * w for x, w in zip(d[:11], [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2])) % 11
        if r == 10: return False
    return r == d[11]

def kz_iin_birth(s):
    cent = {1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000}[int(s[6])]
    return '%04d-%s-%s' % (cent + int(s[:2]), s[2:4], s[4:6]), 'M' if int(s[6]) % 2 else 'F'

def embg_ok(s):  # Macedonian EMBG (= Yugoslav JMBG): DDMMYYYRRBBBK, weights 7..2,7..2, mod 11
    d = [int(c) for c in s] if re.fullmatch(r'\d{13}', s) else None
    if not d: return False
    m = 11 - sum(x * w for x, w in zip(d[:12], [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    if m == 10: return False          # numbers giving 10 are not issued
    return (0 if m == 11 else m) == d[12] and 41 <= int(s[7:9]) <= 49

def embg_birth(s):
    y = int(s[4:7]); y += 1000 if y >= 800 else 2000
    return '%04d-%s-%s' % (y, s[2:4], s[:2]), 'M' if int(s[9:12]) < 500 else 'F'

def jo_nn_ok(s):  # Jordanian national number, format only: 10 digits, 9 (men) or 2 (women) + birth year
    return bool(re.fullmatch(r'[92]\d{9}', s))

def xk_pn_ok(s):  # Kosovo personal number, format only: 10 digits starting with 1
    return bool(re.fullmatch(r'1\d{9}', s))

def bn_ic_ok(s):  # Brunei identity card, format only: 00- (citizen) or 01- (PR) and 6 digits
    return bool(re.fullmatch(r'0[01]-\d{6}', s))

def mk_iban_ok(s):  # MK IBAN: mod 97, and the national two check digits (mod 97 of bank+account)
    b = re.sub(r'\s', '', s)
    if not (b.startswith('MK') and len(b) == 19 and iban_ok(b)): return False
    return 98 - (int(b[4:17]) * 100) % 97 == int(b[17:])


# ---- added for redaction-blind-10

_TW = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))
def tw_id_ok(s):  # Taiwan national ID: letter, 1 (men) or 2 (women), 7 digits, check digit
    if not re.fullmatch(r'[A-Z][12]\d{8}', s): return False
    n = _TW[s[0]]
    tot = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(s[1:9], [8, 7, 6, 5, 4, 3, 2, 1])) + int(s[9])
    return tot % 10 == 0

def il_tz_ok(s):  # Israeli Teudat Zehut: 9 digits, weights 1 2 alternating, digit sums, mod 10
    d = _digits(s)
    if len(d) != 9 or d != s: return False
    tot = 0
    for i, c in enumerate(d):
        x = int(c) * (1 if i % 2 == 0 else 2)
        tot += x - 9 if x > 9 else x
    return tot % 10 == 0

def ir_melli_ok(s):  # Iranian national code (kod-e melli): 10 digits, weights 10..2, mod 11
    d = [int(c) for c in s] if re.fullmatch(r'\d{10}', s) else None
    if not d or len(set(d)) == 1: return False
    r = sum(x * (10 - i) for i, x in enumerate(d[:9])) % 11
    return d[9] == (r if r < 2 else 11 - r)

_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
       [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
       [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
       [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
def aadhaar_ok(s):  # Aadhaar: 12 digits (grouped 4 4 4), first digit 2-9, Verhoeff check
    if not re.fullmatch(r'\d{4} ?\d{4} ?\d{4}', s): return False
    d = _digits(s)
    if d[0] in '01': return False
    c = 0
    for i, x in enumerate(reversed(d)):
        c = _VD[c][_VP[i % 8][int(x)]]
    return c == 0

def th_id_ok(s):  # Thai national ID: 13 digits (often 1-2345-67890-12-3), weights 13..2, mod 11
    d = [int(c) for c in _digits(s)]
    if len(d) != 13 or not re.fullmatch(r'\d{13}|\d-\d{4}-\d{5}-\d{2}-\d', s): return False
    return (11 - sum(x * (13 - i) for i, x in enumerate(d[:12])) % 11) % 10 == d[12]

def my_number_ok(s):  # Japanese individual number (My Number): 12 digits, check digit per the cabinet order
    d = _digits(s)
    if len(d) != 12: return False
    p = [int(c) for c in reversed(d[:11])]
    tot = sum(x * (n + 1 if n <= 6 else n - 5) for n, x in enumerate(p, 1))
    r = tot % 11
    return int(d[11]) == (0 if r <= 1 else 11 - r)

def nss_es_ok(s):  # Spanish social security number: 12 digits, the first 10 mod 97 give the last 2
    d = _digits(s)
    if len(d) != 12: return False
    a, b = int(d[:2]), int(d[2:10])
    n = a * 10 ** 7 + b if b < 10 ** 7 else int(d[:10])
    return n % 97 == int(d[10:])

def rw_nid_ok(s):  # Rwanda national ID, format only: 1 YYYY S NNNNNNN F CC (16 digits), S 8 male / 7 female
    d = _digits(s)
    return len(d) == 16 and d[0] in '123' and 1900 <= int(d[1:5]) <= 2026 and d[5] in '78'

def sz_pin_ok(s):  # Eswatini personal identification number, format only: YYMMDD + 7 digits
    d = _digits(s)
    return len(d) == 13 and d == s and 1 <= int(d[2:4]) <= 12 and 1 <= int(d[4:6]) <= 31

def bd_nid_ok(s):  # Bangladesh NID, format only: 10 (smart card), 13 or 17 digits
    d = _digits(s)
    return d == s.replace(' ', '') and len(d) in (10, 13, 17)


# ---- shared by every set's command line

def check_examples(checks, examples):
    """A set's selftest of its new kinds: each (kind, good, altered) passes with the good value and fails with
    the altered one. Prints a line for each; returns how many failed."""
    bad = 0
    for kind, good, wrong in examples:
        ok = checks[kind](good) and not checks[kind](wrong)
        print(kind, good, 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def complete(checks, kind, part):
    """Try every check character; return the completed values that pass checks[kind]."""
    if kind not in checks:
        raise KeyError(kind)
    if kind == 'iban':
        return [iban_complete(part[:2], part[2:])]
    if kind == 'mk-iban':
        b = part[4:] + '%02d' % (98 - (int(part[4:]) * 100) % 97)
        return [iban_complete('MK', b)]
    alphabet = {'zw-id': _ZW, 'mu-nic': '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'hetu': _HETU, 'dni': _DNI,
                'cf-it': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'au-provider': 'YXWTLKJHFBA'}.get(kind, '0123456789')
    return [part + c for c in alphabet if checks[kind](part + c)]


def load_checks(here, set_name):
    """The checks.py of the blind set `set_name` beside the folder `here`, loaded by path (each set
    starts from the one before it and adds only its own kinds)."""
    import importlib.util, os
    spec = importlib.util.spec_from_file_location(set_name.replace('-', '_') + '_checks',
                                                  os.path.join(here, '..', set_name, 'checks.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(checks, selftest=None):
    """python3 checks.py selftest: run the set's selftest (exit 1 if any example fails);
    python3 checks.py complete iban CC00BBAN: the IBAN with its check digits in place of 00;
    python3 checks.py complete KIND PARTIAL: print PARTIAL with its check character(s) added."""
    if selftest is not None and sys.argv[1:] == ['selftest']:
        sys.exit(1 if selftest() else 0)
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and (sys.argv[2] == 'iban' or sys.argv[2].endswith('-iban')):
        b = re.sub(r'\s', '', sys.argv[3])
        print(iban_complete(b[:2], b[4:]))
        return
    if len(sys.argv) == 4 and sys.argv[1] == 'complete':
        print(*complete(checks, sys.argv[2], sys.argv[3]))


def verify_set(here, module):
    """python3 checks.py verify: the set's selftest, then every record's .txt and .gold.json against its source
    in src/ (offsets, order, no blank or line break at a span's edge, every checked value passing its kind, and
    make_gold.py rebuilding both files byte for byte). Returns the number of problems. The sets from blind-44 on
    call this one copy."""
    import glob, importlib.util, json, os
    bad = module.selftest()
    spec = importlib.util.spec_from_file_location('blind_gold_make_gold',
                                                  os.path.join(here, '../../../scripts/blind-gold/make_gold.py'))
    mg = importlib.util.module_from_spec(spec); spec.loader.exec_module(mg)
    mark = re.compile(r'\[\[([A-Z_]+)(?:/([a-z-]+))?:(.*?)\]\]', re.DOTALL)
    checks = module.CHECKS
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
            if m.group(2) and (m.group(2) not in checks or not checks[m.group(2)](m.group(3))):
                errs.append('%r fails %s' % (m.group(3), m.group(2)))
        txt, gold, problems = mg.build(name, src, module)
        errs += problems
        if txt.encode('utf-8') != b: errs.append('.txt differs from its source')
        if gold != g: errs.append('.gold.json differs from its source')
        print(name[:2], len(g['spans']), 'spans', 'ok' if not errs else 'FAILED: ' + '; '.join(errs))
        bad += len(errs)
    return bad


def set_main(here, module):
    """A blind set's command line: verify, complete KIND PARTIAL (with the set's own completion), or main()."""
    if sys.argv[1:] == ['verify']:
        sys.exit(1 if verify_set(here, module) else 0)
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in module.CHECKS:
        print(*module._complete(sys.argv[2], sys.argv[3]))
    else:
        main(module.CHECKS, module.selftest)
