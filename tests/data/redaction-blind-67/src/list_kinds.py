#!/usr/bin/env python3
"""Print the kind names of blind-66's CHECKS (loaded by path) and of its BIRTH decoders.
(A thin wrapper of scripts/blind-gold/ids.py with this set's folder.)"""
import os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', '..', '..', 'scripts', 'blind-gold'))
import ids  # scripts/blind-gold/ids.py: the one copy of these helpers

ids.list_kinds(os.path.dirname(HERE), previous='redaction-blind-66')
