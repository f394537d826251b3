#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-57's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'02': [('Nedbank Eswatini', 'FNB Eswatini')],
     '03': [('Kyomuhendo Grace Akiiki', 'Kyomuhendo Proscovia Akiiki'), ('[[PERSON:Kyomuhendo Grace]]', '[[PERSON:Kyomuhendo Proscovia]]'),
            ('Byaruhanga Patrick Amooti', 'Byaruhanga Tadeo Amooti')],
     '04': [('Ezekiel Kihwele', 'Elinaza Kihwele'), ('REHEMA JOSEPH MWAKALINGA', 'REHEMA AMOSI MWAKALINGA'),
            ("[[LOCATION:Ng'ang'ange]]", '[[LOCATION:Mbigili]]')],
     '06': [('KEZIAH ANN RAMKISSOON', 'KEZIAH SHANICE RAMKISSOON'), ('Golden Fleece Rice Mill Inc.', 'Aurora Rice Mill Inc.')],
     '10': [('Peter Y. Gbenyon', 'Boima Y. Gbenyon')],
     '11': [('Main Wharf Road', 'Main Road')],
     '18': [('[[PERSON:Azlan]]', '[[PERSON:Haziq]]'), ('[[PERSON:Lan]]', '[[PERSON:Ziq]]')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
