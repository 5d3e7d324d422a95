"""When Arcade chains happen (rules/retris.md §7), in ticks.

Generation 0 runs in the lock's tick and generation k ``generation_ticks`` after k-1. The final
shift runs in the tick of the generation that destroyed no bomb or activator. If full rows are
left after the shift, the next chain's generation 0 comes ``recheck_ticks`` later (so the shift
is seen); otherwise the clock is idle and the next piece may spawn in that same tick. Chains
after one lock are numbered 1, 2, …
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.retris.chain import Chain, ChainEnd, full_rows
from game.rules.retris.field import Field
from game.rules.retris.scoring import row_points
from game.rules.retris.snapshot import ChainView

Emit = Callable[..., None]


class ChainClock:
    __slots__ = ("chain", "due", "emit", "field", "generation_ticks", "number", "recheck_ticks",
                 "table")

    def __init__(self, field: Field, generation_ticks: int, recheck_ticks: int,
                 table: tuple[int, ...], emit: Emit) -> None:
        self.field = field
        self.generation_ticks = generation_ticks
        self.recheck_ticks = recheck_ticks
        self.table = table
        self.emit = emit  # emit(kind, **data), the game's event list
        self.chain: Chain | None = None
        self.number = 0  # chains since the lock
        self.due = -1  # tick of the next generation or re-check; -1 when idle

    @property
    def busy(self) -> bool:
        """A chain runs or a re-check waits: no piece may fall."""
        return self.due >= 0

    def after_lock(self, tick: int) -> ChainEnd | None:
        """Generation 0 of the lock's chain, if the lock filled a row."""
        self.number = 0
        return self._check(tick)

    def advance(self, tick: int) -> ChainEnd | None:
        """Whatever is due in ``tick``; returns the chain that ended in it, if one did."""
        if tick != self.due:
            return None
        if self.chain is None:
            return self._check(tick)
        return self._generation(tick)

    def _check(self, tick: int) -> ChainEnd | None:
        rows = full_rows(self.field.rows)
        if not rows:
            self.due = -1
            return None
        self.number += 1
        self.chain = Chain(self.field.rows, self.number)
        self.emit("chain", chain=self.number, rows=rows)
        return self._generation(tick)

    def _generation(self, tick: int) -> ChainEnd | None:
        chain = self.chain
        assert chain is not None
        generation = chain.generation()
        self.field.version += 1
        self.emit("generation", **generation.event_data(chain.number))
        if not chain.done:
            self.due = tick + self.generation_ticks
            return None
        end = chain.finish(self.table)
        self.chain = None
        self.emit("chain_end", **end.event_data())
        self.due = tick + self.recheck_ticks if full_rows(self.field.rows) else -1
        return end

    def so_far(self) -> tuple[int, int]:
        """The chain in progress, cut short (an Ultra clock running out): the rows its row
        hits destroyed and the points of those rows and of its bombs so far."""
        chain = self.chain
        if chain is None:
            return 0, 0
        rows = len(chain.rows_scored)
        return rows, row_points(rows, self.table) + chain.bomb_points

    def view(self, tick: int) -> ChainView | None:
        """The snapshot's chain: the last generation, or generation -1 while a re-check waits."""
        if not self.busy:
            return None
        chain = self.chain
        if chain is None or chain.last is None:
            return ChainView(self.number + 1, -1, self.due - tick)
        primed = tuple((c, r) for c, r, _ in chain.primed)
        return ChainView(chain.number, chain.k, self.due - tick, tuple(chain.last.tally.cells()),
                         primed)

    def state(self) -> dict[str, Any]:
        return {"number": self.number, "due": self.due,
                "chain": self.chain.state() if self.chain else None}
