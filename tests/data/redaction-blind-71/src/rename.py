#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after
`scripts/blind-gold/counts.py span-words` found words of earlier READMEs, with the follow-on fixes they needed
(e-mail addresses of replaced names and firms, an account of a replaced bank).
(Adapted from blind-70's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Liliani Pereira', 'Liliani Faraimo'), ('[[ACCOUNT/nz-bank-a:01-0108-0447269-00]]', '[[ACCOUNT/nz-bank-a:03-0104-0447261-00]]'),
            ('[[ORGANIZATION:ANZ]]', '[[ORGANIZATION:Westpac]]')],
     '02': [('PEARL CREST COTAI RESORT', 'JADE LANTERN COTAI RESORT'), ('pearlcrest-cotai', 'jadelantern-cotai'),
            ('Ms. LEONG Sio Man', 'Ms. CHEONG Sio Ieng'), ('梁笑雯', '張笑瑩'), ('Ms. Leong', 'Ms. Cheong'),
            ('LEONG Sio Man', 'CHEONG Sio Ieng'), ('sioman.leong88', 'sioieng.cheong88'), ('Edf. Kam Fai', 'Edf. Keng Fai'),
            ('IEONG Chi Fai', 'IEONG Kuok Fai'), ('Rui Manuel CHAN Ka Lok', 'Rui Manuel CHE Hou Lok'),
            ('WONG Chi Keong', 'LOU Hoi Keong')],
     '03': [('HORN GATEWAY', 'AFAR GATEWAY'), ('horngateway', 'afargateway'), ('Dariusz Wróblewski', 'Dariusz Kołodziejczak'),
            ('Anand Raghavan', 'Anoop Raghavan'), ('Lekha Anand', 'Lekha Anoop'), ('Anand R. Pillai', 'Anoop R. Pillai'),
            ('Hôtel Résidence Ras Dika', 'Hôtel Résidence Lagarde'), ('Ali Moussa Bouh', 'Idriss Moussa Bouh'),
            ('Hassan Omar Dini', 'Houssein Omar Dini'), ('[[ORGANIZATION:Federal Bank]]', '[[ORGANIZATION:South Indian Bank]]'),
            ('[[ACCOUNT:15710100072844]]', '[[ACCOUNT:0157053000012844]]'), ('[[ACCOUNT:FDRL0001571]]', '[[ACCOUNT:SIBL0000157]]')],
     '04': [('Zakaria', 'Haroun'), ('Dr. Ousmane Yaya Brahim', 'Dr. Ousmane Yaya Djimet'),
            ('[[ORGANIZATION:STAR Nationale]]', '[[ORGANIZATION:Saho Assurances Tchad]]'), ('starnationale', 'saho-assurances')],
     '05': [('TUY RIDGE GOLD', 'SOPRÉNA GOLD'), ('Tuy Ridge Gold', 'Sopréna Gold'), ('tuyridge', 'soprena-gold'),
            ('[[LOCATION:Kari West]]', '[[LOCATION:Bwéré West]]'), ('KAMBIRÉ Odile', 'KAMBIRÉ Clarisse'),
            ('Graham Ashcroft-Vlok', 'Duncan Ashcroft-Vlok')],
     '06': [('Boulevard de la Marina', 'Route des Pêches'), ('Chukwuemeka Obiora NWANKWO', 'Ikechukwu Somtochukwu NWANKWO'),
            ('C. O. Nwankwo', 'I. S. Nwankwo'), ('Ifeoma Okonkwo-Adjovi', 'Chiamaka Ezeudu-Adjovi'),
            ('[[ORGANIZATION:Ecobank Bénin]]', '[[ORGANIZATION:Orabank Bénin]]')],
     '07': [('Grâce-Divine', 'Grâce-Hermine'), ('[[PERSON:Divine]]', '[[PERSON:Hermine]]'), ('Yann-Elvis', 'Loïc-Elvis'),
            ('Jean-Rémy', 'Ghislain-Rémy'), ('J.-R. Ndong', 'G.-R. Ndong'), ('jr.ndongmba', 'gr.ndongmba'),
            ('Hannah Oyelaran', 'Hannah Adebanjo'),
            ('OBAME NZE', 'OBAME ENGONE')],
     '08': [('Rosalía Bolekia', 'Filomena Bolekia'), ('Trinidad Ayingono', 'Purificación Ayingono'),
            ('Bioko Gas Services', 'Bioko LNG Services'), ('biokogas', 'biokolng')],
     '09': [('Oluwaseun Adeyemi-Hart', 'Temitope Ogundipe-Hart'), ('Dr Adeyemi-Hart', 'Dr Ogundipe-Hart'),
            ('Kerry-Ann WITHERSPOON', 'Kayleigh WITHERSPOON'), ('kerryann.w79', 'kayleigh.w79'),
            ('Cardigan Road', 'Bessingby Road'), ('Karim Jelassi', 'Sofiene Jelassi'), ('Hôtel Dar Skanes', 'Hôtel Les Palmiers')],
     '10': [('Riviera Blue Yachting', 'Riviera Azzurra Yachting'), ('rivierablue', 'rivierazzurra'), ('via Nizza 118', 'via Ormea 118'),
            ('[[ADDRESS:Quai Antoine Ier 7]]', '[[ADDRESS:Rue Grimaldi 24]]')],
     '11': [('Ffion Haf', 'Gwenllian Haf'), ('ffionhaf.p', 'gwenllianhaf.p'), ('PRITCHARD', 'PRYDDERCH'),
            ('Catrin Pritchard', 'Catrin Prydderch'), ('Bryn Teg, Heol y Felin', 'Glasfryn, 4 Maesglas'),
            ('[[LOCATION:Llanidloes]]', '[[LOCATION:Rhayader]]')],
     '12': [('Tobias Wendelin', 'Florian Wendelin'), ('Hypo Alpen Vorarlberg Bank', 'Volksbank Vorarlberg')],
     '13': [('Mariela Quispe Huamán', 'Mariela Ccori Huamán'), ('corso Sardegna 54', 'corso Torino 54')],
     '14': [('[[PERSON:Kevin]]', '[[PERSON:Grégory]]')],
     '15': [('[[PERSON:Gus]]', '[[PERSON:Nacho]]'), ('Rafael Antonio Lugo', 'Enrique José Lugo')],
     '16': [('[[ORGANIZATION:Star Health]]', '[[ORGANIZATION:Care Health]]'), ('Shree Ganesh CHS', 'Vaishnavi Darshan CHS'), ('Sai Darshan CHS', 'Vaishnavi Darshan CHS'),
            ('[[LOCATION:Pune]]', '[[LOCATION:Nashik]]')],
     '18': [('Monique Boudreaux', 'Renée Boudreaux'), ('moniqueb.nola', 'reneeb.nola'),
            ('[[ORGANIZATION:Hancock Whitney]]', '[[ORGANIZATION:Pelican State Bank]]'),
            ('[[ORGANIZATION:Liberty Bank]]', '[[ORGANIZATION:Pelican State Bank]]')],
     '19': [('[[LOCATION:Hai Sabah]]', '[[LOCATION:Gambetta]]')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
