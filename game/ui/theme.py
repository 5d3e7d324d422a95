"""The shared look of every screen: colours and fonts (one dark glass look for three games)."""

from __future__ import annotations

import arcade

from game.core.paths import resources
from game.ui.glyph_atlas import share_glyph_atlas

# One texture for every font's glyphs, so a text batch is one draw call; installed when the
# theme is first imported, before any of the game's texts loads a font.
share_glyph_atlas()

Color = tuple[int, int, int, int]

# Near-black blue ground with cool glass panels; one warm accent for what needs the eye.
INK: Color = (232, 240, 255, 255)  # main text
INK_DIM: Color = (150, 164, 200, 255)  # labels, descriptions
INK_FAINT: Color = (88, 100, 138, 255)  # disabled items, hints
ACCENT: Color = (84, 214, 255, 255)  # focus glow, rims
ACCENT_WARM: Color = (255, 184, 76, 255)  # badges, the score as it counts
DANGER: Color = (255, 92, 112, 255)  # game over, errors
PANEL_FILL: Color = (18, 26, 52, 225)
PANEL_RIM: Color = (70, 92, 150, 255)
PANEL_SHINE: Color = (140, 170, 230, 70)
SHADE: Color = (4, 6, 14, 190)  # dims the scene under an overlay
CLEAR: Color = (7, 10, 20, 255)

# Display type: squared, technical, drawn bold (``DISPLAY_BOLD``). Play (OFL, shipped in
# resources/fonts/play) replaced Kenney Future, which has no "−", "–" or "→" and no Cyrillic
# or Greek (a path or name on screen may need them); tests/scenes/test_font_coverage.py
# checks every UI string against these fonts.
DISPLAY_FONT = "Play"  # i18n: a name
DISPLAY_BOLD = True
# Body type for descriptions and messages: plain and readable at small sizes.
BODY_FONT = "Liberation Sans"  # i18n: a name
# Small labels, key caps and values, in bold capitals.
LABEL_FONT = "Liberation Sans"  # i18n: a name

#: Every font file the UI uses: (file, family name it registers).
FONT_FILES = (
    ("fonts/play/Play-Bold.ttf", DISPLAY_FONT),  # i18n: a name
    ("fonts/play/Play-Regular.ttf", DISPLAY_FONT),  # i18n: a name
    (":resources:fonts/ttf/Liberation/Liberation_Sans_Regular.ttf", BODY_FONT),  # i18n: a name
    (":resources:fonts/ttf/Liberation/Liberation_Sans_Bold.ttf", LABEL_FONT),  # i18n: a name
)
_loaded = False


def load_fonts() -> None:
    """Register the bundled fonts once per process (pyglet keeps them globally)."""
    global _loaded
    if _loaded:
        return
    for path, _ in FONT_FILES:
        arcade.load_font(path if path.startswith(":") else resources() / path)
    _loaded = True


def rgba(color: tuple[int, ...]) -> Color:
    """An RGB or RGBA tuple of ints as RGBA (opaque when it has no alpha); arcade's
    ``Color.from_iterable`` checks cost more than this, a dozen times a frame."""
    return tuple(color) if len(color) == 4 else (*color, 255)  # type: ignore[return-value]


def with_alpha(color: Color, alpha: int) -> Color:
    """``color`` with its alpha replaced, clamped to 0–255."""
    return color[0], color[1], color[2], max(0, min(255, int(alpha)))


def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    t = max(0.0, min(1.0, t))
    r, g, bl, al = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return r, g, bl, al
