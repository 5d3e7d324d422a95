"""The theatre's *practice from here* (T, or the pad's Y): a new game from the moment shown.

The practice game is pushed over the theatre, which pauses where it was; the game ends as any
game does (its game over, or Quit to title). A versus match is not taken over (practice
plays one field; which slot, and the other players' moves, would need a choice the issue
does not ask for): the theatre says so in one line.
"""

from __future__ import annotations

from typing import Any

from game.core.replay import Replay
from game.i18n import _


def take_over(theatre: Any) -> None:
    """Start a practice game from ``theatre``'s replay at the tick it shows."""
    from game.scenes.practice.start import start_practice
    from game.sim.practice import PracticeError
    from game.sim.practice import take_over as header_at

    replay = theatre.stage.replay
    if not isinstance(replay, Replay):
        theatre.app.notices.post(_("practice from here: a versus match cannot be taken over"),
                                 tone="info")
        return
    if theatre.stage.cursor.rules.over:
        theatre.app.notices.post(_("practice from here: the game is over at this moment"),
                                 tone="info")
        return
    name = theatre.entry.path.name if theatre.entry.path is not None else "replay"
    try:
        header = header_at(replay, name, theatre.stage.tick)
    except (PracticeError, ValueError) as exc:
        theatre.app.notices.post(_("practice from here: {problem}").format(problem=exc))
        return
    theatre.paused = True  # back from the practice game, the replay waits where it was
    start_practice(theatre.app, header)
