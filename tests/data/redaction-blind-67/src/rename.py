#!/usr/bin/env python3
"""Replacements (applied in order; rerunning changes nothing) made in the .src files after src/span_word_counts.py
or src/grep_counts.py found words of earlier READMEs, with the follow-on fixes they needed (account numbers and
IBANs of a replaced bank).  (Adapted from blind-66's.)"""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Desmond Danino', 'Clive Danino'),
            ('[[IBAN/es-iban:ES98 2103 4172 1700 3018 4726]] ([[ORGANIZATION:Unicaja]]',
             '[[IBAN/es-iban:ES91 3058 0871 9227 3018 4726]] ([[ORGANIZATION:Cajamar]]'),
            ('[[ADDRESS:Transport House, 2 Kingsway Lane]]', '[[ADDRESS:2 Kingsway Lane]]')],
     '02': [('[[PERSON:Delcina Marie]]', '[[PERSON:Delcina Orlean]]'), ('Mr. Alphonso Yearwood', 'Mr. Elwin Bascus')],
     '03': [('Nurse Gemma Liburd', 'Nurse Glenda Liburd'), ('[[ADDRESS:Hamilton Estate Road]]', '[[ADDRESS:Hanley Road]]'),
            ('Dr. Kwame Osei-Bonsu', 'Dr. Kwabena Ampofo-Darko'), ('Dr. K. Osei-Bonsu', 'Dr. K. Ampofo-Darko'),
            ('[[ORGANIZATION:Sagicor]] group plan', '[[ORGANIZATION:Brimstone Health Assurance]] group plan'),
            ('Dr. Ileana Cabrera Soto', 'Dr. Ileana Cabrera Lugones'),
            ("[[ORGANIZATION:Pinney's Reef Villas]]", '[[ORGANIZATION:Oualie Cove Resort]]'),
            ('[[ORGANIZATION:Oualie Cove Resort]]', '[[ORGANIZATION:Oualie Sunset Resort]]')],
     '04': [('Usuthu Valley Fruit Packers (Pty) Ltd', 'Usuthu Valley Packers (Pty) Ltd'),
            ('[[ORGANIZATION:First National Bank Eswatini]]', '[[ORGANIZATION:First National Bank]]')],
     '05': [('[[ORGANIZATION:Zenith Bank Plc]]', '[[ORGANIZATION:First Bank of Nigeria Ltd]]'),
            ('[[ACCOUNT/nuban-zenith:2164827390]]', '[[ACCOUNT/nuban-firstbank:3014728636]]'),
            ('[[ORGANIZATION:First Bank of Nigeria Ltd]]', '[[ORGANIZATION:First Bank Ltd]]')],
     '06': [('Kpone Cold Stores Ltd', 'Kpone Canners Ltd'), ('[[ORGANIZATION:Ghana Water]]', '[[ORGANIZATION:GWCL]]')],
     '07': [('Chenab Valley Textile Mills (Pvt) Ltd', 'Chenab Valley Fabrics (Pvt) Ltd'),
            ('Gondal Spinning & Weaving Industries', 'Gondal Spinning & Weaving (Pvt) Ltd'),
            ('Ch. Nusrat Ali Bhatti', 'Ch. Nusrat Abbas Bhatti')],
     '09': [('[[ADDRESS:Suite 4, Newlands Plaza, 1180 Shamrock Road]]', '[[ADDRESS:Suite 4, 1180 Shamrock Road]]'),
            ('[[ORGANIZATION:Seven Mile Orthopaedics]]', '[[ORGANIZATION:Lighthouse Orthopaedics]]'),
            ('[[ADDRESS:56 Gun Square Road]]', '[[ADDRESS:56 Coe Drive]]'),
            ('[[ORGANIZATION:Butterfield]]', '[[ORGANIZATION:Fidelity Bank]]')],
     '10': [('[[ORGANIZATION:CBZ]]', '[[ORGANIZATION:FBC]]'), ('Mrs. Loveness Mushonga', 'Mrs. Chengetai Mushonga')],
     '11': [('Lusail Shoreline Contracting W.L.L.', 'Lusail Shoreline Fit-Out W.L.L.'),
            ('[[ADDRESS:Office 1204, Marina Twin Tower B]]', '[[ADDRESS:Office 1204, Qetaifan Tower 2]]')],
     '12': [('Vonavona Tuna Processors Ltd', 'Vonavona Canners Ltd'), ('VONAVONA TUNA PROCESSORS LTD', 'VONAVONA CANNERS LTD')],
     '13': [('[[ORGANIZATION:Banorte]]', '[[ORGANIZATION:Banregio]]'),
            ('[[ACCOUNT/mx-clabe:072580004718264394]]', '[[ACCOUNT/mx-clabe:058580004718264392]]'),
            ('[[ADDRESS:Río Pesquería 214]], [[LOCATION:Valle de Huinalá]]', '[[ADDRESS:Privada Pesquería 214]], [[LOCATION:Huinalá]]')],
     '14': [('[[PERSON:Eri]]', '[[PERSON:Vel]]'), ('[[PERSON:Samuel]]', '[[PERSON:Wanderson]]')],
     '18': [('サンハイツ201', 'メゾン楠201')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
