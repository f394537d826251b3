#!/usr/bin/env python3
"""Build and verify the blind redaction evaluation set (tests/data/redaction-blind).

Each document is written once, as NAME.src: the plain record with every identifier wrapped as
[[TYPE:text]] or [[TYPE/kind:text]], as the annotation guide of ../shared/eval/redaction-wide
describes. This script strips the markup into NAME.txt and writes NAME.gold.json with the UTF-8
byte offsets of each span ({"document", "spans": [{"start", "end", "type", "text"}]}).

Checks, any failure stops the script with a message naming the file:
  * every span's text equals the document's bytes at its offsets (re-read from the written file);
  * types are the guide's types;
  * `kind` values carry a real checksum or format rule (NHS mod 11, CHI, NHI, SA ID Luhn, NRIC,
    Aadhaar Verhoeff, PAN, CPF, CNS, CURP, SIN, OHIP, NPI, DEA, cards, IBAN, CLABE, VIN, IMEI...):
    the invented value must pass it, so a validator in the engine cannot reject it as a typo;
  * a span text that also appears unmarked elsewhere in the same document (word-bounded,
    case-insensitive) is reported, since the guide asks for every occurrence; the few that are
    meant (a surname inside a marked organisation name, say) are listed in EXPECTED_UNMARKED.

This covers the first set only. redaction-blind-2 and -3 keep their own make_gold.py; the tooling the
later sets share (make_gold.py, check_gold.py, lint.py) is in scripts/blind-gold/.

Usage:
  scripts/make-blind-gold.py [DIR]            build .txt/.gold.json from DIR/*.src (default: the set)
  scripts/make-blind-gold.py --check [DIR]    build in memory and compare with the committed files
  scripts/make-blind-gold.py complete KIND DIGITS   print DIGITS completed with KIND's check character
                                                     (how the invented values were made)
"""

import json
import pathlib
import re
import sys
from datetime import date

TYPES = {
    "PERSON", "DATE", "AGE", "PHONE", "FAX", "EMAIL", "SSN", "MRN", "HEALTH_PLAN", "ACCOUNT",
    "LICENSE", "VEHICLE", "DEVICE", "URL", "IP", "ADDRESS", "LOCATION", "ZIP", "ORGANIZATION",
    "CREDIT_CARD", "IBAN", "NPI", "DEA", "NHS", "ID", "IGNORE",
}

MARK = re.compile(r"\[\[([A-Z_]+)(?:/([a-z0-9_]+))?:(.*?)\]\]", re.S)

# (document stem, lower-cased text) pairs whose unmarked repeats are intended, with the reason.
EXPECTED_UNMARKED = {
    # The court's name in the caption ("EL PASO COUNTY, TEXAS") and a police department acting as
    # such: the guide leaves courts and agencies unmarked, though the same town is marked where
    # it is tied to a person's address.
    ("08-tx-family-affidavit-es", "el paso"),
    ("08-tx-family-affidavit-es", "socorro"),
}


# ---------------------------------------------------------------------------------------------
# Check characters. Written out here (not taken from a library) so that the rule each invented
# value satisfies is visible next to the data, and the script runs on a bare python3.

def digits(s):
    return [int(c) for c in s if c.isdigit()]


def luhn_ok(s):
    total = 0
    for i, d in enumerate(reversed(digits(s))):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(s):
    for c in "0123456789":
        if luhn_ok(s + c):
            return s + c
    raise ValueError(s)


VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]


def verhoeff_ok(s):
    c = 0
    for i, d in enumerate(reversed(digits(s))):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][d]]
    return c == 0


def mod11_weighted(ds, weights):
    return sum(d * w for d, w in zip(ds, weights)) % 11


def nhs_ok(s):
    ds = digits(s)
    if len(ds) != 10:
        return False
    check = 11 - mod11_weighted(ds[:9], range(10, 1, -1))
    check = 0 if check == 11 else check
    return check != 10 and check == ds[9]


def chi_ok(s):
    # Scottish CHI: DDMMYY, two digits, a sex digit, and the NHS mod-11 check digit.
    ds = digits(s)
    if len(ds) != 10:
        return False
    dd, mm = ds[0] * 10 + ds[1], ds[2] * 10 + ds[3]
    if not (1 <= dd <= 31 and 1 <= mm <= 12):
        return False
    return nhs_ok(s)


NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # I and O are never used


def nhi_ok(s):
    # New Zealand NHI, AAANNNC form: letters valued 1..24, weights 7..2, check = 11 - sum mod 11.
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-HJ-NP-Z]{3}\d{4}", s):
        return False
    vals = [NHI_LETTERS.index(c) + 1 for c in s[:3]] + [int(c) for c in s[3:6]]
    rem = sum(v * w for v, w in zip(vals, range(7, 1, -1))) % 11
    if rem == 0:
        return False
    return (11 - rem) % 10 == int(s[6])


def za_id_ok(s):
    # South African ID: YYMMDD SSSS C A Z, Luhn over all 13 digits.
    ds = "".join(c for c in s if c.isdigit())
    if len(ds) != 13 or ds[10] not in "01":
        return False
    try:
        date(2000 + int(ds[0:2]), int(ds[2:4]), int(ds[4:6]))
    except ValueError:
        return False
    return luhn_ok(ds)


def nric_ok(s):
    # Singapore NRIC/FIN: S/T/F/G + 7 digits + check letter, weights 2765432.
    s = s.replace(" ", "").upper()
    m = re.fullmatch(r"([STFG])(\d{7})([A-Z])", s)
    if not m:
        return False
    total = sum(int(d) * w for d, w in zip(m.group(2), [2, 7, 6, 5, 4, 3, 2]))
    if m.group(1) in "TG":
        total += 4
    table = "JZIHGFEDCBA" if m.group(1) in "ST" else "XWUTRQPNMLK"
    return table[total % 11] == m.group(3)


def aadhaar_ok(s):
    ds = "".join(c for c in s if c.isdigit())
    return len(ds) == 12 and ds[0] not in "01" and verhoeff_ok(ds)


def pan_ok(s):
    return re.fullmatch(r"[A-Z]{3}P[A-Z]\d{4}[A-Z]", s) is not None


def cpf_ok(s):
    ds = digits(s)
    if len(ds) != 11 or len(set(ds)) == 1:
        return False
    for n in (9, 10):
        r = sum(d * w for d, w in zip(ds[:n], range(n + 1, 1, -1))) * 10 % 11
        if r % 10 != ds[n]:
            return False
    return True


def cns_ok(s):
    # Brazilian Cartão Nacional de Saúde: 15 digits, sum of digit * (15..1) divisible by 11.
    ds = digits(s)
    return len(ds) == 15 and sum(d * w for d, w in zip(ds, range(15, 0, -1))) % 11 == 0


CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_ok(s):
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d", s):
        return False
    total = sum(CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(s[:17]))
    return (10 - total % 10) % 10 == int(s[17])


def dni_es_ok(s):
    m = re.fullmatch(r"(\d{8})-?([A-Z])", s)
    return bool(m) and "TRWAGMYFPDXBNJZSQVHLCKE"[int(m.group(1)) % 23] == m.group(2)


def npi_ok(s):
    ds = "".join(c for c in s if c.isdigit())
    return len(ds) == 10 and ds[0] in "12" and luhn_ok("80840" + ds)


def dea_ok(s):
    m = re.fullmatch(r"[A-Z][A-Z9](\d{7})", s)
    if not m:
        return False
    d = [int(c) for c in m.group(1)]
    return (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10 == d[6]


def card_ok(s):
    ds = "".join(c for c in s if c.isdigit())
    return 13 <= len(ds) <= 19 and luhn_ok(ds)


def iban_ok(s):
    s = s.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", s):
        return False
    moved = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def clabe_ok(s):
    ds = digits(s)
    if len(ds) != 18:
        return False
    total = sum((d * w) % 10 for d, w in zip(ds[:17], [3, 7, 1] * 6))
    return (10 - total % 10) % 10 == ds[17]


VIN_VALUES = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9,
                                                   2, 3, 4, 5, 6, 7, 8, 9]))
VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_ok(s):
    if not re.fullmatch(r"[A-HJ-NPR-Z0-9]{17}", s):
        return False
    total = sum((int(c) if c.isdigit() else VIN_VALUES[c]) * w for c, w in zip(s, VIN_WEIGHTS))
    check = total % 11
    return s[8] == ("X" if check == 10 else str(check))


def sin_ok(s):
    ds = "".join(c for c in s if c.isdigit())
    return len(ds) == 9 and ds[0] not in "08" and luhn_ok(ds)


def ohip_ok(s):
    ds = "".join(c for c in s if c.isdigit())
    return len(ds) == 10 and luhn_ok(ds)


def imei_ok(s):
    ds = "".join(c for c in s if c.isdigit())
    return len(ds) == 15 and luhn_ok(ds)


def aba_ok(s):
    ds = digits(s)
    return len(ds) == 9 and sum(d * w for d, w in zip(ds, [3, 7, 1] * 3)) % 10 == 0


def nino_ok(s):
    s = s.replace(" ", "").upper()
    return (re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s) is not None
            and s[:2] not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"})


def mbi_ok(s):
    s = s.replace("-", "")
    c, a, an, n = "1-9", "AC-HJKMNP-RT-Y", "0-9AC-HJKMNP-RT-Y", "0-9"
    pat = f"[{c}][{a}][{an}][{n}][{a}][{an}][{n}][{a}][{a}][{n}][{n}]"
    return re.fullmatch(pat, s) is not None


def ird_ok(s):
    # New Zealand IRD number: 8 or 9 digits, weights 3,2,7,6,5,4,3,2 on the padded first 8.
    ds = digits(s)
    if len(ds) not in (8, 9):
        return False
    ds = [0] * (9 - len(ds)) + ds
    rem = sum(d * w for d, w in zip(ds[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11
    check = 0 if rem == 0 else 11 - rem
    return check != 10 and check == ds[8]


def ppsn_ok(s):
    # Irish PPSN: 7 digits, a check letter (weights 8..2, plus 9 x the value of a second letter
    # A=1..Z=26, W=0), mod 23 into "WABCDEFGHIJKLMNOPQRSTUV".
    m = re.fullmatch(r"(\d{7})([A-W])([A-IW]?)", s.replace(" ", "").upper())
    if not m:
        return False
    total = sum(int(d) * w for d, w in zip(m.group(1), range(8, 1, -1)))
    if m.group(3) and m.group(3) != "W":
        total += 9 * (ord(m.group(3)) - ord("A") + 1)
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23] == m.group(2)


VALIDATORS = {
    "luhn": luhn_ok, "nhs": nhs_ok, "chi": chi_ok, "nhi": nhi_ok, "za_id": za_id_ok,
    "nric": nric_ok, "aadhaar": aadhaar_ok, "pan": pan_ok, "cpf": cpf_ok, "cns": cns_ok,
    "curp": curp_ok, "dni_es": dni_es_ok, "npi": npi_ok, "dea": dea_ok, "card": card_ok,
    "iban": iban_ok, "clabe": clabe_ok, "vin": vin_ok, "sin": sin_ok, "ohip": ohip_ok,
    "imei": imei_ok, "aba": aba_ok, "nino": nino_ok, "mbi": mbi_ok, "ird": ird_ok,
    "ppsn": ppsn_ok,
}


def complete(kind, partial):
    """The partial value with the one check character that makes VALIDATORS[kind] pass."""
    ok = VALIDATORS[kind]
    if kind == "iban":
        p = partial.replace(" ", "").upper()
        moved = p[4:] + p[:2] + "00"
        check = 98 - int("".join(str(int(c, 36)) for c in moved)) % 97
        return p[:2] + f"{check:02d}" + p[4:]
    if kind == "vin":
        for c in "0123456789X":
            cand = partial[:8] + c + partial[9:]
            if ok(cand):
                return cand
    if kind == "cpf":
        ds = partial
        for _ in range(2):
            n = len(digits(ds))
            r = sum(d * w for d, w in zip(digits(ds), range(n + 1, 1, -1))) * 10 % 11 % 10
            ds += str(r)
        return ds
    if kind == "cns":
        for tail in range(100):
            cand = partial + f"{tail:0{15 - len(partial)}d}" if len(partial) < 15 else partial
            if ok(cand):
                return cand
    alphabet = "JZIHGFEDCBAXWUTRQPNMLK" if kind == "nric" else \
        ("TRWAGMYFPDXBNJZSQVHLCKE" if kind == "dni_es" else
         ("WABCDEFGHIJKLMNOPQRSTUV" if kind == "ppsn" else "0123456789"))
    for c in alphabet:
        if ok(partial + c):
            return partial + c
        if kind == "ppsn" and ok(partial + c + "A"):
            return partial + c + "A"
    raise SystemExit(f"no check character for {kind} {partial}")


# ---------------------------------------------------------------------------------------------

def build(src_path):
    """(text bytes, gold dict) for one .src file; raises SystemExit naming the file on error."""
    raw = src_path.read_text(encoding="utf-8")
    out, spans, pos = [], [], 0
    offset = 0  # byte offset in the output so far
    for m in MARK.finditer(raw):
        before = raw[pos:m.start()]
        if "[[" in before or "]]" in before:
            raise SystemExit(f"{src_path}: stray markup near {before[-40:]!r}")
        out.append(before)
        offset += len(before.encode("utf-8"))
        typ, kind, text = m.group(1), m.group(2), m.group(3)
        if typ not in TYPES:
            raise SystemExit(f"{src_path}: unknown type {typ} for {text!r}")
        if not text or text != text.strip():
            raise SystemExit(f"{src_path}: span {text!r} is empty or has outer spaces")
        if kind:
            if kind not in VALIDATORS:
                raise SystemExit(f"{src_path}: unknown kind {kind} for {text!r}")
            if not VALIDATORS[kind](text):
                raise SystemExit(f"{src_path}: {text!r} fails the {kind} check")
        n = len(text.encode("utf-8"))
        spans.append({"start": offset, "end": offset + n, "type": typ, "text": text})
        out.append(text)
        offset += n
        pos = m.end()
    tail = raw[pos:]
    if "[[" in tail or "]]" in tail:
        raise SystemExit(f"{src_path}: stray markup near {tail[:40]!r}")
    out.append(tail)
    text = "".join(out).encode("utf-8")
    return text, {"document": src_path.stem + ".txt", "spans": spans}


def verify(name, text, gold):
    problems = []
    for s in gold["spans"]:
        if text[s["start"]:s["end"]].decode("utf-8") != s["text"]:
            problems.append(f"{name}: bytes {s['start']}..{s['end']} are not {s['text']!r}")
    decoded = text.decode("utf-8")
    marked = [(s["start"], s["end"]) for s in gold["spans"]]
    # Repeats left unmarked: every span text of 3+ characters, searched word-bounded and
    # case-insensitively in the bytes outside every marked span.
    stem = name.rsplit(".", 1)[0]
    seen = set()
    for s in gold["spans"]:
        key = s["text"].lower()
        if len(key) < 3 or key in seen or s["type"] == "IGNORE":
            continue
        seen.add(key)
        pat = re.compile(r"(?<!\w)" + re.escape(s["text"]) + r"(?!\w)", re.I)
        for m in pat.finditer(decoded):
            b0 = len(decoded[:m.start()].encode("utf-8"))
            b1 = b0 + len(m.group(0).encode("utf-8"))
            if not any(a <= b0 and b1 <= b for a, b in marked):
                if (stem, key) not in EXPECTED_UNMARKED:
                    problems.append(f"{name}: {m.group(0)!r} at byte {b0} is not marked "
                                    f"(marked elsewhere as {s['type']})")
    return problems


def main(argv):
    if argv[:1] == ["complete"]:
        print(complete(argv[1], argv[2]))
        return 0
    check = bool(argv) and argv[0] == "--check"
    if check:
        argv = argv[1:]
    root = pathlib.Path(argv[0]) if argv else \
        pathlib.Path(__file__).resolve().parent.parent / "tests" / "data" / "redaction-blind"
    sources = sorted(root.glob("*.src"))
    if not sources:
        raise SystemExit(f"{root}: no .src files")
    problems, total = [], 0
    counts = {}
    for src in sources:
        text, gold = build(src)
        gold_json = json.dumps(gold, ensure_ascii=False, indent=1) + "\n"
        txt_path = src.with_suffix(".txt")
        gold_path = src.with_name(src.stem + ".gold.json")
        if check:
            if not txt_path.exists() or txt_path.read_bytes() != text:
                problems.append(f"{txt_path}: differs from {src.name}")
            if not gold_path.exists() or gold_path.read_text(encoding="utf-8") != gold_json:
                problems.append(f"{gold_path}: differs from {src.name}")
        else:
            txt_path.write_bytes(text)
            gold_path.write_text(gold_json, encoding="utf-8")
        # Verify what is on disk (or would be), re-read, not the in-memory build.
        on_disk = txt_path.read_bytes() if txt_path.exists() else text
        problems += verify(txt_path.name, on_disk, json.loads(gold_json))
        if not 1024 <= len(text) <= 4096:
            problems.append(f"{txt_path.name}: {len(text)} bytes, outside 1-4 KB")
        total += len(gold["spans"])
        for s in gold["spans"]:
            counts[s["type"]] = counts.get(s["type"], 0) + 1
        print(f"{txt_path.name}: {len(text)} bytes, {len(gold['spans'])} spans")
    print(f"{len(sources)} documents, {total} spans: " +
          ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])))
    for p in problems:
        print("PROBLEM:", p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
