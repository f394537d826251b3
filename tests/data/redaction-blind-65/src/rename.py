#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after src/span_word_counts.py
or src/grep_counts.py found words of earlier READMEs, with the follow-on fixes they needed (initials).
(Adapted from blind-64's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Catriona Mary KERMODE', 'Catriona Voirrey KERMODE'), ('[[PERSON:C M Kermode]]', '[[PERSON:C V Kermode]]'),
            ('Mrs Joan Crellin', 'Mrs Gail Crellin')],
     '03': [('[[LOCATION:Green Island]]', '[[LOCATION:Ramble]]'), ('17 Cotton Piece Lane', '17 Guango Lane'),
            ('Apartment 2B, Fort Charlotte Mews, 9 Seaview Avenue', 'Apartment 2B, Tryall Mews, 9 Barnett Drive'),
            ('Davis Cove Resort & Spa', 'Kenilworth Bay Resort'), ('6 Fisher Avenue', '6 Tamarind Avenue')],
     '05': [('[[ORGANIZATION:Stanbic Bank]]', '[[ORGANIZATION:Investrust Bank]]')],
     '06': [('[[ORGANIZATION:Connaught Hospital]], Freetown,', '[[ORGANIZATION:Connaught Hospital]],'),
            ('Dr. Abu Tarawalie-Kpaka', 'Dr. Sorie Tarawalie-Kpaka')],
     '07': [('Ms Mercy Chiwaula', 'Ms Tawonga Chiwaula')],
     '09': [('Dr. Awa-Marie Njie', 'Dr. Haddy Njie'), ('Isatou Jobe-Darboe', 'Isatou Sowe-Darboe'),
            ('[[ADDRESS:Darboe Kunda]]', '[[ADDRESS:Darboe Compound]]')],
     '11': [('[[LOCATION:Salelologa]] with his NID', '[[LOCATION:Tuasivi]] with his NID'), ('Lagi Sataua', 'Lusia Sataua'),
            ("Sr Losa Amituana'i", "Sr Tausala Amituana'i")],
     '12': [('Ms. Kerri-Ann Greaves', 'Ms. Tamisha Greaves')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
