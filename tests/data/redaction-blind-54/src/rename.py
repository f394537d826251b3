#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-53's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Big Sandy Bone & Joint', 'Tug Fork Orthopaedics'), ('417 Johns Creek Rd', '417 Shelbiana Rd'),
            ('Cumberland Plateau Mutual', 'Sandlick Mutual'), ('Shelby Valley Hauling LLC', 'Shelby Valley Haulers LLC'),
            ('[[ORGANIZATION:Shelby Valley Hauling]]', '[[ORGANIZATION:Shelby Valley Haulers]]'),
            ('RATLIFF, Darrell Wayne', 'RATLIFF, Darrell Lowell'), ('Dr. Huong Lam', 'Dr. Thuy Lam'),
            ('Venkataraman', 'Ramaswamy')],
     '02': [('Dr Alasdair Menzies', 'Dr Hamish Menzies'), ('Priya Raghunathan', 'Anjali Raghunathan'),
            ('[[PERSON:Priya]]', '[[PERSON:Anjali]]'), ('priya.raghunathan@', 'anjali.raghunathan@'),
            ('[[ORGANIZATION:Unite]]', '[[ORGANIZATION:Prospect]]')],
     '03': [('Brittany Holowaychuk', 'Kendra Holowaychuk'), ('KOZAKEVICH, Larissa Joan', 'KOZAKEVICH, Larissa Faye'),
            ('38 Broadway Street East', '38 Betts Avenue')],
     '04': [('Jarrod Lee Cuthbertson', 'Jarrod Blake Cuthbertson'), ('Shanaya Rose Picken', 'Shanaya Maree Picken'),
            ('Graham Ashley Pettifer', 'Graeme Ashley Pettifer')],
     '05': [('Dela AMEGASHIE', 'Senyo AMEGASHIE'), ('Volta Shield Insurance', 'Afadjato Shield Insurance'),
            ('Jasikan Road, opposite Star Oil filling station', 'Jasikan Road, opposite the fuel station')],
     '06': [('KIGGUNDU Harriet', 'KIGGUNDU Immaculate'), ('SSEMAKULA Twaha', 'SSEKANDI Twaha'),
            ('LUBEGA Ronald', 'LUBEGA Sulaiman'), ('Nile Crest Insurance', 'Kagera Crest Insurance'), ('NCI/GPA', 'KCI/GPA')],
     '07': [('CARIBBEAN SHIELD', 'PIMENTO SHIELD'), ('caribshield', 'pimentoshield'), ('GORDON-CAMPBELL', 'GORDON-BRYAN'),
            ('Gordon-Campbell', 'Gordon-Bryan'), ('marcia.gcampbell', 'marcia.gbryan'), ('KEISHA CAMPBELL', 'SHANICE BRYAN'),
            ('DWAYNE ANTHONY McFARLANE', 'ROHAN OMARI McLEAN'), ('PAULETTE McFARLANE', 'PAULETTE McLEAN'),
            ("Pryce's Auto Body & Paint", "Dacres' Auto Body & Paint"), ('Shop 3, Milford Road', 'Shop 3, 22 Rennie Road'),
            ('O. Whyte', 'O. Rowe'), ('BLUE MAHOE INSURANCE', 'LIGNUM VITAE INSURANCE'), ('BMI-MV', 'LVI-MV'), ('CSG/PV/', 'PSG/PV/'),
            ('LOT 41, SEVILLE HEIGHTS', 'LOT 41, SEVILLE MEADOWS'), ('11 RUNAWAY BAY HEIGHTS ROAD', '11 SALT POND ROAD')],
     '08': [('Camilleri', 'Cauchi'), ('Farrugia', 'Xuereb'), ('Desmond', 'Gervase'), ('desmond.ap', 'gervase.ac'),
            ('Perit Maria Grech', 'Perit Doriana Grech'), ('Ashworth-Pace', 'Ashworth-Cassar'),
            ('DAR IL-ĦARRUB', 'BLOKK IL-ĦARRUB'), ('Triq San Anton', 'Triq il-Kunċizzjoni')],
     '09': [('Changi General Hospital', 'Sengkang General Hospital'), ('Tan Wei Ling', 'Sng Qiu Ting'),
            ('[[PERSON:Wei Ling]]', '[[PERSON:Qiu Ting]]'), ('[[PERSON:Ms Tan]]', '[[PERSON:Ms Sng]]'),
            ('weiling.tan88', 'qiuting.sng88'), ('Mr Lim Boon Huat', 'Mr Chee Boon Keong'),
            ('Mdm Ong Siew Kheng', 'Mdm Heng Geok Lian'), ('Kavitha d/o Subramaniam', 'Thenmoli d/o Rajoo'),
            ('Summit Loss Adjusters', 'Meridian Loss Adjusters'), ('KB Autoworks', 'Kian Heng Autoworks'),
            ('kb-autoworks', 'kianheng-auto'), ('CGH2503', 'SKH2503'), ('Lionhead General Insurance (Singapore) Pte Ltd', 'Lionhead General Insurance Pte Ltd')],
     '10': [('Dr. Abdul Matin Hazarika', 'Dr. Rezaul Islam Hazarika')],
     '11': [('RANA TAUQEER AHMAD KHOKHAR', 'RANA TAUQEER ASLAM KHOKHAR'), ('Mr. Waqas Ali', 'Mr. Waqas Mehmood')],
     '12': [('LAU KA WAI', 'LAU WAI KEUNG'), ('劉家偉', '劉偉強'), ('Mr Chan Siu Fung', 'Mr Yip Siu Fung'), ('[[PERSON:Mr Chan]]', '[[PERSON:Mr Yip]]'),
            ('Mr Cheung Chi Ming', 'Mr Leung Tsz Ming'), ('Ms Kwok Wing Yan', 'Ms Kwok Pui Shan'), ('Madam Tse Wing Sze', 'Madam Tse Yuk Sze'),
            ('Units 5-8, 8/F, Kin Wing Industrial Building, 24 Kin Wing Street', 'Units 5-8, 8/F, Tsun Wen Industrial Centre, 9 Tsun Wen Road'),
            ('Flat 1207, 12/F, Block C, Siu Hong Court', 'Flat 1207, 12/F, Ting Yat House, On Ting Estate'),
            ('FORTUNE CREST LOGISTICS', 'GOLDPEAK LOGISTICS'),
            ('I then attended physiotherapy at [[ORGANIZATION:Pok Oi Hospital]] in\n   [[LOCATION:Yuen Long]] twice a week',
             'I then attended physiotherapy at the same hospital twice a week'),
            ('Fook Hing Commercial Centre', 'Fook Tak Commercial Centre'),
            ('12 Castle Peak Road]], [[LOCATION:Yuen Long]]', '12 Castle Peak Road]], [[LOCATION:Tuen Mun]]')],
     '18': [('[[LOCATION:Princes Town]]', '[[LOCATION:Barrackpore]]'), ('[[ORGANIZATION:First Citizens]]', '[[ORGANIZATION:RBL]]')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
