"""Settings tests start in English whatever the machine's locale (``[ui] language`` is "auto"
by default, and the game's start takes it), and leave the UI in English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")
