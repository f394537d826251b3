// Environment variables captured once and put back after each test function
// (tests that point HOME or XDG_DATA_HOME at temporary folders).
#pragma once
#include <QByteArray>
#include <QtGlobal>

#include <initializer_list>
#include <utility>
#include <vector>

namespace synsema::test {

class SavedEnv {
public:
    SavedEnv(std::initializer_list<const char*> names) {
        for (const char* name : names) saved_.emplace_back(name, qgetenv(name));
    }
    // Each variable as it was at construction: set to its value, or unset.
    void restore() const {
        for (const auto& [name, value] : saved_) {
            if (value.isNull()) qunsetenv(name);
            else qputenv(name, value);
        }
    }

private:
    std::vector<std::pair<const char*, QByteArray>> saved_;
};

}  // namespace synsema::test
