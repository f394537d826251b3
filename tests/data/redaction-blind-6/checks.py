"""Checks of redaction-blind-6 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to its validator in scripts/blind-gold/validators.py.

    python3 checks.py complete KIND PARTIAL    # print PARTIAL with its check character(s) added
"""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v

CHECKS = {
    'npi': v.npi_ok, 'dea': v.dea_ok, 'luhn': v.luhn_ok, 'vin': v.vin_ok, 'iban': v.iban_ok, 'aba': v.aba_ok,
    'au-medicare': v.au_medicare_ok, 'ihi': v.ihi_ok, 'rc-cz': v.rc_cz_ok, 'hetu': v.hetu_ok, 'cnp': v.cnp_ok,
    'cpf': v.cpf_ok, 'cns': v.cns_ok, 'pis': v.pis_ok, 'taj': v.taj_ok, 'hu-tax': v.hu_tax_ok, 'dni': v.dni_ok,
    'emirates-id': v.emirates_id_ok,
    'cf-it': v.cf_it_ok, 'oib': v.oib_ok, 'isikukood': v.isikukood_ok, 'kennitala': v.kennitala_ok,
    'tckn': v.tckn_ok, 'amka': v.amka_ok, 'afm-gr': v.afm_gr_ok, 'nhi': v.nhi_ok, 'nino': v.nino_ok,
    'iban-es': v.iban_es_ok, 'ssn': v.ssn_ok, 'mbi': v.mbi_ok,
}

if __name__ == '__main__':
    v.main(CHECKS)
