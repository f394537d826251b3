#!/usr/bin/env python3
"""Counts only.  readme TERM...: for each term, files and whole-word hits (case-insensitive) in the READMEs of
redaction-blind, -2 ... -66.  checks TERM...: number of earlier checks.py files plus validators.py containing
the term (substring, case-insensitive).  sub TERM...: like readme, but substring hits (for CJK, kana, hangul
and other terms where whole-word matching does not apply).  Never prints any text of those files.
(A thin wrapper of scripts/blind-gold/counts.py with this set's folder.)"""
import os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', '..', '..', 'scripts', 'blind-gold'))
import counts  # scripts/blind-gold/counts.py: the one copy of this search

counts.grep_counts(os.path.dirname(HERE), sys.argv[1:])
