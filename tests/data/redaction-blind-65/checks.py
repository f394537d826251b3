"""Identifier checks for redaction-blind-65.

Starts from the earlier checks: it loads redaction-blind-64's checks.py by path (which loads
blind-63's, and so on back to the shared scripts/blind-gold/validators.py) with validators.load_checks, and
starts from its CHECKS, BIRTH and SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set
assumes the format (written from memory, no source consulted).

  bb-phone     Barbados phone number: area code 246 and seven digits, the exchange starting 2-9.  As this set
               assumes: the NANP layouts of blind-64's lc-phone ((246) XXX-XXXX, 246-XXX-XXXX, 246 XXX XXXX,
               1-246-XXX-XXXX, +1 246 XXX XXXX).
  bb-postcode  Barbados postcode: BB and five digits, the first two giving the parish (11 to 28).  As this set
               assumes: BB1[1-9]NNN or BB2[0-8]NNN, capitals, no space.
  ch-mobile    Swiss mobile number: 075, 076, 077, 078 or 079 and seven digits (079 555 01 42).  As this set
               assumes: 07X XXX XX XX or unspaced, or +41 7X XXX XX XX (+41 with the 0 dropped).
  fr-mobile    French mobile number: 06 or 07 and eight digits (06 55 01 42 17).  As this set assumes: five pairs
               spaced, dotted or unspaced, or +33 6 XX XX XX XX / +33 7 ... (+33 with the 0 dropped).
  it-cap       Italian postcode (CAP): five digits, 00010 to 98168.  As this set assumes: exactly five digits in
               that range.
  br-cep       Brazilian postcode (CEP): eight digits, written NNNNN-NNN.  As this set assumes: with the hyphen,
               not all zeros.
  fi-mobile    Finnish mobile number: 040, 041, 042, 044, 045, 046 or 050 and six or seven digits (040 555 0142).
               As this set assumes: 04X / 050 then digits spaced as XXX XXXX or XXXXXXX, or +358 4X ... /
               +358 50 ... with the 0 dropped (unspaced +3584XXXXXXXX too).
  be-mobile    Belgian mobile number: 0456 to 0499 and six digits (0476 55 01 42).  As this set assumes:
               04XX XX XX XX, 04XX/XX.XX.XX or unspaced, or +32 4XX XX XX XX.
  cr-cedula    Costa Rican identity card number (cédula de identidad): the province digit 1-9, a four-digit tome
               and a four-digit entry (1-0555-0142).  As this set assumes: D-DDDD-DDDD, or nine digits unspaced,
               the first not 0.
  cr-mobile    Costa Rican mobile number: eight digits, 5, 6, 7 or 8 first (8855-0142).  As this set assumes:
               XXXX-XXXX, XXXX XXXX or unspaced, optional +506 and a space before it.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b64 = v.load_checks(_HERE, 'redaction-blind-64')

CHECKS = dict(b64.CHECKS)
BIRTH = dict(b64.BIRTH)
SIZE_BYTES = b64.SIZE_BYTES                # as blind-64


# ---- new in redaction-blind-65

def bb_phone_ok(s):
    return b64._nanp('246', s)             # blind-64's NANP layouts


def bb_postcode_ok(s):
    return bool(re.fullmatch(r'BB(?:1[1-9]|2[0-8])\d{3}', s))


def ch_mobile_ok(s):
    return bool(re.fullmatch(r'07[5-9](?: \d{3} \d\d \d\d|\d{7})', s)
                or re.fullmatch(r'\+41 7[5-9] \d{3} \d\d \d\d', s))


def fr_mobile_ok(s):
    return bool(re.fullmatch(r'0[67](?:(?: \d\d){4}|(?:\.\d\d){4}|\d{8})', s)
                or re.fullmatch(r'\+33 [67](?: \d\d){4}', s))


def it_cap_ok(s):
    return bool(re.fullmatch(r'\d{5}', s)) and 10 <= int(s) <= 98168


def br_cep_ok(s):
    return bool(re.fullmatch(r'\d{5}-\d{3}', s)) and s != '00000-000'


def fi_mobile_ok(s):
    return bool(re.fullmatch(r'0(?:4[0-6]|50)(?: \d{3} \d{3,4}|\d{6,7})', s)
                or re.fullmatch(r'\+358 (?:4[0-6]|50) \d{3} \d{3,4}', s)
                or re.fullmatch(r'\+358(?:4[0-6]|50)\d{6,7}', s))


def be_mobile_ok(s):
    return bool(re.fullmatch(r'04(?:5[6-9]|[6-9]\d)(?: \d\d \d\d \d\d|/\d\d\.\d\d\.\d\d|\d{6})', s)
                or re.fullmatch(r'\+32 4(?:5[6-9]|[6-9]\d) \d\d \d\d \d\d', s))


def cr_cedula_ok(s):
    return bool(re.fullmatch(r'[1-9]-\d{4}-\d{4}', s) or re.fullmatch(r'[1-9]\d{8}', s))


def cr_mobile_ok(s):
    return bool(re.fullmatch(r'(?:\+506 )?[5-8]\d{3}(?:[- ]?)\d{4}', s))


NEW = {'bb-phone': bb_phone_ok, 'bb-postcode': bb_postcode_ok, 'ch-mobile': ch_mobile_ok,
       'fr-mobile': fr_mobile_ok, 'it-cap': it_cap_ok, 'br-cep': br_cep_ok, 'fi-mobile': fi_mobile_ok,
       'be-mobile': be_mobile_ok, 'cr-cedula': cr_cedula_ok, 'cr-mobile': cr_mobile_ok}
CHECKS.update(NEW)

# Made-up examples (none used in a record) with a changed character that must fail.
_EXAMPLES = [('bb-phone', '246-555-0199', '264-555-0199'),
             ('bb-postcode', 'BB17099', 'BB37099'),
             ('ch-mobile', '079 555 01 99', '074 555 01 99'),
             ('fr-mobile', '06 55 01 99 00', '05 55 01 99 00'),
             ('it-cap', '20199', '99199'),
             ('br-cep', '88099-199', '88099199'),
             ('fi-mobile', '040 555 0199', '048 555 0199'),
             ('be-mobile', '0476 55 01 99', '0446 55 01 99'),
             ('cr-cedula', '1-0555-0199', '0-0555-0199'),
             ('cr-mobile', '8855-0199', '2855-0199')]


def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (bb_phone_ok('(246) 555-0199') and bb_phone_ok('+1 246 555 0199') and not bb_phone_ok('246-155-0199')
          and bb_postcode_ok('BB11000') and bb_postcode_ok('BB28099') and not bb_postcode_ok('BB29099')
          and not bb_postcode_ok('BB 17099') and not bb_postcode_ok('bb17099') and not bb_postcode_ok('BB1709')
          and ch_mobile_ok('0795550199') and ch_mobile_ok('+41 76 555 01 99') and not ch_mobile_ok('+41 076 555 01 99')
          and not ch_mobile_ok('079 555 01 9') and not ch_mobile_ok('061 555 01 99')
          and fr_mobile_ok('07.55.01.99.00') and fr_mobile_ok('0655019900') and fr_mobile_ok('+33 6 55 01 99 00')
          and not fr_mobile_ok('+33 06 55 01 99 00') and not fr_mobile_ok('06 55 01 99 0') and not fr_mobile_ok('06 55.01 99 00')
          and it_cap_ok('00010') and it_cap_ok('98168') and not it_cap_ok('00009') and not it_cap_ok('98169')
          and not it_cap_ok('2019') and not it_cap_ok('201990')
          and br_cep_ok('01099-199') and not br_cep_ok('00000-000') and not br_cep_ok('8809-199')
          and fi_mobile_ok('0505550199') and fi_mobile_ok('044 555 019') and fi_mobile_ok('+358 40 555 0199')
          and fi_mobile_ok('+358405550199') and not fi_mobile_ok('+358 040 555 0199') and not fi_mobile_ok('047 555 0199')
          and not fi_mobile_ok('040 555 01')
          and be_mobile_ok('0476/55.01.99') and be_mobile_ok('0499550199') and be_mobile_ok('+32 476 55 01 99')
          and not be_mobile_ok('0455 55 01 99') and not be_mobile_ok('+32 0476 55 01 99') and not be_mobile_ok('0476 55 01 9')
          and cr_cedula_ok('105550199') and not cr_cedula_ok('1-555-0199') and not cr_cedula_ok('1 0555 0199')
          and not cr_cedula_ok('1055501990')
          and cr_mobile_ok('+506 8855 0199') and cr_mobile_ok('60550199') and cr_mobile_ok('7055 0199')
          and not cr_mobile_ok('4855-0199') and not cr_mobile_ok('8855-019') and not cr_mobile_ok('+5068855 0199'))
    print('bb / ch / fr / it-cap / br-cep / fi / be / cr variants', 'ok' if ok else 'FAILED')
    return bad + (not ok)


def _complete(kind, part):
    if kind in NEW:
        import string
        return [part.replace('?', c) for c in string.digits + string.ascii_uppercase
                if CHECKS[kind](part.replace('?', c))]
    return b64._complete(kind, part)


def verify():
    return v.verify_set(_HERE, sys.modules[__name__])


if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
