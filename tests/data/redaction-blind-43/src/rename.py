#!/usr/bin/env python3
"""Replacements made in src/*.src after src/span_word_counts.py found words of first drafts in earlier READMEs
(counts only).  Each entry: record number, old text, new text.  Run once; a second run finds nothing to change
and says so."""
import glob, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
R = [
 ('01', 'Marie-Claudette Hoareau', 'Rosemonde Lafortune'), ('01', 'MARIE-CLAUDETTE HOAREAU', 'ROSEMONDE LAFORTUNE'),
 ('01', 'Payet-Labiche', 'Payet-Mancienne'), ('01', 'Labiche & Dugasse Chambers', 'Mancienne & Dugasse Chambers'),
 ('01', 'rpayet@labichedugasse.example', 'rpayet@manciennedugasse.example'),
 ('01', 'Kessler-Moyo', 'Kessler-Nkemelu'), ('01', 'a.kesslermoyo@', 'a.kesslernkemelu@'),
 ('01', 'Ofori-Lindqvist', 'Ofori-Lindahl'), ('01', 'Jean-Paul Esparon', 'Dorian Pothin'),
 ('01', 'Mont Fleuri', 'Bel Ombre'), ('01', 'Anse Boileau', 'Takamaka'),
 ('02', 'Darlene', 'Charlene'), ('02', '[[LOCATION:Bowling Green]], KY [[ZIP:42102]]', '[[LOCATION:Elizabethtown]], KY [[ZIP:42702]]'),
 ('03', 'WEARDALE END-POINT ASSESSMENT LTD', 'WEAR VALLEY END-POINT ASSESSMENT LTD'),
 ('03', 'appeals@weardale-epa.example', 'appeals@wearvalley-epa.example'),
 ('03', '[[LOCATION:Durham]] [[ZIP/uk-postcode:DH1 3LE]]', '[[LOCATION:Spennymoor]] [[ZIP/uk-postcode:DL16 6JF]]'),
 ('03', 'Adeyemi-Stroud', 'Ogundipe-Stroud'), ('03', 'Rutherford-Ames', 'Dunwell-Ames'),
 ('03', 'Rhiannon Tait', 'Rhiannon Cowie'), ('03', 'Ms Tait', 'Ms Cowie'), ('03', 'r.tait@teesbayskills.example', 'r.cowie@greathamskills.example'),
 ('03', 'Oduya', 'Ekpo'), ('03', '14 Elizabeth Way', '14 Warrior Drive'),
 ('03', 'Headland Family Butchers Ltd', 'Fish Sands Family Butchers Ltd'), ('03', 'Tees Bay Skills Academy', 'Greatham Skills Academy'),
 ('04', 'Jedda Rose', 'Jedda Maree'), ('04', 'Oluwaseun Fairweather', 'Olumide Fairweather'), ('04', 'Ravindra Sathasivam', 'Prasanna Sathasivam'),
 ('05', 'Chadwick Beaumont', 'Chadwick Rhett'), ('05', 'Chadwick B. Tillotson', 'Chadwick R. Tillotson'),
 ('06', 'BAUTISTA, Rodelio Macaraeg', 'MACARAEG, Rodelio Dimalanta'), ('06', 'Ms. Jocelyn Dimaculangan', 'Ms. Jocelyn Pangilinan'),
 ('06', 'Ferreira-Lund', 'Valcourt-Strand'), ('06', 'Marisol Achterberg', 'Maribeth Achterberg'),
 ('06', 'Oyelade-Marsh', 'Oyelade-Thorne'), ('06', '[[LOCATION:Anchorage]], AK [[ZIP:99503]]', '[[LOCATION:Wasilla]], AK [[ZIP:99654]]'),
 ('06', '3301 C Street, Suite 208', '1801 Parks Highway, Suite 208'),
 ('06', '[[LOCATION:Fairbanks]]', '[[LOCATION:Palmer]]'), ('06', '[[LOCATION:Kent]], WA', '[[LOCATION:Tukwila]], WA'),
 ('06', 'Aleutian Crown Seafoods LLC', 'Aleutian Swell Seafoods LLC'), ('06', 'm.achterberg@aleutiancrown.example', 'm.achterberg@aleutianswell.example'),
 ('08', 'Shamsher Ali Hunzai', 'Shamsher Aman Hunzai'), ('08', 'near Jutial Cantt', 'near Jutial Chowk'),
 ('09', 'Lorong Seri Mawar 3', 'Lorong Bunga Raya 3'),
 ('10', 'Ismail Mohamed Lali', 'Ismail Bwanaheri Lali'), ('10', 'Kamau-Ndegwa', 'Kamau-Wachira'), ('10', 'Hadija Salim Mbarak', 'Hadija Rashid Mbarak'),
 ('11', 'Imogen Clare', 'Imogen Beatrix'), ('11', 'Mrs. Harriet Featherstonehaugh', 'Mrs. Henrietta Featherstonehaugh'),
 ('11', '[[ADDRESS:Flat 2, 17 Aldcliffe Road]], [[LOCATION:Lancaster]] [[ZIP/uk-postcode:LA1 5BD]]',
        '[[ADDRESS:Flat 2, 17 Guldrey Lane]], [[LOCATION:Sedbergh]] [[ZIP/uk-postcode:LA10 5AL]]'),
 ('12', '[[LOCATION:Hamburg]]', '[[LOCATION:Lübeck]]'), ('12', 'Jambiani Coral Lodge', 'Jambiani Baobab Lodge'),
 ('12', '+49 40 555 0190', '+49 451 555 0190'), ('12', '+49 40 555 0199', '+49 451 555 0199'),
 ('13', 'Magnus Robert Isbister', 'Magnus Laurence Isbister'),
 ('14', 'Kenneth Hindmarsh', 'Norman Hindmarsh'), ('14', '[[PERSON:Kenny]]', '[[PERSON:Norrie]]'),
 ('14', 'Lee Hindmarsh', 'Gary Hindmarsh'), ('14', 'Hi [[PERSON:Lee]]', 'Hi [[PERSON:Gary]]'), ('14', 'lee.hindmarsh71@', 'gary.hindmarsh71@'),
 ('14', 'Dr Milburn-Osei', 'Dr Milburn-Nwosu'), ('14', '31 Coble Dene Avenue', '31 Hadrian Road'),
 ('14', 'Tyne Thermal Insulation Co', 'Howdon Thermal Insulation Co'), ('14', 'Eldon House, 12 Regent Terrace', 'Eldon House, 12 Kingsway Terrace'),
 ('15', 'Aunty Pua', 'Aunty Noelani'),
 ('16', 'Unit 3, Mango Court, Queen Street', 'Unit 3, Mango Court'), ('16', 'Lot 14 Shorey Gap', 'Lot 14 Shorey Road'),
 ('16', 'Windward Shield General Insurance', 'Leeward Shield General Insurance'), ('16', 'claims@windwardshield.example', 'claims@leewardshield.example'),
]
changed = 0
for num, old, new in R:
    ps = glob.glob(os.path.join(HERE, num + '-*.src'))
    assert len(ps) == 1, num
    s = open(ps[0], encoding='utf-8').read()
    if old in s:
        s = s.replace(old, new); changed += 1
        open(ps[0], 'w', encoding='utf-8').write(s)
print(changed, 'of', len(R), 'replacements made')
# After the first make_gold/lint pass three more numbers were marked IGNORE by hand (not by this script):
# the insurer's claim reference of record 08, the park's case number of record 05 and the maritime
# authority's report number of record 10, so that agency and insurer case numbers are treated alike.
