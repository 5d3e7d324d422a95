"""Who plays a match: 2-4 slots, each a person (a pad, or one of the two keyboard sets) or a
bot with a level (rules/versus.md §1, §6). The joining screen edits a :class:`Lineup`; the
match screen reads it (which device moves which slot) and changes it when a pad is unplugged
and its slot is handed to a bot.

Pure: a pad is whatever object pyglet gives (compared by identity), named by the strings it
was joined with.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Any

from game.i18n import N_, _, number
from game.i18n import _ as translate  # a string kept marked (N_), shown now

MAX_SLOTS, MIN_SLOTS = 4, 2
BOT_LEVELS = (1, 2, 3, 4, 5)
DEFAULT_BOT_LEVEL = 3
#: The two keyboard sets (resources/bindings.toml ``[keyboard.versus_left]`` / ``_right``).
KEY_SETS = ("left", "right")
# Kept in English in the slot (a match file names its holders): translated where shown
KEY_SET_WORDS = {"left": N_("KEYS · LEFT HAND"), "right": N_("KEYS · RIGHT HAND")}
PERSON, BOT = "person", "bot"


@dataclass(frozen=True)
class Slot:
    """One slot: a person's device (``pad`` the controller, or ``keys`` a key set) and how
    it is shown (``device``: the pad's name, the key set's words, "BOT"), or a bot's level."""

    kind: str
    device: str
    glyph: str = ""  # the pad family's confirm glyph ("A", "CROSS"…), "" for keys and bots
    pad: Any = None
    keys: str | None = None
    level: int = DEFAULT_BOT_LEVEL
    #: A person's pad was unplugged mid-round: the slot waits for a pad (or a bot).
    waiting: bool = False

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    @property
    def source(self) -> Hashable:
        """What this slot's inputs come from: ``("pad", id)``, ``("keys", set)`` or
        ``("bot", None)``."""
        if self.pad is not None:
            return "pad", id(self.pad)
        if self.keys is not None:
            return "keys", self.keys
        return "bot", None

    def replay_device(self) -> str:
        """The device as a match replay's header names it (versus-plan: ``slots``)."""
        if self.is_bot:
            return "bot"
        return f"keyboard-{self.keys}" if self.keys else f"pad:{self.device}"


@dataclass(frozen=True, slots=True)
class Joined:
    """What a join asked for: ``slot`` taken (or already held: ``new`` False), or
    ``slot`` None with the ``notice`` to show (a full match)."""

    slot: int | None
    new: bool = False
    notice: str = ""


class Lineup:
    """The slots in order (slot 0 is player 1)."""

    def __init__(self, slots: list[Slot] | None = None) -> None:
        self.slots: list[Slot] = list(slots or [])

    def __len__(self) -> int:
        return len(self.slots)

    def index_of_pad(self, pad: Any) -> int | None:
        return next((i for i, s in enumerate(self.slots) if s.pad is pad and pad is not None),
                    None)

    def index_of_keys(self, keys: str) -> int | None:
        return next((i for i, s in enumerate(self.slots) if s.keys == keys), None)

    def join_pad(self, pad: Any, name: str, glyph: str = "") -> Joined:
        """A pad's A: it takes the first free slot (or a slot waiting for a pad)."""
        held = self.index_of_pad(pad)
        if held is not None:
            return Joined(held)
        return self._take(Slot(PERSON, name.upper()[:28] or N_("GAMEPAD"), glyph, pad=pad))

    def join_keys(self, keys: str) -> Joined:
        """A keyboard set's key: it takes the first free slot."""
        if keys not in KEY_SETS:
            # A caller's mistake, for the log and the tests; never on screen
            expected = ", ".join(KEY_SETS)
            raise ValueError(f"keys: expected one of {expected}, got {keys!r}")  # i18n: not shown
        held = self.index_of_keys(keys)
        if held is not None:
            return Joined(held)
        return self._take(Slot(PERSON, KEY_SET_WORDS[keys], keys=keys))

    def _take(self, slot: Slot) -> Joined:
        waiting = next((i for i, s in enumerate(self.slots) if s.waiting), None)
        if waiting is not None and slot.pad is not None:  # a pad for the slot that lost one
            self.slots[waiting] = slot
            return Joined(waiting, new=True)
        if len(self.slots) >= MAX_SLOTS:
            return Joined(None, notice=_("The match is full ({count} players): {who} cannot "
                                         "join").format(count=number(MAX_SLOTS),
                                                        who=translate(slot.device).title()))
        self.slots.append(slot)
        return Joined(len(self.slots) - 1, new=True)

    def add_bot(self, level: int = DEFAULT_BOT_LEVEL) -> int | None:
        """A bot in the next free slot; None when the match is full."""
        if len(self.slots) >= MAX_SLOTS:
            return None
        self.slots.append(Slot(BOT, N_("BOT"), level=_level(level)))
        return len(self.slots) - 1

    def set_level(self, index: int, level: int) -> None:
        slot = self.slots[index]
        if slot.is_bot:
            self.slots[index] = replace(slot, level=_level(level))

    def leave(self, index: int) -> None:
        """The slot goes; the slots after it move up."""
        del self.slots[index]

    def lose_pad(self, pad: Any) -> int | None:
        """``pad`` was unplugged: its slot waits for a pad; the slot, or None if it had none."""
        index = self.index_of_pad(pad)
        if index is not None:
            self.slots[index] = replace(self.slots[index], pad=None, waiting=True,
                                        device=N_("WAITING FOR A PAD"), glyph="")
        return index

    def to_bot(self, index: int, level: int = DEFAULT_BOT_LEVEL) -> None:
        """Hand slot ``index`` to a bot (a person's pad gone)."""
        self.slots[index] = Slot(BOT, N_("BOT"), level=_level(level))

    @property
    def people(self) -> int:
        return sum(1 for s in self.slots if not s.is_bot)

    @property
    def first_person(self) -> int | None:
        """The slot of the player who picks the game (the first person to join)."""
        return next((i for i, s in enumerate(self.slots) if not s.is_bot), None)

    @property
    def can_start(self) -> bool:
        """Two slots or more, one of them a person (a menu match has one: versus.md §1)."""
        return MIN_SLOTS <= len(self.slots) <= MAX_SLOTS and self.people >= 1

    @property
    def waiting(self) -> list[int]:
        return [i for i, s in enumerate(self.slots) if s.waiting]


def _level(level: int) -> int:
    return max(BOT_LEVELS[0], min(BOT_LEVELS[-1], int(level)))
