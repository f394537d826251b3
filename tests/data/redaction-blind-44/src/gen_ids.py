#!/usr/bin/env python3
"""Complete the identifiers used in this set's records with this set's checks (new and inherited kinds)."""
import os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import checks as c

def mrz(doc, nat, dob, sex, exp, opt=''):
    doc = doc.ljust(9, '<'); opt = opt.ljust(14, '<')
    d = c.mrz_digit
    oc = d(opt) if opt.strip('<') else '<'
    s = doc + d(doc) + nat + dob + d(dob) + sex + exp + d(exp) + opt + oc
    s += d(s[0:10] + s[13:20] + s[21:43])
    assert c.mrz_passport_ok(s), s
    return s

def first(kind, part):
    for ch in '0123456789ABCDEFGHJKLMNPQRSTUVWXYZX':
        cand = part.replace('?', ch)
        if c.CHECKS[kind](cand): return cand
    return None

if __name__ == '__main__':
    print('01 mrz', mrz('127844613', 'GBR', '010914', 'F', '310322'))
    print('04 mrz', mrz('NWR8K4T61', 'NLD', '880603', 'M', '320117', '183452094'))
    print('09 mrz', mrz('A52690317', 'USA', '760221', 'M', '330809'))
    for k, p in [('iata-ticket', '075-2461093358 ?'), ('iata-ticket', '618-2175530946 ?'), ('iata-ticket', '014-2390481772 ?'),
                 ('iata-ticket', '001-2286715043 ?'), ('iata-ticket', '126-2459013867 ?'),
                 ('ni-cedula', '401-220479-0003?'), ('ni-cedula', '561-071186-1002?'),
                 ('br-rg-sp', '27.418.903-?'), ('br-rg-sp', '18.905.264-?'), ('br-rg-sp', '41.336.072-?'),
                 ('cpf', '318.472.905-??'), ('cpf', '204.915.368-??'),
                 ('nino', 'JK 41 27 93 ?'), ('nino', 'PR 62 08 51 ?'), ('nino', 'WT 73 15 40 ?'),
                 ('nhs', '482 617 903?'), ('nhs', '731 054 286?'), ('nhs', '615 390 472?'),
                 ('chi', '1203886?4?'), ('ni-hc', '342 518 706?'),
                 ('sin', '527 418 30?'), ('sin', '646 219 58?'), ('hr-oib', '4817206395?'), ('hr-oib', '7302948156?'),
                 ('au-medicare', '2951 84730 ?'), ('npi', '148327059?'), ('npi', '171845302?'), ('luhn', '5204 7381 9920 463?'),
                 ('vin', '1FTEW1EP7NKD1?418'), ('cf-it', 'BRTLNE31M54A479?'), ('ssn', '004-58-2193'), ('ssn', '008-71-4426')]:
        if '??' in p:
            out = [p.replace('??', '%02d' % i) for i in range(100) if c.CHECKS[k](p.replace('??', '%02d' % i))]
            print(k, out[:1])
        elif '?' in p:
            cands = [p.replace('?', ch) for ch in '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ' if c.CHECKS[k](p.replace('?', ch))]
            print(k, cands[:3])
        else:
            print(k, p, c.CHECKS[k](p))
    print('iban HR', c.v.iban_complete('HR', '23600003118456729'))
    print('iban IT', c.v.iban_complete('IT', 'X0306909606100000113794'))
    print('iban GR', c.v.iban_complete('GR', '01101250000000125487013'))
    print('iban IE', c.v.iban_complete('IE', 'AIBK93115212345678'))
