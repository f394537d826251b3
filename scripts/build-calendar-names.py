#!/usr/bin/env python3
"""Writes engine/redact/calendar_names.inc: the month and weekday names of the
languages that dates are written in (Latin script, Greek, Cyrillic, Hebrew, Arabic, Indic, Thai,
Georgian, Armenian and Ethiopic), from glibc's locale sources
(Debian's `locales` package, /usr/share/i18n/locales). Run by hand when the
list of languages changes; the build never runs it.

    scripts/build-calendar-names.py [LOCALES_DIR] > engine/redact/calendar_names.inc

Each locale file's header says "The Free Software Foundation does not claim any
copyright interest in the locale data contained in this file."
"""
import re
import sys
import unicodedata

# Latin-script locales, then Greek and Cyrillic ones, then the other scripts, one per language (a country's variant adds nothing to
# its month names). English is left out: engine/redact/recognize_dates.cpp has
# its own English names, with its own rules for "May" and "March".
LOCALES = """af_ZA ast_ES az_AZ bs_BA ca_ES cs_CZ cy_GB da_DK de_DE de_AT es_ES et_EE eu_ES fi_FI fil_PH fo_FO
fr_FR fur_IT fy_NL ga_IE gd_GB gl_ES ha_NG hr_HR hu_HU id_ID ig_NG is_IS it_IT kw_GB lb_LU lt_LT lv_LV ms_MY
mt_MT nb_NO nl_NL nn_NO oc_FR pl_PL pt_PT pt_BR rm_CH ro_RO sc_IT se_NO sk_SK sl_SI so_SO sq_AL sr_RS@latin
br_FR hsb_DE
sv_SE sw_KE tr_TR uz_UZ wa_BE xh_ZA yo_NG zu_ZA
el_GR ru_RU uk_UA bg_BG mk_MK sr_RS be_BY
he_IL ar_SA ar_JO fa_IR ur_PK hi_IN mr_IN ne_NP bn_BD ta_IN th_TH ka_GE hy_AM am_ET""".split()

# The Persian (Solar Hijri) months Iranian records are dated in; glibc's fa_IR lists the Gregorian ones.
# Hand data ("farvardin" ... "esfand"); "دی" (Dey) has two letters and is left out, as usable() would.
JALALI = "فروردین اردیبهشت خرداد تیر مرداد امرداد شهریور مهر آبان آذر بهمن اسفند".split()

# The Ethiopian calendar's months, which Ethiopian and Eritrean records are dated in; glibc's am_ET
# and ti_ER list the Gregorian ones. Hand data, in Ge'ez script and in the usual Latin spellings
# ("Meskerem 2011"); "Tir" and "Sene" are left out, as usable() would ("Tir" has three letters and
# is also a word, "Sene" a surname).
ETHIOPIAN = """መስከረም ጥቅምት ኅዳር ህዳር ታኅሣሥ ታህሳስ ጥር የካቲት መጋቢት ሚያዝያ ግንቦት ሰኔ ሐምሌ ነሐሴ ጳጉሜ
meskerem tikimt tikemt hidar tahsas tahisas yekatit yakatit megabit miyazya miazia ginbot hamle hamlie nehase nahase pagume""".split()

# Tajik months as Tajik writes them ("12 ноябри соли 2026": the month with its izafat -и, then "соли", year of);
# glibc's tg_TJ lists the Russian genitives. Hand data; the three-letter stems ("май", "июн", "июл") are left to
# their izafat forms, as usable() and the four-letter rule would.
TAJIK = """январ феврал март апрел сентябр октябр ноябр декабр
январи феврали марти апрели майи июни июли августи сентябри октябри ноябри декабри""".split()

# Weekdays of two languages glibc has but LOCALES does not curate (their month abbreviations, "Mei", "Jon",
# "Mar", are ordinary words elsewhere), wanted before a date and alone: Papiamentu's as glibc's pap_* write
# them and as Curaçao's official spelling does ("djaweps, 3 di desèmber 2026"), and Malagasy's (mg_MG), but
# "zoma" (Friday), which is also a common word and a market's name. Hand data.
EXTRA_WEEKDAYS = """djadomingo djadumingu djaluna djamars djawebs djaweps djarason djabierne djabièrnè djasabra
alahady alatsinainy talata alarobia alakamisy sabotsy""".split()

# Arabic's weekdays that are no ordinal or number (glibc's ar_* are left out for "الأحد", the one, and "الاثنين", the
# two): Tuesday, Wednesday, Thursday and Saturday, with and without the hamza chats drop ("الاربعاء", "الثلاثا").
# Not Friday, "الجمعة", which is also the congregation and its prayer. Hand data.
ARABIC_WEEKDAYS = "الثلاثاء الثلاثا الأربعاء الاربعاء الأربعا الاربعا الخميس السبت".split()

# Tetum's months (Timor-Leste), which glibc has no locale for, as the Instituto Nacional de Linguística's
# orthography writes them ("22 Setembru 2026"). Hand data; month names beside a number, like the other
# languages' ("Maiu" and "Marsu" alone would be names).
TETUM = "janeiru fevereiru marsu abríl abril maiu juñu junu jullu julhu agostu setembru outubru novembru dezembru".split()

# Hebrew writes a date's month with the preposition joined to it: "30 בנובמבר 2026" ("in November").
HEBREW_PREFIXES = ("ב", "ל")

ENGLISH = set("""january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday
mon tue tues wed thu thur thurs fri sat sun""".split())


def decode(value):
    return re.sub(r"<U([0-9A-Fa-f]{4,6})>", lambda m: chr(int(m.group(1), 16)), value)


def without_comments(text):
    # A "%" after a value's closing quote opens a comment to the end of the line ("…"; % sichnya /),
    # which may hold the line's "/" continuation; uk_UA writes its months so.
    return re.sub(r'^([ \t]*(?:\w+[ \t]+)?(?:"[^"\n]*";?[ \t]*)+)%[^\n]*?(/?)[ \t]*$', r"\1\2", text, flags=re.M)


def field(text, key):
    m = re.search(r"^" + key + r"\s+/?\s*((?:\"[^\"]*\";?[ \t]*/?[ \t]*\n?[ \t]*)+)", text, re.M)
    return [unicodedata.normalize("NFC", decode(v)).lower() for v in re.findall(r"\"([^\"]*)\"", m.group(1))] if m else []


def usable(word):
    # Letters, inner hyphens, apostrophes and single blanks ("dydd llun"); not English, not one letter.
    word = word.rstrip(".")
    # Letters with their marks (Thai, Devanagari and Bengali vowel signs are marks, not letters).
    def letters(part):
        return part != "" and all(unicodedata.category(c)[0] in "LM" for c in part) and unicodedata.category(part[0])[0] == "L"
    return len(word) >= 3 and word not in ENGLISH and all(letters(p) for p in re.split(r"[-' ]", word))


def dictionary_words(path="/usr/share/dict/american-english"):
    try:
        return {w.strip().lower() for w in open(path, encoding="utf-8", errors="replace")}
    except FileNotFoundError:
        sys.exit(f"build-calendar-names: {path} is missing (Debian package wamerican)")


def other_languages(base):
    # Every other language glibc has a locale for, one locale each (the first
    # in name order): a record's language is often one no list of ours names.
    # English ones and those already in LOCALES are left out.
    import os
    listed = {loc.split("_")[0] for loc in LOCALES} | {"en"}
    chosen = {}
    for name in sorted(os.listdir(base)):
        m = re.match(r"^([a-z]{2,3})_[A-Z]{2}$", name)
        if m and m.group(1) not in listed and m.group(1) not in chosen:
            chosen[m.group(1)] = name
    return list(chosen.values())


def alternation(words):
    # Longest first: PCRE2 takes the first alternative that matches.
    out = sorted(set(words), key=lambda w: (-len(w), w))
    return "|".join(re.sub(r"([.\-'])", r"\\\\\1", w).replace(" ", "[ ]") for w in out)


def main():
    base = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/i18n/locales"
    months, abbreviations, weekdays, wide, wide_weekdays, used = set(), set(), set(), set(), set(), []
    weekday_abbreviations = set()
    english = dictionary_words()
    curated = set(LOCALES)
    for loc in LOCALES + other_languages(base):
        try:
            text = without_comments(open(f"{base}/{loc}", encoding="utf-8", errors="replace").read())
            # A value continued on the next line inside its quotes ("كانون ال/" then "ثاني"): join it.
            text = re.sub(r"/\n[ \t]*", "", text)
        except FileNotFoundError:
            continue
        mon, alt, ab, day = field(text, "mon"), field(text, "alt_mon"), field(text, "abmon"), field(text, "day")
        abday = field(text, "abday")
        if len(mon) != 12:
            continue
        used.append(loc)
        names = mon + alt
        if loc == "fa_IR":
            names += JALALI
        if loc == "am_ET":
            names += ETHIOPIAN
        if loc == "tg_TJ":
            names += TAJIK
        # Hyphenated names are also written joined: Māori "Paenga-whāwhā" as "Paengawhāwhā".
        names += [n.replace("-", "") for n in names if "-" in n]
        if loc == "he_IL":
            names += [p + m for m in mon for p in HEBREW_PREFIXES]
        if loc == "sq_AL":
            # Albanian writes a date's month in its definite form: "që nga marsi 2024", "korriku".
            names += [m + ("u" if m.endswith(("k", "g")) else "i") for m in mon]
        if loc == "lv_LV":
            # Latvian says "on Thursday" with the weekday's locative, its name without the final -a
            # ("atbrauciet ceturtdien", "pirmdien 10:30").
            day = day + [d[:-1] for d in day if d.endswith("a")]
        if loc == "fi_FI":
            # Finnish says "on Tuesday" with the essive: "tiistaina", "maanantaina".
            day = day + [d + "na" for d in day]
            names += [m + "ta" for m in mon]  # "23. marraskuuta 2026": the partitive a date takes
        if loc not in curated:
            # The other languages give their full month names only, four letters or more and
            # no English word ("out", Haitian Creole's August): a month needs a number beside it
            # to make a date, while their weekdays and abbreviations stand alone as ordinary words
            # and names of other languages (Mongolian "Лхагва", Wednesday, is a given name).
            wide.update(w for w in names if usable(w) and len(w) >= 4 and w not in english)
            # Their weekdays too, taken only right before a date ("Trinde, 9 Disemba 2026", "Aso Gafua, 30 Novema").
            wide_weekdays.update(w for w in day if usable(w) and len(w) >= 4 and w not in english)
            continue
        # Breton's May is Welsh's "is" ("20. Mae'r landlord…"): left out.
        months.update(w for w in names if usable(w) and not (loc == "br_FR" and w == "mae"))
        abbreviations.update(w.rstrip(".") for w in ab if usable(w) and w.rstrip(".") not in months)
        # Hebrew and Arabic weekdays are their ordinals and numbers ("שני" second, "الأحد" the one).
        if not loc.startswith(("he_", "ar_")):
            weekdays.update(w for w in day if usable(w))
            # Abbreviated weekdays, taken only with their dot right before a date ("lun. 18/01/2027",
            # "TIR. 12. JAN. 2027"): the locale's own, two letters or more, and the first three letters of
            # each full name as phones and forms shorten it ("tir." for tirsdag where glibc writes "ti."), and
            # of a long one the first four ("TORS" for torsdag).
            short = [w.rstrip(".") for w in abday] + [w[:3] for w in day if usable(w)] + [w[:4] for w in day if usable(w) and len(w) >= 6]
            weekday_abbreviations.update(w for w in short if len(w) >= 2 and all(unicodedata.category(c)[0] in "LM" for c in w))
    weekdays.update(EXTRA_WEEKDAYS)
    weekdays.update(ARABIC_WEEKDAYS)
    wide.update(w for w in TETUM if w not in months)
    print("// Generated by scripts/build-calendar-names.py from glibc's locale sources")
    print("// (Debian package `locales`); do not edit. Each source file's header: \"The")
    print("// Free Software Foundation does not claim any copyright interest in the locale")
    print("// data contained in this file.\" Locales: " + " ".join(used) + ".")
    print("// Lower-case, NFC, English left out; a regular expression's alternation, longest first.")
    print("#pragma once")
    for name, words, what in (("kMonthNamesIntl", months, "month names, every form a locale lists (genitive too)"),
                              ("kMonthAbbreviationsIntl", abbreviations, "abbreviated months not already a full name"),
                              ("kWeekdayNamesIntl", weekdays, "weekday names"),
                              ("kWeekdayAbbreviationsIntl", weekday_abbreviations - weekdays,
                               "abbreviated weekdays, taken only with a dot right before a date"),
                              ("kMonthNamesWide", wide - months,
                               "month names of the other languages, taken only beside a number"),
                              ("kWeekdayNamesWide", wide_weekdays - weekdays - months - wide,
                               "weekday names of the other languages, taken only right before a date")):
        print(f"// {len(words)} {what}.")
        text = alternation(words)
        # Lines of about 100 characters, cut after a '|' so no escape is split.
        chunks, line = [], ""
        for alternative in text.split("|"):
            line += alternative + "|"
            if len(line) >= 100:
                chunks.append(line)
                line = ""
        chunks.append(line)
        chunks[-1] = chunks[-1][:-1]
        print(f"constexpr const char* {name} =")
        print("\n".join(f'    "{c}"' for c in chunks) + ";")


main()
