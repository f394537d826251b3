// Seeded property tests of the redaction rules (issue 20):
//   names: 2,000 names drawn from the shipped gazetteers, of at least 12
//   origins, at least 300 of them also English words, each placed in one of
//   34 sentence and form templates (lower case and ALL CAPS among them), are
//   caught (>= 90% of the name's characters covered) at >= 0.97;
//   precision: a 10,000-word clinical and legal text with no identifiers
//   (tests/data/redaction/clinical-legal-prose.txt) gets fewer than 20 spans.
#include <QFile>
#include <QFileInfo>
#include <QtTest>

#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "engine/redact/detector.h"
#include "engine/redact/lexicon.h"
#include "engine/util/version_info.h"

using namespace synsema::redact;

namespace {

struct Entry {
    std::string name;
    std::set<std::string> origins;
};

std::vector<Entry> read_gazetteer(const std::string& path) {
    std::ifstream in(path);
    std::vector<Entry> out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        size_t tab = line.find('\t');
        Entry e{line.substr(0, tab), {}};
        std::stringstream origins(tab == std::string::npos ? "" : line.substr(tab + 1));
        std::string o;
        while (std::getline(origins, o, ',')) e.origins.insert(o);
        out.push_back(e);
    }
    return out;
}

// Latin script only (the templates are English records): letters below U+0250.
bool latin(const std::string& s) {
    for (size_t i = 0; i < s.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        if (c >= 0xC9) return false;  // lead bytes of U+0240 and up
    }
    return true;
}

std::string upper(std::string s) {
    for (char& c : s)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    // Common Latin-1 lower-case letters (é → É …): UTF-8 C3 A0-BE → C3 80-9E.
    for (size_t i = 0; i + 1 < s.size(); ++i)
        if (static_cast<unsigned char>(s[i]) == 0xC3 && static_cast<unsigned char>(s[i + 1]) >= 0xA0 &&
            static_cast<unsigned char>(s[i + 1]) <= 0xBE && static_cast<unsigned char>(s[i + 1]) != 0xB7)
            s[i + 1] = static_cast<char>(static_cast<unsigned char>(s[i + 1]) - 0x20);
    return s;
}

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    for (size_t i = 0; i + 1 < s.size(); ++i)
        if (static_cast<unsigned char>(s[i]) == 0xC3 && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(s[i + 1]) <= 0x9E && static_cast<unsigned char>(s[i + 1]) != 0x97)
            s[i + 1] = static_cast<char>(static_cast<unsigned char>(s[i + 1]) + 0x20);
    return s;
}

struct Person {
    std::string given, surname, origin;
    bool english_word = false;
};

// A template: the text around the name, with the name written in one form.
enum class Form { FirstLast, LastFirst, CapsFirstLast, CapsLastFirst, LowerFirstLast, HonorificLast, First };
struct Template {
    Form form;
    const char* before;
    const char* after;
};

const std::vector<Template>& templates() {
    static const std::vector<Template> k = {
        {Form::FirstLast, "Patient: ", "\nDOB: 03/04/1950\nMRN: 448812\n"},
        {Form::First, "Dear ", ",\n\nThank you for your letter about the appeal.\n"},
        {Form::CapsLastFirst, "DISCHARGE SUMMARY\n", "\nADMITTED FOR PNEUMONIA\n"},
        {Form::LastFirst, "Name: ", "\nSex: F\n"},
        {Form::FirstLast, "She was brought in by her son ", ", who stayed for the visit.\n"},
        {Form::FirstLast, "Dr. ", " reviewed the imaging with the team.\n"},
        {Form::HonorificLast, "", " reports better sleep since the last visit.\n"},
        {Form::LowerFirstLast, "hi ", " its me, can u call me back when ur free\n"},
        {Form::CapsFirstLast, "PATIENT NAME: ", "\n"},
        {Form::FirstLast, "Sincerely,\n\n", "\nCase Manager\n"},
        {Form::FirstLast, "Electronically signed by ", ", MD on 03/09/2024 16:42\n"},
        {Form::FirstLast, "Q. Please state your name for the record.\nA. My name is ", ".\n"},
        {Form::FirstLast, "Witness: ", "\n"},
        {Form::FirstLast, "cc: ", "\n"},
        {Form::FirstLast, "From: ", " <records@example.com>\nSent: Tuesday\n"},
        {Form::FirstLast, "Emergency contact: ", " (sister) 555-0134\n"},
        {Form::FirstLast, "The deponent, ", ", was sworn and testified as follows.\n"},
        {Form::FirstLast, "", " called the office to reschedule the appointment.\n"},
        {Form::LastFirst, "patient_name,dob,visit\n\"", "\",1950-03-04,follow-up\n"},
        {Form::FirstLast, "Client\t", "\tDOB\t03/04/1950\n"},
        {Form::LastFirst, "| Name | DOB | Visit |\n| ", " | 1950-03-04 | follow-up |\n"},
        {Form::FirstLast, "Referred by ", ", NP, for a second opinion.\n"},
        {Form::FirstLast, "Per ", ", the lease was terminated early.\n"},
        {Form::LowerFirstLast, "", ": running late, be there in 10\n"},
        {Form::FirstLast, "[10:42] ", ": ok thanks, see you then\n"},
        {Form::CapsFirstLast, "Plaintiff ", " filed the complaint in the circuit court.\n"},
        {Form::FirstLast, "Send the records c/o ", ", 12 Harbour Road.\n"},
        {Form::HonorificLast, "Attending: ", "\n"},
        {Form::FirstLast, "Interpreter ", " was present for the whole visit.\n"},
        {Form::FirstLast, "His wife, ", ", holds power of attorney.\n"},
        {Form::CapsFirstLast, "RE: ", " - DOB 03/04/1950\n"},
        {Form::FirstLast, "Ms. ", " (Member ID 4471029) asked for a copy.\n"},
        {Form::FirstLast, "", " is a 67-year-old man with hypertension and diabetes.\n"},
        {Form::LowerFirstLast, "patient ", " reports chest pain since tuesday night\n"},
    };
    return k;
}

std::string render(const Person& p, Form form) {
    switch (form) {
        case Form::FirstLast: return p.given + " " + p.surname;
        case Form::LastFirst: return p.surname + ", " + p.given;
        case Form::CapsFirstLast: return upper(p.given + " " + p.surname);
        case Form::CapsLastFirst: return upper(p.surname + ", " + p.given);
        case Form::LowerFirstLast: return lower(p.given + " " + p.surname);
        case Form::HonorificLast: return "Mrs. " + p.surname;
        case Form::First: return p.given;
    }
    return {};
}

// >= 90% of the characters of [start, end) covered by spans.
bool caught(const std::string& text, const std::vector<Span>& spans, size_t start, size_t end) {
    size_t total = 0, covered = 0;
    for (size_t i = start; i < end; ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
        ++total;
        for (const auto& s : spans)
            if (s.start <= i && i < s.end) {
                ++covered;
                break;
            }
    }
    return total > 0 && covered * 10 >= total * 9;
}

}  // namespace

class TestRedactProperties : public QObject {
    Q_OBJECT
private slots:
    void gazetteer_names_in_templates_are_caught() {
        Detector detector;
        const std::string dir = detector.lexicon().data_dir();
        auto given = read_gazetteer(dir + "/given-names.txt");
        auto surnames = read_gazetteer(dir + "/surnames.txt");
        QVERIFY2(given.size() + surnames.size() >= 50000, "the name gazetteers hold fewer than 50,000 entries");

        // Step 1: per origin, the Latin-script given names and surnames.
        const std::vector<std::string> origins = {"en", "us", "de", "fr", "es", "it", "nl", "pt", "pl", "tr",
                                                  "vi", "in", "ng", "gh", "cs", "hu", "ro", "sv", "fi", "id"};
        std::map<std::string, std::vector<std::string>> given_of, surname_of;
        for (const auto& e : given)
            for (const auto& o : e.origins)
                if (latin(e.name)) given_of[o].push_back(e.name);
        for (const auto& e : surnames)
            for (const auto& o : e.origins)
                if (latin(e.name)) surname_of[o].push_back(e.name);
        const Lexicon& lex = detector.lexicon();
        auto english = [&](const std::string& w) { return (lex.flags(w) & kLexCommon) != 0; };

        // Step 2: 1,650 names spread over the origins, then 350 whose given
        // name or surname is an English word (Smith, Will, Rose, King, Hope…).
        std::mt19937 rng(20);
        auto pick = [&](const std::vector<std::string>& v) { return v[std::uniform_int_distribution<size_t>(0, v.size() - 1)(rng)]; };
        std::vector<Person> people;
        std::vector<std::string> usable;
        for (const auto& o : origins)
            if (given_of[o].size() >= 10 && surname_of[o].size() >= 10) usable.push_back(o);
        QVERIFY2(usable.size() >= 12, "fewer than 12 origins with Latin-script names");
        for (size_t i = 0; people.size() < 1650; ++i) {
            const std::string& o = usable[i % usable.size()];
            Person p{pick(given_of[o]), pick(surname_of[o]), o};
            p.english_word = english(p.given) || english(p.surname);
            people.push_back(p);
        }
        std::vector<std::string> english_surnames, english_given;
        for (const auto& o : {"us", "en"}) {
            for (const auto& s : surname_of[o])
                if (english(s)) english_surnames.push_back(s);
            for (const auto& g : given_of[o])
                if (english(g)) english_given.push_back(g);
        }
        QVERIFY(english_surnames.size() >= 100 && english_given.size() >= 50);
        while (people.size() < 2000) {
            bool word_surname = people.size() % 2 == 0;
            Person p{word_surname ? pick(given_of["us"]) : pick(english_given),
                     word_surname ? pick(english_surnames) : pick(surname_of["us"]), "us"};
            p.english_word = english(p.given) || english(p.surname);
            people.push_back(p);
        }
        std::set<std::string> used_origins;
        size_t english_names = 0;
        for (const auto& p : people) {
            used_origins.insert(p.origin);
            english_names += p.english_word ? 1 : 0;
        }
        QVERIFY2(used_origins.size() >= 12, "fewer than 12 origins drawn");
        QVERIFY2(english_names >= 300, "fewer than 300 names that are also English words");
        QVERIFY(templates().size() >= 30);

        // Step 3: each name in a template (round robin), detected alone.
        size_t hits = 0, english_hits = 0;
        std::vector<size_t> per_template(templates().size(), 0), per_template_hits(templates().size(), 0);
        std::vector<std::string> misses;
        for (size_t i = 0; i < people.size(); ++i) {
            const size_t t = i % templates().size();
            const Template& tp = templates()[t];
            const std::string name = render(people[i], tp.form);
            const std::string text = std::string(tp.before) + name + tp.after;
            const size_t start = std::string(tp.before).size();
            bool ok = caught(text, detector.detect(text), start, start + name.size());
            ++per_template[t];
            if (ok) {
                ++hits;
                ++per_template_hits[t];
                english_hits += people[i].english_word ? 1 : 0;
            } else if (misses.size() < 60) {
                misses.push_back("template " + std::to_string(t) + ": " + name + " (" + people[i].origin + ")");
            }
        }
        for (const auto& m : misses) qInfo("missed %s", m.c_str());
        for (size_t t = 0; t < templates().size(); ++t)
            if (per_template_hits[t] < per_template[t])
                qInfo("template %zu: %zu of %zu", t, per_template_hits[t], per_template[t]);
        const double recall = double(hits) / double(people.size());
        qInfo("names caught: %zu of %zu (%.3f); English-word names %zu of %zu; %zu origins, %zu templates", hits,
              people.size(), recall, english_hits, english_names, used_origins.size(), templates().size());
        QVERIFY2(recall >= 0.97, qPrintable(QString("name recall %1 < 0.97").arg(recall)));
    }

    void clinical_legal_prose_without_identifiers_stays_clean() {
        // The source tree's tests/data (not __FILE__: ccache may make it relative to the build folder).
        QFile f(QString::fromStdString(synsema::source_resources_dir()) + "/../tests/data/redaction/clinical-legal-prose.txt");
        QVERIFY2(f.open(QIODevice::ReadOnly), "tests/data/redaction/clinical-legal-prose.txt is missing");
        const std::string text = f.readAll().toStdString();
        size_t words = 0;
        bool in_word = false;
        for (char c : text) {
            bool w = !(c == ' ' || c == '\n' || c == '\t' || c == '\r');
            words += w && !in_word;
            in_word = w;
        }
        QVERIFY2(words >= 10000, qPrintable(QString("the prose has %1 words, fewer than 10,000").arg(words)));
        Detector detector;
        const auto spans = detector.detect(text);
        for (const auto& s : spans)
            qInfo("span %s %s \"%s\"", s.category.c_str(), s.rule.c_str(), text.substr(s.start, s.length()).c_str());
        qInfo("%zu words, %zu spans", words, spans.size());
        QVERIFY2(spans.size() < 20, qPrintable(QString("%1 spans in a text without identifiers").arg(spans.size())));
    }
};

QTEST_MAIN(TestRedactProperties)
#include "tst_redact_properties.moc"
