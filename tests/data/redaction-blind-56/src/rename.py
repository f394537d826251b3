#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-55's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('HALVORSEN, DUSTIN WADE', 'HALVORSEN, BRANTLEY COLBY'), ('Ocañas-Whitfield', 'Ocañas-Whitworth'),
            ('Garza-Limón', 'Saldívar-Limón'), ('Canadian River Refining LLC', 'Llano Plains Refining LLC'),
            ('canadianriverrefining', 'llanoplainsrefining'), ('612 N. Cedar St.', '612 N. Yucca St.'), ('CRR-40188', 'LPR-40188')],
     '02': [('Pugh-Lewis', 'Jenkins-Prydderch')],
     '03': [('Anne-Marie Léonie', 'Claire Léonie'), ('Josée Duguay', 'Mireille Duguay'),
            ('1290 St. Peter Ave., Unit 4', '1290 Vanier Blvd., Unit 4'), ('88, boul. Saint-Pierre Ouest', '88, boul. des Acadiens'),
            ("312, rue du Portage", "312, rue de l'Église"), ('Clinique médicale de la Baie', 'Clinique médicale Chaleur')],
     '04': [('Anand Venkataraghavan', 'Harsha Venkataraghavan'), ('Niamh Cassar-Boyle', 'Orla Cassar-Brennock'),
            ('Callum James Fitzgibbon', 'Callum Brodie Fitzgibbon'), ('Lake Pertobe Imaging', 'Pertobe Imaging')],
     '05': [('Nomvula', 'Nokuthula'), ('Pieter-Hendrik', 'Pieter-Willem'), ('Capitec Bank', 'Absa Bank'),
            ('Mediclinic Highveld', 'Highveld Lifecare Hospital'), ('Leandra Coal Haulage', 'Leandra Coal Carriers')],
     '06': [('Abdul-Rashid Issahaku', 'Mumuni Issahaku'), ('Abena Owusu-Sekyere', 'Afua Ofosu-Sekyere'),
            ('Owusu-Sekyere', 'Ofosu-Sekyere'), ('Ebo Quansah-Mensah', 'Ebo Quarcoopome'), ('Nana Kweku Ewusie', 'Kweku Ewusie')],
     '07': [('ANGUYO ALEZUYO GODFREY', 'ANGUYO ALEZUYO GEOFFREY'), ('A. A. Godfrey', 'A. A. Geoffrey'),
            ('Onzima Francis', 'Onzima Alfred'), ('Candiru Harriet', 'Candiru Betty'), ('Drania Patrick', 'Drania Jimmy'),
            ('Ewava Riders Savings', 'Ewava Transporters Savings'), ('ERS/0388', 'ETS/0388')],
     '08': [('Ruhunu Kids Transport', 'Ruhunu Scholar Vans')],
     '09': [('RAJA KHURRAM JADOON', 'MALIK KHURRAM JADOON'), ('Raja Khurram Jadoon', 'Malik Khurram Jadoon'),
            ('rkjadoon', 'mkjadoon'), ('RKJ/LN', 'MKJ/LN'), ('Tariq Mehmood Awan', 'Waqas Mehmood Awan'),
            ('Imtiaz Ahmed Swati', 'Imtiaz Hussain Swati'), ('Rukhsana Bibi', 'Rukhsana Begum'),
            ('Siran Valley Eye Hospital', 'Siran Eye Hospital')],
     '10': [('Nor Izzati binti Harith', 'Fatin Izzati binti Harith'), ('Dr. Wan Ahmad Azman Wan Rahim', 'Dr. Megat Azman bin Megat Rahim'),
            ('KPJ Pahang Specialist Hospital', 'Kuantan Medical Centre'), ('KPH0418227', 'KMC0418227')],
     '11': [('[[ORGANIZATION:BSP]]', '[[ORGANIZATION:HFC Bank]]')],
     '12': [('WHYTE-CAMPBELL, DESMOND ALOYSIUS', 'GAYLE-MYRIE, EVERALD ALOYSIUS'), ('Desmond A. Whyte-Campbell', 'Everald A. Gayle-Myrie'),
            ('D. A. Whyte-Campbell', 'E. A. Gayle-Myrie'), ('Hyacinth Whyte-Campbell', 'Hyacinth Gayle-Myrie'),
            ('dwcampbell58', 'eagaylemyrie58'), ('Delroy Tulloch', 'Lascelles Tulloch'), ('Kemar Ricardo Beckford', 'Odane Ricardo Beckford'),
            ('Tamara-Lee Ferris', 'Shanique Ferris'), ('Yvonne Lindo-Reid', 'Marcia Lindo-Rowe'),
            ('Orville McFarlane-Grant', 'Orville Haughton-Dyce'), ('Caribbean Dove Assurance', 'Doctor Bird Assurance')],
     '14': [('anh Hòa', 'anh Quý')],
     '15': [('[[ORGANIZATION:SBI]]', '[[ORGANIZATION:PNB]]'), ('SBIN0004417', 'PUNB0441700')],
     '17': [('[[ORGANIZATION:ProCredit]]', '[[ORGANIZATION:Banka Ekonomike]]')],
     '19': [('Empaque Los Tres Ríos', 'Empaque La Campiña')],
     '20': [('RS Gunung Maria', 'RS Bethesda'), ('RSGM-24-', 'RSB-24-')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
