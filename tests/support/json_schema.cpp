#include "json_schema.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

#include "engine/util/version_info.h"

namespace synsema::test {

using nlohmann::json;

QString validate(const json& v, const json& s, const QString& at) {
    if (s.contains("type")) {
        std::vector<std::string> types;
        if (s["type"].is_array()) for (const auto& t : s["type"]) types.push_back(t);
        else types.push_back(s["type"]);
        bool ok = false;
        for (const auto& t : types)
            ok |= (t == "object" && v.is_object()) || (t == "array" && v.is_array()) || (t == "string" && v.is_string()) ||
                  (t == "number" && v.is_number()) || (t == "integer" && v.is_number_integer()) ||
                  (t == "boolean" && v.is_boolean()) || (t == "null" && v.is_null());
        if (!ok) return at + ": wrong type";
        if (v.is_null()) return {};
    }
    if (s.contains("enum") && std::find(s["enum"].begin(), s["enum"].end(), v) == s["enum"].end()) return at + ": not in enum";
    if (v.is_number()) {
        if (s.contains("minimum") && v.get<double>() < s["minimum"].get<double>()) return at + ": below minimum";
        if (s.contains("maximum") && v.get<double>() > s["maximum"].get<double>()) return at + ": above maximum";
    }
    if (v.is_string() && s.contains("pattern") &&
        !QRegularExpression(QString::fromStdString(s["pattern"])).match(QString::fromStdString(v)).hasMatch())
        return at + ": does not match pattern";
    if (v.is_object()) {
        if (s.contains("required"))
            for (const auto& key : s["required"])
                if (!v.contains(key.get<std::string>())) return at + ": missing " + QString::fromStdString(key);
        for (auto it = v.begin(); it != v.end(); ++it) {
            const QString where = at + "." + QString::fromStdString(it.key());
            if (s.contains("properties") && s["properties"].contains(it.key())) {
                if (QString e = validate(*it, s["properties"][it.key()], where); !e.isEmpty()) return e;
            } else if (const auto extra = s.find("additionalProperties"); extra != s.end()) {
                // false: no other keys; a schema: every other key's value follows it.
                if (extra->is_boolean() && !extra->get<bool>()) return where + ": not allowed";
                if (extra->is_object())
                    if (QString e = validate(*it, *extra, where); !e.isEmpty()) return e;
            }
        }
    }
    if (v.is_array()) {
        if (s.contains("minItems") && v.size() < s["minItems"].get<size_t>()) return at + ": too few items";
        if (s.contains("items"))
            for (size_t i = 0; i < v.size(); ++i)
                if (QString e = validate(v[i], s["items"], at + "[" + QString::number(i) + "]"); !e.isEmpty()) return e;
    }
    if (s.contains("oneOf")) {
        int matches = 0;
        for (const auto& option : s["oneOf"]) matches += validate(v, option, at).isEmpty() ? 1 : 0;
        if (matches != 1) return at + ": matches " + QString::number(matches) + " of oneOf";
    }
    return {};
}

json judge_output_schema() {
    QFile f(QString::fromStdString(synsema::source_arch_dir()) + "/../docs/judge-output.schema.json");
    if (!f.open(QIODevice::ReadOnly)) return {};
    return json::parse(f.readAll().toStdString(), nullptr, false);
}

}  // namespace synsema::test
