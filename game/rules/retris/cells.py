"""The two-character cell code of scenarios and snapshots: colour letter + special letter.

Colour: ``.`` empty, ``I O T S Z J L`` tetromino colours, ``X`` any other, ``G``
versus garbage. Special: ``.`` none,
``n h v l m`` the bombs, ``a`` Bomb Activator, ``s`` Stone Cover; upper case = that special
under an Ice Cover; ``i`` = a plain block with ice. An empty cell is ``..``.
"""

from __future__ import annotations

from game.core.ruleset import ValidationError

EMPTY = ".."
COLORS = "IOTSZJLXG"  # G: versus garbage (rules/versus.md §4)
SPECIALS = ".nhvlmasNHVLMASi"
CELL_EXPECTED = f"'..' or a colour from {COLORS} followed by a special from {SPECIALS}"


def is_cell(code: str) -> bool:
    return code == EMPTY or (len(code) == 2 and code[0] in COLORS and code[1] in SPECIALS)


def parse_field(rows: tuple[str, ...] | list[str], width: int, height: int,
                key: str = "field") -> list[list[str]]:
    """Rows given top first (2 characters per cell) to a bottom-first grid of cell codes."""
    if len(rows) != height:
        raise ValidationError(key, f"{height} rows", len(rows))
    grid: list[list[str]] = []
    for top, text in enumerate(rows):
        where = f"row {top + 1} from the top"
        if not isinstance(text, str) or len(text) != 2 * width:
            raise ValidationError(key, f"{2 * width} characters ({width} cells)", text, where)
        cells = [text[i:i + 2] for i in range(0, 2 * width, 2)]
        for col, code in enumerate(cells):
            if not is_cell(code):
                raise ValidationError(key, CELL_EXPECTED, code, f"{where}, column {col}")
        grid.append(cells)
    grid.reverse()
    return grid


def parse_specials(text: str, count: int, key: str) -> tuple[str, ...]:
    """A queue entry's specials: one letter per block, ``.`` = none."""
    if len(text) != count or any(ch not in SPECIALS for ch in text):
        raise ValidationError(key, f"{count} special letters from {SPECIALS} after ':'", text)
    return tuple(text)

# Arcade specials (rules/retris.md §6), by their lower-case letter.
BOMBS = "nhvlm"
ACTIVATOR = "a"
STONE = "s"
PLAIN_ICE = "i"
BOMB_KINDS = {"n": "normal", "h": "horizontal", "v": "vertical", "l": "lightning", "m": "mega"}


def is_iced(special: str) -> bool:
    """An Ice Cover lies on the block: ``i`` or an upper-case special."""
    return special == PLAIN_ICE or special.isupper()


def main_special(special: str) -> str:
    """The special under any ice (``.`` for none)."""
    return "." if special in (".", PLAIN_ICE) else special.lower()


def with_ice(special: str) -> str:
    return PLAIN_ICE if special == "." else special.upper()


def is_stone(code: str) -> bool:
    """A Stone Cover, iced or not (a stone under ice is still a stone)."""
    return code[1] in "sS"


def is_uncovered_bomb(code: str) -> bool:
    return code[1] in BOMBS
