"""The setups remember their last choices in the player's settings file (``[retris]``,
``[tetlight]``, ``[verse]``): saved when a game starts or the setup is left, through the
settings writer (only the values that changed, the rest of the file as it was). A file the
writer refuses (not TOML, a read-only folder) is said once a session; the choices still
last until the game is quit."""

from __future__ import annotations

import dataclasses
from typing import Any

from game.config.loader import settings_path
from game.config.writer import SaveRefused, save_settings
from game.i18n import _

_refused: set[str] = set()  # the files whose refusal was already said


def remember(app: Any, game: str, values: Any) -> None:
    """Keep ``values`` (the schema's ``[game]`` section) as ``game``'s last choices."""
    before = app.settings
    after = dataclasses.replace(before, **{game: values})
    if after == before:
        return
    app.settings = after
    path = app.settings_path or settings_path()
    try:
        save_settings(path, after, before)
    except SaveRefused as exc:
        if str(path) not in _refused:
            _refused.add(str(path))
            app.report(_("{error} (the setup's choices last until you quit)").format(error=exc))


class RemembersChoice:
    """For a setup scene (with ``app``, ``choice`` and ``GAME``, the section's name): Esc
    and Start keep the choice for next time."""

    GAME = ""
    app: Any
    choice: Any

    def remember_choice(self) -> None:
        remember(self.app, self.GAME, self.choice.to_setup())

    def back(self) -> None:
        """Esc: the title again, the choices kept."""
        self.remember_choice()
        self.app.nav.pop()
