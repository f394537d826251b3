"""Helper: the name replacements made after the counts-only search of the earlier READMEs
(every word of every PERSON, LOCATION, ORGANIZATION and ADDRESS span; see span_word_counts.py).
Applied once to the sources; kept as a record of what was changed."""
import glob, os
HERE = os.path.dirname(os.path.abspath(__file__))
R = {
 '01': [('Gobernador Paz 1184', 'Gobernador Deloqui 1184')],
 '02': [('Imogen Clare', 'Imogen Marguerite'), ('[[LOCATION:Kyogle]] NSW [[ZIP:2474]]', '[[LOCATION:Nimbin]] NSW [[ZIP:2480]]'),
        ('Mr Toby Ferrabee', 'Mr Rafferty Ferrabee')],
 '03': [('Barrios Fonseca', 'Llerena Fonseca')],
 '04': [('Lourdes Cabugao', 'Perpetua Cabugao'), ('ROWENA T. HERRERA-ABAD', 'ROSALINDA T. HERRERA-ABAD'),
        ('Agsunod-Valdez', 'Agsunod-Villaflor')],
 '05': [('ST. JEROME MISSION HOSPITAL', 'ST. BARTHOLOMEW MISSION HOSPITAL'), ('stjerome-mapholaneng', 'stbartholomew-mapholaneng'),
        ('Caledon Valley Private Hospital', 'Mohokare Valley Private Hospital')],
 '06': [('Ewan Desmond Quarrell', 'Ewan Alcott Quarrell'), ('Saoirse Kinnersley', 'Iseabail Kinnersley'),
        ('Lachlan Fitzallan-Hobbs', 'Cosmo Fitzallan-Hobbs'), ('QUARRELL, Ewan Desmond', 'QUARRELL, Ewan Alcott')],
 '07': [('Joseph-Iggiak', 'Jonas-Iggiak'), ('Dwayne Kikoak', 'Dwight Kikoak'),
        ('Boot Lake Regional Hospital', 'Chuk Park Regional Hospital'), ('Peace River Hand Centre', 'Strathcona Hand Centre')],
 '08': [('Argyll Islands Veterinary Partnership', 'Hynish Veterinary Partnership'), ('Garrow-Sinclair', 'Garrow-Matheson'),
        ('Seonag Ruadh McCuish', 'Mairead Ruadh McCuish'), ('[[PERSON:Morag]]', '[[PERSON:Peigi]]'),
        ('Kirsty MacFhionghain', 'Beathag MacFhionghain'), ('Beaton & Kerr Insurance Services', 'Beaton Insurance Services')],
 '09': [('Leauanae-Hollis', 'Leauanae-Whitcombe'), ('Hinewai Rose', 'Hinewai Atarangi'),
        ('41 Palmerston Street', '41 Havelock Street'), ('[[ADDRESS:Leader Street]]', '[[ADDRESS:Towack Street]]')],
 '10': [('LAM Chi-ho, Desmond', 'LAM Hoi-chun, Terence'), ('Mr. Lam Chi-ho', 'Mr. Lam Hoi-chun'),
        ('TSANG Wai-man, Olivia', 'TSANG Wai-kei, Olivia'), ('Dr. Ho Siu-fung', 'Dr. Kwok Siu-fung'),
        ('St. Agnes Cheung Chau Hospital', 'St. Cyprian Cheung Chau Hospital'), ('Pearl River Tissue Bank', 'Sapphire Tissue Bank'),
        ('Karen Yip Hoi-ling', 'Cherry Yip Pui-shan'), ('Wong Sze-nga, Phoebe', 'Wong Sze-wan, Phoebe'),
        ('Victoria Gate Assurance', 'Lyemun Gate Assurance'), ('victoriagate.example', 'lyemungate.example')],
 '11': [('"Skipper"', '"Cappy"'), ('Oyelaran-Fisk', 'Adeyemo-Fisk'), ('Yvonne Barrett-Lindo', 'Hyacinth Barrett-Lindo')],
 '12': [('Abdul Khader Koya Thekkilakkada', 'Moosa Koya Thekkilakkada'), ('Sri. Abdul Khader Koya T.', 'Sri. Moosa Koya T.')],
 '15': [('Blackwater Sound Legal', 'Vonavona Legal'), ('blackwatersound.example', 'vonavonalegal.example'),
        ('Mr. Tan Boon Keat', 'Mr. Ting Boon Keat')],
 '17': [('1047 Bayou Portage Rd', '1047 Coteau Rd'), ('Parks Family Clinic', 'Catahoula Family Clinic'),
        ('[[PERSON:Jules Latiolais]]', '[[PERSON:Alcide Latiolais]]'), ('[[PERSON:Jules]]', '[[PERSON:Alcide]]')],
 '18': [('Fernando Sicuro', 'Cosimo Sicuro')],
 '19': [('Philippe Jean Romeril', 'Philippe Édouard Romeril'), ('Dr Folasade Brevint', 'Dr Temitope Brevint')],
}
if __name__ == '__main__':
    for key, pairs in R.items():
        p = glob.glob(os.path.join(HERE, key + '-*.src'))[0]
        s = open(p, encoding='utf-8').read()
        for a, b in pairs:
            n = s.count(a)
            if n == 0:
                print(key, 'NOT FOUND (already applied?):', a)
            s = s.replace(a, b)
        open(p, 'w', encoding='utf-8').write(s)
