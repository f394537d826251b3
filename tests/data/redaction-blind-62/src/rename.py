#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of
earlier READMEs.  (Adapted from blind-61's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Ezekiel Bakiri Ngbadu', 'Eliaba Bakiri Ngbadu'), ('Grace Apai Wani', 'Viola Kenyi Wani')],
     '02': [('Kinley Pelden', 'Choki Pelden'), ('Tshewang Lhamo Yangzom', 'Tshewang Yudon Yangzom'),
            ('Pema Gyeltshen Wangdi', 'Pema Gyeltshen Dukpa'), ('[[PERSON:KP]]', '[[PERSON:CP]]'),
            ('[[PERSON:K. Pelden]]', '[[PERSON:C. Pelden]]')],
     '03': [('Joseph Y. Gbozee', 'Jallah Y. Gbozee'), ('Moses T. Korvah', 'Momolu T. Korvah'),
            ('Kumba Tengbeh', 'Yatta Tengbeh'), ('Ma Kumba', 'Ma Yatta')],
     '04': [('Ebrima Jawo Sabally', 'Modou Jawo Sabally'), ('Ceesay-Touray', 'Ceesay-Jobarteh'),
            ('Kerr Jatta Ward', 'Sare Jatta Ward')],
     '05': [('Daniel Hageria', 'Wilson Hageria'), ('Frank Gito', 'Bako Gito'), ('Lawrence "Lolo"', 'Lency "Lolo"'),
            ('Lensly Kikolo', 'Lensly Vaguni')],
     '06': [('Teariki Vaine-Tuara', 'Tuaine Vaine-Tuara'), ('Andrew Kainuku', 'Tekura Kainuku'),
            ('[[PERSON:AK]]', '[[PERSON:TK]]')],
     '07': [('Robert Quilliam', 'Illiam Quilliam'), ('Fenella Kinvig', 'Fenella Crellin'),
            ('[[LOCATION:Kirk Michael]]', '[[LOCATION:Ballaugh]]'), ('Juan Cregeen', 'Orry Corlett'),
            ('[[ORGANIZATION:Cregeen Property', '[[ORGANIZATION:Corlett Property'), ('[[PERSON:Juan]]', '[[PERSON:Orry]]'),
            ('Margaret Skillicorn', 'Voirrey Skillicorn'), ('Ealish Quilliam', 'Breesha Quilliam')],
     '08': [('DE FREITAS-WILLIAMS', 'DE CAIRES-ADONIS'), ('Orland Williams', 'Orland Adonis'),
            ('Shaniqua Rosalind', 'Shaniqua Roxanne'), ('Mrs. Bernadette De Freitas', 'Mrs. Sophia De Caires'),
            ('Keisha-Ann La Rose', 'Tenisha Ramotar'), ('R. Persaud-Amsterdam', 'R. Persaud'),
            ('Sunrise Variety Store', 'Sunrise Grocery')],
     '09': [('Jacoba Christina Cloete-Jansen', 'Jacoba Sophia Cloete-Jansen'), ('Hendrina Magrieta', 'Hendrina Sannie'),
            ('Capitec Bank', 'TymeBank'), ('[[ORGANIZATION:FNB]]', '[[ORGANIZATION:TymeBank]]')],
     '10': [('Abdi Hirsi Aden', 'Farah Hirsi Gedi'), ('Jane Akiru', 'Nancy Akiru'), ('Kiptoo Chelimo', 'Kiptoo Kiprono'),
            ('Mercy Atabo', 'Loice Atabo'), ('Dallas Express', 'Dallas Shuttle')],
     '11': [('Mohamed Nazeer', 'Ahamed Nazeer'), ('Ceylinco General Insurance', 'Fairfirst Insurance'),
            ('Ampara Rice Processors (Pvt) Ltd', 'Ampara Mills (Pvt) Ltd')],
     '12': [('Wesley', 'Corwin'), ('[[PERSON:Wes]]', '[[PERSON:Corey]]'), ('Ruby Qaġġun', 'Edna Qaġġun'),
            ('Arctic Comp Mutual', 'Arctic Mutual'), ('arctic-comp.example', 'arctic-mutual.example')],
     '13': [('小芳', '小丽')],
     '14': [('[[ORGANIZATION:Caixa]]', '[[ORGANIZATION:Bradesco]]'), ('Rua Boa Vista, 118', 'Rua Itagi, 118')],
     '17': [('[[PERSON:Gerrit Jan]]', '[[PERSON:Gerrit]]'), ('[[ORGANIZATION:MST]]', '[[ORGANIZATION:ZGT]]'),
            ('[[LOCATION:Enschede]]', '[[LOCATION:Hengelo]]')],
     '19': [('بانک ملی', 'بانک صادرات'), ('خیابان امام', 'خیابان طالقانی')],
     '20': [('Sebastián Ferreyra', 'Maximiliano Ferreyra'), ('Héctor Ramón', 'Héctor Raúl'),
            ('[[LOCATION:Villa Nueva]]', '[[LOCATION:Tío Pujio]]')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
