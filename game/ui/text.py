"""Text placed in reference units: display and label text, the dimming under an overlay,
and a path as a player reads it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade

from game.i18n import _ as translated  # not named _: the extractor takes _() for literals
from game.ui import theme
from game.ui.layout import Layout


def tr(message: str) -> str:
    """``message``, marked for the catalogs where it is kept (``N_("RESUME")`` in a table or
    a menu item), in the chosen language. The extractor reads only literal ``_("…")``
    calls, so a kept string is translated through this where it is shown."""
    return translated(message)


def shade(layout: Layout, alpha: int = theme.SHADE[3]) -> None:
    """Dim everything drawn so far (under an overlay)."""
    arcade.draw_rect_filled(layout.window_rect, theme.with_alpha(theme.SHADE, alpha))


def text(layout: Layout, value: str, x: float, y: float, size: float,
         color: theme.Color = theme.INK, font: str = theme.DISPLAY_FONT,
         **kwargs: Any) -> arcade.Text:
    """An ``arcade.Text`` placed in reference units, sized for the window (the display font
    bold unless ``bold`` says otherwise)."""
    kwargs.setdefault("bold", theme.DISPLAY_BOLD and font == theme.DISPLAY_FONT)
    # Whole pixels: glyphs placed between pixel rows lose their top row at small sizes.
    return arcade.Text(value, round(layout.x(x)), round(layout.y(y)), color,
                       layout.font(size), font_name=font, **kwargs)


def label(layout: Layout, value: str, x: float, y: float, size: float,
          color: theme.Color = theme.INK_DIM, **kwargs: Any) -> arcade.Text:
    """A small-caps label: bold capitals in the label font."""
    return text(layout, value.upper(), x, y, size, color, font=theme.LABEL_FONT, bold=True,
                **kwargs)


def shown_path(path: Path) -> str:
    """``path`` for a player to read: the home folder as ``~``."""
    home = str(Path.home())
    text = str(path)
    return "~" + text[len(home):] if text.startswith(home + "/") else text
