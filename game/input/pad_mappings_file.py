"""Saving a pad's mapping line into the player's mappings file (``[controls] pad_mappings``).

The file is the player's as much as ours (SDL's format: one ``GUID,name,…`` line a pad,
``#`` comments): a new line replaces only the lines for the same GUID, everything else is kept
as it was, and the file is replaced atomically (:func:`game.config.writer.write_atomic`). A
file that exists but cannot be read (not UTF-8, too large, a FIFO) is never overwritten.
"""

from __future__ import annotations

from pathlib import Path

from game.config.writer import SaveRefused, write_atomic
from game.core.safe_read import UnsafeFile, decode, one_line, read_bytes
from game.i18n import _
from game.input.pad_db import MAX_BYTES
from game.input.sdl_mapping import Mapping

# The file's first line (a comment for whoever opens the file: English, as the file is)
HEADER = ("# ArcadeForge pad mappings: SDL game controller lines, one pad a line (the "
          "\"map a pad\" screen writes them; edit freely). They win over the bundled "
          "databases.")  # i18n: not shown


class MappingNotSaved(Exception):
    """The line was not written; the message is one line naming the file and why."""


def save_mapping(path: Path, mapping: Mapping) -> None:
    """``mapping``'s line into the file at ``path``, in place of any for its GUID; raises
    :class:`MappingNotSaved` (the file untouched)."""
    try:
        old = decode(read_bytes(path, MAX_BYTES))
    except FileNotFoundError:
        old = HEADER + "\n"
    except UnsafeFile as exc:
        raise MappingNotSaved(one_line(_("pad mapping not saved: {path}: {problem}").format(
            path=path, problem=exc))) from None
    kept = [line for line in old.splitlines()
            if line.strip().split(",", 1)[0].lower() != mapping.guid]
    try:
        write_atomic(path, "\n".join([*kept, mapping.text]) + "\n")
    except SaveRefused as exc:
        raise MappingNotSaved(one_line(_("pad mapping not saved ({problem})").format(
            problem=exc))) from None
