#!/usr/bin/env python3
"""Counts only: every word of this set's PERSON, LOCATION, ORGANIZATION and ADDRESS spans (from the .src
files) searched as a whole word (case-insensitive) in the READMEs of earlier sets (redaction-blind ... -66);
prints the words found (they are this set's own words) with file counts, and totals.  Words in scripts without
spaces (CJK, kana, hangul) and in Indic and Southeast Asian scripts are also searched as substrings.
Never prints any text of the earlier READMEs.  (A thin wrapper of scripts/blind-gold/counts.py with this
set's folder.)"""
import os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', '..', '..', 'scripts', 'blind-gold'))
import counts  # scripts/blind-gold/counts.py: the one copy of this search

counts.span_word_counts(os.path.dirname(HERE), sys.argv[1:])
