#!/usr/bin/env python3
"""Replacements made in the .src files after src/span_word_counts.py found words of earlier READMEs."""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = [('Bronwen Ailsa', 'Bronwen Oriel'), ('Anand Sewpersad', 'Dhanraj Sewpersad'), ('Annelies', 'Wietske'),
 ('Frans-Anthony', 'Frans-Rosalia'), ('Marisol', 'Gilmara'), ('Baptiste-Ollivierre', 'Bascombe-Ollivierre'),
 ('Fashola-Brennan', 'Fashola-Quirke'), ('chuy.ornelas', 'chucho.ornelas'), ('Chuy', 'Chucho'),
 ('Castries', 'Canaries'), ('juan.cregeen', 'hommy.kewley'), ('CREGEEN', 'KEWLEY'), ('Juan Illiam', 'Hommy Illiam'),
 ('Ealee Cregeen', 'Ealee Kewley'), ('Cuthbert Nelson-Eudovic', 'Athelstan Mcdoom-Eudovic'),
 ('Delphine Strachan-Okuk', 'Teodora Gorringe-Okuk'), ('Desmond Pellow', 'Alaric Pellow'),
 ('Desmond Achterberg-Lyle', 'Merle Achterberg-Lyle'), ('Dwayne Penn', 'Kelroy Wheatley'),
 ('Eirlys Pennant-Hughes', 'Gwenfair Pennant-Bowen'), ('Rhodri Pennant-Hughes', 'Emrys Pennant-Bowen'),
 ('E.P.-H.', 'G.P.-B.'), ('Gyürkis Erzsébet', 'Gyürkis Borbála'), ('Bözsi', 'Bori'), ('gyurkis.bozsi', 'gyurkis.bori'),
 ('Everett J. Nakamura-Dahl', 'Lowell J. Okamoto-Dahl'), ('Nakamura-Dahl', 'Okamoto-Dahl'), ('Fenwick St', 'Garrabrant St'),
 ('gareth.wrenfield', 'crispin.wrenfield'), ('Gareth Wrenfield', 'Crispin Wrenfield'), ('G. Wrenfield', 'C. Wrenfield'),
 ('Siobhán Nic Giolla', 'Sorcha Tevlin'), ('Guadalajara', 'Zapopan'), ('Hastings Health Fund', 'Timbertown Health Fund'),
 ('Hastings River Medical', 'Timbertown Medical'), ('Helen Isles Assurance', 'Pitonview Assurance'),
 ('Hollis Brantner', 'Lavern Brantner'), ('Ignatius', 'Sylvanus'), ('ingrid.tokuda', 'solveig.tokuda'),
 ('Ingrid Haugland', 'Solveig Haugland'), ('Jasper Whitcombe', 'Fenn Whitcombe'), ('Joseph-Alcindor', 'Descartes-Alcindor'),
 ('St Jude Hospital', 'Beanefield Hospital'), ('[[LOCATION:Vieux Fort]] for X-ray', '[[LOCATION:Laborie]] for X-ray'),
 ('[[LOCATION:Vieux Fort]]', '[[LOCATION:Choiseul]]'), ('Kaylee', 'Brynlee'),
 ('14 Kenneth Street', '6 Pier Brae'), ('Stornoway', 'Lochboisdale'), ("O'Shaughnessy-Kila", 'Mulvihill-Wape'),
 ('Orry Kinvig', 'Orry Faragher'), ('Lancaster Valley Orthopedics', 'Pequea Orthopedics'),
 ('Muskwa-Lindqvist', 'Muskwa-Sandvold'), ('Lorn & Islands Hospital', 'Dunollie Infirmary'), ('Lucy Wasuwe', 'Kessie Wasuwe'),
 ('Taigh na Mara', 'Taigh Bhàgh'), ('Hyacinth Marie-Claire', 'Hyacinth Clothilde'), ('Marit Haugland', 'Sigrunn Haugland'),
 ('Vernon Mathurin', 'Cletus Lubin'), ('Ngaire Feltham', 'Orlagh Feltham'), ('Dr N. Feltham', 'Dr O. Feltham'),
 ('Morag Catriona', 'Peigi Catriona'), ('[[LOCATION:Oban]]', '[[LOCATION:Mallaig]]'), ('Alexander-Paul', 'Alexander-Joachim'),
 ('Semprún Paz', 'Semprún Añez'), ('"Bush" Providence', '"Bush" Quashie'), ('Quayle-Skillicorn', 'Kermeen-Skillicorn'),
 ('QUINTERO BRACHO', 'BOHÓRQUEZ BRACHO'), ('Wilmer Quintero', 'Wilmer Bohórquez'), ('Sinclair-Rae', 'Galbraith-Orr'),
 ('Iain Ruairidh', 'Iain Lachlann'), ('Callum Teare', 'Callum Corkish'), ('Tobias', 'Rafferty'),
 ('Yoder-Bontrager', 'Hochstetler-Bontrager'), ('Ciudad Ojeda', 'Lagunillas'), ('Tierra Negra', 'El Danto'),
 ('Ramón Corona', 'Parroquia'), ('Av. 5 de Julio', 'Av. Bella Vista'), ('Kingstown', 'Chateaubelair'),
 ('Guadalupe Bend', 'Cypress Bend'), ('Cruz Verde Las Juntas', 'Puesto de Socorros Las Juntas'),
 ('Marcia St. Hill', 'Marcia Charlery'), ('Anse Ger Road', 'Mahaut Road'), ('Tŷ Newydd, 4 Heol y Felin', 'Bryn Derw, 4 Lôn Glanrafon'),
 ('Serrano del Sur', 'Serrano Cristal'), ('Bronwen Oriel', 'Bronwen Gwladys'),
 ('Hospital Ramón Santamarina', 'Hospital Municipal Santamarina'), ('Bryn Derw', 'Coed Derw'),
 ('Hill Country Mutual', 'Edwards Plateau Mutual'), ('Edwards Plateau Mutual', 'Pedernales Mutual'), ('Prairie Mutual', 'Sooner Mutual'),
 ('Windward Fisherfolk', 'Barrouallie Fisherfolk'), ('Caribbean Mercantile Bank', 'Kas di Plata Bank'), ('Kees-Jan', 'Kees-Wiebe'), ('K.-J.', 'K.-W.')]
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R: s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
