"""Making the sheets asked for and the page that shows them all."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gallery.capture import SIZE, frames_of
from gallery.sheet import ROOT, Sheet, compose

COMMAND = "sh bootstrap.sh tools/fx-gallery"


def run_gallery(sheets: list[Sheet], only: list[str], out: Path, docs: Path | None,
                window: Any = None) -> list[Path]:
    """Draw the sheets named in ``only`` (all when empty) into ``out``; write the page
    ``docs`` (None: no page) for every sheet. ``window``: a 16:9 one to draw in (else a
    1280×720 one is opened). Returns the files written."""
    if window is None:
        from game.audio.quiet import keep_pyglet_off_the_device
        from game.glcalls import skip_gl_error_checks, thread_gl_calls
        from game.headless.app import open_offscreen

        skip_gl_error_checks()
        thread_gl_calls()
        keep_pyglet_off_the_device()
        window = open_offscreen(SIZE)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for sheet in sheets:
        if only and sheet.name not in only:
            continue
        path = out / f"{sheet.name}.png"
        save(compose(sheet, frames_of(window, sheet)), path)
        written.append(path)
    if docs is not None:
        docs.write_text(page(sheets, out, docs), encoding="utf-8")
        written.append(docs)
    return written


def save(picture: Any, path: Path) -> None:
    """``picture`` as a PNG, in full colour (256 colours band the background's gradient)."""
    picture.save(path, format="PNG", optimize=True)


def page(sheets: list[Sheet], out: Path, docs: Path) -> str:
    """docs/effects.md: every sheet under its group, its picture linked."""
    try:
        folder = out.resolve().relative_to(docs.resolve().parent).as_posix()
    except ValueError:
        folder = out.resolve().as_posix()
    lines = ["# Effects", "",
             "Contact sheets of the game's effects, each one effect at a few moments after its "
             "event (the columns) in one or more variants (the rows), drawn by the real play "
             "scenes from scenario positions with their effects' randomness seeded. Made by",
             "", f"    {COMMAND} [--only NAME,...]", "",
             "(the sheets are defined in `tools/gallery/sheets_*.py`, their positions in "
             "`tools/gallery/positions/`). The strengths of each family are the "
             "`[effects]` settings ([the settings file](../resources/settings.toml)).", ""]
    groups: dict[str, list[Sheet]] = {}
    for sheet in sheets:
        groups.setdefault(sheet.group, []).append(sheet)
    for group, members in groups.items():
        lines += [f"## {group}", ""]
        for sheet in members:
            lines += [f"### {sheet.title}", "", sheet.about, "",
                      f"![{sheet.title}]({folder}/{sheet.name}.png)", ""]
    return "\n".join(lines)


__all__ = ["ROOT", "run_gallery"]
