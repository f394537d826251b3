// Checking JSON output against docs/*.schema.json in tests.
#pragma once
#include <QString>

#include <nlohmann/json.hpp>

namespace synsema::test {

// A JSON Schema subset, enough for the judge schema: type, enum, required,
// properties, additionalProperties (false or a schema), items, minItems, minimum,
// maximum, pattern, oneOf. Returns "" when `v` is valid, else the first problem.
QString validate(const nlohmann::json& v, const nlohmann::json& schema, const QString& at = "$");

// docs/judge-output.schema.json (a discarded value when missing or not JSON).
nlohmann::json judge_output_schema();

}  // namespace synsema::test
