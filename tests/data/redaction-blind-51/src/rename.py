#!/usr/bin/env python3
"""Replacements (applied in order, so it can be rerun) made in the .src files after src/span_word_counts.py found words of earlier READMEs."""
import glob, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
R = {'01': [('Oyelaran-Stibbe', 'Ogunsanwo-Stibbe'), ('Glacier Timberline', 'Stillwater Timberline'), ('glaciertimberline', 'stillwatertimberline')],
     '02': [('WAYNE', 'DEWITT'), ('Skipper Bridge', 'Bemiss Knight'), ('Odessa', 'Ozella'), ('Moody Crossing', 'Bemiss Crossing')],
     '03': [('Barnaby', 'Peregrine'), ('Gus]]', 'Nev]]'), ('Fenland Mutual', 'Ancaster Mutual')],
     '04': [('Saoirse Ní Fhloinn', 'Éadaoin Ní Chionnaola'), ('[[PERSON:Saoirse]]', '[[PERSON:Éadaoin]]'),
            ('Déaglán Ó Floinn', 'Déaglán Ó Cionnaola'), ('Aoife Ní Fhloinn', 'Aoife Ní Chionnaola'),
            ('Cillian Breathnach', 'Cillian Costigan'), ('Fiachra Mac Gearailt', 'Proinsias Mac Conmara'),
            ('F. Mac Gearailt', 'P. Mac Conmara'), ('Ruairí Ó Briain', 'Ruairí Cusack'), ("St. Declan's", "St. Garvan's"),
            ('Gráinne Uí Dhonnchadha', 'Bláthnaid Uí Dhonnchadha'), ('Tadhg Ó Súilleabháin', 'Donncha Ó Súilleabháin'),
            ('Cois Trá', 'Cois Abhann'), ('Ó Súilleabháin', 'Ó Cathasaigh')],
     '05': [('Reuben', 'Elkanah'), ('Lachlan', 'Brodie'), ('Flores Road', 'Durlacher Street')],
     '07': [('Abena Owusuaa', 'Efua Owusuaa'), ('TANO ORCHARD', 'BOBIRI ORCHARD'), ('tanoorchard', 'bobiriorchard')],
     '08': [('Ignatius', 'Cyprian'), ('Clovis', 'Clotaire'), ('NCHANG Blessing Fri', 'NCHANG Ngum Lum'), ('Mbah', 'Mbuen'),
            ('EWANE Jean-Marc', 'EWANE Hilaire-Bruno')],
     '09': [('Sr. Mercy Akinyi', 'Sr. Lilian Akinyi')],
     '10': [('Sherry-Ann Fleary-Mitchell', 'Sherry-Lyn Fleary-Modeste'), ('Junior Belfon', 'Kendell Belfon'),
            ('Veronica Charles-Hosten', 'Euphemia Noel-Hosten'), ('"Skipper"', '"Cappy"')],
     '11': [('Pech Chan', 'Pech Canul'), ('Chi Blanco', 'Canché Blanco'), ('Ana Lucía', 'Nelsy'), ('Baeza', 'Magaña'),
            ('San Antonio Street', 'Aurora Street'), ('Cawich-Ek', 'Cawich-Tun')],
     '12': [('DESMOND', 'DELROY'), ('DELROY', 'DELVIN'), ('GORDON-WHYTE', 'GORDON-WALLEN'), ('Gordon-Whyte', 'Gordon-Wallen'),
            ('Jermaine Whyte', 'Jermaine Wallen'), ('"Bigga"', '"Fatta"'), ('Seaview Avenue', 'Prospect Avenue')],
     '13': [('Wojciechowski', 'Szczepaniak'), ('[[PERSON:Moni]]', '[[PERSON:Monni]]')],
     '14': [('Mariana', 'Viorica')],
     '15': [('[[LOCATION:Port Harcourt]]', '[[LOCATION:Asaba]]'), ('[[LOCATION:Asaba]]', '[[LOCATION:Ughelli]]'), ('[[ORGANIZATION:Zenith]]', '[[ORGANIZATION:Wema]]')],
     '19': [('Clínica del Caribe Norte', 'Clínica Riomar del Caribe'), ('Clinica del Caribe Norte', 'Clinica Riomar del Caribe'),
            ('Dr. Barraza', 'Dr. Vengoechea')],
     '20': [('[[PERSON:Tony]]', '[[PERSON:Nelinho]]'), ('Tony Semedo', 'Nelinho Semedo'), ('Lisboa', 'Roterdão'),
            ('[[LOCATION:Achada Santo António]]', '[[LOCATION:Chão Bom]]'), ('Assomada', 'Tarrafal')]}
for f in sorted(glob.glob(os.path.join(H, '*.src'))):
    s = open(f, encoding='utf-8').read()
    for a, b in R.get(os.path.basename(f)[:2], []):
        s = s.replace(a, b)
    open(f, 'w', encoding='utf-8').write(s)
