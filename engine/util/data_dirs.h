// Where the shipped data files (architecture files, judge presets, redaction
// policies, redaction gazetteers and vocabularies) are looked up. One order for all three, first hit wins:
//   1. the user's folder: ($XDG_DATA_HOME or ~/.local/share)/synsema/<kind>,
//      so a user can add or override a file without touching the install;
//   2. the installed folder RELATIVE TO THE RUNNING EXECUTABLE:
//      <dir of /proc/self/exe>/../share/synsema/<kind>, so /usr/bin/synsema
//      finds /usr/share/synsema and a tree unpacked with `dpkg-deb -x` (or
//      installed under any prefix) finds its own copy;
//   3. the source tree this binary was built from, for development builds.
#pragma once
#include <string>
#include <vector>

namespace synsema {

enum class DataKind { Archs, JudgePresets, RedactionPolicies, RedactionData };

// "archs", "judge", "policies", "redact": the folder name under share/synsema.
std::string data_subdir(DataKind kind);
// The user's folder; "" when neither XDG_DATA_HOME nor HOME is set.
std::string user_data_dir(DataKind kind);
// <exe dir>/../share/synsema/<kind>, normalised; "" when /proc/self/exe cannot be read.
std::string installed_data_dir(DataKind kind);
// archs/ or resources/<kind> in the source tree.
std::string source_data_dir(DataKind kind);
// The three above in lookup order, without empty entries.
std::vector<std::string> data_search_dirs(DataKind kind);

}  // namespace synsema
