"""Numbers written the way each language writes them: "12,345.5" in English, "12 345,5" in
French and Russian, "12.345,5" in Dutch. The French and Russian group separator is a plain
space: the display font (Play) has no glyph for the no-break or thin spaces."""

from __future__ import annotations

GROUP = {"en": ",", "fr": " ", "nl": ".", "ru": " "}
DECIMAL = {"en": ".", "fr": ",", "nl": ",", "ru": ","}


def format_number(value: float, language: str, digits: int = 0) -> str:
    """``value`` with ``digits`` decimals, grouped by thousands as ``language`` writes it."""
    plain = f"{value:,.{digits}f}"  # "12,345.50": Python's separators, swapped below
    if plain.startswith("-") and not plain.strip("-0.,"):
        plain = plain[1:]  # -0.001 shown to no decimals is 0, not "-0"
    group, decimal = GROUP.get(language, ","), DECIMAL.get(language, ".")
    return "".join(group if c == "," else decimal if c == "." else c for c in plain)


def format_percent(fraction: float, language: str, digits: int = 0) -> str:
    """``0.5`` as "50 %" (French, Russian: a space before the sign) or "50%"."""
    number = format_number(100.0 * fraction, language, digits)
    return number + (" %" if language in ("fr", "ru") else "%")
