"""Which SDL mapping a pad gets: the player's lines first, then arcade's and pyglet's databases.

Sources, first wins:

1. ``SDL_GAMECONTROLLERCONFIG`` (one line or several, newline-separated, as SDL allows): it is
   set for one run, so it beats the saved file;
2. the player's pad mappings file (``[controls] pad_mappings``, in the config folder; the
   "press each button" screen writes there);
3. arcade's ``gamecontrollerdb.txt`` (its lines for this platform);
4. pyglet's own database, as pyglet ships it.

Within the player's sources and arcade's file a later line replaces an earlier one for the
same pad, as SDL does when it adds lines; pyglet's list keeps its own first-match rule. A line
with ``crc:`` applies only to a pad whose name has that SDL CRC. Lines SDL marks for "button
labels" mode are left out: the game reads pads by position (``a`` is the bottom button).

Today ``import arcade`` puts arcade's file in front of pyglet's list and so in front of
``SDL_GAMECONTROLLERCONFIG``, which pyglet adds whole (two lines read as one). :func:`install`
puts pyglet's list in the order above, so pyglet's own controller code (every platform) maps
pads as this module says. A bad line of the player's is a one-line problem naming the file
(or the variable) and the line, and what was expected; the other lines still load.
"""

from __future__ import annotations

import functools
import os
import runpy
from dataclasses import dataclass, field
from pathlib import Path

from game.core.safe_read import MIB, UnsafeFile, decode, one_line, read_bytes
from game.i18n import _, ngettext, number
from game.input.sdl_mapping import Mapping, MappingError, parse_line, sdl_crc16, this_platform

ENV = "SDL_GAMECONTROLLERCONFIG"  # i18n: not shown
#: A mappings file larger than this is refused (arcade's whole database is ~330 KB).
MAX_BYTES = 4 * MIB
ARCADE_DB = "arcade's SDL database"  # i18n: not shown (the log's words)
PLAYER_FILE = 1  # the index of the player's file among the sources
MAX_REPORTED = 10  # problems reported one by one; the rest counted in one more line
PYGLET_DB = "pyglet's SDL database"  # i18n: not shown (the log's words)


@dataclass
class Source:
    """One list of lines: ``name`` as a log line says it, and its lines per GUID in the order
    they are tried."""

    name: str
    by_guid: dict[str, list[Mapping]] = field(default_factory=dict)

    def add(self, mapping: Mapping, first: bool) -> None:
        """Add a line; ``first`` puts it before the earlier lines for its GUID (it wins)."""
        lines = self.by_guid.setdefault(mapping.guid, [])
        lines.insert(0 if first else len(lines), mapping)


@dataclass(frozen=True, slots=True)
class Found:
    mapping: Mapping
    source: str


@dataclass
class PadDatabase:
    """The sources in order and the problems met reading the player's ones."""

    sources: list[Source]
    problems: list[str] = field(default_factory=list)

    def find(self, guid: str, name: str = "") -> Found | None:
        """The line a pad with this GUID and name uses, and where it came from."""
        crc = sdl_crc16(name)
        for source in self.sources:
            for mapping in source.by_guid.get(guid.lower(), ()):
                if mapping.crc is None or mapping.crc == crc:
                    return Found(mapping, source.name)
        return None

    def learn(self, mapping: Mapping) -> None:
        """A mapping the player just made and saved: the file's line for its GUID now, as
        at the next start (only the environment's would come before it)."""
        self.sources[PLAYER_FILE].add(mapping, first=True)

    def lines(self) -> list[str]:
        """Every line, in the order pyglet should try them (it takes the first whose GUID
        matches): per source, lines without ``crc`` first, since pyglet cannot check one."""
        out: list[str] = []
        for source in self.sources:
            for lines in source.by_guid.values():
                out += [m.text for m in lines if m.crc is None]
                out += [m.text for m in lines if m.crc is not None]
        return out


def read_lines(text: str, where: str, source: Source, later_wins: bool,
               problems: list[str] | None, platform: str) -> None:
    """Add the mappings of ``text`` to ``source``; a bad line is a problem
    (``where:line: what was expected``) when ``problems`` is given, else skipped."""
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            mapping = parse_line(line)
        except MappingError as exc:
            if problems is not None:
                problems.append(one_line(_("pad mappings: {where}:{line}: {problem}; line "
                                            "ignored").format(where=where, line=line_no,
                                                              problem=exc)))
            continue
        if problems is not None:
            problems += [one_line(_("pad mappings: {where}:{line}: {problem}; that part "
                                    "ignored").format(where=where, line=line_no, problem=fault))
                         for fault in mapping.faults]
        if mapping.applies_to(platform):
            source.add(mapping, first=later_wins)


def player_file(path: Path | None, problems: list[str], platform: str) -> Source:
    """The player's mappings file (missing is fine: nothing in it)."""
    source = Source(f"your pad mappings file ({path})")  # i18n: not shown (the log's)
    if path is None:
        return source
    try:
        text = decode(read_bytes(path, MAX_BYTES))
    except FileNotFoundError:
        return source
    except UnsafeFile as exc:
        problems.append(one_line(_("pad mappings: {path}: {problem}; not used").format(
            path=path, problem=exc)))
        return source
    read_lines(text, str(path), source, True, problems, platform)
    return source


def environment(value: str | None, problems: list[str], platform: str) -> Source:
    source = Source(ENV)
    if value:
        read_lines(value, ENV + " line", source, True, problems, platform)
    return source


@functools.cache
def bundled(platform: str) -> tuple[Source, Source]:
    """arcade's and pyglet's databases as they ship (read once)."""
    arcade_db = Source(ARCADE_DB)
    read_lines(arcade_file().read_text(encoding="utf-8"), "arcade", arcade_db, True, None,
               platform)
    pyglet_db = Source(PYGLET_DB)
    read_lines("\n".join(pyglet_lines()), "pyglet", pyglet_db, False, None, platform)
    return arcade_db, pyglet_db


def arcade_file() -> Path:
    import arcade

    return Path(arcade.resources.resolve(":system:gamecontrollerdb.txt"))


def pyglet_lines() -> list[str]:
    """pyglet's own list for this platform, fresh from its module: the imported one has
    arcade's file and the environment's value inserted already."""
    import pyglet

    path = Path(pyglet.__file__).parent / "input" / "controller_db.py"
    return list(runpy.run_path(str(path))["mapping_list"])


def load_database(path: Path | None, env: str | None = None,
                  platform: str | None = None) -> PadDatabase:
    """Every source in order: ``env`` (default: the variable), the file at ``path``, arcade's
    and pyglet's; the player's problems in ``problems``."""
    platform = platform or this_platform()
    problems: list[str] = []
    env_value = os.environ.get(ENV) if env is None else env
    mine = [environment(env_value, problems, platform), player_file(path, problems, platform)]
    if len(problems) > MAX_REPORTED:
        rest = len(problems) - MAX_REPORTED
        problems[MAX_REPORTED:] = [ngettext(
            "pad mappings: ... and {n} more bad line; ignored",
            "pad mappings: ... and {n} more bad lines; ignored", rest).format(n=number(rest))]
    return PadDatabase([*mine, *bundled(platform)], problems)


def install(db: PadDatabase) -> None:
    """pyglet's mapping list becomes ``db``'s lines in order (pyglet's own controller code
    then agrees with :meth:`PadDatabase.find`, on every platform)."""
    from game.input.pyglet_input import controller_db

    controller_db().mapping_list[:] = db.lines()
