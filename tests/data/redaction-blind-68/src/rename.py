#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after
`scripts/blind-gold/counts.py span-words` or `counts.py grep` found words of earlier READMEs, with the follow-on fixes
they needed (an e-mail address, references and an account number of a replaced name, firm or bank).  (Adapted from
blind-67's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Md. Abdul Jalil Sarker', 'Md. Jalal Uddin Sarker'), ('Md. Shahin Alam Pramanik', 'Md. Shahin Reza Pramanik'),
            ('A.N.M. Touhidul Islam Dulal', 'A.N.M. Touhidul Haque Dulal'),
            ('[[ORGANIZATION:Sarker Rice Agency]]', '[[ORGANIZATION:Sarker Chatal]]')],
     '02': [('AMBIKA KUMARI TUMBAHAMPHE', 'AMBIKA DEVI TUMBAHAMPHE'),
            ('[[ORGANIZATION:Shree Bhanu Secondary School]]', '[[ORGANIZATION:Bhanu Secondary School]]')],
     '03': [('NSENGIYUMVA Jean Bosco', 'NSENGIYUMVA Théogène'), ('[[ORGANIZATION:BPR Bank]]', '[[ORGANIZATION:Urwego Bank]]'),
            ('Plot 118, NR 23 Road, Barija', 'Plot 118, Rwempasha Road, Barija')],
     '04': [('ANGGEREK DESA LOGISTICS SDN BHD', 'KILANAS FREIGHT SDN BHD'),
            ('hr@anggerekdesa-logistics.example', 'hr@kilanas-freight.example'),
            ('ADL/HR/LOA/', 'KFS/HR/LOA/'), ('[[ID:ADL-0147]]', '[[ID:KFS-0147]]'),
            ('[[LOCATION:Kiulap]], [[LOCATION:Bandar Seri Begawan]] [[ZIP/bn-postcode:BE1518]]',
             '[[LOCATION:Kiulap]] [[ZIP/bn-postcode:BE1518]], Brunei Darussalam'),
            ('Ms Lim Kai Xuan', 'Ms Voo Kah Yin'),
            ('[[ORGANIZATION:Bank Islam Brunei Darussalam]] ([[ORGANIZATION:BIBD]])', '[[ORGANIZATION:Baiduri Bank]]'),
            ('KILANAS FREIGHT SDN BHD', 'KILANAS FORWARDING SDN BHD'),
            ('hr@kilanas-freight.example', 'hr@kilanas-forwarding.example'),
            ('Klinik Seri Mentiri', 'Klinik Mentiri'), ('Pengiran Haji Muhammad Afiq', 'Pengiran Haji Mohd Afiq'),
            ('Hajah Rosnah binti Abdul Hamid', 'Hajah Rosnah binti Hj Mohd Daud')],
     '05': [('Anoop Thomas', 'Anoop Chacko')],
     '06': [('[[LOCATION:Tamuning]]', '[[LOCATION:Tumon]]'), ('Kenneth P.', 'Edmund P.'),
            ('Jayden Chargualaf', 'Jaylen Chargualaf'), ('Ronald T. Chargualaf', 'Raymond T. Chargualaf'),
            ('Marlene S. Quichocho', 'Rosanna S. Quichocho'), ('TAIMANGLO, Vincent A.', 'TAIMANGLO, Alfredo A.'),
            ('[[ORGANIZATION:Pacific Latte Insurance]]', '[[ORGANIZATION:Hafa Adai Mutual Insurance]]')],
     '07': [('WENDELL ANTHONY LAMBEY', 'WENDELL ALPHEUS LAMBEY')],
     '09': [('[[PERSON:Ana Sofia]]', '[[PERSON:Lígia Sofia]]'), ('anasofia.nobrega83', 'ligiasofia.nobrega83'),
            ('[[PERSON:A. S. Gouveia de Nóbrega]]', '[[PERSON:L. S. Gouveia de Nóbrega]]'),
            ('Icho Tower Hotels Limited', 'Icho Hotels Limited')],
     '10': [('Biopsy (HPE No. [[MRN:H/26/0214]], [[ORGANIZATION:JDWNRH]] pathology)', 'Biopsy (HPE No. [[MRN:H/26/0214]])')],
     '12': [('Clarice Ann Furbert', 'Clarice Elaine Furbert')],
     '16': [('[[PERSON:Radku]]', '[[PERSON:Lukáši]]'), ('[[PERSON:Radek Pawlas]]', '[[PERSON:Lukáš Pawlas]]')],
     '17': [('[[ORGANIZATION:OTP]]', '[[ORGANIZATION:K&H]]'),
            ('[[ACCOUNT/hu-bank:11735005-20418739]]', '[[ACCOUNT/hu-bank:10403387-50418275]]')],
     '18': [('[[ADDRESS:14 Shar3 Ahmed Shawky]]', '[[ADDRESS:14 Shar3 Abu Qir]]'), ('[[LOCATION:Tanta]]', '[[LOCATION:Damanhour]]'),
            ('[[ADDRESS:14 Shar3 Abu Qir]]', '[[ADDRESS:14 Shar3 Fouad Hussein]]')],
     '19': [('[[PERSON:bé Bin]]', '[[PERSON:bé Cốm]]'), ('TẠ THỊ KIM LOAN', 'TẠ THỊ HỒNG NHUNG'),
            ('TẠ THỊ HỒNG NHUNG', 'TẠ THỊ TUYẾT NHUNG'),
            ('Diệp Bảo Huyền', 'Diệp Thảo Huyền'),
            ('Văn phòng Công chứng Hạnh Thông Tây', 'Văn phòng Công chứng Phan Văn Trị'),
            ('đường Lê Đức Thọ', 'đường Quang Trung'), ('[[LOCATION:Phú Nhuận]]', '[[LOCATION:Hóc Môn]]'),
            ('đường Quang Trung', 'đường Thống Nhất'), ('[[LOCATION:Hóc Môn]]', '[[LOCATION:Quận 8]]'),
            ('lãnh sự quán bên [[LOCATION:San Francisco]] rồi', 'lãnh sự quán bên đó rồi')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
