// Check-digit validators: valid and invalid numbers of every kind.
#include <QtTest>

#include "engine/redact/validators.h"

using namespace synsema::redact;

class TestRedactValidators : public QObject {
    Q_OBJECT
private slots:
    void validators_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("valid");
        auto row = [](const char* kind, const char* value, bool valid) {
            QTest::newRow(qPrintable(QString("%1 %2").arg(kind, value))) << QString(kind) << QString(value) << valid;
        };
        row("ssn", "212-67-4431", true);
        row("ssn", "523 81 9940", true);
        row("ssn", "000-12-3456", false);   // area 000
        row("ssn", "666-12-3456", false);   // area 666
        row("ssn", "912-12-3456", false);   // area 9xx
        row("ssn", "123-00-4567", false);   // group 00
        row("ssn", "123-45-0000", false);   // serial 0000
        row("ssn", "21-234-5678", true);    // separators ignored, digits valid
        row("ssn", "123-45-6789", false);   // the well-known sample number
        row("ssn", "1234-5678", false);
        row("itin", "912-70-1234", true);
        row("itin", "912-93-1234", false);  // group 93 not issued
        row("itin", "812-70-1234", false);
        row("card", "4532 0151 1283 0366", true);
        row("card", "4532 0151 1283 0367", false);  // Luhn
        row("card", "378282246310005", true);       // Amex
        row("card", "5555555555554444", true);      // Mastercard
        row("card", "1234567812345670", false);     // unknown prefix, Luhn-valid
        row("iban", "GB29 NWBK 6016 1331 9268 19", true);
        row("iban", "DE89370400440532013000", true);
        row("iban", "GB29 NWBK 6016 1331 9268 18", false);  // mod 97
        row("iban", "GB29 NWBK 6016 1331 9268", false);     // length
        row("iban", "ZZ29NWBK60161331926819", false);        // country
        row("npi", "1987654328", true);
        row("npi", "1234567893", true);
        row("npi", "1234567890", false);
        row("npi", "3234567893", false);
        row("dea", "BM4829101", true);
        row("dea", "FR7351024", true);
        row("dea", "BM4829102", false);
        row("dea", "B14829101", false);
        row("nhs", "943 476 5919", true);
        row("nhs", "9434765918", false);
        row("nhs", "123456789", false);
        row("aba", "021000021", true);
        row("aba", "011000015", true);
        row("aba", "021000022", false);
        row("aba", "991000021", false);  // prefix not a Federal Reserve district
        row("ipv4", "73.41.208.17", true);
        row("ipv4", "10.14.2.87", true);
        row("ipv4", "256.1.1.1", false);
        row("ipv4", "01.2.3.4", false);
        row("ipv4", "1.2.3", false);
        row("ipv6", "2001:db8::1", true);
        row("ipv6", "fe80::1ff:fe23:4567:890a", true);
        row("ipv6", "::ffff:10.0.0.1", true);
        row("ipv6", "2001:db8::1::2", false);
        row("ipv6", "12345::1", false);
        row("ipv6", "1:2:3:4:5:6:7", false);
        row("mac", "00:1A:2B:3C:4D:5E", true);
        row("mac", "00-1a-2b-3c-4d-5e", true);
        row("mac", "001a.2b3c.4d5e", true);
        row("mac", "00:1A:2B:3C:4D", false);
        row("mac", "00:1A-2B:3C:4D:5E", false);
    }
    void validators() {
        QFETCH(QString, kind);
        QFETCH(QString, value);
        QFETCH(bool, valid);
        std::string v = value.toStdString();
        bool got = false;
        if (kind == "ssn") got = valid_ssn(v);
        else if (kind == "itin") got = valid_itin(v);
        else if (kind == "card") got = valid_credit_card(v);
        else if (kind == "iban") got = valid_iban(v);
        else if (kind == "npi") got = valid_npi(v);
        else if (kind == "dea") got = valid_dea(v);
        else if (kind == "nhs") got = valid_nhs(v);
        else if (kind == "aba") got = valid_aba(v);
        else if (kind == "ipv4") got = valid_ipv4(v);
        else if (kind == "ipv6") got = valid_ipv6(v);
        else if (kind == "mac") got = valid_mac(v);
        else QFAIL("unknown kind");
        QCOMPARE(got, valid);
    }
    void luhn() {
        QVERIFY(luhn_valid("79927398713"));
        QVERIFY(!luhn_valid("79927398710"));
        QVERIFY(!luhn_valid("7"));
        QVERIFY(!luhn_valid("7992a398713"));
    }
};

QTEST_MAIN(TestRedactValidators)
#include "tst_redact_validators.moc"
