#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after
`scripts/blind-gold/counts.py span-words` found words of earlier READMEs, with the follow-on fixes they needed
(e-mail addresses of replaced names and firms, initials of replaced names).
(Adapted from blind-71's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Wattlebird Crescent', 'Wattlebird Rise'), ('Coral Coast Travel Insurance', 'Wandoo Travel Insurance'),
            ('coralcoast-assist', 'wandoo-assist'), ('Hotel Colle Verde', 'Hotel Colle Titano')],
     '02': [('Said Toihir', 'Ahamada Toihir'), ('S. T. Mmadi', 'A. T. Mmadi'), ('stmmadi', 'atmmadi'),
            ('Faïza Ali SOILIHI', 'Faïza Mzé SOILIHI')],
     '03': [('ILHÉU VERDE ECO-LODGE', 'MORRO BRANCO ECO-LODGE'), ('ilheuverde', 'morrobranco'),
            ('VERA CRUZ BOA MORTE', 'BONFIM SACRAMENTO'), ('Ivone Boa Morte', 'Ivone Sacramento'),
            ('E. V. C. Boa Morte', 'E. B. Sacramento')],
     '04': [('Ouédraogo-Lindqvist', 'Ouédraogo-Brekke'), ('Seán Ó Murchú', 'Donncha Ó Ceallacháin'),
            ('S. Ó Murchú', 'D. Ó Ceallacháin')],
     '06': [('Kumba Baldé Djaló', 'Binta Baldé Djaló'), ('Maria-Luísa Cabral-Haddington', 'Luísa Cabral-Haddington'),
            ('M.-L. Cabral-Haddington', 'L. Cabral-Haddington')],
     '08': [('Sycamore Bend Road', 'Sycamore Knoll Road'), ('Hotel Residenza Borgo Pio', 'Hotel Residenza Porta Angelica'),
            ('Eternal Steps Tours', 'Lumen Tours'), ('Sister Maria Goretti Nwosu-Eze', 'Sister Goretti Nwosu-Eze')],
     '09': [('Pacific Span Networks Ltd', 'Moana Fibre Ltd'), ('Western Bay Orthopaedics', 'Kaimai Orthopaedics')],
     '10': [('Fortune Bay Seafoods', 'Connaigre Seafoods'), ('fortunebayseafoods', 'connaigreseafoods'),
            ('TIBBO, Roderick James', 'TIBBO, Roderick Cyril'), ('22 Seaview Drive', '22 Caplin Road'),
            ('Auberge des Quatre Temps', 'Pension Vigneau')],
     '11': [('EDMOND-MARIETTE Jean-Wesley', 'EDMOND-MARIETTE Wesley'), ('Dr Hervé Sainte-Luce', 'Dr Hervé Lony')],
     '12': [('OLIVE BRANCH SCHOLARS FUND', 'ALMOND SCHOLARS FUND'),
            ("Wadi Ma'ali Street, Building 14", 'Manger Street, Building 14'),
            ('Dr. Rania Handal-Mikhail', 'Dr. Nisreen Handal-Mikhail'), ('r.handalmikhail', 'n.handalmikhail')],
     '15': [('[[PERSON:Steffi]]', '[[PERSON:Romy]]')],
     '17': [('Sr. Zé', 'Sr. Tó'), ('Funerária São Vicente', 'Funerária Maximinense')],
     '18': [('S Wisconsin Ave', 'S Clarence Ave')],
     '20': [('[[PERSON:Jun Hao]]', '[[PERSON:Zhen Kai]]'), ('Xin Yi', 'Xin Rou'), ('OOI KOK SENG', 'OOI TECK CHUAN'),
            ('Dr Harjit', 'Dr Jaswinder')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
