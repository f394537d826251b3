"""Checks of redaction-blind-30 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-29's checks.py by path (which loads
blind-28's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) and starts from its
CHECKS, BIRTH and SIZE_BYTES.  Added here: only the kinds new in this set, below.  Two map to functions that
the shared validators.py already has but that the inherited CHECKS do not carry (no-fnr wraps
validators.fnr_ok with a birth-date test, no-account is validators.no_account_ok); the others are defined
here.  fr-nir-dom, no-fnr, no-account and it-piva have check digits (as this set assumes them); au-sa-plate
and cd-voter are format checks, as this set assumes the formats.  fr-nir-dom and no-fnr get birth decoders
for %% agree: lines.

    python3 checks.py complete KIND PARTIAL     # print PARTIAL with its check character(s) added
    python3 checks.py complete it-piva 0482173091       # adds the partita IVA's check digit (also no-account)
    python3 checks.py complete fr-nir-dom "2 61 04 971 13 058"   # adds the NIR's two-digit key
    python3 checks.py complete no-fnr 140352481      # adds the two check digits of a fodselsnummer
    python3 checks.py selftest                       # examples of the new kinds pass, altered ones fail
"""
import os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b29 = v.load_checks(os.path.dirname(os.path.abspath(__file__)), 'redaction-blind-29')

CHECKS = dict(b29.CHECKS)
BIRTH = dict(b29.BIRTH)
SIZE_BYTES = b29.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-29


# ---- new in redaction-blind-30

_NIR_DOM = re.compile(r'([12]) ?(\d\d) ?(\d\d) ?(97[1-6]) ?(\d\d) ?(\d{3}) ?(\d\d)')

def fr_nir_dom_ok(s):  # French social security number (NIR) of a person born in an overseas department, as
    # this set assumes it: sex (1 man, 2 woman), YY, MM (01-12), the department in three digits (971 to 976),
    # the commune in two digits, the order (3) and a key of two digits, key = 97 - (the thirteen digits mod
    # 97); written with or without spaces (2 61 04 971 13 058 xx).  The inherited fr-nir reads the department
    # as two digits and the commune as three, so it does not accept the usual 971 13 grouping.
    m = _NIR_DOM.fullmatch(s)
    if not m or not 1 <= int(m.group(3)) <= 12: return False
    n = int(''.join(m.group(i) for i in range(1, 7)))
    return 97 - n % 97 == int(m.group(7))

def fr_nir_dom_birth(s):  # year and month only (the NIR has no day); YY above 26 read as 19YY
    m = _NIR_DOM.fullmatch(s)
    yy = int(m.group(2))
    return '%04d-%s' % ((1900 if yy > 26 else 2000) + yy, m.group(3)), 'M' if m.group(1) == '1' else 'F'

def fnr_birth(s):  # Norwegian fodselsnummer DDMMYY + individual number (3) + two check digits: the
    # individual number and the year give the century (000-499 1900s; 500-749 with YY 54-99 1800s; 500-999
    # with YY 00-39 2000s; 900-999 with YY 40-99 1900s); the ninth digit odd = man
    d = re.sub(r'\D', '', s)
    yy, ind = int(d[4:6]), int(d[6:9])
    if ind <= 499: y = 1900
    elif ind <= 749 and yy >= 54: y = 1800
    elif yy <= 39: y = 2000
    elif ind >= 900: y = 1900
    else: y = None
    if y is None: return None
    return '%04d-%s-%s' % (y + yy, d[2:4], d[:2]), 'M' if int(d[8]) % 2 else 'F'

def fnr_ok(s):  # validators.fnr_ok (two mod-11 check digits), eleven digits written plain or 6+5, and the
    # birth date must exist (D- and H-numbers are not accepted)
    if not re.fullmatch(r'\d{6} ?\d{5}', s) or not v.fnr_ok(s): return False
    b = fnr_birth(s)
    return bool(b) and v._date_ok(int(b[0][:4]), int(b[0][5:7]), int(b[0][8:]))

def no_account_ok(s):  # Norwegian bank account, eleven digits written 4.2.5 (or plain): validators'
    # mod-11 check over the first ten digits
    return bool(re.fullmatch(r'\d{4}\.?\d{2}\.?\d{5}|\d{4} \d{2} \d{5}', s)) and v.no_account_ok(s)

def it_piva_ok(s):  # Italian partita IVA (VAT number of a sole trader or firm), as this set assumes it:
    # eleven digits, the first seven a serial, the next three the provincial tax office (001-100, 120, 121,
    # 888 or 999), the last a Luhn check digit over the eleven
    if not re.fullmatch(r'\d{11}', s): return False
    office = int(s[7:10])
    return (1 <= office <= 100 or office in (120, 121, 888, 999)) and v.luhn_ok(s)

def au_sa_plate_ok(s):  # South Australian standard plate, format only, as this set assumes it: S, three
    # digits and three letters (S123 ABC, written with or without the spaces), or the older three letters
    # and three digits (XYZ 123)
    return bool(re.fullmatch(r'S ?\d{3} ?[A-Z]{3}|[A-Z]{3} ?\d{3}', s))

def cd_voter_ok(s):  # Congolese (DRC) voter card number, format only, as this set assumes it: 8-10 digits
    # and the province letter pair written after a space or hyphen (1053208174 KN)
    return bool(re.fullmatch(r'\d{8,10}[ -][A-Z]{2}', s))

CHECKS.update({'fr-nir-dom': fr_nir_dom_ok, 'no-fnr': fnr_ok, 'no-account': no_account_ok,
               'it-piva': it_piva_ok, 'au-sa-plate': au_sa_plate_ok, 'cd-voter': cd_voter_ok})
BIRTH.update({'fr-nir-dom': fr_nir_dom_birth, 'no-fnr': fnr_birth})

# Examples of the new kinds (made up in the documented shape) with a changed character that must fail.
#     python3 checks.py selftest
_EXAMPLES = [('fr-nir-dom', '1 72 09 972 09 114 76', '1 72 09 972 09 114 77'),
             ('no-fnr', '03118849301', '03118849302'), ('no-account', '1503.27.40186', '1503.27.40187'),
             ('it-piva', '04821730910', '04821730911'), ('au-sa-plate', 'S214 KRD', 'S2145 KRD'),
             ('cd-voter', '1053208174 KN', '1053208174KN')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    for kind, value, want in [('fr-nir-dom', '1 72 09 972 09 114 76', ('1972-09', 'M')),
                              ('no-fnr', '03118849301', ('1988-11-03', 'M')),
                              ('no-fnr', '24050754878', ('2007-05-24', 'F'))]:
        ok = BIRTH[kind](value) == want
        print(kind, 'birth', value, 'ok' if ok else 'FAILED'); bad += not ok
    # the inherited fr-nir does not read the overseas grouping, and an it-piva office code out of range fails
    ok = not CHECKS['fr-nir']('1 72 09 972 09 114 76') and not it_piva_ok('04821734008')
    print('fr-nir grouping / it-piva office', 'ok' if ok else 'FAILED'); bad += not ok
    return bad

def _complete(kind, part):
    b = re.sub(r'\s', '', part)
    if kind == 'fr-nir-dom':                 # the thirteen digits: adds the key
        return '%s %02d' % (part, 97 - int(b) % 97)
    if kind == 'no-fnr':                     # the first nine digits: adds both check digits
        for k1 in '0123456789':
            for k2 in '0123456789':
                if fnr_ok(b + k1 + k2): return b + k1 + k2
    return None

if __name__ == '__main__':
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in ('fr-nir-dom', 'no-fnr'):
        print(_complete(sys.argv[2], sys.argv[3]))
    else:
        v.main(CHECKS, selftest)
