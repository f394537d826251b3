#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after src/span_word_counts.py
or src/grep_counts.py found words of earlier READMEs, with the follow-on fixes they needed (e-mail addresses that
spell the names).  (Adapted from blind-65's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('[[LOCATION:Bon Accord]]', '[[LOCATION:Castara]]'), ('[[LOCATION:Crown Point]]', '[[LOCATION:Mount Irvine]]'),
            ('[[ADDRESS:14 Mt. Grace Trace]], [[LOCATION:Patience Hill]]', '[[ADDRESS:14 Hackshaw Trace]], [[LOCATION:Glamorgan]]'),
            ('Buccoo Bay Hardware & Lumber Ltd.', 'Buccoo Bay Supplies Ltd.'), ('Tobago Mutual Assurance', 'Kairi Mutual Assurance'),
            ('Mrs. Yvonne Dillon-Pierre', 'Mrs. Ermine Dillon-Caesar'),
            ('[[ADDRESS:Lot 6 Milford Road]], [[LOCATION:Canaan]]', '[[ADDRESS:Lot 6 Lowlands Main Road]], [[LOCATION:Lowlands]]'),
            ('[[ORGANIZATION:First Citizens]]', '[[ORGANIZATION:JMMB Bank]]'), ('S. Thomas-Waldron', 'S. Waldron')],
     '02': [('Chua Pei Xuan', 'Chua Yun Ting'), ('peixuan.chua', 'yunting.chua'), ('Leong Wai Keat', 'Soh Wai Keat'),
            ('Blk 418 Bukit Batok West Avenue 2, #11-305', 'Blk 418 Choa Chu Kang Avenue 4, #11-305'),
            ('[[ZIP/sg-postcode:650418]]', '[[ZIP/sg-postcode:680418]]'), ('Bukit Batok Polyclinic', 'Choa Chu Kang Polyclinic'),
            ('Blk 418 Choa Chu Kang Avenue 4, #11-305', 'Blk 418 Hougang Avenue 8, #11-305'),
            ('[[ZIP/sg-postcode:680418]]', '[[ZIP/sg-postcode:530418]]'), ('Choa Chu Kang Polyclinic', 'Hougang Polyclinic')],
     '03': [('[[ADDRESS:Shop 5, 118 Bathurst Street]]', '[[ADDRESS:Shop 5, 118 New Street]]'),
            ('[[ADDRESS:8 Wharf Street]]', '[[ADDRESS:8 Van der Riet Street]]'), ('[[ORGANIZATION:TymeBank]]', '[[ORGANIZATION:Bidvest Bank]]'),
            ('[[ORGANIZATION:Volkswagen Group Africa]]', '[[ORGANIZATION:Kariega Auto Components (Pty) Ltd]]')],
     '04': [('[[ORGANIZATION:Jeetoo Hospital]]', '[[ORGANIZATION:SSRN Hospital]]'), ('[[LOCATION:Petit Raffray]]', '[[LOCATION:Mapou]]')],
     '05': [('Clive Anthony PETTIFER', 'Clive Barrington PETTIFER'), ('Deborah Jane PETTIFER', 'Deborah Elspeth PETTIFER')],
     '06': [('Dr. Mohd Hafiz bin Sulaiman', 'Dr. Mohd Faris bin Sulaiman'), ('[[PERSON:Dr. Mohd Hafiz]]', '[[PERSON:Dr. Mohd Faris]]'),
            ('Dr. Chong Yee Lin', 'Dr. Chong Yee Wen'), ('[[ORGANIZATION:Hong Leong Bank]]', '[[ORGANIZATION:RHB Bank]]'),
            ('Taman Sri Jepak', 'Taman Sebiew Permai')],
     '07': [('Scoil Bhríde', 'Scoil Naomh Colmcille')],
     '08': [('[[LOCATION:Usa River]]', '[[LOCATION:Tengeru]]')],
     '09': [('Mrs. ENOW Bessem Ndip', 'Mrs. EGBE Bessem Ndip')],
     '10': [('[[LOCATION:Paget Farm]]', '[[LOCATION:La Pompe]]'), ('[[ORGANIZATION:Hope Preschool]]', '[[ORGANIZATION:Little Lambs Preschool]]')],
     '11': [('KWOK Chi-wing', 'KWOK Tsz-lok'), ('Kwok Chi Wing', 'Kwok Tsz Lok'), ('KWOK CHI WING', 'KWOK TSZ LOK'),
            ('kwok.chiwing', 'kwok.tszlok'), ('LAI Ka-ho', 'LAI Pui-shan'),
            ('[[ADDRESS:Flat 1207, 12/F, Block C, Tin Yan Estate]], [[LOCATION:Tin Shui Wai]]',
             '[[ADDRESS:Flat 1207, 12/F, Block C, Yiu On Estate]], [[LOCATION:Ma On Shan]]'),
            ('[[ADDRESS:Flat 1207, 12/F, Block C, Yiu On Estate]], [[LOCATION:Ma On Shan]]',
             '[[ADDRESS:Flat 1207, 12/F, Block C, Wah Ming Estate]], [[LOCATION:Fanling]]'),
            ('A&E, [[ORGANIZATION:Tin Shui Wai Hospital]] the same evening (HN [[MRN:HN25118804(2)]]), then\n'
             '               orthopaedic follow-up at [[ORGANIZATION:Caritas Medical Centre]].',
             'A&E, [[ORGANIZATION:Caritas Medical Centre]] the same day (HN [[MRN:HN25118804(2)]]), then\n'
             '               orthopaedic follow-up there.'),
            ('Harbour Shield Insurance (Asia) Limited', 'Lion Rock Shield Insurance (Asia) Limited'),
            ('@harbourshield.example', '@lionrockshield.example'),
            ('Lion Rock Shield Insurance (Asia) Limited', 'Bauhinia Shield Insurance (Asia) Limited'),
            ('@lionrockshield.example', '@bauhiniashield.example')],
     '12': [('NGHIPONDOKA, Tuhafeni Johannes', 'NGHIPONDOKA, Tuhafeni Immanuel'), ('T. J. Nghipondoka', 'T. I. Nghipondoka'),
            ('Dr. Johanna Garises', 'Dr. Magdalena Garises')],
     '16': [('Tocumen Cargo Services', 'Tocumen Carga'), ('Villa Lucre', 'Cerro Viento'),
            ('Cerro Viento', 'Samaria')],
     '17': [('Daniele Kozak', 'Jussara Kozak'), ('[[PERSON:Dani]]', '[[PERSON:Ju]]'), ('dani.kozak', 'ju.kozak'),
            ('[[PERSON:Dr. Rafael]]', '[[PERSON:Dr. Anselmo]]')],
     '19': [('[[ORGANIZATION:Bạch Mai]]', '[[ORGANIZATION:Thanh Nhàn]]'), ('đường Ngô Xuân Quảng', 'đường Nguyễn Mậu Tài'), ('đường Nguyễn Mậu Tài', 'đường Đào Nguyên'),
            ('[[ORGANIZATION:Vietcombank]]', '[[ORGANIZATION:Techcombank]]'),
            ('đang gửi xe ở cổng [[ADDRESS:Giải Phóng]].', 'đang gửi xe ở cổng viện.')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
