// The judge's maths on synthetic score vectors, against hand-computed values:
// softmax and log-likelihood sums, contextual calibration, temperature and
// vector scaling fits, ECE / Brier / NLL / AURC, the incomplete beta function,
// Clopper–Pearson bounds and the learn-then-test gate.
#include <QtTest>

#include <cmath>
#include <random>

#include "engine/judge/binomial_bound.h"
#include "engine/judge/calibration.h"
#include "engine/judge/gate.h"
#include "engine/judge/judgement.h"
#include "engine/judge/metrics.h"
#include "engine/util/error.h"

using namespace synsema::judge;

namespace {

// Labels drawn from softmax(z / temperature) for random z: data whose best
// temperature is known.
void make_tempered_data(double temperature, int n, int k, uint64_t seed, std::vector<std::vector<double>>& z,
                        std::vector<int>& y) {
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> normal(0.0, 2.0);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    for (int i = 0; i < n; ++i) {
        std::vector<double> scores(static_cast<size_t>(k));
        for (double& s : scores) s = normal(rng);
        const std::vector<double> logp = log_softmax(scores);
        std::vector<double> scaled = logp;
        for (double& v : scaled) v /= temperature;
        const std::vector<double> q = softmax(scaled);
        double u = uniform(rng), acc = 0;
        int label = k - 1;
        for (int c = 0; c < k; ++c) {
            acc += q[size_t(c)];
            if (u < acc) { label = c; break; }
        }
        z.push_back(logp);
        y.push_back(label);
    }
}

}  // namespace

class JudgeMaths : public QObject {
    Q_OBJECT
private slots:
    void softmax_matches_hand_values();
    void label_scores_sum_token_log_probs();
    void contextual_calibration_divides_out_bias();
    void temperature_fit_recovers_known_temperature_data();
    void temperature_fit_recovers_known_temperature();
    void temperature_fit_stays_in_preset_range();
    void vector_scaling_fit_recovers_parameters();
    void combined_calibration_is_named();
    void metrics_on_fixed_data();
    void risk_coverage_ignores_tie_order();
    void incomplete_beta_known_values();
    void clopper_pearson_known_values_data();
    void clopper_pearson_known_values();
    void gate_on_fixed_data();
    void gate_stops_at_first_failure();
    void gate_without_enough_data_reviews_everything();
};

void JudgeMaths::softmax_matches_hand_values() {
    // softmax(ln 1, ln 2, ln 3) = (1/6, 2/6, 3/6), shifted by any constant.
    const std::vector<double> s = {std::log(1.0) - 7, std::log(2.0) - 7, std::log(3.0) - 7};
    const auto p = softmax(s);
    QCOMPARE(p.size(), size_t(3));
    QVERIFY(std::abs(p[0] - 1.0 / 6) < 1e-15 && std::abs(p[1] - 2.0 / 6) < 1e-15 && std::abs(p[2] - 3.0 / 6) < 1e-15);
    const auto lp = log_softmax(s);
    QVERIFY(std::abs(lp[2] - std::log(0.5)) < 1e-15);
    // Very negative scores (long labels) must not underflow to NaN.
    const auto far = softmax(std::vector<double>{-2000.0, -2001.0});
    QVERIFY(std::abs(far[0] - 1.0 / (1.0 + std::exp(-1.0))) < 1e-14);
}

void JudgeMaths::label_scores_sum_token_log_probs() {
    // Label A: two tokens with p = 0.5 and 0.4; label B: one token with p = 0.1.
    // Scores are the summed log-likelihoods: ln 0.2 and ln 0.1, so P(A) = 2/3.
    const double a = std::log(0.5) + std::log(0.4), b = std::log(0.1);
    Preset preset;
    preset.labels = {{"a", " A"}, {"b", " B"}};
    const Judgement j = judge_scores({a, b}, preset);
    QVERIFY(std::abs(j.probs[0] - 2.0 / 3) < 1e-15);
    QCOMPARE(j.decision, 0);
    QCOMPARE(j.calibration, std::string("none"));
    QCOMPARE(j.verdict, Verdict::NeedsReview);  // no gate fitted: everything goes to a person
}

void JudgeMaths::contextual_calibration_divides_out_bias() {
    // Content-free probabilities average to b = (0.6, 0.2, 0.2); p = (0.6, 0.3, 0.1)
    // divided by b is (1, 1.5, 0.5), renormalised (1/3, 1/2, 1/6).
    const std::vector<std::vector<double>> cf = {{0.5, 0.3, 0.2}, {0.7, 0.2, 0.1}, {0.6, 0.1, 0.3}};
    const auto bias = contextual_bias(cf);
    QVERIFY(std::abs(bias[0] - 0.6) < 1e-15 && std::abs(bias[1] - 0.2) < 1e-15 && std::abs(bias[2] - 0.2) < 1e-15);
    Calibration cal;
    cal.contextual_bias = bias;
    const std::vector<double> scores = {std::log(0.6), std::log(0.3), std::log(0.1)};
    const auto q = cal.apply(scores);
    QVERIFY(std::abs(q[0] - 1.0 / 3) < 1e-14 && std::abs(q[1] - 0.5) < 1e-14 && std::abs(q[2] - 1.0 / 6) < 1e-14);
    QCOMPARE(cal.describe(), std::string("contextual"));
    // fit_calibration builds the same bias from content-free *scores*.
    std::vector<std::vector<double>> cf_scores;
    for (const auto& p : cf) cf_scores.push_back({std::log(p[0]) + 3, std::log(p[1]) + 3, std::log(p[2]) + 3});
    const Calibration fitted = fit_calibration({.contextual = true, .scaling = Scaling::None}, {}, {}, cf_scores);
    for (size_t k = 0; k < 3; ++k) QVERIFY(std::abs(fitted.contextual_bias[k] - bias[k]) < 1e-14);
}

void JudgeMaths::temperature_fit_recovers_known_temperature_data() {
    QTest::addColumn<double>("temperature");
    QTest::addColumn<int>("classes");
    QTest::newRow("T=2.5, 3 labels") << 2.5 << 3;
    QTest::newRow("T=0.6, 4 labels") << 0.6 << 4;
    QTest::newRow("T=1.7, 2 labels") << 1.7 << 2;
}

void JudgeMaths::temperature_fit_recovers_known_temperature() {
    QFETCH(double, temperature);
    QFETCH(int, classes);
    std::vector<std::vector<double>> z;
    std::vector<int> y;
    make_tempered_data(temperature, 40000, classes, 7, z, y);
    const double fitted = fit_temperature(z, y);
    QVERIFY2(std::abs(fitted - temperature) / temperature < 0.02,
             qPrintable(QString("fitted T=%1, true T=%2").arg(fitted).arg(temperature)));
    // It is a minimum of the NLL: nudging T either way makes it worse.
    const double nll = temperature_nll(z, y, fitted);
    QVERIFY(nll < temperature_nll(z, y, fitted * 1.01));
    QVERIFY(nll < temperature_nll(z, y, fitted / 1.01));
}

// Perfectly separable labels push T to the edge of its range: the fit must
// return a value a preset accepts (1e-4..1e4), so a saved preset loads again.
void JudgeMaths::temperature_fit_stays_in_preset_range() {
    std::vector<std::vector<double>> z;
    std::vector<int> y;
    for (int i = 0; i < 200; ++i) {
        const int label = i % 2;
        z.push_back(label == 0 ? std::vector<double>{1.0, -1.0} : std::vector<double>{-1.0, 1.0});
        y.push_back(label);
    }
    const double separable = fit_temperature(z, y);
    QVERIFY2(separable >= 1e-4 && separable <= 1e4, qPrintable(QString("T=%1").arg(separable, 0, 'g', 17)));
    QVERIFY(separable < 1e-3);  // as sharp as allowed
    for (int& label : y) label = 1 - label;  // always wrong: as flat as allowed
    const double flat = fit_temperature(z, y);
    QVERIFY2(flat >= 1e-4 && flat <= 1e4, qPrintable(QString("T=%1").arg(flat, 0, 'g', 17)));
    QVERIFY(flat > 1e3);
}

void JudgeMaths::vector_scaling_fit_recovers_parameters() {
    // Labels drawn from softmax(w*z + c) with known w, c.
    const std::vector<double> w = {0.5, 1.5, 1.0}, c = {0.3, -0.2, -0.1};
    std::mt19937_64 rng(11);
    std::normal_distribution<double> normal(0.0, 2.0);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    std::vector<std::vector<double>> z;
    std::vector<int> y;
    for (int i = 0; i < 30000; ++i) {
        std::vector<double> s = {normal(rng), normal(rng), normal(rng)};
        const auto logp = log_softmax(s);
        std::vector<double> l(3);
        for (size_t k = 0; k < 3; ++k) l[k] = w[k] * logp[k] + c[k];
        const auto q = softmax(l);
        const double u = uniform(rng);
        y.push_back(u < q[0] ? 0 : u < q[0] + q[1] ? 1 : 2);
        z.push_back(logp);
    }
    const VectorFit fit = fit_vector_scaling(z, y, 1e-6);
    // Biases are identified only up to a shared constant: compare differences.
    for (size_t k = 0; k < 3; ++k) QVERIFY2(std::abs(fit.scale[k] - w[k]) < 0.06, qPrintable(QString::number(fit.scale[k])));
    QVERIFY(std::abs((fit.bias[0] - fit.bias[2]) - (c[0] - c[2])) < 0.1);
    QVERIFY(std::abs((fit.bias[1] - fit.bias[2]) - (c[1] - c[2])) < 0.1);
    // Stronger regularisation pulls the fit toward the identity.
    const VectorFit pulled = fit_vector_scaling(z, y, 10.0);
    QVERIFY(std::abs(pulled.scale[1] - 1.0) < std::abs(fit.scale[1] - 1.0));
}

void JudgeMaths::combined_calibration_is_named() {
    Calibration cal;
    cal.contextual_bias = {0.25, 0.75};
    cal.scaling = Scaling::Temperature;
    cal.temperature = 2.0;
    QCOMPARE(cal.describe(), std::string("contextual+temperature(T=2.0000)"));
    // p = (0.5, 0.5) / b = (2, 2/3) -> (0.75, 0.25); then T = 2: softmax(ln(0.75)/2, ln(0.25)/2)
    // = sqrt(3) : 1 -> (sqrt 3 / (1 + sqrt 3), 1 / (1 + sqrt 3)).
    const auto q = cal.apply(std::vector<double>{0.0, 0.0});
    QVERIFY(std::abs(q[0] - std::sqrt(3.0) / (1 + std::sqrt(3.0))) < 1e-14);
    const auto r = parse_calibration_method("contextual+vector");
    QVERIFY(r.contextual && r.scaling == Scaling::Vector);
    QVERIFY_THROWS_EXCEPTION(synsema::Error, parse_calibration_method("isotonic"));
}

void JudgeMaths::metrics_on_fixed_data() {
    // Seven two-label items; confidences sit well inside their ECE bins.
    const std::vector<std::vector<double>> p = {{0.95, 0.05}, {0.85, 0.15}, {0.25, 0.75}, {0.62, 0.38},
                                                {0.45, 0.55}, {0.93, 0.07}, {0.08, 0.92}};
    const std::vector<int> y = {0, 1, 1, 0, 0, 0, 0};
    const Metrics m = compute_metrics(p, y);
    QCOMPARE(m.n, int64_t(7));
    QVERIFY(std::abs(m.accuracy - 4.0 / 7) < 1e-15);
    // Bins 14, 12, 11, 9, 8 hold one item each; bin 13 holds 0.93 (right) and 0.92 (wrong).
    const double ece = (0.05 + 0.85 + 0.25 + 0.38 + 0.55 + 2 * std::abs(0.5 - 0.925)) / 7;
    QVERIFY2(std::abs(m.ece - ece) < 1e-12, qPrintable(QString::number(m.ece, 'g', 17)));
    QCOMPARE(m.bins[13].count, int64_t(2));
    QVERIFY(std::abs(m.bins[13].accuracy - 0.5) < 1e-15);
    // Brier: sum over both labels of the squared error, i.e. 2 * (1 - p_y)^2 with two labels.
    const double brier = 2 * (0.05 * 0.05 + 0.85 * 0.85 + 0.25 * 0.25 + 0.38 * 0.38 + 0.55 * 0.55 + 0.07 * 0.07 + 0.92 * 0.92) / 7;
    QVERIFY(std::abs(m.brier - brier) < 1e-12);
    const double nll = -(std::log(0.95) + std::log(0.15) + std::log(0.75) + std::log(0.62) + std::log(0.45) +
                         std::log(0.93) + std::log(0.08)) / 7;
    QVERIFY(std::abs(m.nll - nll) < 1e-12);
    // By confidence: .95 ok, .93 ok, .92 wrong, .85 wrong, .75 ok, .62 ok, .55 wrong.
    const double aurc = (0.0 + 0.0 + 1.0 / 3 + 2.0 / 4 + 2.0 / 5 + 2.0 / 6 + 3.0 / 7) / 7;
    QVERIFY2(std::abs(m.aurc - aurc) < 1e-12, qPrintable(QString::number(m.aurc, 'g', 17)));
    QCOMPARE(m.risk_coverage.size(), size_t(7));
    QVERIFY(std::abs(m.risk_coverage[3].coverage - 4.0 / 7) < 1e-15);
    QVERIFY(std::abs(m.risk_coverage[3].risk - 0.5) < 1e-15);
}

void JudgeMaths::risk_coverage_ignores_tie_order() {
    const std::vector<double> conf = {0.9, 0.8, 0.8, 0.6};
    const auto a = risk_coverage_curve(conf, {true, true, false, false});
    const auto b = risk_coverage_curve(conf, {true, false, true, false});
    QCOMPARE(a.size(), size_t(3));  // the two 0.8 items enter together
    QCOMPARE(b.size(), size_t(3));
    for (size_t i = 0; i < a.size(); ++i) QCOMPARE(a[i].risk, b[i].risk);
    // (1/4)*0 + (2/4)*(1/3) + (1/4)*(2/4)
    QVERIFY(std::abs(area_under_risk_coverage(a) - (0.5 / 3 + 0.125)) < 1e-15);
}

void JudgeMaths::incomplete_beta_known_values() {
    // Closed forms: I_x(a, 1) = x^a, I_x(1, b) = 1 - (1 - x)^b, I_x(a, 2) = x^a (a + 1 - a x).
    QVERIFY(std::abs(regularized_incomplete_beta(0.3, 4.0, 1.0) - std::pow(0.3, 4.0)) < 1e-15);
    QVERIFY(std::abs(regularized_incomplete_beta(0.3, 1.0, 7.0) - (1 - std::pow(0.7, 7.0))) < 1e-14);
    QVERIFY(std::abs(regularized_incomplete_beta(0.7, 3.0, 2.0) - 0.343 * 1.9) < 1e-14);
    QVERIFY(std::abs(regularized_incomplete_beta(0.5, 2.0, 3.0) - 11.0 / 16) < 1e-14);
    // A non-integer case, against Simpson integration of t^1.5 (1-t)^3.5 / B(2.5, 4.5).
    QVERIFY(std::abs(regularized_incomplete_beta(0.3, 2.5, 4.5) - 0.4065390166824617) < 1e-10);
    // Symmetry and the inverse.
    QVERIFY(std::abs(regularized_incomplete_beta(0.2, 3.5, 9.0) + regularized_incomplete_beta(0.8, 9.0, 3.5) - 1) < 1e-14);
    const double x = inverse_regularized_incomplete_beta(0.9, 2.0, 40.0);
    QVERIFY(std::abs(regularized_incomplete_beta(x, 2.0, 40.0) - 0.9) < 1e-13);
    QVERIFY_THROWS_EXCEPTION(synsema::Error, regularized_incomplete_beta(1.5, 1.0, 1.0));
}

void JudgeMaths::clopper_pearson_known_values_data() {
    QTest::addColumn<qlonglong>("errors");
    QTest::addColumn<qlonglong>("n");
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("expected");
    // k = 0: exactly 1 - delta^(1/n). Others: the p with P(Binomial(n, p) <= k) = delta,
    // found by bisection on the exact binomial sum (python3, math.comb).
    QTest::newRow("0/10 @95%") << 0LL << 10LL << 0.05 << 1 - std::pow(0.05, 0.1);
    QTest::newRow("0/10 @95% table") << 0LL << 10LL << 0.05 << 0.2588655508930523;
    QTest::newRow("0/1 @95%") << 0LL << 1LL << 0.05 << 0.95;
    QTest::newRow("1/20 @95%") << 1LL << 20LL << 0.05 << 0.2161061642068473;
    QTest::newRow("5/100 @95%") << 5LL << 100LL << 0.05 << 0.10225337764327452;
    QTest::newRow("1/13 @90%") << 1LL << 13LL << 0.1 << 0.26783570797032386;
    QTest::newRow("1/40 @90%") << 1LL << 40LL << 0.1 << 0.09379710299528382;
    QTest::newRow("2/50 @90%") << 2LL << 50LL << 0.1 << 0.1029592085367193;
    QTest::newRow("3/10 @90%") << 3LL << 10LL << 0.1 << 0.551730832383599;
    QTest::newRow("10/10") << 10LL << 10LL << 0.05 << 1.0;
    QTest::newRow("0/0") << 0LL << 0LL << 0.05 << 1.0;
}

void JudgeMaths::clopper_pearson_known_values() {
    QFETCH(qlonglong, errors);
    QFETCH(qlonglong, n);
    QFETCH(double, delta);
    QFETCH(double, expected);
    const double got = clopper_pearson_upper(errors, n, delta);
    QVERIFY2(std::abs(got - expected) < 1e-10, qPrintable(QString::number(got, 'g', 17)));
}

void JudgeMaths::gate_on_fixed_data() {
    // 20 items, confidence 0.995, 0.985, ..., 0.805; only item 12 is wrong.
    // alpha = 0.2, delta = 0.1: sets under 11 items cannot certify 0.2 (1 - 0.1^(1/10) > 0.2)
    // and are skipped; 11 and 12 clean items pass (0.1889, 0.1746); adding item 12
    // gives 1 error in 13 (bound 0.2678 > 0.2) and the scan stops there.
    std::vector<double> conf;
    std::vector<bool> correct;
    for (int i = 0; i < 20; ++i) {
        conf.push_back(0.995 - 0.01 * i);
        correct.push_back(i != 12 && i != 16);
    }
    const Gate g = fit_gate(conf, correct, 0.2, 0.1);
    QVERIFY(g.threshold.has_value());
    QVERIFY(*g.threshold > conf[12] && *g.threshold <= conf[12] + 1.0 / kGateGridSteps);
    QCOMPARE(g.n_accepted, int64_t(12));
    QCOMPARE(g.errors_accepted, int64_t(0));
    QVERIFY(std::abs(g.coverage - 0.6) < 1e-15);
    QVERIFY(std::abs(g.error_upper_bound - 0.1745958147319816) < 1e-10);
    QCOMPARE(gate_verdict(g, conf[11]), Verdict::Auto);
    QCOMPARE(gate_verdict(g, conf[12]), Verdict::NeedsReview);
}

void JudgeMaths::gate_stops_at_first_failure() {
    // 40 items, one error at position 12. At 40 items the bound (1/40 -> 0.0938)
    // would pass again, but fixed-sequence testing stopped at 1/13 (0.2678).
    std::vector<double> conf;
    std::vector<bool> correct;
    for (int i = 0; i < 40; ++i) {
        conf.push_back(0.999 - 0.005 * i);
        correct.push_back(i != 12);
    }
    QVERIFY(clopper_pearson_upper(1, 40, 0.1) <= 0.2);
    const Gate g = fit_gate(conf, correct, 0.2, 0.1);
    QCOMPARE(g.n_accepted, int64_t(12));
    QVERIFY(std::abs(g.coverage - 12.0 / 40) < 1e-15);
    // A looser alpha lets the 1/13 set through (0.2678 <= 0.3) and then the rest.
    const Gate loose = fit_gate(conf, correct, 0.3, 0.1);
    QCOMPARE(loose.n_accepted, int64_t(40));
    QCOMPARE(loose.errors_accepted, int64_t(1));
    QCOMPARE(*loose.threshold, 0.0);
}

void JudgeMaths::gate_without_enough_data_reviews_everything() {
    const Gate g = fit_gate(std::vector<double>{0.99, 0.98, 0.97}, {true, true, true}, 0.05, 0.05);
    QVERIFY(!g.threshold.has_value());
    QCOMPARE(g.coverage, 0.0);
    QCOMPARE(gate_verdict(g, 0.999), Verdict::NeedsReview);
    QVERIFY_THROWS_EXCEPTION(synsema::Error, fit_gate(std::vector<double>{0.5}, {true}, 1.5, 0.1));
}

QTEST_MAIN(JudgeMaths)
#include "tst_judge_maths.moc"
