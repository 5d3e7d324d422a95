"""Reading a player's file without trusting it: one regular file, of bounded size, decoded and
parsed with every way a parser can fail turned into one :class:`UnsafeFile` line.

What goes wrong without this: a FIFO or a device named as the file blocks ``open`` or never
ends (``/dev/zero``); a huge file is parsed whole before anything is checked; a UTF-8 BOM makes
the first key unknown; a value nested hundreds deep raises RecursionError, an integer of more
than 4,300 digits ValueError (``sys.set_int_max_str_digits``), and one dotted key of thousands
of parts makes ``tomllib`` build quadratic memory (a 60 KB key: 3.5 GB). The limits are checked
on the raw bytes and text, before any parser runs.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tomllib
from pathlib import Path
from typing import Any

KIB = 1024
MIB = 1024 * KIB
#: The deepest nesting (arrays, tables, objects) and the most parts in one dotted key that a
#: TOML file may have; far beyond any real settings or scenario file.
MAX_DEPTH = 32
MAX_KEY_PARTS = 32


class UnsafeFile(ValueError):
    """A file that cannot be used; the message says why in one line (the caller names the
    file)."""


def read_bytes(path: Path | str, limit: int) -> bytes:
    """The whole file, refusing anything that is not a regular file of at most ``limit`` bytes.

    Raises FileNotFoundError for a missing file (callers often treat that apart), UnsafeFile
    for everything else. The type is checked before opening (opening a FIFO blocks), the file
    is opened non-blocking, and the type checked again with ``fstat`` on the descriptor, so a
    swap between the check and the open cannot slip a FIFO or a device in.
    """
    fd = _open_regular(Path(path))
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise UnsafeFile(f"is {size:,} bytes, more than the {_size(limit)} allowed")
        data = _read_at_most(fd, limit + 1)
    except OSError as exc:
        raise UnsafeFile(f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if len(data) > limit:  # it grew since fstat
        raise UnsafeFile(f"is more than the {_size(limit)} allowed")
    return data


def regular_size(path: Path | str) -> int | None:
    """The size of the regular file at ``path``, None when nothing is there; raises
    UnsafeFile for anything else (a FIFO, a device, a folder, a link that leads nowhere or
    loops), without opening it. For files another library opens by name (SQLite)."""
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.lexists(path):
            raise UnsafeFile("is a link that leads nowhere") from None
        return None
    except OSError as exc:
        raise UnsafeFile(f"cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(info.st_mode):
        raise UnsafeFile(_not_regular(info.st_mode))
    return info.st_size


def read_head(path: Path | str, count: int) -> bytes:
    """The first ``count`` bytes (fewer for a shorter file) of a regular file, with the
    checks of :func:`read_bytes`; FileNotFoundError when missing."""
    fd = _open_regular(Path(path))
    try:
        return _read_at_most(fd, count)
    except OSError as exc:
        raise UnsafeFile(f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def _open_regular(path: Path) -> int:
    """A descriptor on the regular file at ``path``: checked before opening (opening a FIFO
    blocks), opened non-blocking, and checked again on the descriptor."""
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise UnsafeFile(_not_regular(mode))
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise UnsafeFile(f"cannot be read ({exc.strerror or exc})") from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as exc:
        os.close(fd)
        raise UnsafeFile(f"cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise UnsafeFile(_not_regular(mode))
    return fd


def _read_at_most(fd: int, count: int) -> bytes:
    parts: list[bytes] = []
    left = count
    while left > 0:
        try:
            chunk = os.read(fd, min(left, MIB))
        except BlockingIOError:
            raise OSError(errno.EAGAIN, "no data ready (not a regular file?)") from None
        if not chunk:
            break
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)


def _not_regular(mode: int) -> str:
    return f"cannot be read: it is {_kind(mode)}, not a regular file"


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISDIR, "a folder"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a plain file"


def _size(limit: int) -> str:
    return f"{limit // MIB} MiB" if limit % MIB == 0 else f"{limit // KIB} KiB"


def decode(data: bytes) -> str:
    """UTF-8 text, a leading BOM dropped (editors on Windows add one)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnsafeFile("is not UTF-8 text") from None


def parse_json(text: str) -> Any:
    """``json.loads`` with deep nesting and huge integers reported, not raised raw."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise UnsafeFile(f"not JSON ({exc.msg} at line {exc.lineno})") from None
    except RecursionError:
        raise UnsafeFile("not usable JSON (nested too deep)") from None
    except ValueError as exc:  # int-digit limit
        raise UnsafeFile(f"not usable JSON ({_first_line(exc)})") from None


def parse_toml(text: str) -> dict[str, Any]:
    """``tomllib.loads`` after the nesting checks; TOMLDecodeError passes through (callers
    quote its line), every other failure is UnsafeFile."""
    fault = toml_shape_fault(text)
    if fault:
        raise UnsafeFile(f"not usable TOML ({fault})")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        raise
    except RecursionError:
        raise UnsafeFile("not usable TOML (nested too deep)") from None
    except ValueError as exc:  # int-digit limit
        raise UnsafeFile(f"not usable TOML ({_first_line(exc)})") from None


def _first_line(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:120]


def toml_shape_fault(text: str, max_depth: int = MAX_DEPTH,
                     max_parts: int = MAX_KEY_PARTS) -> str:
    """Why ``text`` is too deeply nested to hand to tomllib, or "" when it is fine.

    A scan outside strings and comments: brackets and braces count depth, and dots between
    two separators (``=``, ``,``, a bracket, a line end) count the parts of one dotted key
    (a value's float has one dot, so it never comes near the limit).
    """
    depth = dots = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            i = _skip_string(text, i)
            continue
        if c == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if c in "[{":
            depth += 1
            if depth > max_depth:
                return f"nested more than {max_depth} deep"
        elif c in "]}":
            depth = max(0, depth - 1)
        elif c == ".":
            dots += 1
            if dots >= max_parts:
                return f"a dotted key of more than {max_parts} parts"
        if c in "[]{}=,\n":
            dots = 0
        i += 1
    return ""


def _skip_string(text: str, i: int) -> int:
    """The index after the string starting at ``i`` (basic, literal, multi-line)."""
    quote = text[i]
    if text.startswith(quote * 3, i):
        end = text.find(quote * 3, i + 3)
        while quote == '"' and end > 0 and _escaped(text, end):
            end = text.find(quote * 3, end + 1)
        return len(text) if end < 0 else end + 3
    j = i + 1
    while j < len(text) and text[j] != "\n":
        if text[j] == "\\" and quote == '"':
            j += 2
            continue
        if text[j] == quote:
            return j + 1
        j += 1
    return j


def _escaped(text: str, at: int) -> bool:
    slashes = 0
    while at - 1 - slashes >= 0 and text[at - 1 - slashes] == "\\":
        slashes += 1
    return slashes % 2 == 1


def shown(value: object, most: int = 60) -> str:
    """``repr(value)`` for a message: at most ``most`` characters, and never an error for a
    value nested too deep to print."""
    try:
        text = repr(value)
    except RecursionError:
        text = f"<a {type(value).__name__} nested too deep>"
    return text if len(text) <= most else text[: most - 3] + "..."


def one_line(text: str) -> str:
    """``text`` safe to print as one line: line breaks, other control characters and lone
    surrogates (from undecodable file names) written as escapes."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else _escape(c) for c in text)


def _escape(char: str) -> str:
    return repr(char)[1:-1] if not 0xD800 <= ord(char) <= 0xDFFF else f"\\u{ord(char):04x}"
