"""The marked strings of the game's source: every ``_("…")``, ``N_("…")``,
``pgettext("context", "…")`` and ``ngettext("…", "…", n)`` call, read with ``ast`` (the
same calls xgettext finds), written as the catalog template ``arcadeforge.pot``."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

MARKERS = {"_": 1, "N_": 1, "pgettext": 2, "ngettext": 2}  # name → literal arguments


@dataclass(slots=True)
class Message:
    msgid: str
    plural: str | None = None
    context: str | None = None
    where: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid


class NotLiteral(ValueError):
    """A marker called with something other than string literals: not extractable."""


def _called(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        name = func.id
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
            and func.value.id == "i18n":  # i18n.ngettext(...)
        name = func.attr
    else:
        return None
    return name if name in MARKERS else None


def messages_in(path: Path, shown_as: str) -> list[Message]:
    """The marked strings of one module; raises :class:`NotLiteral` naming the line."""
    found: list[Message] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or (name := _called(node)) is None:
            continue
        args = node.args[:MARKERS[name]]
        if any(isinstance(a, ast.JoinedStr | ast.BinOp) for a in args):  # built, never found
            raise NotLiteral(f"{shown_as}:{node.lineno}: {name}() needs string literals "
                             "(a placeholder and .format() after it, not an f-string)")
        if len(args) < MARKERS[name] or not all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
            continue  # _(card.tagline): a string marked with N_ where it was written
        texts = [a.value for a in args if isinstance(a, ast.Constant)]
        where = [f"{shown_as}:{node.lineno}"]
        if name == "pgettext":
            found.append(Message(texts[1], context=texts[0], where=where))
        elif name == "ngettext":
            found.append(Message(texts[0], plural=texts[1], where=where))
        else:
            found.append(Message(texts[0], where=where))
    return found


def collect(root: Path) -> list[Message]:
    """Every marked string under ``root/game``, once each, in source order."""
    merged: dict[tuple[str | None, str], Message] = {}
    for path in sorted((root / "game").rglob("*.py")):
        for message in messages_in(path, path.relative_to(root).as_posix()):
            kept = merged.setdefault(message.key, message)
            if kept is not message:
                kept.where.extend(message.where)
                kept.plural = kept.plural or message.plural
    return list(merged.values())


def quoted(text: str) -> str:
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in body:
        return f'"{body}"'
    lines = body.split("\n")
    parts = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return '""\n' + "\n".join(f'"{part}"' for part in parts)


def pot_text(messages: list[Message]) -> str:
    """The template: a header, then each message with where it is used."""
    out = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"',
           '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', ""]
    for message in messages:
        out.append("#: " + " ".join(message.where[:3]))
        if message.context is not None:
            out.append(f"msgctxt {quoted(message.context)}")
        out.append(f"msgid {quoted(message.msgid)}")
        if message.plural is not None:
            out += [f"msgid_plural {quoted(message.plural)}", 'msgstr[0] ""', 'msgstr[1] ""']
        else:
            out.append('msgstr ""')
        out.append("")
    return "\n".join(out)
