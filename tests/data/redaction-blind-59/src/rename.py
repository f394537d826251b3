#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-58's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'06': [('JOHN YAKAM KANDAKAI', 'CLETUS YAKAM KANDAKAI'), ('John Yakam Kandakai', 'Cletus Yakam Kandakai'),
            ('Mary Kandakai', 'Dorcas Kandakai'), ('Kevin Kandakai', 'Jeremiah Kandakai'), ('[[PERSON:Kevin]]', '[[PERSON:Jeremiah]]'),
            ('Benjamin Tapus', 'Zacchaeus Tapus')],
     '07': [('Joseph Kiriau', 'Silas Kiriau'), ('Patrick Sulufaia', 'Derick Sulufaia')],
     '09': [('Tevita Fifita Moala', 'Semisi Fifita Moala'), ("'Ana Lolohea Havili", 'Lupe Lolohea Havili')],
     '11': [('Kenneth Nakou', 'Obed Nakou'), ('K. Nakou', 'O. Nakou'), ('Thomas Iauko', 'Ishmael Iauko'), ('T. Iauko', 'I. Iauko'),
            ('Willie Numake', 'Lui Numake'), ('Rose Nipo', 'Nelly Nipo'),
            ('to the General Manager in [[LOCATION:Port Vila]] within', 'to the General Manager at head office within')],
     '12': [('Kerry-Ann Telesford', 'Kendra Telesford'), ('[[PERSON:Kerry-Ann]]', '[[PERSON:Kendra]]'),
            ('kerryann.telesford@', 'kendra.telesford@')],
     '15': [('ગોકુલધામ સોસાયટી', 'ઉમિયાનગર સોસાયટી')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
