"""Making the folders the game writes into, with a message a player can act on."""

from __future__ import annotations

from pathlib import Path


class NotAFolder(OSError):
    """A path the game needs as a folder is something else (a file, a dangling link)."""


def make_folder(path: Path) -> None:
    """Create ``path`` and its parents if missing; raises :class:`NotAFolder` naming the part
    of the path that is not a folder, instead of mkdir's bare ``[Errno 17] File exists``."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        blocker = next((p for p in (path, *path.parents) if p.is_symlink() or
                        (p.exists() and not p.is_dir())), path)
        raise NotAFolder(f"{blocker} is a file, not a folder: move it away") from None
