"""Loading a replay file of either kind: a solo game's (:mod:`game.core.replay`) or a versus
match's (:mod:`game.core.match_replay`), told apart by its ``format``.

The size limit is the format's own. The game writes ``format`` first, so the first bytes say
which limit to read under; a file that names the match format only later (edited by hand) is
read under the solo limit, and a solo file read under the match limit is refused after, with
the words the solo loader uses.
"""

from __future__ import annotations

from pathlib import Path

from game.core import match_replay, replay
from game.core.actions import InputChange
from game.core.match_replay import MatchReplay
from game.core.replay import Replay, ReplayError, load_object
from game.core.safe_read import MIB, UnsafeFile, read_head

HEAD_BYTES = 256  # where the game's own files say their format
ROWS = {replay.FORMAT: InputChange.from_json, match_replay.FORMAT: match_replay.row_from_json}


def load_replay_file(path: Path) -> Replay | MatchReplay:
    """The replay at ``path``, of whichever kind it is; raises :class:`ReplayError` naming
    the file and what is wrong, as each kind's own ``load`` does."""
    obj = load_object(path, _limit(path), ROWS)
    if isinstance(obj, dict) and obj.get("format") == match_replay.FORMAT:
        return MatchReplay.from_json(obj)
    size = path.stat().st_size
    if size > replay.MAX_FILE_BYTES:
        raise ReplayError(f"{path}: is {size:,} bytes, more than the "
                          f"{replay.MAX_FILE_BYTES // MIB} MiB allowed")
    return Replay.from_json(obj)


def _limit(path: Path) -> int:
    """The match limit when the file starts as a match replay does, else the solo one."""
    try:
        head = read_head(path, HEAD_BYTES)
    except (OSError, UnsafeFile):
        return replay.MAX_FILE_BYTES  # load_object says what is wrong with it
    return (match_replay.MAX_FILE_BYTES if f'"{match_replay.FORMAT}"'.encode() in head
            else replay.MAX_FILE_BYTES)
