"""Checks of redaction-blind-19 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-18's checks.py by path (which loads
blind-17's, which loads blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
    python3 checks.py complete sa-iqama 241873905
"""
import importlib.util, os, re, sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    'blind18_checks', os.path.join(_HERE, '..', 'redaction-blind-18', 'checks.py'))
b18 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(b18)
v = b18.v                                  # scripts/blind-gold/validators.py, as blind-16 loads it

CHECKS = dict(b18.CHECKS)
BIRTH = dict(b18.BIRTH)
SIZE_BYTES = b18.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-18


# ---- new in redaction-blind-19

def sa_iqama_ok(s):  # Saudi national ID (1...) or iqama residence number (2...): 10 digits, Luhn
    return bool(re.fullmatch(r'[12]\d{9}', s)) and v.luhn_ok(s)

def qa_qid_ok(s):  # Qatar ID (QID), format only: 11 digits, the first 2 or 3 (century of birth), then the
    # two-digit birth year and a three-digit nationality code
    return bool(re.fullmatch(r'[23]\d{10}', s))

def in_epic_ok(s):  # Indian voter ID (EPIC), format only: three letters and seven digits
    return bool(re.fullmatch(r'[A-Z]{3}\d{7}', s))

def uk_postcode_ok(s):  # UK postcode, format only (outward code, a space, inward code)
    return bool(re.fullmatch(r'[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}', s))

def us_fsm_phone_ok(s):  # Micronesian (FSM) phone, format only: 7 digits written 3-4, optional +691
    return bool(re.fullmatch(r'(\+691 )?\d{3}-\d{4}', s))

CHECKS.update({
    'sa-iqama': sa_iqama_ok, 'qa-qid': qa_qid_ok, 'in-epic': in_epic_ok, 'uk-postcode': uk_postcode_ok,
    'fm-phone': us_fsm_phone_ok,
})


if __name__ == '__main__':
    v.main(CHECKS)
