"""Key bindings are data: presses and releases become input changes on the loop."""

from __future__ import annotations

import pytest
from arcade import key

from game.core.actions import Action
from game.input.keyboard import BindingError, KeyBindings, KeyboardInput


@pytest.fixture
def bindings() -> KeyBindings:
    return KeyBindings.load()


def test_the_shipped_bindings_cover_every_action_and_pause(bindings: KeyBindings) -> None:
    assert set(bindings.actions.values()) == set(Action)
    assert bindings.actions[key.LEFT] is Action.LEFT
    assert bindings.actions[key.RIGHT] is Action.RIGHT
    assert bindings.actions[key.DOWN] is Action.DOWN
    assert bindings.actions[key.UP] is Action.CW and bindings.actions[key.X] is Action.CW
    assert bindings.actions[key.Z] is Action.CCW and bindings.actions[key.LCTRL] is Action.CCW
    assert bindings.actions[key.C] is Action.HOLD and bindings.actions[key.LSHIFT] is Action.HOLD
    assert bindings.actions[key.SPACE] is Action.HARD_DROP
    assert bindings.pause == {key.ESCAPE, key.P}


def test_press_pushes_pressed_and_release_pushes_released(bindings: KeyBindings) -> None:
    pushed: list[tuple[Action, bool]] = []
    keys = KeyboardInput(bindings, lambda a, p: pushed.append((a, p)))
    assert keys.press(key.LEFT)
    assert keys.release(key.LEFT)
    assert keys.press(key.SPACE)
    assert pushed == [(Action.LEFT, True), (Action.LEFT, False), (Action.HARD_DROP, True)]


def test_two_keys_on_one_action_hold_it_until_both_are_up(bindings: KeyBindings) -> None:
    pushed: list[tuple[Action, bool]] = []
    keys = KeyboardInput(bindings, lambda a, p: pushed.append((a, p)))
    keys.press(key.Z)
    keys.press(key.LCTRL)
    keys.release(key.Z)
    assert pushed == [(Action.CCW, True)]
    keys.release(key.LCTRL)
    assert pushed == [(Action.CCW, True), (Action.CCW, False)]


def test_release_all_lets_go_of_held_actions_once(bindings: KeyBindings) -> None:
    pushed: list[tuple[Action, bool]] = []
    keys = KeyboardInput(bindings, lambda a, p: pushed.append((a, p)))
    keys.press(key.DOWN)
    keys.release_all()
    keys.release_all()
    assert pushed == [(Action.DOWN, True), (Action.DOWN, False)]


def test_unbound_keys_are_not_handled_and_pause_is_not_an_action(bindings: KeyBindings) -> None:
    pushed: list[tuple[Action, bool]] = []
    keys = KeyboardInput(bindings, lambda a, p: pushed.append((a, p)))
    assert not keys.press(key.F7)
    assert keys.is_pause(key.ESCAPE) and not keys.press(key.ESCAPE)
    assert pushed == []


def test_a_bad_key_name_is_reported_by_name() -> None:
    with pytest.raises(BindingError, match="'SPACEBAR'"):
        KeyBindings.from_mapping({"hard_drop": ["SPACEBAR"]})


def test_an_unknown_action_is_reported_by_name() -> None:
    with pytest.raises(BindingError, match="'jump'"):
        KeyBindings.from_mapping({"jump": ["SPACE"]})


def test_a_bad_bindings_file_names_the_key(tmp_path) -> None:
    path = tmp_path / "bindings.toml"
    path.write_text('[keyboard]\nleft = ["LEFTARROW"]\n')
    with pytest.raises(BindingError, match="'LEFTARROW'"):
        KeyBindings.load(path)
