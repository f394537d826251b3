#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-62's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('LES QUENNEVAIS LETTINGS LIMITED', 'QUENNEVAIS PROPERTY MANAGEMENT LIMITED'),
            ('Les Quennevais Lettings Limited', 'Quennevais Property Management Limited'),
            ('[[ADDRESS:La Ferme Vibert, La Rue de Rozel]],\n                    [[LOCATION:St Martin]]',
             '[[ADDRESS:Clos Vibert, La Rue de la Falaise]],\n                    [[LOCATION:Rozel]]'),
            ('Mr Ivo Câmara', 'Mr Ivo Gomes'), ('Our ref: QL/GRV/0417', 'Our ref: QPM/GRV/0417'),
            ('tenancies@qlettings.example', 'tenancies@qpm-jersey.example')],
     '02': [('SOMERS ISLES HEALTH INSURANCE LTD', 'SOMERS HEALTH INSURANCE LTD'), ('somersisles-health', 'somers-health'),
            ('[[ORGANIZATION:Somers Isles Health]]', '[[ORGANIZATION:Somers Health]]'),
            ('Harbour Reach Re Ltd', 'Gibbs Reinsurance Ltd'), ('Desmond Alphonso', 'Everard Alphonso'),
            ('d.whitter@', 'e.whitter@'), ('[[PERSON:D A Whitter]]', '[[PERSON:E A Whitter]]'),
            ('[[PERSON:D. A. Whitter]]', '[[PERSON:E. A. Whitter]]'), ('[[PERSON:K. J. Whitter]]', '[[PERSON:K. A. Whitter]]'),
            ('Keturah Joy', 'Keturah Anise'), ('"[[ADDRESS:Frangipani Cottage", 12 Scaur Lane]]', '"[[ADDRESS:Frangipani", 12 Scaur Lane]]'),
            ('[[ORGANIZATION:Whale Bay Beach Club]]', '[[ORGANIZATION:Mangrove Bay Kitchen]]'),
            ('Mr Tyrone Outerbridge', 'Mr Carlton Trimm'),
            ('[[ORGANIZATION:KEMH]] Emergency', '[[ORGANIZATION:KEMH]] Emergency'),
            ('[[ORGANIZATION:King Edward VII Memorial Hospital]]', '[[ORGANIZATION:KEMH]]'),
            ('Dr. Kwame Ottley-Simmons', 'Dr. Marlon Ottley-Furbert'),
            ('Warwick Physio & Sports Clinic', 'Warwick Physical Therapy'),
            ('Warwick Physical Therapy', 'Warwick Movement Clinic'), ('Mangrove Bay Kitchen', 'Mangrove Bay Eatery')],
     '03': [('%% allow: West -- compass direction ("west along"), not the district\n', ''),
            (' in [[LOCATION:West End]]. He said', '. He said'),
            ('"[[PERSON:Dre]]"', '"[[PERSON:Tibby]]"'), ('[[PERSON:Dre]]', '[[PERSON:Tibby]]'),
            ('Ms Rosalind Tibbetts', 'Ms Charmaine Tibbetts'), ('"[[PERSON:Junior]]"', '"[[PERSON:Tappy]]"'),
            ('Dwayne Hydes', 'Kareem Hydes'), ('Kareem Hydes', 'Jahmal Hydes'), ('Leondra Ebanks-Scott', 'Leondra McCoy-Greaves')],
     '04': [('Martha Uyarak', 'Elisapee Uyarak'), ('[[PERSON:Susie Eetak]]', '[[PERSON:Leah Eetak]]'),
            ('[[PERSON:Heather Okatsiak]]', '[[PERSON:Mona Okatsiak]]'), ('Priya Raghunathan', 'Anjali Raghunathan'), ('[[PERSON:P. Raghunathan]]', '[[PERSON:A. Raghunathan]]'),
            ('Ferreira-Holt', 'Haddow-Holt'), ('Dr. Hannah Osei-Lindqvist', 'Dr. Hannah Boateng-Strand'),
            ('Dr. H. Osei-Lindqvist', 'Dr. H. Boateng-Strand'), ('[[ORGANIZATION:Health Sciences Centre]]', '[[ORGANIZATION:HSC]]'),
            ('Annie Kaludjak-Muckpah', 'Joanasie Kaludjak-Muckpah'), ('daughter [[PERSON:Joanasie', 'son [[PERSON:Joanasie'),
            ('Joanasie Kaludjak-Muckpah', 'Joanasie Kaludjak')],
     '05': [('Janelle Ruby', 'Janelle Kaylene'), ('Dr Fiona Macaulay-Reyes', 'Dr Ruth Haldane-Ortiz'),
            ('Dr Macaulay-Reyes', 'Dr Haldane-Ortiz'), ('[[ORGANIZATION:Weipa Integrated Health Service]]', '[[ORGANIZATION:Weipa Hospital]]'),
            ('Nwankwo-Grant', 'Nwankwo-Tighe')],
     '06': [('santeplus.bl@', 'santelazare.bl@'), ('SANTÉ PLUS PHARMACY', 'SANTÉ LAZARE PHARMACY'), ('Kevin Labrosse', 'Yannick Labrosse'),
            ('[[ORGANIZATION:MCB]]', '[[ORGANIZATION:Nouvobanq]]')],
     '07': [('Mr [[PERSON:Deiye]]', '[[PERSON:Mr Deiye]]'), ('Mrs [[PERSON:Deiye]]', '[[PERSON:Mrs Deiye]]'),
            ('Dr [[PERSON:Kun Ribauw]]', '[[PERSON:Dr Kun Ribauw]]'), ('on\n[[DATE:Thursdays]]', 'on\nThursdays'),
            ('[[ORGANIZATION:Eigigu Holdings]]', '[[ORGANIZATION:Eigigu Stores]]'), ('Eigigu Stores', 'Eigigu Mart'),
            ('[[ORGANIZATION:Capelle & Partner]]', '[[ORGANIZATION:Capelle Wholesale]]')],
     '08': [('Kenyalang Assurance Berhad', 'Kenyalang Protect Berhad'), ('Baram Offshore Services', 'Baram Drilling Services'),
            ('Jalan Kuala Baram', 'Jalan Bakam'), ('Dr. Ting Siew Ling', 'Dr. Ting Huey Min')],
     '09': [('DILMUN FREIGHT SERVICES', 'DILMUN SHIPPING SERVICES'), ('Dilmun Freight Services', 'Dilmun Shipping Services'),
            ('dilmunfreight', 'dilmunshipping'), ('DFS/HR/25/0932', 'DSS/HR/25/0932'), ('DFS-2207', 'DSS-2207')],
     '10': [('Lekam Grace Ofem', 'Lekam Eno Ofem'), ('[[ADDRESS:No. 14 Mission Road]]', '[[ADDRESS:No. 14 Ekori Road]]'),
            ('Ada Obeten Ofem', 'Ogbenyi Obeten Ofem'), ('Atlas Crusader Pensions Ltd', 'Atlas Crusader PFA Ltd')],
     '13': [('أخدناه أنا و[[PERSON:أبو سليم]] ع', 'أخدناه أنا وجوزي ع')],
     '12': [("Nandom Girls' Senior High School", 'Nandom Senior High School'),
            ('CECILIA MAALONG DERY', 'MWINYELLE MAALONG DERY'), ('[[PERSON:Cecilia]]', '[[PERSON:Mwinyelle]]'),
            ('Hse No. HM 27', 'Hse No. E 27'), ('MISS [[PERSON:MWINYELLE MAALONG DERY]]', '[[PERSON:MISS MWINYELLE MAALONG DERY]]'),
            ('on the first [[DATE:Tuesday]] of each month', 'on the first Tuesday of each month')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
