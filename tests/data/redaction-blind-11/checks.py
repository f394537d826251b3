"""Checks of redaction-blind-11 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

The shared validators live in scripts/blind-gold/validators.py (not changed by this set).  The kinds new in
this set are defined below, in this file: imei (Luhn over 15 digits), mn-rd (Mongolian register number;
format, birth date and sex), pk-cnic (Pakistani CNIC; format and sex digit), bh-cpr (Bahraini CPR; format,
birth year and month), ge-pn (Georgian personal number; format), am-ssn (Armenian public services number;
format), bt-cid (Bhutanese citizenship ID; format), et-fin (Ethiopian Fayda FIN; format).

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
"""
import datetime, os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v


def imei_ok(s):  # IMEI: 15 digits, Luhn
    d = re.sub(r'[\s-]', '', s)
    return bool(re.fullmatch(r'\d{15}', d)) and v.luhn_ok(d)

_MN = 'АБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯ'
def mn_rd_ok(s):  # Mongolian register number: 2 Cyrillic letters, YYMMDD (month +20 after 1999), 2 digits
    m = re.fullmatch(r'([%s]{2})(\d{2})(\d{2})(\d{2})(\d{2})' % _MN, s)
    if not m: return False
    try:
        mn_rd_birth(s); return True
    except ValueError:
        return False

def mn_rd_birth(s):  # the 9th character (second-to-last digit) is odd for men, even for women
    yy, mm, dd = int(s[2:4]), int(s[4:6]), int(s[6:8])
    y = 2000 + yy if mm > 20 else 1900 + yy
    mm = mm - 20 if mm > 20 else mm
    return datetime.date(y, mm, dd).isoformat(), 'M' if int(s[8]) % 2 else 'F'

def pk_cnic_ok(s):  # Pakistani CNIC, format only: NNNNN-NNNNNNN-N (last digit odd men, even women)
    return bool(re.fullmatch(r'[1-7]\d{4}-\d{7}-\d', s))

def pk_cnic_sex(s): return 'M' if int(s[-1]) % 2 else 'F'

def bh_cpr_ok(s):  # Bahraini CPR, format only: YYMM + 5 digits, month 01-12
    return bool(re.fullmatch(r'\d{2}(0[1-9]|1[0-2])\d{5}', s))

def ge_pn_ok(s):  # Georgian personal number, format only: 11 digits
    return bool(re.fullmatch(r'\d{11}', s))

def am_ssn_ok(s):  # Armenian public services (social card) number, format only: 10 digits
    return bool(re.fullmatch(r'\d{10}', s))

def bt_cid_ok(s):  # Bhutanese citizenship ID, format only: 11 digits starting with 1
    return bool(re.fullmatch(r'1\d{10}', s))

def et_fin_ok(s):  # Ethiopian Fayda FIN, format only: 12 digits, often grouped 4 4 4
    return bool(re.fullmatch(r'\d{4} ?\d{4} ?\d{4}', s))


CHECKS = {
    'npi': v.npi_ok, 'luhn': v.luhn_ok, 'vin': v.vin_ok, 'iban': v.iban_ok, 'dni': v.dni_ok,
    'iban-es': v.iban_es_ok, 'nss-es': v.nss_es_ok, 'ssn': v.ssn_ok,
    'imei': imei_ok, 'mn-rd': mn_rd_ok, 'pk-cnic': pk_cnic_ok, 'bh-cpr': bh_cpr_ok, 'ge-pn': ge_pn_ok,
    'am-ssn': am_ssn_ok, 'bt-cid': bt_cid_ok, 'et-fin': et_fin_ok,
}

BIRTH = {'mn-rd': mn_rd_birth}

# Record size bounds for make_gold.py: 1.5-3.5 KB of UTF-8, whatever the script.
SIZE_BYTES = (1500, 3500)

if __name__ == '__main__':
    v.main(CHECKS)
