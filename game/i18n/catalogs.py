"""The translations of one language: every ``.po`` file of
``resources/locale/<language>/LC_MESSAGES/`` read and merged (one file per part of the game,
so translators and developers edit them apart)."""

from __future__ import annotations

from pathlib import Path

from game.i18n.po import Catalog, PoProblem, read_po


def locale_root() -> Path:
    from game.core.paths import resources

    return resources() / "locale"


def available(root: Path | None = None) -> tuple[str, ...]:
    """The languages with a catalog folder, English (the source language) first."""
    root = root or locale_root()
    found = sorted(p.name for p in root.iterdir() if (p / "LC_MESSAGES").is_dir())
    return ("en", *[name for name in found if name != "en"])


def load(language: str, root: Path | None = None) -> Catalog:
    """All of ``language``'s catalogs as one; a missing folder is one problem, and an empty
    catalog (every string in English)."""
    folder = (root or locale_root()) / language / "LC_MESSAGES"
    merged = Catalog()
    files = sorted(folder.glob("*.po")) if folder.is_dir() else []
    if not files:
        merged.problems.append(PoProblem(folder, 0, f"no catalog for language {language!r}"))
        return merged
    for path in files:
        part = read_po(path)
        merged.problems.extend(part.problems)
        merged.singular.update(part.singular)
        merged.plural.update(part.plural)
        if part.plural_header:  # a part without a header keeps the others' plural rule
            merged.plural_forms, merged.choose = part.plural_forms, part.choose
    return merged
