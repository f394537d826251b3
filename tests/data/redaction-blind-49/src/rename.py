#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of earlier READMEs."""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Jasper', 'Odongo'), ('Harriet', 'Prudence'), ('Moses', 'Akol'), ('Bugisu Rescue Ambulance', 'Bugisu Lifeline Transfers'), ('Mt Elgon Imaging Services', 'Elgon Scan Diagnostics'), ('Okello', 'Opio')],
     '02': [('Chikondi', 'Temwa'), ('Mphatso', 'Lyton'), ('Inspector W.', 'Insp. W.')],
     '03': [('Chingola Road', 'Kabushi Road'), ('Bwalya Nkandu', 'Chipasha Nkandu'), ('Mulenga Chanda Kabwe', 'Mulenga Mukuka Kabwe'), ('Gift Mwansa', 'Dumisani Ngosa'), ('Zanaco', 'Copperbelt Trust Bank'), ('Mumba-Zulu', 'Mumba-Sinkala'), ('Copperbelt Trust Bank', 'Kafue Trust Bank')],
     '04': [('KEABETSWE', 'SEBONGO'), ('Keabetswe', 'Sebongo'), ('Constable Seabelo', 'Cst. Seabelo'), ('Kgotla Savings Bank', 'Motse Savings Bank')],
     '05': [('Siobhán Ní Bhriain', 'Deirdre Ní Fhloinn'), ('Declan McHale', 'Eoghan McHale'), ('Pádraig Walsh', 'Colm Breheny'), ('Séamus', 'Cathal'), ('[[LOCATION:Galway]]', '[[LOCATION:Claremorris]]'), ('Block C, Merchants Quay', 'Unit 9, Knock Road Business Park'), ('Cathal', 'Ruairí'), ('Knock Road Business Park', 'Lannagh Road Business Park'), ('Gallagher-Ruane', 'Durkan-Ruane')],
     '06': [('Beaulieu', 'Jourdain'), ('beaulieu', 'jourdain'), ('Darlene', 'Lavonne'), ('Oyelaran', 'Nakato'), ('Lindgren-Kasper', 'Sundby')],
     '07': [('TE WHATA-KELLY', 'RANGITĀNE-KELLY'), ('Te Whata-Kelly', 'Rangitāne-Kelly'), ('rawiri.tw', 'rawiri.rk'), ('Rawiri James', 'Rawiri Hēmi'), ('Kiri Nathan', 'Kimani Nathan'), ('Dean', 'Wendell'), ('Leanne Ho', 'Phindi Neilsen'), ('22-26 Miles Street', '22-26 Simpson Street'), ('Gulf Country Credit Union', 'Spinifex Mutual Credit Union'), ('Selwyn Range Contracting', 'Selwyn Earthmoving'), ('22-26 Simpson Street', '22-26 Barkly Street')],
     '08': [('Four Corners Housing Partners', 'Chuska Housing Partners'), ('Loretta', 'Rochelle'), ('LORETTA', 'ROCHELLE'), ('Gilbert', 'Raymundo'), ('Red Mesa', 'Gavilan Mesa'), ('RED MESA', 'GAVILAN MESA'), ('redmesa', 'gavilanmesa'), ('Rochelle', 'Shandiin'), ('ROCHELLE', 'SHANDIIN')],
     '09': [('HOLBROOK', 'PYKESTON'), ('Holbrook', 'Pykeston'), ('TYLER', 'BRANTLEY'), ('Tyler', 'Brantley'), ('Marina Dr', 'Gemstone Dr'), ('Desert Sky Health Plan', 'Cerbat Health Plan'), ('HUALAPAI MOUNTAIN', 'HUALAPAI PEAK'), ('Hualapai Mountain', 'Hualapai Peak')],
     '10': [('Mei-Ling', 'Mei-Xiu'), ('meiling', 'meixiu'), ('Fiona', 'Jenifer'), ('Okonjo', 'Anaso'), ('Sandhu-Grewal', 'Grewal-Dhaliwal'), ('Sandhu Coastal', 'Dhaliwal Coastal'), ('sandhucoastal', 'dhaliwalcoastal'), ('Harbourline', 'Longwharf'), ('Grewal-Dhaliwal', 'Grewal-Bains'), ('Dhaliwal Coastal', 'Bains Coastal'), ('dhaliwalcoastal', 'bainscoastal'), ('Departure Bay Rd', 'Hammond Bay Rd')],
     '11': [('Pascoe-Dunstan', 'Pascoe-Tregear'), ('Morwenna', 'Tamsin'), ('Anand', 'Vikram'), ('[[ORGANIZATION:Royal Cornwall Hospital]], [[LOCATION:Truro]]', '[[ORGANIZATION:Penwith Diagnostic Centre]], [[LOCATION:Hayle]]'), ('Pendeen Harbour', 'Pendeen Bay')],
     '12': [('Ruth Ann', 'Ruth Ellen'), ('Okafor-Lund', 'Okafor-Kasper'), ('Sanford-Heart River Clinic', 'Apple Creek Internal Medicine'), ('Ruth Ellen', 'Ruth Marlys'), ('Okafor-Kasper', 'Obiefuna-Kasper'), ('Apple Creek Internal Medicine', 'Tatley Creek Internal Medicine'), ('MISSOURI SLOPE', 'BURNT CREEK')],
     '13': [('Banca Malatestiana', 'Credito Cooperativo Valmarecchia'), ('Loretta', 'Ornella')],
     '14': [('[[LOCATION:Barcelona]]', '[[LOCATION:Girona]]'), ('Miquel Oliver', 'Biel Oliver')],
     '15': [('Francisco das Chagas Moreira Lima', 'Cosme Iracema Moreira Alcântara'), ('Chico', 'Cosminho'), ('Francisca Helena', 'Jucélia'), ('Socorro', 'Lucivânia'), ('Rua Padre Mororó', 'Rua Meton de Alencar'), ('dona Fátima', 'dona Fatinha')],
     '16': [('Sana-Klinikum Offenbach', 'Klinikum am Buchhügel')],
     '19': [('Air Itam', 'Paya Terubong'), ('Hong Leong', 'Seberang Trust'), ('Uncle Lim', 'Uncle Kooi'), ('Khoo Saw Geok', 'Khoo Gaik Hooi'), ('Mr Ooi Kah Leng', 'Mr Ooi Chooi Kean'), ('Lorong Kampung Pisang', 'Lengkok Bukit Jambul'), ('Lengkok Bukit Jambul', 'Lengkok Relau')],
     '20': [('[[LOCATION:Cabo Rojo]]', '[[LOCATION:Hormigueros]]'), ('Calle Betances 27', 'Calle Mattei 27'), ('Borinquen Salud', 'Borinquen Cuidado'), ('ANGEL L', 'EFRAÍN A')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)          # in order; a later pair may rename an earlier replacement
    open(f, 'w', encoding='utf-8').write(s)
