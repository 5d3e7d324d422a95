"""Data files are found through game.core.paths alone, so an installed wheel (which carries
them under game/_data) works as well as a checkout."""

from __future__ import annotations

import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def test_no_module_locates_data_relative_to_itself() -> None:
    offenders = [
        str(p.relative_to(GAME))
        for p in GAME.rglob("*.py")
        if p.name != "paths.py" and re.search(r"__file__\)?\.resolve\(\)\.parents", p.read_text())
    ]
    assert offenders == []
