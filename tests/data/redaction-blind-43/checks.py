"""Checks of redaction-blind-43 for scripts/blind-gold/make_gold.py: CHECKS maps each check kind of
[[TYPE/check:text]] to a validator, BIRTH each %% agree: kind to its birth-date decoder.

This file does not copy earlier checks: it loads redaction-blind-42's checks.py by path (which loads
blind-41's, and so on back to blind-16's and the shared scripts/blind-gold/validators.py) with the same
validators.load_checks that blind-42's checks.py uses for blind-41's, and starts from its CHECKS, BIRTH and
SIZE_BYTES.  Added here: the kinds new in this set, below, each as this set assumes the format.

New check algorithms (no earlier set checks these computations):

  uk-uln      Unique Learner Number of England, Wales and Northern Ireland: 10 digits, the first not 0; the
              first nine weighted 10 9 8 7 6 5 4 3 2, the sum mod 11 is r; r = 0 is never issued, and the
              tenth digit is 10 - r.
  btc-legacy  Bitcoin address in Base58Check: the Base58 alphabet (no 0, O, I, l) decodes to 25 bytes,
              a version byte 0x00 (P2PKH, the address starts with 1) or 0x05 (P2SH, starts with 3), a
              20-byte hash and a 4-byte checksum equal to the first 4 bytes of SHA-256(SHA-256(the first
              21 bytes)).
  btc-segwit  Bitcoin segwit address (BIP 173 / BIP 350), lower case: human-readable part bc, separator 1,
              data in the 32-character set qpzry9x8gf2tvdw0s3jn54khce6mua7l, the last six characters a BCH
              checksum (the bech32 polymod over the expanded hrp and the data is 1 for witness version 0,
              and 0x2bc830a3, bech32m, for versions 1-16); version 0 programs are 20 or 32 bytes.
  eth-checksum   Ethereum account address with the EIP-55 mixed-case checksum: 0x and 40 hex digits, where
              each letter a-f is upper case exactly when the matching hex digit of Keccak-256 of the
              lower-case address (as ASCII, without 0x) is 8 or more (Keccak-256 with the original
              0x01 padding, written out below; no library needed).
  meid        Mobile Equipment Identifier of a CDMA device in hexadecimal form: 14 hex digits (regional
              code A0-FF, so at least one letter) and a check digit computed by the Luhn algorithm in
              base 16 (every second digit from the right of the 14 doubled, a product written as two
              hex digits counts as their sum; the check digit brings the total to a multiple of 16).
              Spaces are allowed between the seven byte pairs and before the check digit.
  au-usi      Australian Unique Student Identifier: 10 characters of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ
              (no 0, 1, I, O), the last a check character by the Luhn mod N algorithm with N = 32 over
              that alphabet (factor 2 on the rightmost of the nine, addends reduced as quotient plus
              remainder by 32, the check brings the sum to a multiple of 32).

    python3 checks.py complete KIND PARTIAL    # PARTIAL with ? where the check character(s) go; prints
                                               # every completion that passes
    python3 checks.py selftest                 # an example of each new kind passes and the same value with
                                               # one character changed fails; also a few malformed values fail
    python3 checks.py verify                   # selftest, then every record of this folder as blind-42's
                                               # verify does (offsets, edges, order, checks of src/, the
                                               # .txt and .gold.json equal to make_gold.py's rebuild)
"""
import hashlib, os, re, sys

sys.dont_write_bytecode = True
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_HERE, '../../../scripts/blind-gold'))
import validators as v                     # scripts/blind-gold/validators.py, as blind-16 loads it
b42 = v.load_checks(_HERE, 'redaction-blind-42')

CHECKS = dict(b42.CHECKS)
BIRTH = dict(b42.BIRTH)
SIZE_BYTES = b42.SIZE_BYTES                # 2,000-4,000 bytes of UTF-8, as blind-14 to blind-42


# ---- new in redaction-blind-43: new check algorithms

def uk_uln_ok(s):
    if not re.fullmatch(r'[1-9]\d{9}', s): return False
    r = sum(int(c) * w for c, w in zip(s[:9], range(10, 1, -1))) % 11
    return r != 0 and 10 - r == int(s[9])


_B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def _b58decode(s):
    n = 0
    for ch in s:
        n = n * 58 + _B58.index(ch)
    body = n.to_bytes((n.bit_length() + 7) // 8, 'big') if n else b''
    return b'\0' * (len(s) - len(s.lstrip('1'))) + body

def btc_legacy_ok(s):
    if not re.fullmatch(r'[13][1-9A-HJ-NP-Za-km-z]{25,34}', s): return False
    b = _b58decode(s)
    if len(b) != 25 or b[0] not in (0, 5): return False
    return hashlib.sha256(hashlib.sha256(b[:21]).digest()).digest()[:4] == b[21:]


_B32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for x in values:
        top = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ x
        for i in range(5):
            if (top >> i) & 1: chk ^= gen[i]
    return chk

def _convertbits(data, frm, to):
    acc, bits, out = 0, 0, []
    for x in data:
        acc = (acc << frm) | x
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & ((1 << to) - 1))
    if bits >= frm or (acc << (to - bits)) & ((1 << to) - 1): return None
    return out

def btc_segwit_ok(s):
    m = re.fullmatch(r'(bc)1([qpzry9x8gf2tvdw0s3jn54khce6mua7l]{39,87})', s)
    if not m: return False
    hrp, data = m.group(1), [_B32.index(c) for c in m.group(2)]
    const = _polymod([ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + data)
    ver = data[0]
    if ver > 16 or const != (1 if ver == 0 else 0x2bc830a3): return False
    prog = _convertbits(data[1:-6], 5, 8)
    if prog is None or not 2 <= len(prog) <= 40: return False
    return ver != 0 or len(prog) in (20, 32)


_RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
       0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
       0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
       0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
       0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
       0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56],
        [27, 20, 39, 8, 14]]
_M64 = (1 << 64) - 1
def _rol(x, n): return ((x << n) | (x >> (64 - n))) & _M64 if n else x

def _keccak_f(a):
    for rc in _RC:
        c = [a[x][0] ^ a[x][1] ^ a[x][2] ^ a[x][3] ^ a[x][4] for x in range(5)]
        d = [c[(x - 1) % 5] ^ _rol(c[(x + 1) % 5], 1) for x in range(5)]
        a = [[a[x][y] ^ d[x] for y in range(5)] for x in range(5)]
        b = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                b[y][(2 * x + 3 * y) % 5] = _rol(a[x][y], _ROT[x][y])
        a = [[b[x][y] ^ (~b[(x + 1) % 5][y] & b[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
        a[0][0] ^= rc
    return a

def keccak256(data, pad=0x01):
    """Keccak-256 (pad 0x01, as Ethereum uses it); pad 0x06 gives SHA3-256, used by the selftest to
    compare this code with hashlib."""
    rate = 136
    msg = bytearray(data) + bytes([pad])
    msg += b'\0' * (-len(msg) % rate)
    msg[-1] |= 0x80
    a = [[0] * 5 for _ in range(5)]
    for off in range(0, len(msg), rate):
        block = msg[off:off + rate]
        for i in range(rate // 8):
            x, y = i % 5, i // 5
            a[x][y] ^= int.from_bytes(block[8 * i:8 * i + 8], 'little')
        a = _keccak_f(a)
    out = b''.join(a[i % 5][i // 5].to_bytes(8, 'little') for i in range(4))
    return out

def eth_checksum_ok(s):
    if not re.fullmatch(r'0x[0-9a-fA-F]{40}', s): return False
    body = s[2:]
    h = keccak256(body.lower().encode('ascii')).hex()
    return all((ch.upper() if int(h[i], 16) >= 8 else ch.lower()) == ch
               for i, ch in enumerate(body) if ch.isalpha())


_HEX = '0123456789ABCDEF'
def _luhn_n_ok(s, alphabet):
    n, tot = len(alphabet), 0
    for i, ch in enumerate(reversed(s)):
        x = alphabet.index(ch) * (2 if i % 2 else 1)
        tot += x // n + x % n
    return tot % n == 0

def meid_ok(s):
    m = re.fullmatch(r'((?:[0-9A-F]{2} ?){6}[0-9A-F]{2}) ?([0-9A-F])', s)
    if not m: return False
    body = m.group(1).replace(' ', '')
    if len(body) != 14 or body[0] not in 'ABCDEF': return False
    return _luhn_n_ok(body + m.group(2), _HEX)

_USI = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
def au_usi_ok(s):
    return bool(re.fullmatch('[%s]{10}' % _USI, s)) and _luhn_n_ok(s, _USI)


NEW = {'uk-uln': uk_uln_ok, 'btc-legacy': btc_legacy_ok, 'btc-segwit': btc_segwit_ok,
       'eth-checksum': eth_checksum_ok, 'meid': meid_ok, 'au-usi': au_usi_ok}
CHECKS.update(NEW)

# Examples of the new kinds with a changed character that must fail: the ULN and USI are made up; the
# Bitcoin, Ethereum and MEID values are the public test values of the Bitcoin wiki (Base58Check), BIP 173,
# EIP-55 and python-stdnum's MEID documentation, so that the new code is tested against outside values.
# None of them is used in a record.
_EXAMPLES = [('uk-uln', '4718296306', '4718296307'),
             ('btc-legacy', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'),
             ('btc-segwit', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'),
             ('eth-checksum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'),
             ('meid', 'AF0123450ABCDEC', 'AF0123450ABCDED'),
             ('au-usi', 'K7QW3MZP44', 'K7QW3MZP45')]

def selftest():
    bad = v.check_examples(CHECKS, _EXAMPLES)
    ok = (keccak256(b'').hex() == 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'
          and all(keccak256(m, 0x06) == hashlib.sha3_256(m).digest()
                  for m in (b'', b'abc', bytes(range(256)) * 3)))
    print('keccak-256 empty-string value and sha3-256 against hashlib', 'ok' if ok else 'FAILED')
    bad += not ok
    ok = (not uk_uln_ok('0718296306')                                   # first digit 0
          and not btc_legacy_ok('2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')  # version not 1 or 3
          and not btc_segwit_ok('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')   # upper case
          and not eth_checksum_ok('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'[:-1])  # 39 hex digits
          and not meid_ok('350123450ABCDE4')                           # regional code below A0
          and not au_usi_ok('K7QW3MZP40'))                              # 0 not in the alphabet
    print('uln first digit / base58 version / bech32 case / eip55 length / meid region / usi alphabet',
          'ok' if ok else 'FAILED')
    bad += not ok
    return bad

def _complete(kind, part):
    if '?' in part:   # PART with ? where the check character(s) go
        out = []
        alpha = {'meid': _HEX, 'au-usi': _USI}.get(kind, '0123456789')
        def rec(cand):
            if '?' not in cand:
                if CHECKS[kind](cand): out.append(cand)
                return
            for ch in alpha: rec(cand.replace('?', ch, 1))
        rec(part)
        return out
    return b42._complete(kind, part)

def verify():
    import glob, importlib.util, json
    bad = selftest()
    spec = importlib.util.spec_from_file_location('blind_gold_make_gold',
                                                  os.path.join(_HERE, '../../../scripts/blind-gold/make_gold.py'))
    mg = importlib.util.module_from_spec(spec); spec.loader.exec_module(mg)
    mark = re.compile(r'\[\[([A-Z_]+)(?:/([a-z-]+))?:(.*?)\]\]', re.DOTALL)
    this = sys.modules[__name__]
    for gp in sorted(glob.glob(os.path.join(_HERE, '*.gold.json'))):
        name = os.path.basename(gp)[:-len('.gold.json')]
        b = open(os.path.join(_HERE, name + '.txt'), 'rb').read()
        g = json.load(open(gp, encoding='utf-8'))
        errs, prev = [], 0
        if g.get('document') != name + '.txt': errs.append('document name')
        for sp in g['spans']:
            piece = b[sp['start']:sp['end']].decode('utf-8', 'replace')
            if piece != sp['text']: errs.append('offsets of %r' % sp['text'])
            if '\n' in sp['text'] or piece != piece.strip(): errs.append('line break or blank in %r' % sp['text'])
            if sp['start'] < prev: errs.append('order or overlap at %r' % sp['text'])
            prev = sp['end']
        src = open(os.path.join(_HERE, 'src', name + '.src'), encoding='utf-8').read()
        for m in mark.finditer(src):
            if m.group(2) and (m.group(2) not in CHECKS or not CHECKS[m.group(2)](m.group(3))):
                errs.append('%r fails %s' % (m.group(3), m.group(2)))
        for line in src.splitlines():
            if line.startswith('%% agree:'):
                kind, value, date, sex = line[len('%% agree:'):].split()
                if BIRTH[kind](value) != (date, sex): errs.append('agree %s %s' % (kind, value))
        txt, gold, problems = mg.build(name, src, this)
        errs += problems
        if txt.encode('utf-8') != b: errs.append('.txt differs from its source')
        if gold != g: errs.append('.gold.json differs from its source')
        print(name[:2], len(g['spans']), 'spans', 'ok' if not errs else 'FAILED: ' + '; '.join(errs))
        bad += len(errs)
    return bad

if __name__ == '__main__':
    if sys.argv[1:] == ['verify']:
        sys.exit(1 if verify() else 0)
    if len(sys.argv) == 4 and sys.argv[1] == 'complete' and sys.argv[2] in CHECKS:
        print(*_complete(sys.argv[2], sys.argv[3]))
    else:
        v.main(CHECKS, selftest)
