"""Checks of redaction-blind-44 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-43's checks.py by path (which loads
blind-42's, and so on back to the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-43's checks.py uses for blind-42's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations; see README.md "Check kinds"):

  mrz-passport      Line 2 of the machine-readable zone of a passport (ICAO Doc 9303, TD3): 44 characters of
               0-9, A-Z and the filler <.  Document number (9) + check, nationality (3), birth date YYMMDD
               + check, sex (M, F or <), expiry YYMMDD + check, optional data (14) + check (< allowed when
               the field is all filler), and a composite check over the document number, birth date and
               expiry fields with their checks and the optional data with its check.  Each check digit:
               values 0-9, A=10 ... Z=35, < = 0, weights 7 3 1 repeated, sum mod 10.
  iata-ticket  Airline e-ticket number as printed with its check digit: 3-digit airline accounting code,
               an optional hyphen or space, the 10-digit document (serial) number, then a space, slash or
               hyphen and the check digit, which is the 10-digit document number mod 7 (0-6; the
               airline code is not part of it).
  ni-cedula    Nicaraguan cedula de identidad: 3-digit place code, birth date DDMMYY (must exist), 4-digit
               serial, and a check letter: the 13 digits as one number mod 23, taken from
               ABCDEFGHJKLMNPQRSTUVWXY (no I, O, Z); hyphens between the groups allowed.
  br-rg-sp     Registro Geral (identity card) of Sao Paulo: 8 digits (written NN.NNN.NNN) and a check
               character: the digits weighted 2 3 4 5 6 7 8 9 from the left, S the sum; the check d makes
               S + 100*d divisible by 11, i.e. d = (11 - S mod 11) mod 11, written X when it is 10.

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character goes
    python3 checks.py selftest                 # each new kind: a good value passes, one changed fails
    python3 checks.py verify                   # selftest, then every record of this folder
"""
import datetime, os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py
b43 = v.load_checks(_HERE, 'redaction-blind-43')

CHECKS = dict(b43.CHECKS)
BIRTH = dict(b43.BIRTH)
SIZE_BYTES = b43.SIZE_BYTES                # as blind-43


# ---- new in redaction-blind-44

def _mrz_val(c):
    if c == '<': return 0
    if c.isdigit(): return int(c)
    return ord(c) - 55

def mrz_digit(field):
    return str(sum(_mrz_val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(field)) % 10)

def mrz_passport_ok(s):
    if not re.fullmatch(r'[0-9A-Z<]{44}', s): return False
    doc, dc, nat, dob, bc, sex, exp, ec, opt, oc, cc = (s[0:9], s[9], s[10:13], s[13:19], s[19], s[20],
                                                       s[21:27], s[27], s[28:42], s[42], s[43])
    if not re.fullmatch(r'[A-Z<]{3}', nat) or sex not in 'MF<': return False
    if not (re.fullmatch(r'\d{6}', dob) and re.fullmatch(r'\d{6}', exp)): return False
    if not (1 <= int(dob[2:4]) <= 12 and 1 <= int(dob[4:6]) <= 31): return False
    if mrz_digit(doc) != dc or mrz_digit(dob) != bc or mrz_digit(exp) != ec: return False
    if not (mrz_digit(opt) == oc or (oc == '<' and opt == '<' * 14)): return False
    return mrz_digit(s[0:10] + s[13:20] + s[21:43]) == cc

def mrz_passport_birth(s):
    yy = int(s[13:15])
    return '%04d-%s-%s' % ((1900 if yy > 26 else 2000) + yy, s[15:17], s[17:19]), s[20]


def iata_ticket_ok(s):
    m = re.fullmatch(r'(\d{3})[- ]?(\d{10})[ /-](\d)', s)
    return bool(m) and int(m.group(2)) % 7 == int(m.group(3))


_NI = 'ABCDEFGHJKLMNPQRSTUVWXY'
def ni_cedula_ok(s):
    m = re.fullmatch(r'(\d{3})-?(\d{6})-?(\d{4})([A-Z])', s)
    if not m: return False
    d = m.group(2)
    try:
        datetime.date(1900 + int(d[4:]), int(d[2:4]), int(d[:2]))
    except ValueError:
        return False
    return _NI[int(m.group(1) + m.group(2) + m.group(3)) % 23] == m.group(4)


def br_rg_sp_ok(s):
    m = re.fullmatch(r'(\d{2})\.?(\d{3})\.?(\d{3})-?([0-9X])', s)
    if not m: return False
    d = m.group(1) + m.group(2) + m.group(3)
    r = (11 - sum(int(c) * w for c, w in zip(d, range(2, 10))) % 11) % 11
    return ('X' if r == 10 else str(r)) == m.group(4)


NEW = {'mrz-passport': mrz_passport_ok, 'iata-ticket': iata_ticket_ok, 'ni-cedula': ni_cedula_ok,
       'br-rg-sp': br_rg_sp_ok}
CHECKS.update(NEW)
BIRTH['mrz-passport'] = mrz_passport_birth

# Examples with a changed character that must fail.  The MRZ example is the specimen line of ICAO Doc 9303
# (the fictional Utopian passport), so that the code is tested against an outside value; the others are
# made up.  None of them is used in a record.
_EXAMPLES = [('mrz-passport', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
                         'L898902C36UTO7408122F1204159ZE184226B<<<<<11'),
             ('iata-ticket', '125-2418830517 5', '125-2418830517 4'),
             ('ni-cedula', '001-150385-0012V', '001-150385-0012W'),
             ('br-rg-sp', '31.572.946-6', '31.572.946-7')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (not mrz_passport_ok('L898902C36UTO7413122F1204159ZE184226B<<<<<10')   # month 13
          and not iata_ticket_ok('125-2418830517 7')                        # check digit 7 never occurs
          and not ni_cedula_ok('001-310285-0012A')                          # 31 February
          and not br_rg_sp_ok('24681357'))                                  # no check character
    print('mrz month / ticket digit 7 / cedula date / rg length', 'ok' if ok else 'FAILED')
    return bad + (not ok)

def _complete(kind, part):
    if kind in NEW:
        alpha = {'ni-cedula': _NI, 'br-rg-sp': '0123456789X'}.get(kind, '0123456789<')
        out = [part.replace('?', c) for c in alpha if CHECKS[kind](part.replace('?', c))]
        return out
    return b43._complete(kind, part)

def verify():
    return v.verify_set(_HERE, sys.modules[__name__])

if __name__ == '__main__':
    v.set_main(_HERE, sys.modules[__name__])
