"""The README's two commands stay true: CI runs the very test command the README gives."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines() if line.startswith("    ")]


def test_readme_gives_exactly_two_commands() -> None:
    play, test = readme_commands()
    assert play.endswith("arcadeforge")
    assert re.search(r"\bpytest$", test)


def test_both_commands_go_through_the_bootstrap_script_a_clone_has() -> None:
    for command in readme_commands():
        script = command.split()[1]
        assert command.startswith("sh ") and (ROOT / script).is_file()
        assert "pip install" not in command  # refused by Debian's Python (PEP 668)


def test_ci_runs_the_readme_test_command() -> None:
    _, test = readme_commands()
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert test in [line.strip() for line in ci if not line.lstrip().startswith("#")]


def test_the_console_command_is_declared() -> None:
    assert 'arcadeforge = "game.__main__:main"' in (ROOT / "pyproject.toml").read_text()


def test_every_other_command_goes_through_the_bootstrap_script_too() -> None:
    """uv sits in ~/.local/bin after the two commands, often not on PATH: a command given as
    ``uv run …`` (or a bare ``arcadeforge …`` line) fails there."""
    text = (ROOT / "README.md").read_text()
    told = text.replace("Then it runs `uv run --frozen\nCOMMAND`", "")  # what bootstrap does
    assert "uv run" not in told
    section = text.split("## Other commands", 1)[1].split("\n## ", 1)[0]
    commands = [line.strip() for line in section.splitlines() if line.startswith("    sh ")
                or line.startswith("    arcadeforge") or line.startswith("    uv")]
    assert commands and all(c.startswith("sh bootstrap.sh ") for c in commands), commands
