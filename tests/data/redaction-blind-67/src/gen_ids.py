#!/usr/bin/env python3
"""Complete or test identifiers for this set's records with this set's CHECKS (blind-66's, loaded by path, plus
the new kinds) and validators; print only the values (made-up stems typed here).  KIND=VALUE tests a value;
KIND=PARTIAL with one ? tries every digit and capital letter there; iban=CC00BBAN fills in the IBAN check
digits; birth:KIND=VALUE prints what BIRTH decodes.
(A thin wrapper of scripts/blind-gold/ids.py with this set's folder.)"""
import os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', '..', '..', 'scripts', 'blind-gold'))
import ids  # scripts/blind-gold/ids.py: the one copy of these helpers

ids.gen_ids(os.path.dirname(HERE), sys.argv[1:])
