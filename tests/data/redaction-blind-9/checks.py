"""Checks of redaction-blind-9 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to its validator in scripts/blind-gold/validators.py, BIRTH each %% agree: kind
to its birth-date decoder.

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
    'emso': v.emso_ok, 'si-tax': v.si_tax_ok, 'si-iban': v.si_iban_ok, 'egn': v.egn_ok, 'lv-pk': v.lv_pk_ok,
    'au-provider': v.au_provider_ok, 'lk-nic': v.lk_nic_ok, 'zm-nrc': v.zm_nrc_ok, 'nik': v.nik_ok, 'cccd': v.cccd_ok,
    'cf-it': v.cf_it_ok, 'oib': v.oib_ok, 'isikukood': v.isikukood_ok, 'kennitala': v.kennitala_ok,
    'kr-rrn': v.kr_rrn_ok, 'kz-iin': v.kz_iin_ok, 'embg': v.embg_ok, 'jo-nn': v.jo_nn_ok, 'xk-pn': v.xk_pn_ok,
    'bn-ic': v.bn_ic_ok, 'sin': v.sin_ok, 'mk-iban': v.mk_iban_ok,
    'tckn': v.tckn_ok, 'amka': v.amka_ok, 'afm-gr': v.afm_gr_ok, 'nhi': v.nhi_ok, 'nino': v.nino_ok,
    'iban-es': v.iban_es_ok, 'ssn': v.ssn_ok, 'mbi': v.mbi_ok,
}

BIRTH = {'kr-rrn': v.kr_rrn_birth, 'kz-iin': v.kz_iin_birth, 'embg': v.embg_birth}

if __name__ == '__main__':
    v.main(CHECKS)
