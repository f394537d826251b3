#!/usr/bin/env python3
"""Replacements made in the .src files after src/span_word_counts.py found words of earlier READMEs."""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Agnes', 'Happiness'), ('Kibo Highland Coffee Estates Ltd', 'Kibosho Kahawa Estates Ltd'), ('Mary Ndehorio', 'Rehema Ndehorio'),
            ('Ezekiel', 'Elirehema')],
     '02': [('Ikot Ekpene Road', 'Oron Road'), ('Okon Essien', 'Okon Inyang'), ('Cross River Commercial Bank', 'Qua Iboe Commercial Bank'),
            ('Sampson', 'Akpan')],
     '03': [('QUANSAH', 'AIDOO'), ('Quansah', 'Aidoo'), ('Kobina Arthur', 'Kobina Ekow'), ('Comfort Essilfie', 'Adwoa Essilfie'),
            ('Ekua Dadzie', 'Araba Dadzie'), ('Owusu-Sekyere', 'Boakye-Sekyere'), ('Joseph Kwegyir Ansah-Mensah', 'Paa Kwesi Amissah-Mensah'),
            ('Takoradi', 'Winneba')],
     '04': [('Ndapewa', 'Ndahafa'), ('ndapewa', 'ndahafa'), ('Johannes', 'Festus'), ('Ondangwa', 'Omuthiya')],
     '05': [('Chinembiri-Moyo', 'Chinembiri-Dzvairo'), ('Gift Zvobgo', 'Tapiwa Zvobgo'), ('Ruvimbo Hove', 'Ruvimbo Marufu'),
            ('Sister Memory', 'Sister Nyasha')],
     '06': [('Dale Everett', 'Orrin Clifford'), ('Oyelowo-Brandt', 'Adebisi'), ('Venkataraman', 'Ramaswamy-Iyer'),
            ('Kowalczyk-Reyes', 'Szymanik-Ochoa'), ('Billings', 'Glendive'), ('Travis', 'Colt'), ('Halvorsen Angus Ranch', 'Halvorsen Ranch')],
     '07': [('Rio Bravo Residential', 'Nopal Residential'), ('Frontera Cold', 'Tres Lomas Cold'), ('Villarreal & Salinas', 'Zertuche & Cantú'),
            ('hvillarreal@villarreal-salinas', 'hzertuche@zertuche-cantu'), ('Villarreal', 'Zertuche'), ('Houston St.', 'Iturbide St.')],
     '08': [('ARCHULETA', 'APODACA'), ('Archuleta', 'Apodaca'), ('Okonkwo-Reyes', 'Ezeoke-Tafolla'), ('Whitebird', 'Tallbull'),
            ('PRUITT', 'DUBOSE'), ('N Arthur Ave', 'N Hayes Ave')],
     '09': [('Northumberland Strait Lumber', 'Tabusintac Lumber'), ('NSL Sawmill', 'TL Sawmill'), ('nslumber', 'tablumber'),
            ('Arsenault-LeBlanc', 'Arsenault-Gaudet'), ('Réjean Patrick', 'Gaëtan Luc'), ('Baie-Sainte-Anne', 'Escuminac'),
            ('King George Hwy', 'Pleasant St'), ('Kyle', 'Colby'), ('Marc-André', 'Rémi'), ('Moncton Hospital', 'Petitcodiac Valley Hospital'),
            ('LOCATION:Chatham', 'LOCATION:Douglastown'), ('TL Sawmill - Chatham', 'TL Sawmill - Douglastown')],
     '10': [('Colleen Marie', 'Colleen Ivy'), ('Dwayne', 'Lyndon'), ('Olga', 'Halyna'), ('Rose Beardy', 'Lorna Beardy'),
            ('Victoria Hospital', 'Parkland Regional Hospital')],
     '11': [('Kerry-Ann', 'Tegan'), ('kerryann', 'tegan'), ('Oluwaseun', 'Adeolu'), ('Darren', 'Royston'), ('Wróblewska', 'Grzelak'),
            ('[[ADDRESS:Roman Bank]]', '[[ADDRESS:Sea Lane]]'),
            ('Rahman-Oduya', 'Rahman-Ogundipe'), ('rahman-oduya', 'rahman-ogundipe')],
     '12': [('Flinders Avenue', 'Playford Avenue'), ('Lincoln Highway', 'McBryde Terrace'), ('Eyre Street Medical', 'Iron Knob Road Medical'),
            ('Chloe', 'Kerrod'), ('Wayne', 'Rangi'), ('Lakshmi', 'Sunanda'), ('Adelaide', 'Port Pirie'), ('Mei-Ling', 'Mei-Xin'),
            ('Bradley James', 'Bradley Kym')],
     '13': [('San Lazzaro', 'Zola Predosa'), ('Stefano', 'Alessio'), ('Gemma', 'Gilda')],
     '15': [('Mandy', 'Doreen')],
     '16': [('Sepp', 'Hias')],
     '17': [('Miguel Ángel', 'Custodio Ángel'), ('Hospital Vegas del Guadiana', 'Hospital Comarcal de Barros')],
     '18': [('Fernandes', 'Enes')],
     '19': [('Wellington', 'Jeferson'), ('Praia Vermelha', 'Jurujuba')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        assert a in s or b in s, (f, a)
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
