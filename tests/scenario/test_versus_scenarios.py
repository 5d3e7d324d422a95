"""Versus scenario files (docs/scenarios.md § Versus): malformed ones exit 2 naming the key,
and a wrong expectation is reported slot by slot."""

from __future__ import annotations

import pytest

from tests.scenario.test_scenario_cli import run_cli, write

TWO = "[[slot]]\n[[slot]]\n"
ACTS = TWO + "[setup]\nactions = "


@pytest.mark.parametrize(("body", "message"), [
    ("[[slot]]\n", "slot: expected 2 to 4 [[slot]] tables, got 1"),
    (TWO * 2 + "[[slot]]\n", "slot: expected 2 to 4 [[slot]] tables, got 5"),
    ("slot = 3\n", "slot: expected [[slot]] tables"),
    ("[[slot]]\nholes = [10]\n[[slot]]\n",
     "slot[0].holes: expected a list of columns from 0 to 9"),
    ("[[slot]]\nbot = 6\n[[slot]]\n",
     "slot[0].bot: expected 0 (no bot) or a bot level from 1 to 5"),
    ("[[slot]]\n[[slot]]\nlives = 3\n",
     "slot[1].lives: expected a key from queue, field, bot, holes"),
    ("[[slot]]\nqueue = [\"Q\"]\n[[slot]]\n", "slot[0].queue[0]: expected a piece name"),
    (ACTS + "[\"3:left\"]\n", "setup.actions[0]: expected S:ACTION with S a slot from 1 to 2"),
    (ACTS + "[\"left\"]\n", "setup.actions[0]: expected S:ACTION"),
    (ACTS + "[\"1:wait:3\"]\n", "setup.actions[0]: expected a slot's action"),
    (ACTS + "[\"1:fly\"]\n", "setup.actions[0]: expected one of left"),
    (TWO + "[setup]\nqueue = []\n", "setup.queue: expected only actions"),
    ("[options]\nrounds = 0\n" + TWO, "options.rounds: expected an integer from 1 to 9, got 0"),
    (TWO + "[expect]\nround_winner = 5\n",
     "expect.round_winner: expected a slot from 1 to 4, or 0"),
    (TWO + "[expect]\nwinner = 1\n", "expect.winner: expected a key from slots"),
    (TWO + "[[expect.slots]]\nsent = \"x\"\n", "expect.slots[0].sent: expected an integer"),
    (TWO + "[[expect.slots]]\nrows = true\n", "expect.slots[0].rows: expected an integer"),
])
def test_malformed_versus_files_exit_2_naming_the_key(tmp_path, body, message):
    status, out, err = run_cli(write(tmp_path, 'game = "retris"\n' + body), "--check")
    assert status == 2, out + err
    assert err.split(": ", 1)[1].startswith(message), err


def test_garbage_keys_belong_to_retris_only(tmp_path):
    status, _, err = run_cli(write(tmp_path, 'game = "verse"\n[[slot]]\nholes = [1]\n[[slot]]\n'))
    assert status == 2 and "slot[0].holes: expected a key from board, tray, bot" in err


def test_a_wrong_expectation_names_the_slot(tmp_path):
    text = 'game = "retris"\n' + TWO + '[setup]\nactions = ["2:hard_drop"]\n' \
        '[expect]\nround_winner = 0\n[[expect.slots]]\nover = false\n[[expect.slots]]\n' \
        'sent = 3\nover = false\n'
    status, out, _ = run_cli(write(tmp_path, text), "--check")
    assert status == 1
    assert "slot 2:  sent: expected 3, got 0" in out and "slot 1" not in out


def test_the_output_has_every_slot_and_the_winners(tmp_path):
    import json

    status, out, _ = run_cli(write(tmp_path, 'game = "verse"\n' + TWO))
    result = json.loads(out)
    assert status == 0 and set(result) == {"slots", "round_winner", "match_winner"}
    assert len(result["slots"]) == 2 and "board" in result["slots"][0]
    assert "sent" not in result["slots"][0]
