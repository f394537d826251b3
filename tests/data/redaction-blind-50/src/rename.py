#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of earlier READMEs."""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('JS Tarka Way', 'Ogiri Oko Road')],
     '04': [('Castletown', 'Nulsen'), ('Kowalczyk', 'Wojtaszek'), ('Linh Tran', 'Linh Diệp'), ('L. Tran', 'L. Diệp'),
            ("Fa'alogo-Reardon", 'Tuilagi-Reardon'), ('Goldfields Marine Mutual', 'Lucky Bay Marine Mutual')],
     '05': [('Anand', 'Anirudh'), ('Venkatraman-Oduya', 'Venkatraman-Ekwueme'), ('Etheridge-Baptiste', 'Etheridge-Halden'),
            ('Marisol', 'Aurelia'), ('Holloway', 'Greenhaw'), ('Lucien', 'Aurelien'),
            ('Forrest County Timber Supply', 'Longleaf Timber Supply'), ('Magnolia Gulf BCBS', 'Piney Woods Health Plan'),
            ('PINE BELT REGIONAL MEDICAL CENTER', 'BOUIE RIVER REGIONAL MEDICAL CENTER')],
     '06': [('OKONKWO-PRUITT', 'ADEBANJO-TUGGLE'), ('2207 Kentucky Ave Apt 3', '2207 Buckner Ln Apt 3'),
            ('1450 Lone Oak Rd', '1450 Irvin Cobb Dr'), ('2605 Kentucky Ave Ste 110', '2605 Jefferson Ste 110'),
            ('Lourdes Western Kentucky Medical Center', 'Confluence Medical Center'),
            ('Purchase Area Occupational Medicine', 'Paducah Occupational Medicine'), ('2605 Jefferson Ste 110', '2605 Buckner Ln Ste 110')],
     '07': [('DODONG', 'BOBOY'), ('Gemma', 'Jocelyn'), ('Ma. Lourdes V. Dy-Sinco', 'Ma. Concepcion V. Sinco'),
            ('HOLY CHILD HOSPITAL', 'BANTAYAN FAMILY HOSPITAL'), ('Holy Child Hospital', 'Bantayan Family Hospital')],
     '08': [('Rāwiri-Tautahi', 'Te Rauna-Pāora'), ('Corbin Tautahi', 'Corbin Pāora'), ('Mere Kōhatu', 'Ngāhuia Kōhatu')],
     '09': [('Angus Alasdair MacIsaac', 'Fearchar Dòmhnall MacIsaac'), ('Angus A. MacIsaac', 'Fearchar D. MacIsaac'),
            ('Ní Chonchúir', 'Ní Mhurchadha'), ("St. Martha's Regional Hospital", 'St. Ninian Regional Hospital'),
            ('22 College St', '22 Hawthorne St'), ('Cape George', 'Arisaig'), ('capegeorge', 'arisaig'),
            ('HIGHLAND ATLANTIC', 'TARTAN ATLANTIC'), ('highlandatlantic', 'tartanatlantic')],
     '10': [('Oluwaseun Adeyemi-Grice', 'Olamide Ogunleye-Grice'), ('Harriet', 'Rosamund'),
            ('Pakefield Meadow Primary School', 'Pakefield Dunes Primary School'), ('Meadow Lane', 'Dunes Lane'),
            ('pakefieldmeadow', 'pakefielddunes')],
     '12': [('LAKESHORE', 'NYAKATO'), ('lakeshore', 'nyakato'), ('Chacha', 'Mwita'), ('Agnes', 'Rehema')],
     '15': [('광주', '순천')],
     '19': [('Transportadora Serra Azul de Betim', 'Transportadora Paraopeba de Betim'), ('serraazulbetim', 'paraopebabetim'),
            ('Rua Irmã Dulce de Lima, 231', 'Rua Itaobim, 231'), ('Risoleta Viana', 'Alvorada'), ('Ingrid', 'Rosimeire')],
     '20': [('Nik Azrul', 'Che Azrul')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)          # in order; a later pair may rename an earlier replacement
    open(f, 'w', encoding='utf-8').write(s)
