#!/usr/bin/env python3
"""Build the blind-2 redaction gold set from its marked-up sources, and check it.

Each record was written once as NAME.src, a plain-text document in which every identifier is wrapped as
[[TYPE:text]] (or [[TYPE/check:text]] when a check digit must be proved, see checks.VALIDATORS).
This script writes NAME.txt (the text without the markup) and NAME.gold.json (each span's type, text
and UTF-8 byte offsets into NAME.txt), then verifies the result:
  * every span's text equals the bytes at its offsets, has no surrounding blanks, and its type is known;
  * every identifier with a published check digit passes it (NHS, NPI, DEA, IBAN, cards, and the
    national IDs named by a /check hint), and US-format phone numbers use 555-01xx;
  * e-mail, URL and IP spans use reserved example domains and documentation / private address ranges;
  * a marked string, or a word of a marked name, that also appears unmarked in the same document is
    reported, unless it is listed in ALLOWED_UNMARKED below with the reason it stays unmarked;
  * each document is 1-4 KB and holds 10-40 spans.
Usage: python3 make_gold.py [--check-only]      (exit status 1 on any problem)
"""
import json
import re
import sys
from datetime import date
from pathlib import Path

import checks

HERE = Path(__file__).resolve().parent
TYPES = {"PERSON", "DATE", "AGE", "PHONE", "FAX", "EMAIL", "SSN", "MRN", "HEALTH_PLAN", "ACCOUNT", "LICENSE",
         "VEHICLE", "DEVICE", "URL", "IP", "ADDRESS", "LOCATION", "ZIP", "ORGANIZATION", "CREDIT_CARD", "IBAN",
         "NPI", "DEA", "NHS", "ID", "IGNORE"}
MARK = re.compile(r"\[\[([A-Z_]+)(?:/([a-z_]+))?:(.*?)\]\]", re.S)

# Words that are (part of) a marked name or place but also appear, on purpose, unmarked: an eponym,
# a court or agency name, a published case name, an ordinary word.  doc stem -> {word: reason}
ALLOWED_UNMARKED = {
    "02-ni-solicitor-letter": {"Belfast": "in the name of the court"},
    "08-us-ca-small-claims-attachment": {"Los Angeles": "in the name of the court"},
    "11-it-visa-medical-summary": {"Milano": "in the name of the medical council"},
    "14-us-mn-school-nurse-email": {"Hope": "the verb in 'I hope this covers'"},
}

# Honorifics and name particles that are not worth flagging on their own.
NAME_PARTS_NOT_FLAGGED = {
    "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "puan", "encik", "madam", "khun", "pani", "kuya", "engr",
    "atty", "dott", "ssa", "bin", "binti", "a/l", "a/p", "s/o", "d/o", "van", "von", "der", "de", "del", "la",
    "da", "dos", "das", "ap", "ni", "nic", "mac", "al", "arap", "san", "lo", "jr", "sr", "the",
}


def parse(src):
    out, spans, pos, last = [], [], 0, 0
    for m in MARK.finditer(src):
        out.append(src[last:m.start()])
        pos += len(src[last:m.start()].encode())
        typ, check, text = m.group(1), m.group(2), m.group(3)
        start = pos
        pos += len(text.encode())
        out.append(text)
        spans.append({"start": start, "end": pos, "type": typ, "text": text, "_check": check})
        last = m.end()
    out.append(src[last:])
    return "".join(out), spans


def problems_for(stem, text, spans):
    errs = []
    raw = text.encode()
    if "[[" in text or "]]" in text:
        errs.append("markup left in text")
    if not 1024 <= len(raw) <= 4096:
        errs.append(f"size {len(raw)} bytes is outside 1-4 KB")
    counted = [s for s in spans if s["type"] != "IGNORE"]
    if not 10 <= len(counted) <= 40:
        errs.append(f"{len(counted)} spans, want 10-40")
    for s in spans:
        where = f"{s['type']} {s['text']!r} at {s['start']}"
        if s["type"] not in TYPES:
            errs.append(f"unknown type: {where}")
        if raw[s["start"]:s["end"]].decode() != s["text"]:
            errs.append(f"offsets do not match: {where}")
        if s["text"] != s["text"].strip() or not s["text"]:
            errs.append(f"blank at span edge: {where}")
        check = s["_check"] or checks.DEFAULT_CHECK.get(s["type"])
        if check:
            if check not in checks.VALIDATORS:
                errs.append(f"unknown check {check}: {where}")
            elif not checks.VALIDATORS[check](s["text"]):
                errs.append(f"check {check} fails: {where}")
        if s["type"] in ("PHONE", "FAX"):
            nanp = re.fullmatch(r"(?:\+?1[ .-]?)?\(?([2-9]\d\d)\)?[ .-]?([2-9]\d\d)[ .-]?(\d{4})", s["text"])
            if nanp and not (nanp.group(2) == "555" and nanp.group(3).startswith("01")):
                errs.append(f"US-format number outside 555-01xx: {where}")
        if s["type"] == "EMAIL" and not re.search(r"@([\w.-]+\.)?example(\.[a-z]+)?$", s["text"]):
            errs.append(f"e-mail not on a reserved domain: {where}")
        if s["type"] == "URL" and not re.search(r"^(https?://)?([\w-]+\.)*[\w-]*example(\.[a-z]+)?(/|$)",
                                                 s["text"]):
            errs.append(f"URL not on a reserved domain: {where}")
        if s["type"] == "IP" and not re.match(r"(192\.0\.2|198\.51\.100|203\.0\.113|10|192\.168)\.", s["text"]):
            errs.append(f"IP outside documentation/private ranges: {where}")
    errs += unmarked_repeats(stem, text, spans)
    return errs


def unmarked_repeats(stem, text, spans):
    """Marked strings (and words of marked names) that occur again outside every span."""
    allowed = {w.lower() for w in ALLOWED_UNMARKED.get(stem, {})}
    covered = [(s["start"], s["end"]) for s in spans]
    raw = text.encode()
    needles = set()
    for s in spans:
        if s["type"] in ("IGNORE", "AGE"):
            continue
        if len(s["text"]) >= 4 and not s["text"].isdigit() or len(s["text"]) >= 5:
            needles.add(s["text"])
        if s["type"] == "PERSON":
            for w in re.findall(r"[^\W\d_][\w'’]*", s["text"]):
                if len(w) >= 3 and w.lower() not in NAME_PARTS_NOT_FLAGGED:
                    needles.add(w)
    found = []
    for needle in sorted(needles):
        if needle.lower() in allowed:
            continue
        for m in re.finditer(r"(?<!\w)" + re.escape(needle) + r"(?!\w)", text, re.I):
            b0 = len(text[:m.start()].encode())
            b1 = b0 + len(m.group(0).encode())
            if not any(a <= b0 and b1 <= b for a, b in covered):
                line = raw[:b0].count(b"\n") + 1
                found.append(f"unmarked occurrence of {needle!r} on line {line}")
    return found


# Identifiers that encode facts stated elsewhere in their record must agree with them.
CONSISTENCY = [
    ("10-uk-occupational-health-report", "91031708458",
     lambda v: checks.pesel_ok(v, date(1991, 3, 17), female=False)),
    ("05-my-clinic-referral-letter", "900514-14-5872",
     lambda v: checks.mykad_ok(v, date(1990, 5, 14), female=True)),
    ("11-it-visa-medical-summary", "LRSGPP89C47F839D",
     lambda v: v == checks.codice_fiscale("Lo Russo", "Giuseppina", date(1989, 3, 7), True, "F839")),
]


def consistency_problems():
    errs = []
    for stem, value, ok in CONSISTENCY:
        text = (HERE / f"{stem}.src").read_text(encoding="utf-8")
        if value not in text or not ok(value):
            errs.append(f"{stem}: {value} does not agree with the record")
    return errs


def main():
    check_only = "--check-only" in sys.argv
    total, failed = {}, False
    srcs = sorted(HERE.glob("*.src"))
    for e in consistency_problems():
        print(e)
        failed = True
    for src_path in srcs:
        stem = src_path.stem
        text, spans = parse(src_path.read_text(encoding="utf-8"))
        errs = problems_for(stem, text, spans)
        for e in errs:
            print(f"{stem}: {e}")
        failed |= bool(errs)
        gold = {"document": f"{stem}.txt",
                "spans": [{k: s[k] for k in ("start", "end", "type", "text")} for s in spans]}
        txt_path, gold_path = HERE / f"{stem}.txt", HERE / f"{stem}.gold.json"
        gold_text = json.dumps(gold, indent=1, ensure_ascii=False) + "\n"
        if check_only:
            if txt_path.read_bytes() != text.encode() or gold_path.read_text(encoding="utf-8") != gold_text:
                print(f"{stem}: .txt or .gold.json is stale; run make_gold.py")
                failed = True
        else:
            txt_path.write_bytes(text.encode())
            gold_path.write_text(gold_text, encoding="utf-8")
        for s in spans:
            total[s["type"]] = total.get(s["type"], 0) + 1
    print(f"{len(srcs)} documents, {sum(total.values())} spans: " +
          ", ".join(f"{t} {n}" for t, n in sorted(total.items(), key=lambda kv: (-kv[1], kv[0]))))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
