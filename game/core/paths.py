"""Where the project's data folders are: the repository's top level in a checkout, or
``game/_data`` inside an installed wheel (see pyproject's force-include)."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]


def data_dir(name: str) -> Path:
    """``resources`` or ``shaders``, wherever this copy of the game keeps them."""
    installed = _PACKAGE / "_data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def resources() -> Path:
    return data_dir("resources")


def shaders() -> Path:
    return data_dir("shaders")
