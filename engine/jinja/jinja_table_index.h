// Name -> row lookup over one of the static tables of filters or tests (the
// rows live as long as the program, so the index keeps pointers to them).
#pragma once
#include <span>
#include <string_view>
#include <unordered_map>

namespace synsema::jinja {

template <typename Row>
class TableIndex {
public:
    explicit TableIndex(std::span<const Row> rows) {
        for (const Row& row : rows) by_name_.emplace(row.name, &row);
    }
    // nullptr when no row has this name.
    const Row* find(std::string_view name) const {
        const auto it = by_name_.find(name);
        return it == by_name_.end() ? nullptr : it->second;
    }

private:
    std::unordered_map<std::string_view, const Row*> by_name_;
};

}  // namespace synsema::jinja
