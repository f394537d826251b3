#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after
`scripts/blind-gold/counts.py span-words` or `counts.py grep` found words of earlier READMEs, with the follow-on fixes
they needed (an e-mail address of a replaced name or firm).  (Adapted from blind-68's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('VERNON T. LAZARUS', 'CYPRIAN T. LAZARUS'), ('PRISCILLA ANN VENTOUR', 'PRISCILLA IANTHE VENTOUR'),
            ('Priscilla Ann Ventour', 'Priscilla Ianthe Ventour'),
            ('[[ADDRESS:Lot 14, Chantimelle Road]], [[LOCATION:Rose Hill]]',
             '[[ADDRESS:Lot 14, Bellevue Road]], [[LOCATION:Chantimelle]]'),
            ('[[LOCATION:Rose Hill]]', '[[LOCATION:Chantimelle]]'), ('[[LOCATION:Morne Fendue]]', '[[LOCATION:Hermitage]]'),
            ('[[LOCATION:River Sallee]], Saint Patrick', '[[LOCATION:Tivoli]], Saint Andrew'),
            ("[[ORGANIZATION:St. Patrick's Co-operative Credit Union]]",
             '[[ORGANIZATION:Sauteurs Co-operative Credit Union]]')],
     '02': [('JNO BAPTISTE, Mathilda Veronica', 'THEOPHILLE, Euphemia Clotilda'),
            ('Sherma Jno Baptiste-Laville', 'Sherma Theophille-Laville'), ('Dr. Hyacinth Peltier', 'Dr. Marva Peltier'),
            ('Dr. Li Wenjun', 'Dr. Zhou Wenjun'), ('Dr. Li]]', 'Dr. Zhou]]')],
     '03': [('Brades Family Practice', 'Olveston Family Practice'), ('[[LOCATION:Baker Hill]]', '[[LOCATION:Manjack]]'), ('LOT 56, GREEN PASTURES', 'LOT 56, TULLOCH AVENUE')],
     '04': [('RAMÓN L. HEYLIGER', 'EZEQUIEL L. HEYLIGER'), ('Ramón L. Heyliger', 'Ezequiel L. Heyliger'),
            ('YESENIA M.', 'YARISBEL M.'), ('Yesenia M.', 'Yarisbel M.'), ('yesi.encarnacion', 'yari.encarnacion'),
            ('CANEGATA & BENJAMIN-HODGE, P.C.', 'CANEGATA & QUETEL, P.C.'), ('@cbhlaw.example', '@cqlaw.example')],
     '05': [('ALDAN, Ana Muña', 'ALDAN, Remedios Muña'), ('Grandma Ana', 'Grandma Remedios')],
     '07': [('Rei Marawa Tekanene', 'Teretia Marawa Tekanene')],
     '08': [("[[PERSON:'Ofa Naufahu]]", '[[PERSON:Lesieli Naufahu]]'), ('Mateaki Fale Koloa', 'Koloa Mateaki'), ("'Ana Lolohea", "'Ilaisaane Lolohea")],
     '09': [('[[ORGANIZATION:Jumeau Motors]], Providence Industrial Estate',
             '[[ORGANIZATION:Jumeau Motors]], [[LOCATION:Les Mamelles]]'),
            ('Mr Jude Wilfrid CONFAIT', 'Mr Jerris Wilfrid CONFAIT'), ('jude.confait', 'jerris.confait'),
            ('[[LOCATION:Anse aux Pins]]', '[[LOCATION:Plaisance]]'),
            ('Kelly-Ann Confait', 'Kelsie Confait')],
     '10': [('Hafidh Awadh Al Shanfari', 'Hafidh Sehail Al Shanfari')],
     '11': [('Co.]] ([[LOCATION:Al-Hassan Industrial Estate]]), has', 'Co.]], has')],
     '12': [('of [[LOCATION:Nazareth]], [[LOCATION:Wau]]', 'of [[LOCATION:Busseri]], [[LOCATION:Wau]]'),
            ("[[ORGANIZATION:St. Mary's Primary School]]", '[[ORGANIZATION:Comboni Primary School]]'),
            ('Market Road, opposite the Cathedral', 'Market Road, Block 2'),
            ('Lutheran World Federation', 'Windle International Uganda')],
     '16': [('[[ORGANIZATION:Sf. Spiridon]]', '[[ORGANIZATION:Spiridon]]')],
     '18': [('[[PERSON:Martina Nocchi]]', '[[PERSON:Matilde Nocchi]]'),
            ("all'[[ORGANIZATION:Intesa]], [[IBAN/it-iban:IT23 U030 6913 9101 0000 0004 417]]",
             "ar [[ORGANIZATION:Crédit Agricole]], [[IBAN/it-iban:IT35 O062 3013 9010 0004 6120 417]]")]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
