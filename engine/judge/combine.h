// A document judged in windows: the preset's combine rule turns the windows'
// probability vectors into the document's, and the gate's verdict is
// needs-review whenever the windows disagree on the decision.
#pragma once
#include <vector>

#include "engine/judge/judgement.h"
#include "engine/judge/preset.h"

namespace synsema::judge {

// Mean: the component-wise mean. Max: the vector of the window where the
// preset's named label is most probable (the first such window on a tie).
std::vector<double> combine_probabilities(const std::vector<std::vector<double>>& window_probs, const Preset& preset);

// One score vector per window (in order). One window: judge_scores().
// Several: each window is judged, the calibrated vectors are combined, and
// the verdict is needs-review when the windows' decisions differ.
Judgement judge_windows(const std::vector<std::vector<double>>& window_scores, const Preset& preset);

}  // namespace synsema::judge
