"""Checks of redaction-blind-50 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-49's checks.py by path (which loads
blind-48's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  jp-plate   Japanese number plate: place name (kanji, 1-4 characters), class number of 1-3 digits not
             beginning with 0, one hiragana, serial "NN-NN" or with leading dots ("・・12", "・123", "1-23")
             (青森 500 さ 12-34).  As this set assumes: the hiragana is never お, し, へ or ん, and the serial
             is not all zeros.
  kr-plate   South Korean private car plate (2006 on): 2 or 3 digits, one hangul syllable, space, 4 digits
             (12가 3456, 123가 4567).  As this set assumes: the syllable is one of the private-use
             syllables 가 나 다 라 마 거 너 더 러 머 버 서 어 저 고 노 도 로 모 보 소 오 조 구 누 두 루 무
             부 수 우 주, and the 4 digits are not 0000.
  cn-plate   Mainland Chinese plate: province abbreviation, a letter, a middle dot or none, then 5 letters
             or digits (ordinary) or 6 (new-energy, first or last a D or F) (沪A·12345).  As this set
             assumes: the abbreviation is one of the 31 mainland ones; the letter after it is not I or O,
             and I and O do not occur in the serial.
  th-plate   Thai private car plate: an optional leading digit, two Thai consonants, space, 1 to 4 digits
             not beginning with 0, then optionally the province name in Thai (1กข 2345 ขอนแก่น).  As this
             set assumes: the consonants are Thai letters ก-ฮ.
  ph-plate   Philippine plate: 3 letters and 3 or 4 digits (cars, ABC 1234), or 3 digits and 3 letters
             (older motorcycle and tricycle series, 123 ABC), with a space.  As this set assumes: the
             number part does not begin with 0.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b49 = v.load_checks(_HERE, 'redaction-blind-49')

CHECKS = dict(b49.CHECKS)
BIRTH = dict(b49.BIRTH)
SIZE_BYTES = b49.SIZE_BYTES                # as blind-49


# ---- new in redaction-blind-50

def jp_plate_ok(s):
    m = re.fullmatch(r'([\u4e00-\u9fff]{1,4}) ?([1-9]\d{0,2}) ?([\u3041-\u3093]) ?'
                     r'(\d{2}-\d{2}|\d-\d{2}|・\d{3}|・・\d{2}|・・・\d)', s)
    if not m or m.group(3) in 'おしへん': return False
    return any(c in '123456789' for c in m.group(4))


_KR_PRIVATE = set('가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주')

def kr_plate_ok(s):
    m = re.fullmatch(r'(\d{2,3})(.) (\d{4})', s)
    return bool(m) and m.group(2) in _KR_PRIVATE and m.group(3) != '0000'


_CN_PROV = set('京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼')

def cn_plate_ok(s):
    m = re.fullmatch(r'(.)([A-HJ-NP-Z])·?([A-HJ-NP-Z0-9]{5,6})', s)
    if not m or m.group(1) not in _CN_PROV: return False
    serial = m.group(3)
    return len(serial) == 5 or serial[0] in 'DF' or serial[-1] in 'DF'


def th_plate_ok(s):
    return bool(re.fullmatch(r'[1-9]?[ก-ฮ]{2} [1-9]\d{0,3}( [\u0e00-\u0e7f]+)?', s))


def ph_plate_ok(s):
    return bool(re.fullmatch(r'[A-Z]{3} [1-9]\d{2,3}|[1-9]\d{2} [A-Z]{3}', s))


NEW = {'jp-plate': jp_plate_ok, 'kr-plate': kr_plate_ok, 'cn-plate': cn_plate_ok, 'th-plate': th_plate_ok,
       'ph-plate': ph_plate_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('jp-plate', '八戸 330 た 45-07', '八戸 330 し 45-07'),
             ('kr-plate', '157머 2290', '157허 2290'),
             ('cn-plate', '苏E·7K2M9', '苏I·7K2M9'),
             ('th-plate', '2ฒพ 5718', '2ฒพ 0718'),
             ('ph-plate', 'NDQ 4418', 'NDQ 0418')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not jp_plate_ok('八戸 030 た 45-07')             # class begins with 0
          and not jp_plate_ok('八戸 330 た 00-00')          # all-zero serial
          and not kr_plate_ok('157머 0000')                 # all-zero number
          and not kr_plate_ok('157머2290')                  # no space
          and not cn_plate_ok('港E·7K2M9')                  # not a mainland abbreviation
          and not cn_plate_ok('苏E·7K2M90')                 # 6 characters without D or F
          and not th_plate_ok('2AB 5718')                   # Latin letters
          and not ph_plate_ok('ND 4418'))                   # two letters
    print('jp / kr / cn / th / ph malformed', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        return [part.replace('?', c) for c in '0123456789' if CHECKS[kind](part.replace('?', c))]
    return b49._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
