#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after
`scripts/blind-gold/counts.py span-words` found words of earlier READMEs, with the follow-on fixes they needed
(e-mail addresses of replaced names and firms, initials of replaced names, a form code, a ZIP code).
(Adapted from blind-72's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('rue Jean-Baptiste Lestrade', 'rue Fahlberg'), ('Anne-Laure Questel', 'Solène Questel'),
            ('Dr A.-L. Questel', 'Dr S. Questel'), ('Priya Raman-Holt', 'Meenakshi Sundar-Holt'),
            ('Larkspur Ridge Road', 'Larkspur Knob Road'), ('Blue Ridge Mutual Health', 'Watauga Mutual Health'),
            ('High Country Family Medicine', 'Boone Family Medicine'),
            ('Tradewind Travel Protect', 'Tradewind Voyager Insurance'), ('Villa Ti Corail', 'Villa Corail Bleu'),
            ('Ti Kaz Conciergerie', 'Anoli Conciergerie')],
     '02': [('MERIDIAN ATOLL SUPPORT SERVICES LLC', 'HALCYON BASE SUPPORT SERVICES LLC'),
            ('meridian-atoll', 'halcyon-bss'), ('Marites', 'Jocelyn'), ('Jean-Noël Bégué', 'Olivier Jolicoeur'),
            ('Craig Fennimore', 'Duncan Fennimore'), ('C. Fennimore', 'D. Fennimore'),
            ('Ma. Cristina Landicho', 'Ma. Bianca Landicho'), ('Ravindra Seeneevassen', 'Dhanraj Seeneevassen'),
            ('Obiefuna-Reyes', 'Obiefuna-Lacson'), ('C.P. Reyes Hospital', 'Tanauan Medical Center'),
            ('MASS-DG', 'HBSS-DG')],
     '03': [('west of [[LOCATION:Cumberland Bay]]', 'off the north coast'), ('Darren Short', 'Kelvin Harrop'),
            ('[[LOCATION:Goose Green]]', '[[LOCATION:Port Howard]]'), ('Ramón Triviño', 'Ismael Triviño'),
            ('Siobhán Ní Bhriain', 'Úna Ní Fhaoláin'), ('Dr Ní Bhriain', 'Dr Ní Fhaoláin'),
            ('Rowena Pettigrew', 'Harriet Pettigrew'), ('Pasaje Los Canelos 1482', 'Calle Lengas 1482'),
            ('Halliday-Short', 'Halliday-Goss'), ('Harriet Pettigrew', 'Orla Pettigrew'),
            ('Úna Ní Fhaoláin', 'Clodagh Ní Fhaoláin')],
     '04': [('Mohamed Lamine Ould Bouh', 'Sidati Lamine Ould Bouh'), ('Ansah-Mensah', 'Boateng-Mensah'),
            ('Mint Ahmed Baba', 'Mint Embarek'), ('Rhys Gwilliam-Tate', 'Emrys Gwilliam-Hurst'),
            ('gwilliam-tate', 'gwilliam-hurst'), ('Ingrid Solheim-Barros', 'Astrid Solheim-Rebelo')],
     '05': [('Oduya-Lindqvist', 'Ekwueme-Sandvik'), ('Osian Pritchard-Vale', 'Iolo Trevethan'),
            ('Tomasz Wiśniewski', 'Radosław Kujawski'), ('near [[LOCATION:Sky Blu]]', 'in Palmer Land'),
            ('Dr Iain Ruairidh MacAskill', 'Dr Iain MacAskill')],
     '06': [('Hinewai Mereana', 'Hinewai Ataahua'), ('RANGI-WHITLOCK', 'RANGI-HARKNESS'),
            ('Rangi-Whitlock', 'Rangi-Harkness'), ('H. M. Te', 'H. A. Te'), ('hinewai.trw', 'hinewai.trh'),
            ('Grant Yeo-Fairbrother', 'Tane Yeo-Dunn'), ('G. Yeo-Fairbrother', 'T. Yeo-Dunn'),
            ('Daniel Kaihau', 'Rewi Kaihau'), ('Whaanga-Price', 'Waaka-Trotter'),
            ('38 Orchard Road', '38 Tarapuka Road')],
     '07': [('Burren Ocean Research Centre', 'Burren Seabird Institute'),
            ('Corrib Expedition Insurance', 'Corrib Polar Insurance'),
            ('Declán Ó Súilleabháin', 'Declán Ó Loingsigh'), ('Cnoc an Fhraoigh', 'Teach an Fhraoigh'),
            (', Co. [[LOCATION:Clare]]', ''), ('Corrib Polar Insurance', 'Corrib Wilderness Insurance')],
     '08': [('Jordan Ashworth-Pryce', 'Jared Ashworth-Pengelly'),
            ('Oluwaseun Adebayo-Clarke', 'Oladipupo Adebayo-Rowe')],
     '09': [('PACIFIC RIM BASE OPERATIONS, INC.', 'KOOLAU BASE SERVICES, INC.'), ('PRBO', 'KBS'),
            ('prbo-wake', 'kbs-wake'), ('Marisol Yoshimura-Quinn', 'Noelani Yoshimura-Quinn'),
            ('Windward Occupational Health', 'Mokapu Occupational Health'), ('Sione Taufa', 'Viliami Taufa'),
            ('Tevita Fifita', 'Semisi Fifita'), ('[[LOCATION:Pearl City]]', '[[LOCATION:Waipahu]]'),
            ('96782', '96797'), ('tfifita', 'sfifita'), ('PR-22861', 'KB-22861')],
     '10': [('Alasdair Ruaridh KINNEAR', 'Fergus Ruaridh KINNEAR'), ('A. R. Kinnear', 'F. R. Kinnear'),
            ('Auguste Tchicaya-Pambou', 'Alphonse Tchicaya-Pambou'), ('Ngoma-Bakala', 'Mboungou-Bakala'),
            ('Florence Mouanga', 'Solange Mouanga'), ('Loango Offshore Services SA', 'Loango Subsea Services SA')],
     '11': [('Jefferson', 'Wanderson'), ('Sorin Ciobanu', 'Sorin Lungu')],
     '12': [('Callum Pennefather', 'Keiran Pennefather'), ('Kurzawa-Lowe', 'Kurzawa-Pike'),
            ('deanne.kl', 'deanne.kp'), ('Kurzawa-Pike', 'Kurzawa-Breen'), ('deanne.kp', 'deanne.kb')],
     '13': [('Villa Elena', 'Villa Bianca'), ('dottoressa Serra', 'dottoressa Porcu'),
            ('[[PERSON:Nicola]]', '[[PERSON:Efisio]]'), ('[[PERSON:Nicò]]', '[[PERSON:Efì]]'),
            ('[[PERSON:Nicolino]]', '[[PERSON:Efisietto]]')],
     '15': [('[[PERSON:Thomas]]', '[[PERSON:Florian]]')],
     '17': [('rua Domingos Vieira 412', 'rua Itajubá 412'), ('Rua Domingos Vieira, 412', 'Rua Itajubá, 412'),
            ('Santa Efigênia', 'Floresta'), ('Seu Tonho', 'Seu Juca')],
     '18': [('[[PERSON:Shiv]]', '[[PERSON:Vani]]'), ('Carib Shield', 'Carib Sentinel'),
            ('[[LOCATION:St. James]]', '[[LOCATION:Belmont]]')],
     '19': [('Adeyinka-Hale', 'Adeyinka-Stott')],
     '20': [('Agnieszka', 'Justyna')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
