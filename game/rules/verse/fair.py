"""Fair dealing's test (§7): can the three tray pieces all be placed, in some order?

A depth-first search over orders and positions on the bitboard, simulating each placement's
clearing and gravity exactly as the game would. Cuts keep it small without changing the
answer. A position already searched with the same pieces left is not searched again. And
without a clear the board only fills up, so a piece that fits nowhere now needs a clear by
the pieces placed before it: when no row or column has at most as many empty cells as those
pieces have cells, the position fails at once; when all the pieces left but one fit nowhere,
only the positions of that one that complete a line are tried.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.verse.bitboard import (
    COL0,
    FULL,
    ROW0,
    Form,
    anchors,
    collapse,
    fits_somewhere,
    full_lines,
    line_cells,
    positions,
)
from game.rules.verse.snapshot import SIZE


class OrderSearch:
    """One question: can ``pieces`` (each a tuple of allowed orientations) all be placed?"""

    __slots__ = ("_canon", "_pieces", "_seen", "_sizes", "nodes")

    def __init__(self, pieces: Sequence[tuple[Form, ...]]) -> None:
        self._pieces = tuple(pieces)
        # Identical pieces share one index, so orders that only swap them are searched once.
        self._canon = tuple(self._pieces.index(p) for p in self._pieces)
        self._sizes = tuple(min(len(form.offsets) for form in p) for p in self._pieces)
        self._seen: set[tuple[int, tuple[int, ...]]] = set()
        self.nodes = 0  # placements tried (for the performance report)

    def run(self, board: int) -> bool:
        if not self._pieces:
            return True
        return self._search(board, tuple(range(len(self._pieces))))

    def _search(self, board: int, left: tuple[int, ...]) -> bool:
        pieces = self._pieces
        if len(left) == 1:
            return fits_somewhere(board, pieces[left[0]])
        key = (board, tuple(sorted(self._canon[i] for i in left)))
        if key in self._seen:
            return False  # searched before and failed (a success ends the whole search)
        self._seen.add(key)
        legal = {i: [(f, anchors(board, f)) for f in pieces[i]] for i in left}
        fitting = [i for i in left if any(found for _, found in legal[i])]
        gaps = None
        if len(fitting) < len(left):
            gaps = line_gaps(board)
            budget = sum(self._sizes[i] for i in fitting)
            if all(gap.bit_count() > budget for gap in gaps):
                return False
            if len(fitting) > 1:
                gaps = None  # the next placement need not clear: a later one may
        tried: set[int] = set()
        for i in fitting:
            if self._canon[i] in tried:
                continue
            tried.add(self._canon[i])
            rest = tuple(j for j in left if j != i)
            if self._place_one(board, legal[i], rest, gaps):
                return True
        return False

    def _place_one(self, board: int, legal: list[tuple[Form, int]], rest: tuple[int, ...],
                   must_clear: list[int] | None) -> bool:
        """Try every position of one piece; ``must_clear`` (the line gaps) keeps only the
        positions that complete a line."""
        for form, found in legal:
            if must_clear is not None:
                found = clearing_anchors(must_clear, form, found)
            for anchor in positions(found):
                self.nodes += 1
                placed = board | form.mask << anchor
                rows, cols = full_lines(placed)
                if rows | cols:
                    kept = placed & ~line_cells(rows, cols)
                    placed = collapse(kept, rows) if rows else kept
                if self._search(placed, rest):
                    return True
        return False


def line_gaps(board: int) -> list[int]:
    """The empty cells of each row and each column (16 masks)."""
    free = ~board & FULL
    return ([free & ROW0 << (SIZE * r) for r in range(SIZE)]
            + [free & COL0 << c for c in range(SIZE)])


def clearing_anchors(gaps: list[int], form: Form, found: int) -> int:
    """Those of the anchors ``found`` at which ``form`` covers every empty cell of some row or
    column (``gaps``, from :func:`line_gaps`). A covering anchor puts some cell of the form
    on the gap's lowest cell x, so it is x - o for one of the form's offsets o."""
    size = len(form.offsets)
    covering = 0
    for gap in gaps:
        if not gap:
            return found  # a line is full already (a set-up board): any placement clears
        if gap.bit_count() > size:
            continue
        lowest = (gap & -gap).bit_length() - 1
        for offset in form.offsets:
            anchor = lowest - offset
            if anchor >= 0 and found >> anchor & 1 and not gap & ~(form.mask << anchor):
                covering |= 1 << anchor
    return covering


def can_place_all(board: int, pieces: Sequence[tuple[Form, ...]]) -> bool:
    """True when some order of ``pieces`` can all be placed one after another (§7)."""
    return OrderSearch(pieces).run(board)
