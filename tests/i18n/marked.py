"""Which string literals of the UI's modules read as words a player sees, and are not marked
for translation: the check behind tests/i18n/test_every_string_marked.py (and a list to work
from: ``python -m tests.i18n.marked game/scenes/retris``).

A literal "reads as words" when it has two letters in a row and a capital or a space (keys,
ids, file names and format codes are lower-case single words). It is left alone when it is
inside ``_``/``N_``/``ngettext``/``pgettext``, a docstring, a dict key or subscript, the
argument of a call that never shows it (``UNSHOWN_CALLS``), or on a line ending in
``# i18n: not shown`` (a log line, a key for a table) or ``# i18n: a name`` (RETRIS,
ArcadeForge, a key cap: shown, the same in every language).
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from game.i18n.extract import MARKERS

ROOT = Path(__file__).resolve().parents[2]
# The UI, and the layers whose lines reach the screen (notices, the error and practice
# screens); game/core and game/rules are pure and never import the catalogs (their
# ValidationError's frame is said again by game/i18n/problems.py).
UI_DIRS = ("game/scenes", "game/ui", "game/input", "game/config", "game/storage", "game/sim",
           "game/video", "game/audio", "game/scenario", "game/app.py")
WORDS = re.compile(r"[^\W\d_]{2}")
SHOWN = re.compile(r"[A-Z]|[^\W\d_]\s+[^\W\d_]")
UNSHOWN_CALLS = {"getattr", "setattr", "hasattr", "startswith", "endswith", "split", "join",
                 "replace", "get", "pop", "setdefault", "index", "find", "glob", "rglob",
                 "open", "Path", "getenv", "environ", "TypeVar", "NamedTuple", "namedtuple",
                 "cast", "field", "warn", "debug", "info", "register", "section", "compile",
                 "match", "fullmatch", "search", "sub", "struct", "unpack", "pack", "format_map",
                 "isinstance", "print", "write", "table_name", "mark", "Color", "strptime",
                 "strftime", "encode", "decode", "dumps", "loads", "partition", "rstrip",
                 "lstrip", "strip", "count", "__import__", "import_module", "skip"}
NOT_SHOWN_MARKS = ("# i18n: not shown", "# i18n: a name")


def ui_modules() -> list[Path]:
    return sorted(p for d in UI_DIRS
                  for p in ([ROOT / d] if d.endswith(".py") else (ROOT / d).rglob("*.py")))


def _skipped(tree: ast.AST) -> set[int]:
    """ids of the constants that are never shown or already marked."""
    skip: set[int] = set()

    def drop(node: ast.AST) -> None:
        skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            if node.body and isinstance(node.body[0], ast.Expr) \
                    and isinstance(node.body[0].value, ast.Constant):
                drop(node.body[0])
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            if name in MARKERS or name in UNSHOWN_CALLS:
                drop(node)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    drop(key)
        elif isinstance(node, ast.Subscript):
            drop(node.slice)
        elif isinstance(node, ast.Compare):
            drop(node)  # compared with, not shown
        elif isinstance(node, ast.Assert):
            drop(node)
    return skip


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    return None


def unmarked(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each literal in ``path`` that reads as words and is not marked."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    skip = _skipped(tree)
    for node in ast.walk(tree):  # an f-string is judged whole, not its pieces
        if isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip or not isinstance(node, ast.Constant | ast.JoinedStr):
            continue
        text = _text(node)
        if text is None or not WORDS.search(text) or not SHOWN.search(text):
            continue
        first, last = lines[node.lineno - 1], lines[(node.end_lineno or node.lineno) - 1]
        if any(mark in first or mark in last for mark in NOT_SHOWN_MARKS):
            continue
        found.append((node.lineno, text))
    return sorted(found)


if __name__ == "__main__":
    for module in ui_modules():
        rel = module.relative_to(ROOT).as_posix()
        if len(sys.argv) > 1 and not any(rel.startswith(a) for a in sys.argv[1:]):
            continue
        for line, text in unmarked(module):
            print(f"{rel}:{line}: {text!r}")
