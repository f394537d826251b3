#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-60's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'03': [('[[LOCATION:Pedro Plains]]', '[[LOCATION:Malvern]]')],
     '04': [('[[LOCATION:Charles Hill]]', '[[LOCATION:Chobokwane]]')],
     '05': [('Mrs Tiyamike Banda-Chirwa', 'Mrs Tiyamike Chirwa-Mhango'), ('Mr Chimwemwe Gondwe', 'Mr Limbani Gondwe')],
     '08': [('[[LOCATION:Cold Stream]]', '[[LOCATION:Mzari]]')],
     '10': [('([[ORGANIZATION:CCI]])', '([[ORGANIZATION:Cross Cancer]])')],
     '15': [('عبدالله', 'سعيد')],
     '19': [('[[ORGANIZATION:Belize Bank]]', '[[ORGANIZATION:Heritage Bank]]'),
            ('[[ORGANIZATION:Northside Block Factory]]', '[[ORGANIZATION:Sandhill Block Factory]]'),
            ('[[LOCATION:Burrell Boom]]', '[[LOCATION:Maskall]]')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
