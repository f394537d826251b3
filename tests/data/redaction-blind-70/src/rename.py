#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after
`scripts/blind-gold/counts.py span-words` or `counts.py grep` found words of earlier READMEs, with the follow-on fixes
they needed (an e-mail address of a replaced name, a postcode of a replaced town, a mark first missing).
(Adapted from blind-69's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('DELPHINE', 'MARIBETH'), ('Delphine', 'Maribeth'), ('TRAVIS LEE OSTERHOUT', 'COLTER RHETT OSTERHOUT'),
            ('Travis Lee Osterhout', 'Colter Rhett Osterhout'), ('Mrs. Ingrid Vallejo', 'Mrs. Solveig Vallejo'),
            ('Frontier Ridge Veterinary Clinic', 'Sundog Veterinary Clinic'),
            ('Sweetgrass Drilling Services LLC', 'Sweetgrass Well Services LLC'), ('[[LOCATION:Pine Bluffs]]', '[[LOCATION:Albin]]'),
            ('Prairie Wind Elementary', 'Sunhaven Elementary'),
            ('Safehouse Services of Southeast Wyoming', 'Kestrel House Advocacy Center')],
     '02': [('Signe Nomvula', 'Signe Thandeka'), ('HALVORSEN-MBEKI', 'HALVORSEN-NDLOVU'), ('Gjensidige Reise', 'Frende Reise'),
            ('Orly Ben-Harush', 'Orly Vaknin')],
     '03': [('[[PERSON:Marites B. Lagunzad]]', '[[PERSON:Rosalyn B. Lagunzad]]'), ('Cherry Mae Abadiano', 'Cherry Lyn Abadiano')],
     '04': [('Mr. Ayub Sindi', 'Mr. Shivan Sindi'), ('Berivan Ahmed Sleman', 'Berivan Sherzad Hesso'),
            ('berivan.sleman@', 'berivan.hesso@'), ('Rezan Haji', 'Rezan Mirza'), ('J. Lindqvist', 'J. Aaltonen'),
            ('Nordic Relief Alliance', 'Boreal Relief Alliance')],
     '05': [('MERIDIAN TRAVEL', 'HALYARD TRAVEL'), ('to give Meridian any', 'to give [[ORGANIZATION:Halyard]] any'),
            ('Alasdair', 'Ruaridh'), ('Ferguson-Quaye', 'Pennycook-Quaye'), ('Ottilie', 'Wynifred'),
            ('ottilie.fq@', 'wynifred.pq@'), ('[[LOCATION:Kendal]] [[ZIP:LA9 4TF]]', '[[LOCATION:Windermere]] [[ZIP:LA23 1BN]]'),
            ('[[LOCATION:Kendal]]', '[[LOCATION:Windermere]]'), ('Captain French Surgery', 'Birthwaite Surgery'),
            ('Cumberland Building Society', 'Lakeland Building Society'), ('Dr. Hany Wissa', 'Dr. Sherif Wissa'),
            ('Dr. Mohamed', 'Dr. Mostafa'), ('Nile Cataract Specialized Hospital', 'Elephantine Specialized Hospital'),
            ('Corniche El Nil Street', 'Abtal El Tahrir Street')],
     '06': [('Ahmed Nasser Al-Balawi', 'Hamoud Nasser Al-Balawi'), ('Md. Jahangir Alam', 'Md. Jahangir Kabir')],
     '07': [('[[LOCATION:Mississippi Mills]]', '[[LOCATION:Kanata]]'),
            ('Almonte and District High School', 'Katimavik Secondary School'), ('Khoury-Saadeh', 'Chidiac-Saadeh')],
     '08': [('U Kyaw Min Thu', 'U Kyaw Min Htike'), ('Dr. Saw Eh Kalu', 'Dr. Eh Kalu Htoo')],
     '09': [('SABA TEWELDE', 'RAHWA TEWELDE'), ('Saba Tewelde', 'Rahwa Tewelde'), ('Mr. Tesfamariam', 'Mr. Habtom'),
            ('Tesfamariam G.', 'Habtom G.'), ('Wzt. Senait', 'Wzt. Freweini')],
     '10': [('Elzubeir Hamad', 'Elzubeir Karamalla'), ('Al Dakhla', 'Al Sodary')],
     '12': [('Dr. Ly Sokunthea', 'Dr. Chea Sokunthea'), ('Sim Rithy', 'Nhem Rithy'), ('Kampong Seima', 'Ou Ta Ki')],
     '13': [('[[PERSON:Flor]]', '[[PERSON:Mica]]'), ('[[PERSON:Graciela]]', '[[PERSON:Nélida]]')],
     '14': [('Ginette Bouchard', 'Francine Girard'), ('ginettebouchard', 'francinegirard'),
            ('Maxime Tremblay-Bouchard', 'Maxime Gagnon-Girard'), ('BOUG58570912', 'GIRF58570912'),
            ('R\\u00e9jean', 'Ga\\u00e9tan'), ('CLSC de la Baie', 'CLSC de Chicoutimi')],
     '15': [('[[ORGANIZATION:CZ]]', '[[ORGANIZATION:VGZ]]'), ('Ingrid Hermans', 'Ingeborg Hermans')],
     '16': [('[[PERSON:Wellington]]', '[[PERSON:Maicon]]'), ('Dona Marlene', 'Dona Ivete'), ('Sicredi', 'Banrisul')],
     '18': [('[[PERSON:Ola Wiśniewska]]', '[[PERSON:Natalia Kwiecień]]'), ('[[PERSON:Ola]]', '[[PERSON:Nati]]'),
            ('[[PERSON:Wiśniewska]]', '[[PERSON:Kwiecień]]'), ('[[PERSON:Olka]]', '[[PERSON:Natka]]'),
            ('[[ORGANIZATION:Orange]]', '[[ORGANIZATION:Vectra]]')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
