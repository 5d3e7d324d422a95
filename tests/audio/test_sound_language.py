"""The sound engine's lines reach the screen in the player's language, although its process
words most of them: it starts in the game's language and is told when the player changes it."""

from __future__ import annotations

import os
import time
from typing import Any

from game import i18n
from game.audio.engine_process import EngineProcess, _handle


def _lines(engine: EngineProcess, seconds: float = 10.0) -> list[str]:
    deadline = time.monotonic() + seconds
    lines: list[str] = []
    while not lines and time.monotonic() < deadline:
        lines = engine.take_lines()
        time.sleep(0.02)
    return lines


def test_the_sound_process_speaks_the_games_language() -> None:
    i18n.set_language("fr")
    env = {**os.environ, "PULSE_SERVER": "unix:/nonexistent/arcadeforge-test"}
    engine = EngineProcess(["pulse"], env=env)  # a server that is not there: one line
    try:
        lines = _lines(engine)
        assert len(lines) == 1 and lines[0].startswith("son : aucune sortie audio (pulse: "), lines
        assert lines[0].endswith("; le jeu continue sans son, nouvel essai à intervalles de 1 s")
        i18n.set_language("ru")
        assert engine.take_lines() == []  # …and the child is told the new language
        os.kill(engine.pid, 9)
        assert _lines(engine) == [
            "звук: звуковой процесс остановился (код выхода -9); игра идёт без звука"]
    finally:
        engine.stop()


def test_the_child_takes_the_language_it_is_told() -> None:
    engine: Any = object()  # a language request asks nothing of the engine
    _handle(engine, {"language": "nl"})
    assert i18n.language() == "nl" and i18n._("sound is back ({driver})") == (
        "het geluid is terug ({driver})")
    _handle(engine, {"language": "xx"})  # not one of ours: ignored
    assert i18n.language() == "nl"
