"""Starting a match: who plays each slot as its replay's header names them (the match and the
header come from :func:`game.sim.match_session.new_match_session`), and the recorder that
asks the bot slots for their changes before each tick."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bots import make_bot
from game.bots.seats import bot_seed
from game.core.match_replay import MatchHeader, SlotSpec
from game.i18n import N_, ngettext, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now
from game.scenes.versus.lineup import Lineup
from game.sim.match_recorder import MatchRecorder

GAME_WORDS = {"retris": "RETRIS", "tetlight": "TET'LIGHT", "verse": "VERSE"}  # i18n: a name
#: Retris's modes and styles as shown (the same words as Retris's own setup screen)
MODE_WORDS = {"classic": N_("CLASSIC"), "arcade": N_("ARCADE")}
STYLE_WORDS = {"normal": N_("NORMAL"), "relax": N_("RELAX"), "crazy": N_("CRAZY")}


def option_word(words: dict[str, str], key: str) -> str:
    """A mode's or style's name in the chosen language (an unknown one upper-cased)."""
    return translate(words[key]) if key in words else key.upper()


@dataclass(frozen=True)
class MatchChoice:
    """What the first player picked: the game, its options (Retris: mode and style), and
    the round wins that take the match."""

    game: str = "retris"
    options: dict[str, Any] = field(default_factory=dict)
    first_to: int = 3

    @property
    def title(self) -> str:
        words = [GAME_WORDS.get(self.game, self.game.upper())]
        if self.game == "retris":
            words += [option_word(MODE_WORDS, str(self.options.get("mode", "classic"))),
                      option_word(STYLE_WORDS, str(self.options.get("style", "normal")))]
        return " · ".join([*words, first_to_words(self.first_to)])


def first_to_words(wins: int) -> str:
    """``FIRST TO 3``: the round wins that take the match."""
    return ngettext("FIRST TO {n}", "FIRST TO {n}", wins).format(n=number(wins))


def recorder_for(rules: Any, header: MatchHeader, lineup: Lineup,
                 choice: MatchChoice) -> MatchRecorder:
    """The match's recorder, a bot on every bot slot (each seeded from the match's seed and
    its slot, so two bots of one level do not play alike)."""
    bots = {i: make_bot(choice.game, slot.level, choice.options, bot_seed(header.seed, i))
            for i, slot in enumerate(lineup.slots) if slot.is_bot}
    recorder = MatchRecorder(rules, header, bots)
    recorder.slots = slot_entries(lineup)
    return recorder


def slot_entries(lineup: Lineup) -> list[dict[str, Any]]:
    """The lineup as a match replay's header lists its slots."""
    return [{"kind": "bot", "level": s.level, "device": "bot"} if s.is_bot else
            {"kind": "person", "device": s.replay_device()} for s in lineup.slots]


def slot_specs(lineup: Lineup) -> list[SlotSpec]:
    """The lineup as the match's header holds it (:func:`slot_entries`, as objects)."""
    return [SlotSpec(e["kind"], e["device"], e.get("level")) for e in slot_entries(lineup)]
