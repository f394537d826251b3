#!/usr/bin/env python3
"""Make up identifiers of this set's new kinds (and a few helpers), valid under checks.py.

    python3 src/gen_ids.py uln 471829630          # completes the check digit
    python3 src/gen_ids.py usi K7QW3MZP4
    python3 src/gen_ids.py meid A1000042C3F2B7
    python3 src/gen_ids.py legacy 0|5 [HEX40]     # random hash160 if none given
    python3 src/gen_ids.py segwit 0|1 [HEX]       # witness version; random 20-byte (v0) or 32-byte (v1) program
    python3 src/gen_ids.py eth [HEX40]            # EIP-55 casing of a random or given 20-byte address
Also imported by src/dupe_probe.py (valid() and shaped()).
"""
import hashlib, os, random, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..'))
import checks as c

def b58encode(b):
    n = int.from_bytes(b, 'big'); out = ''
    while n:
        n, r = divmod(n, 58); out = c._B58[r] + out
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + out

def legacy(ver, h160):
    p = bytes([ver]) + h160
    return b58encode(p + hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4])

def segwit(ver, prog):
    hrp = 'bc'
    data = [ver] + c._convertbits(prog, 8, 5) if len(prog) * 8 % 5 == 0 else None
    if data is None:  # pad
        acc, bits, out = 0, 0, []
        for x in prog:
            acc = (acc << 8) | x; bits += 8
            while bits >= 5:
                bits -= 5; out.append((acc >> bits) & 31)
        if bits: out.append((acc << (5 - bits)) & 31)
        data = [ver] + out
    const = 1 if ver == 0 else 0x2bc830a3
    pm = c._polymod([ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp] + data + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + '1' + ''.join(c._B32[d] for d in data + chk)

def eth(hex40):
    h = c.keccak256(hex40.lower().encode()).hex()
    return '0x' + ''.join(ch.upper() if ch.isalpha() and int(h[i], 16) >= 8 else ch.lower()
                          for i, ch in enumerate(hex40.lower()))

def complete(kind, part):
    return c._complete(kind, part + '?')

def valid(kind, rnd):
    while True:
        out = _valid(kind, rnd)
        if out: return out

def _valid(kind, rnd):
    if kind == 'uk-uln':
        return complete(kind, str(rnd.randint(1, 9)) + ''.join(rnd.choice('0123456789') for _ in range(8)))
    if kind == 'au-usi':
        return complete(kind, ''.join(rnd.choice(c._USI) for _ in range(9)))
    if kind == 'meid':
        return complete(kind, rnd.choice('ABCDEF') + ''.join(rnd.choice(c._HEX) for _ in range(13)))
    if kind == 'btc-legacy':
        return [legacy(rnd.choice([0, 5]), bytes(rnd.randrange(256) for _ in range(20)))]
    if kind == 'btc-segwit':
        v = rnd.choice([0, 1])
        return [segwit(v, bytes(rnd.randrange(256) for _ in range(20 if v == 0 and rnd.random() < .5 else 32)))]
    if kind == 'eth-checksum':
        return [eth(''.join(rnd.choice('0123456789abcdef') for _ in range(40)))]

def shaped(kind, rnd):
    """A value of the same shape with its check part made random (usually invalid)."""
    good = valid(kind, rnd)[0]
    if kind == 'uk-uln': return good[:-1] + rnd.choice('0123456789')
    if kind == 'au-usi': return good[:-1] + rnd.choice(c._USI)
    if kind == 'meid': return good[:-1] + rnd.choice(c._HEX)
    if kind == 'btc-legacy':
        b = c._b58decode(good); return b58encode(b[:21] + bytes(rnd.randrange(256) for _ in range(4)))
    if kind == 'btc-segwit': return good[:-6] + ''.join(rnd.choice(c._B32) for _ in range(6))
    if kind == 'eth-checksum':
        return '0x' + ''.join(ch.upper() if rnd.random() < .5 else ch for ch in good[2:].lower())

if __name__ == '__main__':
    k, args = sys.argv[1], sys.argv[2:]
    if k == 'uln': print(*complete('uk-uln', args[0]))
    elif k == 'usi': print(*complete('au-usi', args[0]))
    elif k == 'meid': print(*complete('meid', args[0]))
    elif k == 'legacy':
        h = bytes.fromhex(args[1]) if len(args) > 1 else os.urandom(20)
        print(legacy(int(args[0]), h))
    elif k == 'segwit':
        v = int(args[0])
        h = bytes.fromhex(args[1]) if len(args) > 1 else os.urandom(20 if v == 0 else 32)
        print(segwit(v, h))
    elif k == 'eth':
        print(eth(args[0] if args else os.urandom(20).hex()))
