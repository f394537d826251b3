#!/usr/bin/env python3
"""Replacements made in src/*.src after the counts-only name search (src/span_word_counts.py) found the first-draft
words in earlier READMEs.  Applied once; kept as the record of what was replaced."""
import glob, os
HERE = os.path.dirname(os.path.abspath(__file__))
MAP = [
 ('DUNMORE-ASANTE', 'DUNKESWELL-AGYEKUM'), ('Dunmore-Asante', 'Dunkeswell-Agyekum'), ('holbrook-da', 'hathersage-da'),
 ('HOLBROOK', 'HATHERSAGE'), ('Holbrook', 'Hathersage'), ('Mr Alasdair Rousay', 'Mr Torcuil Rousay'),
 ('kerryann@', 'kadeisha@'), ('Miss Kerry-Ann', 'Miss Kadeisha'), ('Kerry-Ann', 'Kadeisha'),
 ("Strada Bassa Sant'Antonio 6", 'Strada Bassa dei Gelsi 6'), ('Ferguson-Bain', 'Pinder-Knowles'),
 ('[[LOCATION:Bangor]]', '[[LOCATION:Ellsworth]]'), ('Lachance-Bell', 'Ducharme-Gosselin'),
 ('Bernadette Mahoney', 'Maureen Mahoney'), ('[[PERSON:Bernie]]', '[[PERSON:Mo]]'),
 ('Gráinne Ní Bhriain', 'Ríonach Ní Dhubhthaigh'), ('Ní Bhriain', 'Ní Dhubhthaigh'),
 ('Blantyre Diagnostic Laboratories', 'Mulanje Road Diagnostics'), ('Boitumelo Sekgoma', 'Gaolathe Sekgoma'),
 ('Bronagh Fennimore', 'Dearbhla Fennimore'), ('[[LOCATION:Burlington]]', '[[LOCATION:Williston]]'),
 ('Abelardo Cal', 'Abelardo Teul'), ('Chimwemwe Kalua-Nyirenda', 'Thokozani Kalua-Nyirenda'),
 ('Chisomo Schools Partnership', 'Tiyamike Schools Partnership'), ('Cody Mahar', 'Brennick Mahar'),
 ('[[LOCATION:Dangriga]]', '[[LOCATION:Hopkins]]'), ('Dufresne-Akpan', 'Trudel-Akpan'), ('lorraine.da@', 'huguette.ta@'),
 ('Lorraine', 'Huguette'), ('DUFL 5860 0218', 'TRUH 5860 0218'), ('Oneil Dwayne Blackwood', 'Oneil Kemar Blackwood'),
 ('signora Elena Bertolotto', 'signora Teresina Bertolotto'), ('Elena Bertolotto', 'Teresina Bertolotto'),
 ('BRTLNE31M54A479N', 'BRTTSN31M54F902?'), ('Tamika Ferguson', 'Lakeisha Pinder'),
 ('Kirsty Flett', 'Sigrid Kirkness'), ('Tadhg Ó Floinn', 'Ruairí Ó Fearghail'), ('Ó Floinn', 'Ó Fearghail'),
 ('[[LOCATION:George Town]]', '[[LOCATION:Moss Town]]'), ('Dr Peadar Mac Giolla Rua', 'Dr Peadar Ó Ceallacháin'),
 ('Ginette Lafontaine', 'Réjeanne Gélinas'), ('Lafontaine-Bourassa', 'Gélinas-Bourassa'), ('LAFS 7403 1914', 'GELS 7403 1914'),
 ('Giuseppe Ferraris', 'Secondo Ferraris'), ('Harpreet Pemberton-Kaur', 'Navneet Pemberton-Grewal'),
 ('Pemberton-Kaur', 'Pemberton-Grewal'), ('Heather McAlonan', 'Roberta McAlonan'), ('[[PERSON:Heather]]', '[[PERSON:Roberta]]'),
 ('Toplice Sveta Helena', 'Toplice Lipovec'), ('Hollis J. Perreault', 'Ansel J. Perreault'),
 ('Itzel Marenco Lacayo', 'Mayela Marenco Cuadra'), ('[[PERSON:Itzel]]', '[[PERSON:Mayela]]'), ('I. Marenco L.', 'M. Marenco C.'),
 ('Jodie Ashworth', 'Leoni Ashworth'), ('[[LOCATION:Johannesburg]]', '[[LOCATION:Midrand]]'),
 ('Josée Pellerin', 'Mireille Pellerin'), ('[[PERSON:Josée]]', '[[PERSON:Mireille]]'),
 ('Kagiso Tshekedi Moremi', 'Oratile Tshekedi Moremi'), ('[[PERSON:Kagiso]]', '[[PERSON:Oratile]]'),
 ('Kayden Wirrpanda-Lowe', 'Kobe Wirrpanda-Lowe'), ('[[PERSON:Kayden]]', '[[PERSON:Kobe]]'),
 ('[[LOCATION:Kirkwall]]', '[[LOCATION:Finstown]]'), ('Lee-Ryan Mahoney', 'Jaiden-Ryan Mahoney'),
 ('Marie-Claude Thiffault', 'Chantale Thiffault'), ('Marisol Coye-Arnold', 'Yanira Coye-Arnold'),
 ('Kamal Mistry', 'Kamal Parmar'), ('Niamh Gorton', 'Keeley Gorton'), ('[[PERSON:Niamh]]', '[[PERSON:Keeley]]'),
 ('n.gorton@', 'k.gorton@'), ('2 Ness Road', '2 Hamnavoe Road'), ('[[LOCATION:Newport]]', '[[LOCATION:Shanklin]]'),
 ('Okafor-Sims', 'Adebayo-Sims'), ('b.okafor.sims', 'b.adebayo.sims'), ('Okonjo-Whitlam', 'Ezeudu-Whitlam'),
 ('Linklater-Rendall', 'Linklater-Harcus'), ('linklater-rendall', 'linklater-harcus'), ('Castellano-Roe', 'Castellano-Birt'),
 ('Rolle-Munnings', 'Thurston-Munnings'), ('Samuel Alexander McCurdy', 'Ernest Alexander McCurdy'),
 ('Sebastião', 'Benedito'), ('[[PERSON:Shannon]]', '[[PERSON:Kayleigh]]'), ('[[LOCATION:Sherbrooke]]', '[[LOCATION:Magog]]'),
 ('Siobhan Kearley', 'Krista Kearley'), ('FENNIMORE-WADE, Saoirse Tamsin', 'FENNIMORE-ATTRILL, Clodagh Tamsin'),
 ('FENNIMORE<WADE<<SAOIRSE<TAMSIN', 'FENNIMORE<ATTRILL<<CLODAGH<TAMSIN'), ('s.fennimore-wade', 'c.fennimore-attrill'),
 ('Rua Governador Pedro de Toledo, 912, sala 4', 'Rua Moraes Barros, 912, sala 4'), ('Rua Bom Jesus, 1187', 'Rua Dom Bosco, 1187'),
 ('[[LOCATION:Vila Rezende]]', '[[LOCATION:Paulicéia]]'), ('Victoria River District Hospital', 'Gurrandalng District Hospital'),
 ('[[LOCATION:Inverness]]', '[[LOCATION:Nairn]]'), ('Ozark Trail Travel Protection', 'Mulberry Trail Travel Protection'),
 ('ozarktrail-protect', 'mulberrytrail-protect'), ('Hoy Sound Tidal', 'Graemsay Sound Tidal'), ('hoysound-tidal', 'graemsay-tidal'),
 ('Mile Gully Regional Hospital', 'Porus Regional Hospital'), ('Glens Farmers Mutual', 'Moyle Farmers Mutual'),
 ('Quoddy Narrows Urchin Co.', 'Cobscook Urchin Co.'), ('de la Iglesia Xalteva', 'del Parque Xalteva'),
 ('Stann Creek Coastal Hospital', 'Mullins River Community Hospital'), ('7 Coffee Walk Road', '7 Guava Walk Road'),
 ('8 Rice Lane', '8 Stuart Road'), ('Flat 2, 41 Orchard Vale', 'Flat 2, 41 Badgers Mead'),
 ('31 Cabbage Hall Terrace', '31 Breck Road'), ('Top End Schools Mutual', 'Larrimah Schools Mutual'),
 ('Vandenberg-Ah Kit', 'Vandenberg-Ah Chee'), ('[[LOCATION:Saint-Boniface]]', '[[LOCATION:Lac-à-la-Tortue]]'),
]
if __name__ == '__main__' and len(__import__('sys').argv) == 1:
    for p in sorted(glob.glob(os.path.join(HERE, '*.src'))):
        s = open(p, encoding='utf-8').read()
        for a, b in MAP: s = s.replace(a, b)
        open(p, 'w', encoding='utf-8').write(s)

# second round, after the first replacements were searched again
MAP2 = [
 ('[[LOCATION:Derby]] [[ZIP/uk-postcode:DE1 1BU]]', '[[LOCATION:Belper]] [[ZIP/uk-postcode:DE56 1BU]]'),
 ('[[LOCATION:Mickleover]],\n[[LOCATION:Derby]] [[ZIP', '[[LOCATION:Mickleover]],\n[[ZIP'),
 ('[[LOCATION:Luton]] [[ZIP/uk-postcode:LU2 9PF]]', '[[LOCATION:Crawley]] [[ZIP/uk-postcode:RH10 9PF]]'),
 ('Tamika Pinder-Knowles', 'Lakeisha Pinder-Knowles'), ('Oneil Kemar Blackwood', 'Oneil Shevon Blackwood'),
 ('[[LOCATION:Magog]]', '[[LOCATION:Orford]]'), ('[[PERSON:Mo]]', '[[PERSON:Reenie]]'), ('14 Birmingham Road', '14 Arctic Road'),
 ('Granite Valley Credit Union', 'Onion River Credit Union'), ('Coral Pink Cottages', 'Flamingo Pink Cottages'),
 ('5e Rue de la Pointe', '5e Rue du Rocher'), ('Usina Monte Alegre do Corumbataí', 'Usina Tupinambá do Corumbataí'),
 ("y sont su’l lac à", "y sont su’a glace à"),
]
if __name__ == '__main__' and len(__import__('sys').argv) > 1 and __import__('sys').argv[1] == '2':
    for p in sorted(glob.glob(os.path.join(HERE, '*.src'))):
        s = open(p, encoding='utf-8').read()
        for a, b in MAP2: s = s.replace(a, b)
        open(p, 'w', encoding='utf-8').write(s)

MAP3 = [('MOKORO RIDGE RIVER LODGE', 'KAZUMA RIDGE RIVER LODGE'), ('LAKESHORE TRAVEL', 'NKHUDZI TRAVEL'),
        ('lakeshore-clinic', 'nkhudzi-clinic')]
if __name__ == '__main__' and len(__import__('sys').argv) > 1 and __import__('sys').argv[1] == '3':
    for p in sorted(glob.glob(os.path.join(HERE, '*.src'))):
        s = open(p, encoding='utf-8').read()
        for a, b in MAP3: s = s.replace(a, b)
        open(p, 'w', encoding='utf-8').write(s)
