#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-56's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Faith Cherono', 'Emmy Cherono'), ('Elijah Kirui', 'Hillary Kirui')],
     '02': [('Chidiebube Anthony', 'Chidiebube Ifeanyi'), ('C. A. Okoronkwo', 'C. I. Okoronkwo'), ('Adaeze Onyekachi', 'Ogechi Onyekachi'),
            ('Nwachukwu', 'Ezenwaka')],
     '03': [('Chisomo', 'Wongani'), ('Madalitso Phiri', 'Kondwani Phiri'), ('Yamikani Zulu', 'Yamikani Mkandawire'),
            ('Gift Mwale', 'Lusungu Mwale'), ('Chikondi J. Kamanga', 'Wezi J. Kamanga'), ('[[LOCATION:Lilongwe]]', '[[LOCATION:Mponela]]')],
     '04': [('Kagiso Tebogo', 'Kabelo Lesego'), ('Boitumelo Ramotswa', 'Oratile Rantsho'), ('Botshabelo Ward', 'Tswelelo Ward')],
     '05': [('Ebenezer Ndive', 'Ikome Ndive'), ('Martha Efeti', 'Dorothy Efeti'), ('MARTHA EFETI', 'DOROTHY EFETI'), ('M. E. Liengu', 'D. E. Liengu'),
            ('Pa Johnson Mbua', 'Pa Ngoh Mbua'), ('Peter Nangah', 'Ekema Nangah'), ('P. N. Ewule', 'E. N. Ewule'), ('[[LOCATION:Buea]]', '[[LOCATION:Muea]]')],
     '06': [('Pádraig', 'Cathal'), ('Siobhán', 'Ailbhe'), ('Áine Brady', 'Bríd Smyth'), ('Ní Bhriain', 'Ní Ghallchóir'),
            ('Eoghan McCabe', 'Eoghan Lynch'), ('Cathal', 'Fiachra'), ('Fiachra', 'Ruairí'), ('Bríd Smyth', 'Nóirín Smyth'), ('E. McCabe', 'E. Lynch'), ('Virginia Road', 'Oldcastle Road')],
     '07': [('Morag', 'Catriona'), ('Dwayne', 'Trent'), ('Fraser-Cormier', 'Boudreau-Cormier'), ('Aberdeen Hospital', 'Glen Haven Regional Hospital'),
            ('AH-1041827', 'GH-1041827')],
     '08': [('Mwansa Chileshe', 'Chisanga Chileshe'), ('Chanda Mulenga', 'Mwila Mulenga'), ('Bwalya Musonda', 'Kapembwa Musonda'),
            ('Memory Kaoma', 'Mirriam Kaoma')],
     '09': [('MOYO', 'MHLANGA'), ('farai.moyo', 'farai.mhlanga'), ('Tendai Rutendo', 'Tendai Tariro'), ('Blessing Nyathi', 'Tafadzwa Nyathi'),
            ('[[LOCATION:Gweru]]', '[[LOCATION:Shurugwi]]')],
     '10': [('CHRISTINE', 'BEAUTY'), ('Christine', 'Beauty'), ('JOSEPH', 'LUBINDA'), ('Joseph Likando', 'Lubinda Likando'),
            ('Precious Muyambo', 'Nomsa Muyambo'), ('Bank Windhoek', 'Nedbank Namibia')],
     '11': [('Maria Kuri', 'Wapi Kuri'), ('Helen Kopa', 'Rebecca Kopa')],
     '19': [('Rizal', 'Munawar'), ('Cut Nurul', 'Cut Rahmah'), ('[[PERSON:Nurul]]', '[[PERSON:Rahmah]]')],
     '14': [('[[ZIP:4060]] [[LOCATION:Leonding]]', '[[ZIP:4050]] [[LOCATION:Traun]]'), ('[[ZIP:4050]] [[LOCATION:Traun]]', '[[ZIP:4061]] [[LOCATION:Pasching]]'), ('Donau Versicherung', 'Inntal Versicherung'),
            ('Croatia osiguranje', 'Jadransko osiguranje')],
     '16': [('[[ORGANIZATION:Sodra]]', 'Sodra')],
     '17': [('dr. Gede Artawan', 'dr. Komang Artawan')],
     '20': [('مريم بنت أحمد سالم', 'مريم بنت الطالب'), ('[[ORGANIZATION:CNAM]]', 'CNAM')],
     '12': [('Lim Wei Sheng', 'Voon Kah Loong'), ('Ho Jia Ying', 'Chua Shu Fen')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
