#include "reference.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace synsema::test {

bool load_reference(const QString& path, Reference* ref, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = "cannot open " + path;
        return false;
    }
    QJsonParseError pe;
    const auto doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (doc.isNull()) {
        *error = path + ": " + pe.errorString();
        return false;
    }
    const auto root = doc.object();
    ref->model = root["model"].toString();
    for (const auto& cv : root["cases"].toArray()) {
        const auto c = cv.toObject();
        ReferenceCase rc;
        for (const auto& t : c["tokens"].toArray()) rc.tokens.push_back(t.toInt());
        rc.text = c["text"].toString();
        const auto exact = c["exact"].toObject();
        for (const auto& pos : exact["top20"].toArray()) {
            QVector<QPair<int, double>> row;
            for (const auto& e : pos.toArray()) row.push_back({e.toArray()[0].toInt(), e.toArray()[1].toDouble()});
            rc.top20.push_back(row);
        }
        for (const auto& v : exact["last_logits"].toArray()) rc.last_logits.push_back(v.toDouble());
        for (const auto& v : exact["greedy"].toArray()) rc.greedy.push_back(v.toInt());
        rc.greedy_text = c["llama_cpp"].toObject()["greedy_text"].toString();
        if (rc.tokens.isEmpty() || rc.top20.size() != rc.tokens.size() || rc.last_logits.isEmpty()) {
            *error = path + ": malformed case";
            return false;
        }
        ref->cases.push_back(rc);
    }
    if (ref->cases.isEmpty()) {
        *error = path + ": no cases";
        return false;
    }
    return true;
}

LogitCheck check_logits(const ReferenceCase& ref, const QJsonObject& out) {
    LogitCheck c;
    const auto positions = out["positions"].toArray();
    const auto last = out["last_logits"].toArray();
    if (positions.size() != ref.tokens.size() || last.size() != ref.last_logits.size()) {
        c.first_problem = QString("shape mismatch: %1 positions (want %2), %3 last logits (want %4)")
                              .arg(positions.size()).arg(ref.tokens.size()).arg(last.size()).arg(ref.last_logits.size());
        c.max_top_error = c.max_last_error = c.rms_last_error = INFINITY;
        c.top1_disagreements = 1 << 20;
        return c;
    }
    for (int p = 0; p < positions.size(); ++p) {
        QHash<int, double> ours;
        int our_best = -1;
        for (const auto& e : positions[p].toObject()["top"].toArray()) {
            const int id = e.toArray()[0].toInt();
            if (our_best < 0) our_best = id;
            ours.insert(id, e.toArray()[1].toDouble());
        }
        const auto& exact = ref.top20[p];
        for (const auto& [id, logit] : exact) {
            const double err = ours.contains(id) ? std::abs(ours[id] - logit) : INFINITY;
            if (err > c.max_top_error) {
                c.max_top_error = err;
                c.first_problem = QString("position %1 token %2: exact %3, ours %4")
                                      .arg(p).arg(id).arg(logit).arg(ours.value(id, NAN));
            }
        }
        if (exact.size() >= 2 && exact[0].second - exact[1].second >= 0.3 && our_best != exact[0].first)
            ++c.top1_disagreements;
    }
    double sq = 0;
    for (int i = 0; i < last.size(); ++i) {
        const double err = std::abs(last[i].toDouble() - ref.last_logits[i]);
        sq += err * err;
        c.max_last_error = std::max(c.max_last_error, err);
    }
    c.rms_last_error = std::sqrt(sq / double(last.size()));
    return c;
}

ReferenceCase case_from_output(const QVector<int>& tokens, const QJsonObject& out) {
    ReferenceCase rc;
    rc.tokens = tokens;
    for (const auto& pos : out["positions"].toArray()) {
        QVector<QPair<int, double>> row;
        for (const auto& e : pos.toObject()["top"].toArray()) {
            if (row.size() == 20) break;
            row.push_back({e.toArray()[0].toInt(), e.toArray()[1].toDouble()});
        }
        rc.top20.push_back(row);
    }
    for (const auto& v : out["last_logits"].toArray()) rc.last_logits.push_back(v.toDouble());
    return rc;
}

bool within_float_tolerance(const LogitCheck& c) {
    return c.max_top_error <= 0.01 && c.max_last_error <= 0.01;
}

bool within_quant_tolerance(const LogitCheck& c) {
    return c.rms_last_error <= 0.10 && c.max_last_error <= 0.40 && c.top1_disagreements == 0;
}

}  // namespace synsema::test
