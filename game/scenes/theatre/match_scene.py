"""A versus match on the theatre's stage: the versus play screen (every slot's field, HUD,
effects and panned sounds) over a match replay, its rules the replay's cursor.

The match screen is rebuilt from the replay's header alone: the game and its options, the
rounds that take the match, and who held each slot (a pad's name, a keyboard set, a bot's
level), so a match plays back with the fields and device glyphs its players saw. Nothing on
the stage records: the inputs are the replay's, bots included (their changes were stamped).
"""

from __future__ import annotations

from typing import Any

from game.core.match_replay import MatchHeader, SlotSpec
from game.i18n import _
from game.scenes.services import App
from game.scenes.versus.lineup import BOT, KEY_SET_WORDS, PERSON, Lineup, Slot
from game.scenes.versus.match_start import MatchChoice
from game.scenes.versus.play import VersusPlayScene

KEYBOARD_PREFIX, PAD_PREFIX = "keyboard-", "pad:"


def watched_slot(spec: SlotSpec) -> Slot:
    """The slot as the match screen shows it, from the header's ``device`` words."""
    if spec.kind == BOT:
        return Slot(BOT, _("BOT"), level=int(spec.level or 1))
    device = spec.device
    if device.startswith(KEYBOARD_PREFIX):
        keys = device[len(KEYBOARD_PREFIX):]
        if keys in KEY_SET_WORDS:
            return Slot(PERSON, KEY_SET_WORDS[keys], keys=keys)
    name = device[len(PAD_PREFIX):] if device.startswith(PAD_PREFIX) else device
    return Slot(PERSON, name.strip() or _("PLAYER"))


def watched_choice(header: MatchHeader) -> MatchChoice:
    """The first player's picks as the header holds them."""
    return MatchChoice(header.game, dict(header.options), header.first_to)


class WatchedMatchScene(VersusPlayScene):
    """The match screen over a replay: no recorder, no bots asked (the app's loop is the
    stage's playback driver; its match is the replay's)."""

    def __init__(self, app: App, header: MatchHeader) -> None:
        lineup = Lineup([watched_slot(spec) for spec in header.slots])
        super().__init__(app, watched_choice(header), lineup)

    def _recorder(self, rules: Any, header: Any) -> Any:
        return None

    def pause(self) -> None:
        """The theatre pauses the replay itself; the match's own pause menu never opens."""
