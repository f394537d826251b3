"""Checks of redaction-blind-4 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to its validator in scripts/blind-gold/validators.py."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v

CHECKS = {
    'bn': v.ca_bn_ok,
    'pl-id': v.pl_id_ok, 'npwz': v.npwz_ok,
    'nhs': v.nhs_ok, 'npi': v.npi_ok, 'dea': v.dea_ok, 'luhn': v.luhn_ok, 'vin': v.vin_ok,
    'cpr': v.cpr_ok, 'fnr': v.fnr_ok, 'pesel': v.pesel_ok, 'nif': v.nif_pt_ok, 'cc-pt': v.cc_pt_ok,
    'iban': v.iban_ok, 'curp': v.curp_ok, 'rfc': v.rfc_ok, 'nss-mx': v.nss_mx_ok, 'sin': v.sin_luhn_ok,
    'no-account': v.no_account_ok,
    'ssn': v.ssn_ok, 'mbi': v.mbi_ok,
}
