"""Links in the project's Markdown point at files a clone has (the rules pages live in docs/)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def markdown_files() -> list[Path]:
    """Every Markdown file git tracks (or, outside a checkout, every one under the root)."""
    try:
        listed = subprocess.run(["git", "ls-files", "*.md"], cwd=ROOT, capture_output=True,
                                text=True, check=True).stdout.split()
        return [ROOT / name for name in listed]
    except (OSError, subprocess.CalledProcessError):
        return [p for p in ROOT.rglob("*.md") if ".venv" not in p.parts]


def local_links(page: Path) -> list[str]:
    """Link targets that are not web addresses or anchors, without any #fragment."""
    return [target.split("#", 1)[0] for target in LINK.findall(page.read_text())
            if not re.match(r"[a-z]+:", target) and not target.startswith("#")]


def test_the_readme_links_the_rules_pages_in_docs() -> None:
    links = local_links(ROOT / "README.md")
    for game in ("retris", "tetlight", "verse"):
        assert f"docs/rules/{game}.md" in links


@pytest.mark.parametrize("page", markdown_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_local_link_exists(page: Path) -> None:
    missing = [t for t in local_links(page) if not (page.parent / t).exists()]
    assert not missing, f"{page.relative_to(ROOT)} links to missing files: {missing}"
    assert "shared/rules" not in page.read_text(), "a clone has no shared/: link docs/rules"
