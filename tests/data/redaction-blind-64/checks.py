"""Identifier checks for redaction-blind-64.

Starts from the earlier checks: it loads redaction-blind-63's checks.py by path (which loads
blind-62's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  lc-phone     Saint Lucia phone number: area code 758 and seven digits, the exchange starting 2-9
               (758-555-0142).  As this set assumes: (758) XXX-XXXX, 758-XXX-XXXX, 758 XXX XXXX,
               1-758-XXX-XXXX or +1 758 XXX XXXX (space or hyphen before the last four).
  ai-phone     Anguilla phone number: area code 264 and seven digits, the exchange starting 2-9, in the same
               layouts as lc-phone.
  ai-postcode  Anguilla postcode: the one code AI-2640 for the whole island.  As this set assumes: AI-2640 or
               AI 2640, capitals.
  vg-phone     British Virgin Islands phone number: area code 284 and seven digits, the exchange starting 2-9,
               in the same layouts as lc-phone.
  vg-postcode  British Virgin Islands postcode: VG11 and two digits, 10 to 60 in tens by island or district
               (VG1110 Road Town ... VG1160).  As this set assumes: VG11[1-6]0, capitals, no space.
  sh-phone     St Helena phone number: five digits, 2 first for landlines, 5 or 6 for mobiles (24410, 51234).
               As this set assumes: unspaced, optional +290 and a space before it.
  sh-postcode  St Helena postcode: the one code STHL 1ZZ for the whole island.  As this set assumes: exactly
               STHL 1ZZ, capitals, one space.
  gg-mobile    Guernsey mobile number: 07781, 07839, 07911 or 07924 and six digits.  As this set assumes:
               07XXX XXXXXX, 07XXX XXX XXX or unspaced, or +44 7XXX XXXXXX (+44 with the 0 dropped).
  ph-mobile    Philippine mobile number: 09 and nine digits (0917 555 0142).  As this set assumes:
               09XX XXX XXXX, 09XX-XXX-XXXX or unspaced, or +63 9XX XXX XXXX / +639XXXXXXXXX.
  nz-mobile    New Zealand mobile number: 020, 021, 022, 027 or 029 and six to eight digits (021 555 0142,
               027 555 014).  As this set assumes: 02X XXX XXXX, 02X XXX XXX, 02X XXXX XXXX or unspaced, or
               +64 2X ... with the 0 dropped.
  mt-mobile    Maltese mobile number: eight digits, 77, 79 or 99 first (7955 0142).  As this set assumes:
               XXXX XXXX or unspaced, optional +356 and a space before it.
  vn-bhyt      Vietnamese health insurance card number (the-BHYT code): two capital letters for the holder's
               group, one benefit-level digit 1-5, two digits for the province and ten digits (HC4491234567890).
               As this set assumes: exactly that, 15 characters, no spaces.
  rs-lbo       Serbian health insurance number (LBO): eleven digits, the last a mod-11 check on the first ten with
               weights 7 6 5 4 3 2 7 6 5 4 (remainder 0 or 1 giving 0).  As this set assumes: unspaced.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b63 = v.load_checks(_HERE, 'redaction-blind-63')

CHECKS = dict(b63.CHECKS)
BIRTH = dict(b63.BIRTH)
SIZE_BYTES = b63.SIZE_BYTES                # as blind-63


# ---- new in redaction-blind-64

def _nanp(area, s):
    return bool(re.fullmatch(r'\(%s\) [2-9]\d\d-\d{4}' % area, s)
                or re.fullmatch(r'(?:1-)?%s-[2-9]\d\d-\d{4}' % area, s)
                or re.fullmatch(r'%s [2-9]\d\d \d{4}' % area, s)
                or re.fullmatch(r'\+1 %s [2-9]\d\d[ -]\d{4}' % area, s))


def lc_phone_ok(s):
    return _nanp('758', s)


def ai_phone_ok(s):
    return _nanp('264', s)


def ai_postcode_ok(s):
    return s in ('AI-2640', 'AI 2640')


def vg_phone_ok(s):
    return _nanp('284', s)


def vg_postcode_ok(s):
    return bool(re.fullmatch(r'VG11[1-6]0', s))


def sh_phone_ok(s):
    return bool(re.fullmatch(r'(?:\+290 )?[256]\d{4}', s))


def sh_postcode_ok(s):
    return s == 'STHL 1ZZ'


def gg_mobile_ok(s):
    return bool(re.fullmatch(r'07(?:781|839|911|924)(?: \d{6}| \d{3} \d{3}|\d{6})', s)
                or re.fullmatch(r'\+44 7(?:781|839|911|924) \d{6}', s))


def ph_mobile_ok(s):
    return bool(re.fullmatch(r'09\d\d(?: \d{3} \d{4}|-\d{3}-\d{4}|\d{7})', s)
                or re.fullmatch(r'\+63 9\d\d \d{3} \d{4}', s) or re.fullmatch(r'\+639\d{9}', s))


def nz_mobile_ok(s):
    m = re.fullmatch(r'(?:0|\+64 )(2[01279])((?: \d{3,4}){2}|\d{6,8})', s)
    return bool(m) and 6 <= len(re.sub(r'\D', '', m.group(2))) <= 8


def mt_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+356 )?(?:77|79|99)\d\d(?: \d{4}|\d{4})', s))


def vn_bhyt_ok(s):
    return bool(re.fullmatch(r'[A-Z]{2}[1-5]\d{12}', s)) and 1 <= int(s[3:5]) <= 99


def rs_lbo_ok(s):
    if not re.fullmatch(r'\d{11}', s):
        return False
    r = sum(int(c) * w for c, w in zip(s[:10], [7, 6, 5, 4, 3, 2, 7, 6, 5, 4])) % 11
    k = 0 if r < 2 else 11 - r
    return k == int(s[10])


NEW = {'lc-phone': lc_phone_ok, 'ai-phone': ai_phone_ok, 'ai-postcode': ai_postcode_ok, 'vg-phone': vg_phone_ok,
       'vg-postcode': vg_postcode_ok, 'sh-phone': sh_phone_ok, 'sh-postcode': sh_postcode_ok,
       'gg-mobile': gg_mobile_ok, 'ph-mobile': ph_mobile_ok,
       'nz-mobile': nz_mobile_ok, 'mt-mobile': mt_mobile_ok, 'vn-bhyt': vn_bhyt_ok, 'rs-lbo': rs_lbo_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('lc-phone', '758-555-0199', '759-555-0199'),
             ('ai-phone', '(264) 555-0199', '(264) 155-0199'),
             ('ai-postcode', 'AI-2640', 'AI-2650'),
             ('vg-phone', '284-555-0199', '284-055-0199'),
             ('vg-postcode', 'VG1130', 'VG1170'),
             ('sh-phone', '22199', '32199'),
             ('sh-postcode', 'STHL 1ZZ', 'STHL 1ZY'),
             ('gg-mobile', '07781 550199', '07782 550199'),
             ('ph-mobile', '0917 555 0199', '0817 555 0199'),
             ('nz-mobile', '021 555 0199', '024 555 0199'),
             ('mt-mobile', '7955 0199', '7855 0199'),
             ('vn-bhyt', 'GD4490000550199', 'GD6490000550199'),
             ('rs-lbo', '10055019912', '10055019913')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (lc_phone_ok('(758) 555-0199') and lc_phone_ok('1-758-555-0199') and lc_phone_ok('+1 758 555 0199')
          and lc_phone_ok('758 555 0199') and not lc_phone_ok('758-555-019') and not lc_phone_ok('7585550199')
          and ai_phone_ok('+1 264 555-0199') and not ai_phone_ok('(264)555-0199')
          and ai_postcode_ok('AI 2640') and not ai_postcode_ok('ai-2640') and not ai_postcode_ok('AI2640')
          and vg_phone_ok('1-284-555-0199') and not vg_phone_ok('+1 284 155 0199')
          and vg_postcode_ok('VG1110') and vg_postcode_ok('VG1160') and not vg_postcode_ok('VG 1110')
          and not vg_postcode_ok('VG1115') and not vg_postcode_ok('vg1110')
          and sh_phone_ok('+290 51299') and sh_phone_ok('62199') and not sh_phone_ok('2219')
          and not sh_phone_ok('+2902219') and not sh_phone_ok('221990')
          and not sh_postcode_ok('sthl 1zz') and not sh_postcode_ok('STHL1ZZ')
          and gg_mobile_ok('07839 550 199') and gg_mobile_ok('07911550199') and gg_mobile_ok('+44 7924 550199')
          and not gg_mobile_ok('+44 07781 550199') and not gg_mobile_ok('07797 550199') and not gg_mobile_ok('07781 55019')
          and ph_mobile_ok('09175550199') and ph_mobile_ok('0917-555-0199') and ph_mobile_ok('+63 917 555 0199')
          and ph_mobile_ok('+639175550199') and not ph_mobile_ok('+63 0917 555 0199') and not ph_mobile_ok('0917 555 019')
          and nz_mobile_ok('027 555 019') and nz_mobile_ok('0275550199') and nz_mobile_ok('+64 21 555 0199')
          and nz_mobile_ok('022 5550 1990') and not nz_mobile_ok('+64 021 555 0199') and not nz_mobile_ok('021 55 01')
          and not nz_mobile_ok('021 5550 19901')
          and mt_mobile_ok('+356 9955 0199') and mt_mobile_ok('77550199') and not mt_mobile_ok('2155 0199')
          and not mt_mobile_ok('7955 019')
          and vn_bhyt_ok('HC4490000550199') and not vn_bhyt_ok('HC449000055019') and not vn_bhyt_ok('hc4490000550199')
          and not vn_bhyt_ok('HC4000000550199') and not vn_bhyt_ok('HC 449 0000550199')
          and rs_lbo_ok('00000000000') and not rs_lbo_ok('1005501991') and not rs_lbo_ok('100 550 199 10'))
    print('lc / ai / vg / sh / sh-postcode / gg / ph / nz / mt / vn-bhyt / rs-lbo variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b63._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
