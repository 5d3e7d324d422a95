"""``arcadeforge scenario FILE.toml [FILE.toml …] [--check]``.

Prints one JSON object per file (exit 0), or with ``--check`` compares each with its
``[expect]`` (exit 1 with a readable diff when one differs). A malformed file gets one line on
stderr naming the key and what was expected, and exit 2 — never a traceback.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from game.core.ruleset import ValidationError
from game.core.safe_read import one_line
from game.scenario.runner import run
from game.scenario.spec import load_scenario

USAGE = "usage: arcadeforge scenario FILE.toml [FILE.toml ...] [--check]"  # i18n: not shown
OK, DIFFERS, MALFORMED = 0, 1, 2


def run_file(path: str, check: bool, out: TextIO, err: TextIO) -> int:
    """Run one file and report it; returns its exit status."""
    try:
        scenario = load_scenario(path)
        if check and scenario.expect is None:
            raise ValidationError("expect", "an [expect] table to check against")  # i18n: not shown
        result = run(scenario.prepared)
    except ValidationError as exc:
        print(one_line(f"{path}: {exc}"), file=err)
        return MALFORMED
    if not check:
        print(json.dumps(result), file=out)
        return OK
    assert scenario.expect is not None
    lines = scenario.differences(scenario.expect, result)
    if not lines:
        print(f"ok {path}", file=out)
        return OK
    print(f"FAIL {path}: differs from [expect]", file=out)
    print("\n".join(lines), file=out)
    return DIFFERS


def main(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``argv`` excludes the program name and the word ``scenario``."""
    out = out or sys.stdout
    err = err or sys.stderr
    flags = [a for a in argv if a.startswith("--")]
    files = [a for a in argv if not a.startswith("--")]
    if "--help" in flags:
        print(USAGE, file=out)
        return OK
    unknown = [f for f in flags if f != "--check"]
    if unknown or not files:
        print(f"{unknown[0]}: unknown option; {USAGE}" if unknown else USAGE, file=err)
        return MALFORMED
    status = OK
    for path in files:
        status = max(status, run_file(path, "--check" in flags, out, err))
    return status
