"""Key bindings are data, one table per game: presses and releases become input changes on
the loop; chords (Ctrl+Esc) win over their bare key; a bad table is reported by name."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest
from arcade import key

from game.core.actions import Action
from game.input.keyboard import (
    TABLES,
    VERSE_COMMANDS,
    BindingError,
    KeyBindings,
    KeyboardInput,
)
from game.scenes.navigator import Navigator
from game.scenes.services import App
from game.ui.controls import panel_rows

# Rules page §4: every Tet'light action a player has (drop is Action.HARD_DROP).
TETLIGHT_ACTIONS = ("left", "right", "down_left", "down_right", "down", "ccw", "cw",
                    "hard_drop", "explode", "radar", "pause", "level_up", "abort")
# Rules page §4, "default keys (original)": key → action (Help and Undo have PC stand-ins).
ORIGINAL_KEYS = {
    key.LEFT: Action.LEFT, key.RIGHT: Action.RIGHT, key.INSERT: Action.DOWN_LEFT,
    key.HOME: Action.DOWN_RIGHT, key.A: Action.DOWN, key.Q: Action.DOWN,
    key.DOWN: Action.CCW, key.UP: Action.CW, key.SPACE: Action.HARD_DROP,
    key.BACKSPACE: Action.EXPLODE, key.HELP: Action.RADAR, key.F1: Action.RADAR,
    key.RETURN: Action.RESUME, key.NUM_ADD: Action.LEVEL_UP,
}


def _recorder(bindings: KeyBindings) -> tuple[KeyboardInput, list[tuple[Action, bool]]]:
    pushed: list[tuple[Action, bool]] = []
    return KeyboardInput(bindings, lambda a, p: pushed.append((a, p))), pushed


@pytest.fixture
def bindings() -> KeyBindings:
    return KeyBindings.load("retris")


@pytest.fixture
def original() -> KeyBindings:
    return KeyBindings.load("tetlight_original")


@pytest.mark.parametrize("table", TABLES)
def test_every_shipped_table_loads_and_knows_its_name(table: str) -> None:
    loaded = KeyBindings.load(table)
    assert loaded.table == table and loaded.pause
    # Every bound name is a rules action unless it is one of the table's scene commands.
    actions = set(loaded.names) - loaded.commands
    assert actions <= {a.value for a in Action}
    assert {a.value for a in loaded.actions.values()} <= actions
    assert actions or set(loaded.names) == loaded.commands


def test_the_retris_keys_are_unchanged(bindings: KeyBindings) -> None:
    retris = {Action.LEFT, Action.RIGHT, Action.DOWN, Action.CW, Action.CCW, Action.HOLD,
              Action.HARD_DROP}
    assert set(bindings.actions.values()) == retris
    assert bindings.actions[key.LEFT] is Action.LEFT
    assert bindings.actions[key.RIGHT] is Action.RIGHT
    assert bindings.actions[key.DOWN] is Action.DOWN
    assert bindings.actions[key.UP] is Action.CW and bindings.actions[key.X] is Action.CW
    assert bindings.actions[key.Z] is Action.CCW and bindings.actions[key.LCTRL] is Action.CCW
    assert bindings.actions[key.C] is Action.HOLD and bindings.actions[key.LSHIFT] is Action.HOLD
    assert bindings.actions[key.SPACE] is Action.HARD_DROP
    assert bindings.pause == {key.ESCAPE, key.P}


@pytest.mark.parametrize("table", ["tetlight", "tetlight_original"])
def test_every_tetlight_action_has_a_key(table: str) -> None:
    loaded = KeyBindings.load(table)
    missing = [a for a in TETLIGHT_ACTIONS if not loaded.names.get(a)]
    assert missing == []
    assert key.ESCAPE in loaded.pause  # a bare Esc pauses in both sets


def test_the_original_set_has_the_1995_keys(original: KeyBindings) -> None:
    assert {k: original.actions.get(k) for k in ORIGINAL_KEYS} == ORIGINAL_KEYS
    assert {key.UNDO, key.F2} <= original.pause
    assert original.command(key.ESCAPE, key.MOD_CTRL) == "abort"


def test_the_modern_set_is_arrows_and_letters() -> None:
    modern = KeyBindings.load("tetlight")
    expected = {key.LEFT: Action.LEFT, key.RIGHT: Action.RIGHT, key.A: Action.DOWN_LEFT,
                key.D: Action.DOWN_RIGHT, key.DOWN: Action.DOWN, key.S: Action.DOWN,
                key.UP: Action.CW, key.X: Action.CW, key.Z: Action.CCW,
                key.SPACE: Action.HARD_DROP, key.B: Action.EXPLODE,
                key.BACKSPACE: Action.EXPLODE, key.R: Action.RADAR,
                key.NUM_ADD: Action.LEVEL_UP, key.EQUAL: Action.LEVEL_UP}
    assert {k: modern.actions.get(k) for k in expected} == expected
    assert modern.pause == {key.ESCAPE, key.P}
    assert modern.command(key.ESCAPE, key.MOD_CTRL) == "abort"


def test_ctrl_escape_aborts_and_a_bare_escape_pauses(original: KeyBindings) -> None:
    keys, pushed = _recorder(original)
    assert keys.is_pause(key.ESCAPE) and not keys.press(key.ESCAPE)
    assert not keys.is_pause(key.ESCAPE, key.MOD_CTRL)
    assert keys.press(key.ESCAPE, key.MOD_CTRL | key.MOD_NUMLOCK)  # lock keys do not matter
    assert keys.release(key.ESCAPE)  # Ctrl may come up first: the release still lets go
    assert pushed == [(Action.ABORT, True), (Action.ABORT, False)]


def test_bare_keys_act_whatever_modifiers_are_held(original: KeyBindings) -> None:
    keys, pushed = _recorder(original)
    keys.press(key.LEFT, key.MOD_CTRL | key.MOD_SHIFT)
    keys.release(key.LEFT)
    assert pushed == [(Action.LEFT, True), (Action.LEFT, False)]


def test_press_pushes_pressed_and_release_pushes_released(bindings: KeyBindings) -> None:
    keys, pushed = _recorder(bindings)
    assert keys.press(key.LEFT)
    assert keys.release(key.LEFT)
    assert keys.press(key.SPACE)
    assert pushed == [(Action.LEFT, True), (Action.LEFT, False), (Action.HARD_DROP, True)]


def test_two_keys_on_one_action_hold_it_until_both_are_up(bindings: KeyBindings) -> None:
    keys, pushed = _recorder(bindings)
    keys.press(key.Z)
    keys.press(key.LCTRL)
    keys.release(key.Z)
    assert pushed == [(Action.CCW, True)]
    keys.release(key.LCTRL)
    assert pushed == [(Action.CCW, True), (Action.CCW, False)]


def test_release_all_lets_go_of_held_actions_once(bindings: KeyBindings) -> None:
    keys, pushed = _recorder(bindings)
    keys.press(key.DOWN)
    keys.release_all()
    keys.release_all()
    keys.release(key.DOWN)  # the real release comes later: nothing more to let go
    assert pushed == [(Action.DOWN, True), (Action.DOWN, False)]


def test_unbound_keys_are_not_handled_and_pause_is_not_an_action(bindings: KeyBindings) -> None:
    keys, pushed = _recorder(bindings)
    assert not keys.press(key.F7)
    assert keys.is_pause(key.ESCAPE) and not keys.press(key.ESCAPE)
    assert pushed == []


def test_a_bad_key_name_is_reported_with_its_table() -> None:
    with pytest.raises(BindingError, match=r"\[keyboard\.tetlight\].*'SPACEBAR'"):
        KeyBindings.from_mapping({"hard_drop": ["SPACEBAR"]}, "tetlight")


def test_an_unknown_action_is_reported_by_name() -> None:
    with pytest.raises(BindingError, match=r"\[keyboard\.retris\].*'jump'"):
        KeyBindings.from_mapping({"jump": ["SPACE"]}, "retris")


def test_an_action_of_another_game_is_refused() -> None:
    with pytest.raises(BindingError, match="'hold'"):
        KeyBindings.from_mapping({"hold": ["C"]}, "tetlight")
    with pytest.raises(BindingError, match="'explode'"):
        KeyBindings.from_mapping({"explode": ["B"]}, "retris")


def test_a_bad_modifier_and_a_key_bound_twice_are_refused() -> None:
    with pytest.raises(BindingError, match="'HYPER'"):
        KeyBindings.from_mapping({"abort": ["HYPER+ESCAPE"]}, "tetlight")
    with pytest.raises(BindingError, match=r"'A'.*down_left and down_right"):
        KeyBindings.from_mapping({"down_left": ["A"], "down_right": ["A"]}, "tetlight")


def test_a_bad_bindings_file_names_the_table_and_the_key(tmp_path: Path) -> None:
    path = tmp_path / "bindings.toml"
    path.write_text('[keyboard.tetlight]\nleft = ["LEFTARROW"]\n')
    with pytest.raises(BindingError, match=r"keyboard\.tetlight.*'LEFTARROW'"):
        KeyBindings.load("tetlight", path)
    with pytest.raises(BindingError, match=r"\[keyboard\.retris\]"):
        KeyBindings.load("retris", path)  # no such table in the file


def test_the_app_reads_each_table_once(window: arcade.Window, tmp_path: Path) -> None:
    path = tmp_path / "bindings.toml"
    path.write_text('[keyboard.retris]\nleft = ["J"]\n[keyboard.tetlight]\nleft = ["K"]\n')
    app = App(window, Navigator(window), bindings_path=path)
    retris = app.bindings_for("retris")
    assert retris.actions == {key.J: Action.LEFT}
    assert app.bindings_for("tetlight").actions == {key.K: Action.LEFT}
    path.write_text("not toml at all [")
    assert app.bindings_for("retris") is retris
    with pytest.raises(BindingError, match="tetlight_original"):
        app.bindings_for("tetlight_original")


# -- Verse: a table of scene commands (the play scene turns them into placements) ------------

VERSE_KEYS = {
    key.LEFT: "cursor_left", key.A: "cursor_left", key.RIGHT: "cursor_right",
    key.D: "cursor_right", key.UP: "cursor_up", key.W: "cursor_up", key.DOWN: "cursor_down",
    key.S: "cursor_down", key.KEY_1: "slot_1", key.KEY_2: "slot_2", key.KEY_3: "slot_3",
    key.TAB: "next_slot", key.ENTER: "place", key.SPACE: "place", key.BACKSPACE: "cancel",
    key.X: "cancel", key.R: "rotate", key.Z: "rotate", key.ESCAPE: "pause", key.P: "pause",
}


@pytest.fixture
def verse() -> KeyBindings:
    return KeyBindings.load("verse")


def test_the_verse_table_gives_every_command_a_key(verse: KeyBindings) -> None:
    assert verse.commands == VERSE_COMMANDS
    assert [c for c in sorted(VERSE_COMMANDS) if not verse.names.get(c)] == []
    assert {k: verse.command(k) for k in VERSE_KEYS} == VERSE_KEYS
    assert verse.command(key.KEY_1, key.MOD_SHIFT) == "slot_1"  # bare keys, any modifiers
    assert verse.command(key.F5) is None
    assert verse.pause == {key.ESCAPE, key.P}


def test_verse_commands_are_never_pushed_to_the_rules(verse: KeyBindings) -> None:
    keys, pushed = _recorder(verse)
    assert verse.actions == {}
    for symbol in VERSE_KEYS:
        assert not keys.press(symbol) and not keys.release(symbol)
    keys.release_all()
    assert pushed == []
    assert keys.is_pause(key.ESCAPE) and not keys.is_pause(key.BACKSPACE)


def test_an_unknown_verse_command_is_reported_by_name() -> None:
    with pytest.raises(BindingError, match=r"\[keyboard\.verse\]: unknown command 'drop'"):
        KeyBindings.from_mapping({"place": ["RETURN"], "drop": ["SPACE"]}, "verse")
    with pytest.raises(BindingError, match="'hard_drop'"):  # another game's action
        KeyBindings.from_mapping({"hard_drop": ["SPACE"]}, "verse")
    with pytest.raises(BindingError, match=r"'X'.*(cancel and rotate|rotate and cancel)"):
        KeyBindings.from_mapping({"cancel": ["X"], "rotate": ["X"]}, "verse")


def test_the_verse_panel_speaks_player_words(verse: KeyBindings) -> None:
    assert panel_rows(verse) == [
        ("1 2 3", "pick a piece"), ("TAB  SHIFT+TAB", "next / previous"),
        ("ARROWS / WASD", "move cursor"), ("ENTER / SPACE", "place"),
        ("BKSP / X", "put back"), ("R / Z", "rotate (if on)"), ("ESC / P", "pause"),
        ("MOUSE", "drag a piece"),
    ]


def test_a_rebound_cursor_lists_its_keys_instead_of_a_group_name() -> None:
    moved = KeyBindings.from_mapping({"cursor_left": ["J"], "cursor_right": ["L"],
                                      "cursor_up": ["I"], "cursor_down": ["K"]}, "verse")
    assert panel_rows(moved)[0] == ("J  L  I  K", "move cursor")
