"""Checks of redaction-blind-12 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

The shared validators live in scripts/blind-gold/validators.py (not changed by this set).  The kinds new in
this set are defined below, in this file: ie-pps (Irish PPSN; weighted mod 23 check letter), upn
(English unique pupil number; mod 23 check letter), and the format-only ng-nin (Nigerian NIN), fm-ssn (FSM social security number),
az-fin (Azerbaijani FIN), az-id (Azerbaijani ID card), so-id (Somaliland national ID), ht-nif (Haitian
NIF) and in-mobile (Indian mobile number).  BIRTH adds two decoders for %% agree: lines, lk-nic (Sri Lankan
NIC: year, day of year, +500 for women) and sa-id (South African ID: YYMMDD, gender digits), beside the
shared kz-iin.

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
"""
import datetime, os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v

_PPS = 'WABCDEFGHIJKLMNOPQRSTUV'
def ie_pps_ok(s):  # Irish PPSN: 7 digits, check letter, optional second letter (weight 9, A=1 ... W=0)
    m = re.fullmatch(r'(\d{7})([A-W])([A-IW]?)', s.replace(' ', ''))
    if not m: return False
    tot = sum(int(c) * w for c, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3):
        tot += 9 * _PPS.index(m.group(3))
    return _PPS[tot % 23] == m.group(2)

def ng_nin_ok(s):  # Nigerian NIN, format only: 11 digits
    return bool(re.fullmatch(r'\d{11}', s))

def fm_ssn_ok(s):  # FSM social security number, format only: 3-digit state prefix, 2, 4 (NNN-NN-NNNN)
    return bool(re.fullmatch(r'\d{3}-\d{2}-\d{4}', s))

def az_fin_ok(s):  # Azerbaijani personal identification code (FIN), format only: 7 letters/digits, no I/O
    return bool(re.fullmatch(r'[0-9A-HJ-NP-Z]{7}', s))

def az_id_ok(s):  # Azerbaijani ID card number, format only: AZE + 8 digits or AA + 7 digits
    return bool(re.fullmatch(r'AZE\d{8}|AA\d{7}', s))

def so_id_ok(s):  # Somaliland national ID card, format only: 9 digits
    return bool(re.fullmatch(r'\d{9}', s))

def ht_nif_ok(s):  # Haitian NIF, format only: NNN-NNN-NNN-N
    return bool(re.fullmatch(r'\d{3}-\d{3}-\d{3}-\d', s))

_UPN = 'ABCDEFGHJKLMNPQRTUVWXYZ'
def upn_ok(s):  # English unique pupil number: check letter, then 12 digits weighted 2..13, mod 23
    m = re.fullmatch(r'([A-Z])(\d{12})', s)
    if not m: return False
    return _UPN[sum(int(c) * w for c, w in zip(m.group(2), range(2, 14))) % 23] == m.group(1)

def in_mobile_ok(s):  # Indian mobile, format only: optional +91, 10 digits starting 6-9
    d = re.sub(r'[\s-]', '', s)
    d = d[3:] if d.startswith('+91') else d
    return bool(re.fullmatch(r'[6-9]\d{9}', d))

def lk_nic_birth(s):  # Sri Lankan NIC: year, day of year (+500 for women); Feb always counts 29 days
    y, ddd = (1900 + int(s[:2]), int(s[2:5])) if len(s) == 10 else (int(s[:4]), int(s[4:7]))
    sex = 'F' if ddd > 500 else 'M'
    ddd -= 500 if ddd > 500 else 0
    d = datetime.date(2000, 1, 1) + datetime.timedelta(days=ddd - 1)  # a leap year: the NIC rule
    return '%04d-%02d-%02d' % (y, d.month, d.day), sex


CHECKS = {
    'luhn': v.luhn_ok, 'iban': v.iban_ok, 'sa-id': v.sa_id_ok, 'aadhaar': v.aadhaar_ok,
    'kz-iin': v.kz_iin_ok, 'lk-nic': v.lk_nic_ok, 'ssn': v.ssn_ok, 'nhi': v.nhi_ok, 'mbi': v.mbi_ok,
    'vin': v.vin_ok, 'upn': upn_ok, 'ie-pps': ie_pps_ok, 'ng-nin': ng_nin_ok, 'fm-ssn': fm_ssn_ok, 'az-fin': az_fin_ok,
    'az-id': az_id_ok, 'so-id': so_id_ok, 'ht-nif': ht_nif_ok, 'in-mobile': in_mobile_ok,
}

def za_id_birth(s):  # South African ID: YYMMDD, gender digits 0000-4999 female, 5000-9999 male
    yy = int(s[:2]); y = 2000 + yy if yy <= 26 else 1900 + yy
    return '%04d-%s-%s' % (y, s[2:4], s[4:6]), 'M' if int(s[6:10]) >= 5000 else 'F'

BIRTH = {'kz-iin': v.kz_iin_birth, 'lk-nic': lk_nic_birth, 'sa-id': za_id_birth}

# Record size bounds for make_gold.py: 1.5-3.5 KB of UTF-8, whatever the script.
SIZE_BYTES = (1500, 3500)

if __name__ == '__main__':
    v.main(CHECKS)
