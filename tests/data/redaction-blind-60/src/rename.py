#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-59's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Cheryl Auguiste', 'Cheryl Toussaint-Pierre'), ('Mr. Desmond Jno Baptiste', 'Mr. Clement Jno Lewis'),
            ('Toussaint-Pierre', 'Toussaint-Bellot'), ('Clement Jno Lewis', 'Clement Vidal'),
            ('KERWIN ST. JEAN BRUNEY', 'KERWIN CORBETTE BRUNEY'), ('Lot 22 Upper Riverside', 'Lot 22 Riviere Road')],
     '02': [('[[ORGANIZATION:Princess Margaret Hospital]]', '[[ORGANIZATION:Doctors Hospital]]'), ('[[MRN:PMH 0719552]]', '[[MRN:DH-0719552]]')],
     '03': [('Brandon Ngiraikelau', 'Kalvin Ngiraikelau'), ('Dr. Moses Ulengchong', 'Dr. Haruo Ulengchong')],
     '04': [('Robson Langidrik', 'Kenji Langidrik')],
     '05': [('[[ADDRESS:Pond Street]]', '[[ADDRESS:Salina Road]]')],
     '07': [('Prince Dweh Tweh', 'Jackson Dweh Tweh'), ('Jackson Dweh Tweh', 'Varney Dweh Tweh')],
     '08': [('Anoma Kumari Herath', 'Anoma Malkanthi Herath')],
     '11': [('Mrs. Blessing Ekpenyong Oben', 'Mrs. Nkoyo Ekpenyong Oben'), ('[[PERSON:Blessing Oben]]', '[[PERSON:Nkoyo Oben]]'),
            ('Ayuk Egbe Tabe', 'Ayuk Egbe Ebam')],
     '18': [('Orang doh sampai [[LOCATION:Kuantan]], lagi dua jam', 'Orang doh lepas [[LOCATION:Chukai]], lagi sejam')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
