"""tools/screenbench.py's verdict: which targets a screen misses, from its samples (no timing
here: the samples are made up)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import screenbench


def _screen(name: str, frame: float, submit: float, py: float) -> screenbench.Screen:
    screen = screenbench.Screen(name, lambda n: None, lambda: None, lambda: None)
    for i in range(5):  # medians of these
        screen.frame_ms.append(frame + i * 0.01)
        screen.submit_ms.append(submit)
        screen.py_ms.append(py)
        screen.cpu_ms.append(frame)
    return screen


def test_each_missed_target_is_named() -> None:
    peer = _screen(screenbench.PEER, 3.0, 0.5, 0.5)
    good = _screen("good", 5.9, 2.4, 1.2)  # wall submit over 1.5: the rasteriser's threads
    slow = _screen("slow", 9.0, 1.0, 1.0)
    busy = _screen("busy", 5.0, 3.0, 2.0)
    lines, failures = screenbench.report([peer, good, slow, busy])
    assert len(lines) == 5
    assert not [f for f in failures if f.startswith("good")]
    assert [f for f in failures if f.startswith("slow")] == [
        "slow: frame 9.0 ms > 8.3 ms", "slow: 3.0× the peer's frame > 2.0×"]
    assert [f for f in failures if f.startswith("busy")] == [
        "busy: Python submit (main thread CPU) 2.00 ms > 1.5 ms"]


def test_the_copy_column_shows_the_window_copies_median() -> None:
    peer = _screen(screenbench.PEER, 3.0, 0.5, 0.5)
    game = _screen("game", 4.0, 1.4, 1.4)
    game.copy_ms.extend([0.3, 0.4, 0.5])
    lines, _ = screenbench.report([peer, game])
    assert lines[0].split()[-1] == "copy"
    assert lines[1].split()[-1] == "0.00" and lines[2].split()[-1] == "0.40"


def test_only_copies_to_the_window_are_timed(window: Any) -> None:
    """The copy column counts a kept picture's copies to the window, not those between
    pictures (a board's picture made from the background's)."""
    from game.render.kept import frozen

    ctx = window.ctx
    picture = frozen.FrozenFrame(ctx)
    picture.make(lambda: ctx.screen.clear(color=(40, 80, 120, 255)), key=1)
    other = ctx.framebuffer(color_attachments=[ctx.texture(ctx.screen.size, components=4)])
    original = frozen.blit
    try:
        spent = screenbench.copies_timed()
        with other.activate():
            picture.copy()
        assert spent[0] == 0.0
        picture.copy()  # to the window (the active framebuffer)
        assert spent[0] > 0.0
    finally:
        frozen.blit = original
