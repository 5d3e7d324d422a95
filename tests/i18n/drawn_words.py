"""What a screen really shows, as strings, and which of them are English a translation
replaces: the check behind tests/i18n/test_no_english_left.py.

A drawn string "leaks" when it (or one of its lines, or one of its " · " parts) is an English
msgid of the UI (or its plural), compared without case since ``label()`` upper-cases and
with any run of spaces and line breaks as one space (text wrapped to fit), or fits an English
msgid with placeholders ("LEVEL 3" for "Level {level}"), or is a line of three words or more
out of an English paragraph (a help text laid out one line per text) — while the language's
translation is other words, and it is none of that language's translations itself (the same
English word may be translated differently in another context).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

import arcade

from game.i18n.extract import Message
from game.i18n.po import CONTEXT_GLUE, Catalog
from tests.scenes.text_bounds import _views_below, drawing_recorded, walk

PLACEHOLDER = re.compile(r"\{[^{}]*\}|%[-+ #0]*\d*(?:\.\d+)?[sdif%]")  # "{n}", "%d"
WORDS = re.compile(r"[^\W\d_]{2}")  # a template must keep two letters in a row of its own
PARTS = re.compile(r"\n| · |\s{2,}")  # lines, the " · " of joined choices, hint gaps
LINE_WORDS = 3  # a part of a paragraph this many words long is English, not a coincidence


def words(text: str) -> int:
    """How many words of two letters or more ``text`` has ("esc / p": one)."""
    return sum(1 for token in text.split() if WORDS.search(token))


def plain(text: str) -> str:
    """``text`` without case, its spaces and line breaks one space each."""
    return " ".join(text.split()).casefold()


def drawn_strings(scene: arcade.View) -> list[tuple[str, str]]:
    """(attribute path, text) of every text ``scene`` draws in one frame: drawn one by one
    or in a text batch that was drawn, its own and those of the screens it draws beneath."""
    with drawing_recorded() as (texts, batches):
        scene.on_draw()
    found = {id(t): ("drawn", t) for t in texts}
    for root in (scene, *_views_below(scene)):
        for path, t in walk(root)[0]:
            batch = getattr(t, "batch", None)
            if id(t) in found or (batch is not None and id(batch) in batches and t.visible):
                found[id(t)] = (path, t)
    return [(path, t.text) for path, t in found.values() if t.text.strip()]


def pieces(text: str) -> list[str]:
    """The whole string and each of its parts, trimmed."""
    parts = [text, *PARTS.split(text)]
    return list(dict.fromkeys(plain(p) for p in parts if p.strip()))


def _pattern(template: str) -> re.Pattern[str] | None:
    """``template`` as a full-match pattern, each placeholder any text; None where its own
    words are too few to tell it from other text ("{n}", "{a} · {b}")."""
    literal = PLACEHOLDER.split(plain(template))
    if not WORDS.search("".join(literal)):
        return None
    return re.compile("(.+?)".join(re.escape(part) for part in literal), re.DOTALL)


@dataclass
class Leaks:
    """English msgids whose translation in one catalog is other words, ready to match."""

    english: dict[str, str] = field(default_factory=dict)  # plain(text) → msgid
    templates: list[tuple[re.Pattern[str], str]] = field(default_factory=list)
    translated: set[str] = field(default_factory=set)  # plain(each translation)
    translated_templates: list[re.Pattern[str]] = field(default_factory=list)
    passages: list[tuple[str, str]] = field(default_factory=list)  # (plain text, msgid)

    @classmethod
    def of(cls, messages: Iterable[Message], catalog: Catalog) -> Leaks:
        leaks = cls()
        for m in messages:
            key = m.msgid if m.context is None else m.context + CONTEXT_GLUE + m.msgid
            forms = catalog.plural.get(key) if m.plural is not None else (
                [catalog.singular[key]] if key in catalog.singular else None)
            if not forms:
                continue  # not translated: the catalog check names it
            leaks.translated.update(plain(f) for f in forms)
            leaks.translated_templates += [p for f in forms if PLACEHOLDER.search(f)
                                           and (p := _pattern(f)) is not None]
            for source in (m.msgid, m.plural):
                if source is None or plain(source) in {plain(f) for f in forms}:
                    continue  # the same words in both languages ("Menu", "Arcade")
                if PLACEHOLDER.search(source):
                    if (pattern := _pattern(source)) is not None:
                        leaks.templates.append((pattern, m.msgid))
                    for part in PLACEHOLDER.split(plain(source)):  # a paragraph's lines
                        leaks.passages.append((part.strip(), m.msgid))
                elif WORDS.search(source):
                    leaks.english[plain(source)] = m.msgid
                    leaks.passages.append((plain(source), m.msgid))
        return leaks

    def _translation(self, piece: str) -> bool:
        piece = plain(piece)
        return (piece in self.translated
                or any(p.fullmatch(piece) for p in self.translated_templates)
                or (words(piece) >= LINE_WORDS
                    and any(f" {piece} " in f" {t} " for t in self.translated)))

    def msgid_of(self, piece: str) -> str | None:
        """The English msgid ``piece`` shows untranslated, or None."""
        piece = plain(piece)
        if self._translation(piece):
            return None
        if (msgid := self.english.get(piece)) is not None:
            return msgid
        found = next((msgid for pattern, msgid in self.templates if pattern.fullmatch(piece)),
                     None)
        if found is None and words(piece) >= LINE_WORDS:
            found = next((msgid for text, msgid in self.passages
                          if f" {piece} " in f" {text} "), None)
        return found

    def in_strings(self, strings: Iterable[tuple[str, str]]) -> list[str]:
        """One line per drawn string with English left in it: where, what, which msgid."""
        found = []
        for path, text in strings:
            for piece in pieces(text):
                if (msgid := self.msgid_of(piece)) is not None:
                    part = "" if plain(text) == piece else f" (its part {piece!r})"
                    found.append(f"{path} {text!r}{part} is the English of {msgid!r}")
                    break
        return found

    def translations_in(self, strings: Iterable[tuple[str, str]]) -> list[str]:
        """The drawn strings (or parts) that are translations: the screen is in the language."""
        return [piece for _, text in strings for piece in pieces(text)
                if self._translation(piece) and WORDS.search(piece)]
