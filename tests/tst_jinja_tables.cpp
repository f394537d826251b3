// The Jinja filter and test tables: every entry renders what it did as an
// if-chain (so removing a row fails here); an unknown name is refused when the
// template is parsed, with the line:col rendering gave it (the "|" or "is"),
// even where it would never run;
// names computed while rendering are still checked then; aliases share their
// handler; and every name the fixture chat templates use is in the tables
// (found from the lexer's tokens, not the parser's, so the check does not
// rely on the code it checks).
#include <QDir>
#include <QFile>
#include <QtTest>

#include <set>
#include <string>
#include <vector>

#include "engine/jinja/jinja.h"
#include "engine/jinja/jinja_filters.h"
#include "engine/jinja/jinja_lexer.h"
#include "engine/jinja/jinja_parser.h"
#include "engine/jinja/jinja_tests.h"
#include "engine/util/error.h"

namespace jinja = synsema::jinja;

namespace {

std::string render(const std::string& source) { return jinja::render_template(source, {}).text; }

// The message of the Error(Format) that `step` throws, or "" (with a failure noted) when it throws none.
template <typename Step>
QString format_error(Step step) {
    try {
        step();
    } catch (const synsema::Error& e) {
        if (e.kind() != synsema::ErrorKind::Format) return "wrong kind: " + QString(e.what());
        return QString(e.what());
    }
    return {};
}

// Positional arguments of the call opening at tokens[open] ("("), each as its
// tokens; stops at the matching ")".
std::vector<std::vector<jinja::Token>> call_arguments(const std::vector<jinja::Token>& tokens, size_t open) {
    std::vector<std::vector<jinja::Token>> args(1);
    int depth = 0;
    for (size_t k = open + 1; k < tokens.size(); ++k) {
        const jinja::Token& t = tokens[k];
        const bool op = t.kind == jinja::Tok::Op;
        if (op && (t.text == "(" || t.text == "[" || t.text == "{")) ++depth;
        if (op && (t.text == ")" || t.text == "]" || t.text == "}") && depth-- == 0) break;
        if (op && t.text == "," && depth == 0) args.emplace_back();
        else args.back().push_back(t);
    }
    return args;
}

bool is_keyword_argument(const std::vector<jinja::Token>& arg) {
    return arg.size() >= 2 && arg[0].kind == jinja::Tok::Name && arg[1].kind == jinja::Tok::Op && arg[1].text == "=";
}

// One row per table entry (aliases included), each using its entry by name;
// the results are those of main's if-chain interpreter, before the tables.
struct EntryRow {
    const char* kind;  // "filter" or "test"
    const char* name;
    const char* source;
    const char* expected;
};
const EntryRow kEntryRows[] = {
    {"filter", "trim", "{{ '  a b  '|trim }}|{{ 'xxaxx'|trim('x') }}", "a b|a"},
    {"filter", "upper", "{{ 'Ab c'|upper }}", "AB C"},
    {"filter", "lower", "{{ 'Ab C'|lower }}", "ab c"},
    {"filter", "capitalize", "{{ 'hELLO world'|capitalize }}", "Hello world"},
    {"filter", "title", "{{ 'hello big world'|title }}", "Hello Big World"},
    {"filter", "length", "{{ 'wörld'|length }} {{ [1, 2]|length }} {{ {'a': 1}|length }} {{ nope|length }}", "5 2 1 0"},
    {"filter", "count", "{{ [1, 2, 3]|count }}", "3"},
    {"filter", "default", "{{ nope|default('x') }}{{ ''|default('y', true) }}{{ 'z'|default('w') }}", "xyz"},
    {"filter", "d", "{{ nope|d('x') }}{{ none|d('q', boolean=true) }}", "xq"},
    {"filter", "tojson", "{{ {'a': [1, 'b<'], 'c': none}|tojson }}", "{\"a\": [1, \"b<\"], \"c\": null}"},
    {"filter", "join", "{{ ['a', 'b', 'c']|join('-') }}|{{ [{'r': 'x'}, {'r': 'y'}]|join(', ', 'r') }}", "a-b-c|x, y"},
    {"filter", "replace", "{{ 'aaa'|replace('a', 'b', 2) }}", "bba"},
    {"filter", "first", "{{ [3, 1, 2]|first }}{{ 'xyz'|first }}", "3x"},
    {"filter", "last", "{{ [3, 1, 2]|last }}{{ 'xyz'|last }}", "2z"},
    {"filter", "list", "{{ 'ab'|list }}{{ {'k': 1}|list }}", "['a', 'b']['k']"},
    {"filter", "items", "{% for k, v in {'a': 1, 'b': 2}|items %}{{ k }}={{ v }};{% endfor %}", "a=1;b=2;"},
    {"filter", "string", "{{ (12|string) ~ 'x' }}", "12x"},
    {"filter", "safe", "{{ '<b>'|safe }}", "<b>"},
    {"filter", "int", "{{ '42'|int + 1 }} {{ 'x'|int(7) }} {{ 3.9|int }}", "43 7 3"},
    {"filter", "float", "{{ '1.5'|float }} {{ 2|float }}", "1.5 2.0"},
    {"filter", "abs", "{{ -3|abs }} {{ -2.5|abs }}", "3 2.5"},
    {"filter", "reverse", "{{ [1, 2, 3]|reverse|list }}{{ 'abc'|reverse }}", "[3, 2, 1]cba"},
    {"filter", "escape", "{{ '<a href=\"x\">&\\'</a>'|escape }}", "&lt;a href=&#34;x&#34;&gt;&amp;&#39;&lt;/a&gt;"},
    {"filter", "e", "{{ '<i>'|e }}", "&lt;i&gt;"},
    {"filter", "indent", "{{ 'a\\nb\\n\\nc'|indent(2) }}|{{ 'a\\nb'|indent(width=1, first=true) }}", "a\n  b\n\n  c| a\n b"},
    {"filter", "selectattr", "{{ [{'r': 'u', 'n': 1}, {'r': 'a', 'n': 2}]|selectattr('r', 'equalto', 'u')|map(attribute='n')|list }}", "[1]"},
    {"filter", "rejectattr", "{{ [{'r': 'u', 'n': 1}, {'r': 'a', 'n': 2}]|rejectattr('r', 'equalto', 'u')|map(attribute='n')|list }}", "[2]"},
    {"filter", "select", "{{ [1, 2, 3, 4]|select('odd')|list }}{{ [0, 1, '']|select|list }}", "[1, 3][1]"},
    {"filter", "reject", "{{ [1, 2, 3, 4]|reject('odd')|list }}", "[2, 4]"},
    {"filter", "map", "{{ ['a', 'b']|map('upper')|join }}{{ [{'x': {'y': 5} }]|map(attribute='x.y')|list }}", "AB[5]"},
    {"filter", "unique", "{{ [2, 1, 2, 'a', 'a']|unique|list }}", "[2, 1, 'a']"},
    {"filter", "sort", "{{ [3, 1, 2]|sort }}{{ ['b', 'a']|sort(reverse=true) }}{{ [{'a': 2}, {'a': 1}]|sort(attribute='a') }}", "[1, 2, 3]['b', 'a'][{'a': 1}, {'a': 2}]"},
    {"test", "defined", "{% set v = 1 %}{{ v is defined }}{{ nope is defined }}", "TrueFalse"},
    {"test", "undefined", "{{ nope is undefined }}{{ 1 is undefined }}", "TrueFalse"},
    {"test", "none", "{{ none is none }}{{ 0 is none }}", "TrueFalse"},
    {"test", "boolean", "{{ false is boolean }}{{ 0 is boolean }}", "TrueFalse"},
    {"test", "true", "{{ true is true }}{{ 1 is true }}", "TrueFalse"},
    {"test", "false", "{{ false is false }}{{ 0 is false }}", "TrueFalse"},
    {"test", "integer", "{{ 1 is integer }}{{ 1.0 is integer }}", "TrueFalse"},
    {"test", "float", "{{ 1.0 is float }}{{ 1 is float }}", "TrueFalse"},
    {"test", "number", "{{ 1.5 is number }}{{ '1' is number }}", "TrueFalse"},
    {"test", "string", "{{ 'a' is string }}{{ 1 is string }}", "TrueFalse"},
    {"test", "mapping", "{{ {} is mapping }}{{ [] is mapping }}", "TrueFalse"},
    {"test", "iterable", "{{ [] is iterable }}{{ 1 is iterable }}", "TrueFalse"},
    {"test", "sequence", "{{ 'a' is sequence }}{{ 1 is sequence }}", "TrueFalse"},
    {"test", "callable", "{{ range is callable }}{{ 1 is callable }}", "TrueFalse"},
    {"test", "equalto", "{{ 1 is equalto 1 }}{{ 1 is equalto 2 }}", "TrueFalse"},
    {"test", "eq", "{{ 'a' is eq 'a' }}{{ 'a' is eq 'b' }}", "TrueFalse"},
    {"test", "==", "{{ [1, 2, 1]|select('==', 1)|list }}", "[1, 1]"},
    {"test", "ne", "{{ 1 is ne 2 }}{{ 1 is ne 1 }}", "TrueFalse"},
    {"test", "!=", "{{ [1, 2, 1]|select('!=', 1)|list }}", "[2]"},
    {"test", "sameas", "{{ none is sameas none }}{{ 1 is sameas true }}", "TrueFalse"},
    {"test", "lt", "{{ 1 is lt 2 }}{{ 'b' is lt 'a' }}", "TrueFalse"},
    {"test", "<", "{{ [1, 2, 3]|select('<', 2)|list }}", "[1]"},
    {"test", "gt", "{{ 2 is gt 1 }}{{ 'a' is gt 'b' }}", "TrueFalse"},
    {"test", ">", "{{ [1, 2, 3]|select('>', 2)|list }}", "[3]"},
    {"test", "le", "{{ 2 is le 2 }}{{ 3 is le 2 }}", "TrueFalse"},
    {"test", "<=", "{{ [1, 2, 3]|select('<=', 2)|list }}", "[1, 2]"},
    {"test", "ge", "{{ 2 is ge 2 }}{{ 1 is ge 2 }}", "TrueFalse"},
    {"test", ">=", "{{ [1, 2, 3]|select('>=', 2)|list }}", "[2, 3]"},
    {"test", "in", "{{ 'a' is in 'cat' }}{{ 2 is in [1, 3] }}", "TrueFalse"},
    {"test", "odd", "{{ 3 is odd }}{{ 4 is odd }}", "TrueFalse"},
    {"test", "even", "{{ 4 is even }}{{ 3 is even }}", "TrueFalse"},
    {"test", "divisibleby", "{{ 9 is divisibleby 3 }}{{ 9 is divisibleby(2) }}", "TrueFalse"},
    {"test", "lower", "{{ 'ab' is lower }}{{ 'aB' is lower }}", "TrueFalse"},
    {"test", "upper", "{{ 'AB' is upper }}{{ 'aB' is upper }}", "TrueFalse"},
};

struct UsedNames {
    std::set<std::string> filters, tests;
};

// Filters ("| name"), tests ("is [not] name") and the names Jinja's
// select/reject/selectattr/rejectattr/map take as a literal string argument.
UsedNames used_names(const std::string& source) {
    const std::vector<jinja::Token> t = jinja::lex(source);
    UsedNames used;
    for (size_t k = 0; k + 1 < t.size(); ++k) {
        if (t[k].kind == jinja::Tok::Name && t[k].text == "is") {
            size_t n = k + 1;
            if (t[n].kind == jinja::Tok::Name && t[n].text == "not" && t[n + 1].kind == jinja::Tok::Name) ++n;
            if (t[n].kind == jinja::Tok::Name) used.tests.insert(t[n].text);
        }
        if (t[k].kind != jinja::Tok::Op || t[k].text != "|" || t[k + 1].kind != jinja::Tok::Name) continue;
        const std::string& filter = t[k + 1].text;
        used.filters.insert(filter);
        if (k + 2 >= t.size() || t[k + 2].kind != jinja::Tok::Op || t[k + 2].text != "(") continue;
        const auto args = call_arguments(t, k + 2);
        bool by_attribute = false;
        for (const auto& a : args) by_attribute = by_attribute || (is_keyword_argument(a) && a[0].text == "attribute");
        const auto literal = [&](size_t i) -> std::string {
            if (i >= args.size() || args[i].size() != 1 || args[i][0].kind != jinja::Tok::String) return {};
            return args[i][0].text;
        };
        std::string test_name;
        if (filter == "select" || filter == "reject") test_name = literal(0);
        if (filter == "selectattr" || filter == "rejectattr") test_name = literal(1);
        if (!test_name.empty()) used.tests.insert(test_name);
        if (filter == "map" && !by_attribute && !literal(0).empty()) used.filters.insert(literal(0));
    }
    return used;
}

std::string read_fixture(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.readAll();
    return std::string(bytes.constData(), static_cast<size_t>(bytes.size()));
}

}  // namespace

class TestJinjaTables : public QObject {
    Q_OBJECT

private slots:
    void unknown_names_refused_at_parse_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("message");
        QTest::newRow("filter in a branch never taken") << "{% if false %}{{ x | nosuch }}{% endif %}"
                                                        << "template 1:20: unknown filter 'nosuch'";
        QTest::newRow("test in a branch never taken") << "{% if false %}{{ x is nosuch }}{% endif %}"
                                                      << "template 1:20: unknown test 'nosuch'";
        QTest::newRow("is not, third line") << "a\n{% for m in [] %}\n  {{ m is not nosuch }}\n{% endfor %}"
                                            << "template 3:8: unknown test 'nosuch'";
        QTest::newRow("end of a filter chain, with arguments") << "{% for x in [] %}{{ x|trim|nosuch(1, a=2) }}{% endfor %}"
                                                               << "template 1:27: unknown filter 'nosuch'";
        QTest::newRow("condition") << "{% if x is nosuch %}{% endif %}" << "template 1:9: unknown test 'nosuch'";
        QTest::newRow("loop filter") << "{% for m in [] if m|nosuch %}{% endfor %}" << "template 1:20: unknown filter 'nosuch'";
        QTest::newRow("set value") << "{% set y = x | nosuch %}" << "template 1:14: unknown filter 'nosuch'";
        QTest::newRow("test name in selectattr") << "{% if false %}{{ xs|selectattr('role', 'nosuch', 'u') }}{% endif %}"
                                                 << "template 1:20: unknown test 'nosuch'";
        QTest::newRow("test name in reject") << "{% if false %}{{ xs|reject('nosuch') }}{% endif %}"
                                             << "template 1:20: unknown test 'nosuch'";
        QTest::newRow("filter name in map") << "{% if false %}{{ xs|map('nosuch')|list }}{% endif %}"
                                            << "template 1:20: unknown filter 'nosuch'";
        QTest::newRow("a filter's name is no test") << "{{ x is trim }}" << "template 1:6: unknown test 'trim'";
        QTest::newRow("a test's name is no filter") << "{{ x | defined }}" << "template 1:6: unknown filter 'defined'";
        QTest::newRow("before a later syntax error") << "{{ x | nosuch }}{{ ( }}" << "template 1:6: unknown filter 'nosuch'";
    }

    void unknown_names_refused_at_parse() {
        QFETCH(QString, source);
        QFETCH(QString, message);
        const std::string text = source.toStdString();
        // parse() alone refuses it: no rendering is needed to find it.
        QCOMPARE(format_error([&] { (void)jinja::parse(text); }), message);
        QCOMPARE(format_error([&] { (void)render(text); }), message);
    }

    void every_entry_renders_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        for (const EntryRow& row : kEntryRows)
            QTest::newRow(qPrintable(QString(row.kind) + " " + row.name)) << QString::fromUtf8(row.source) << QString::fromUtf8(row.expected);
    }

    void every_entry_renders() {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        QString rendered;
        const QString error = format_error([&] { rendered = QString::fromStdString(render(source.toStdString())); });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(rendered, expected);
    }

    // The rows above cover the tables exactly: a new entry needs a row, and a
    // row whose entry is gone fails both here and in every_entry_renders.
    void every_entry_has_a_row() {
        std::multiset<std::string> filters, tests;
        for (const EntryRow& row : kEntryRows) (std::string(row.kind) == "filter" ? filters : tests).insert(row.name);
        std::multiset<std::string> filter_names, test_names;
        for (const jinja::FilterSpec& f : jinja::filter_table()) filter_names.insert(std::string(f.name));
        for (const jinja::TestSpec& t : jinja::test_table()) test_names.insert(std::string(t.name));
        QVERIFY(filter_names == filters);
        QVERIFY(test_names == tests);
    }

    // INT64_MIN % -1 traps on x86: the if-chain crashed here.
    void divisible_by_minus_one() {
        QCOMPARE(QString::fromStdString(render("{{ (-9223372036854775807 - 1) is divisibleby(-1) }}")), QString("True"));
    }

    // Names known only while rendering are looked up then, with the same messages.
    void computed_names_checked_when_rendering_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("result");  // the rendering, or the error when it starts with "template "
        QTest::newRow("unknown filter") << "{% set f = 'nosuch' %}{{ ['a']|map(f)|list }}" << "template 1:31: unknown filter 'nosuch'";
        QTest::newRow("unknown test") << "{% set t = 'nosuch' %}{{ [1]|select(t)|list }}" << "template 1:29: unknown test 'nosuch'";
        QTest::newRow("not run, not checked") << "{% set f = 'nosuch' %}{{ []|map(f)|list }}" << "[]";
        QTest::newRow("known filter") << "{% set f = 'upper' %}{{ ['a', 'b']|map(f)|join }}" << "AB";
        QTest::newRow("known test") << "{% set t = 'odd' %}{{ [1, 2, 3]|select(t)|list }}" << "[1, 3]";
        QTest::newRow("symbol tests") << "{{ [1, 2, 3]|select('>=', 2)|list }}{{ [1, 2]|reject('==', 1)|list }}" << "[2, 3][2]";
        QTest::newRow("map by attribute takes no filter name") << "{{ [{'a': 1}]|map('nosuch', attribute='a')|list }}" << "[1]";
    }

    void computed_names_checked_when_rendering() {
        QFETCH(QString, source);
        QFETCH(QString, result);
        const std::string text = source.toStdString();
        if (result.startsWith("template ")) {
            QVERIFY(format_error([&] { (void)jinja::parse(text); }).isEmpty());
            QCOMPARE(format_error([&] { (void)render(text); }), result);
        } else {
            QCOMPARE(QString::fromStdString(render(text)), result);
        }
    }

    // Aliases are rows of their own with the canonical row's handler.
    void aliases_share_handlers_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("count") << "filter" << "count" << "length";
        QTest::newRow("d") << "filter" << "d" << "default";
        QTest::newRow("e") << "filter" << "e" << "escape";
        for (const char* alias : {"eq", "=="}) QTest::newRow(alias) << "test" << alias << "equalto";
        QTest::newRow("!=") << "test" << "!=" << "ne";
        QTest::newRow("<") << "test" << "<" << "lt";
        QTest::newRow(">") << "test" << ">" << "gt";
        QTest::newRow("<=") << "test" << "<=" << "le";
        QTest::newRow(">=") << "test" << ">=" << "ge";
    }

    void aliases_share_handlers() {
        QFETCH(QString, kind);
        QFETCH(QString, alias);
        QFETCH(QString, canonical);
        if (kind == "filter") {
            const jinja::FilterSpec* a = jinja::find_filter(alias.toStdString());
            const jinja::FilterSpec* c = jinja::find_filter(canonical.toStdString());
            QVERIFY(a && c && a != c);
            QVERIFY(a->apply == c->apply);
        } else {
            const jinja::TestSpec* a = jinja::find_test(alias.toStdString());
            const jinja::TestSpec* c = jinja::find_test(canonical.toStdString());
            QVERIFY(a && c && a != c);
            QVERIFY(a->apply == c->apply);
        }
    }

    void aliases_render_alike() {
        QCOMPARE(QString::fromStdString(render("{{ [1, 2]|count }}{{ none|d('z', true) }}{{ '<a>'|e }}{{ 1 is eq 1 }}")),
                 QString("2z&lt;a&gt;True"));
    }

    // A duplicate name would leave one row unreachable.
    void names_are_unique() {
        std::set<std::string_view> filters, tests;
        for (const jinja::FilterSpec& f : jinja::filter_table()) QVERIFY2(filters.insert(f.name).second, f.name.data());
        for (const jinja::TestSpec& t : jinja::test_table()) QVERIFY2(tests.insert(t.name).second, t.name.data());
        QVERIFY(jinja::find_filter("nosuch") == nullptr);
        QVERIFY(jinja::find_test("nosuch") == nullptr);
    }

    void fixture_names_are_in_the_tables() {
        const QDir dir(QStringLiteral(SYNSEMA_TESTS_DIR "/data/chat_templates"));
        const QStringList files = dir.entryList({"*.jinja"}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 10, qPrintable("chat template fixtures missing in " + dir.path()));
        std::set<std::string> all_filters, all_tests;
        for (const QString& file : files) {
            const std::string source = read_fixture(dir.filePath(file));
            QVERIFY2(!source.empty(), qPrintable("cannot read " + file));
            const UsedNames used = used_names(source);
            for (const std::string& name : used.filters)
                QVERIFY2(jinja::find_filter(name), qPrintable(file + " uses filter '" + QString::fromStdString(name) + "', not in the table"));
            for (const std::string& name : used.tests)
                QVERIFY2(jinja::find_test(name), qPrintable(file + " uses test '" + QString::fromStdString(name) + "', not in the table"));
            QVERIFY2(format_error([&] { (void)jinja::parse(source); }).isEmpty(), qPrintable(file));
            all_filters.insert(used.filters.begin(), used.filters.end());
            all_tests.insert(used.tests.begin(), used.tests.end());
        }
        // The token scan itself works: the fixtures' known names are among those it found.
        for (const char* name : {"trim", "tojson", "length", "selectattr", "list", "string"})
            QVERIFY2(all_filters.count(name), name);
        for (const char* name : {"defined", "none", "string", "mapping", "iterable", "false", "equalto"})
            QVERIFY2(all_tests.count(name), name);
    }
};

QTEST_MAIN(TestJinjaTables)
#include "tst_jinja_tables.moc"
