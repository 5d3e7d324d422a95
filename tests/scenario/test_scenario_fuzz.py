"""Whatever a scenario file holds, the runner answers with a ValidationError, never a crash."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.ruleset import ValidationError
from game.scenario.runner import run
from game.scenario.spec import parse_scenario

scalars = st.one_of(st.integers(-5, 30), st.booleans(), st.text(max_size=8),
                    st.sampled_from(["T", "I5", "T:n...", "left", "wait:3", "settle", "retris",
                                     "hard_drop", "press:left", "release:cw", "relax",
                                     "crazy", "arcade", "." * 20]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=8)
options = st.dictionaries(st.sampled_from(["mode", "style", "level", "gravity", "hold",
                                           "next_count", "das_ms", "arr_ms", "soft_drop_factor",
                                           "dcd_ms", "hard_drop_guard_ms", "irs", "ihs",
                                           "bogus"]), values, max_size=4)
setup = st.dictionaries(st.sampled_from(["queue", "field", "actions", "extra"]), values,
                        max_size=3)
expect = st.dictionaries(st.sampled_from(["field", "score", "rows", "level", "over", "x"]),
                         values, max_size=3)
files = st.fixed_dictionaries({}, optional={
    "game": st.one_of(st.just("retris"), values), "seed": values, "options": options,
    "setup": setup, "expect": expect, "description": values, "other": values})


@settings(max_examples=300, deadline=None)
@given(files)
def test_any_content_is_either_run_or_rejected_with_a_named_key(data):
    try:
        scenario = parse_scenario(data)
        run(scenario.prepared)
    except ValidationError as exc:
        assert exc.key and "expected" in str(exc)
