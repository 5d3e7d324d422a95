"""The command line's argument parser: a mistake is one line on stderr and status 2.

argparse's own ``error`` prints the whole usage block before the message (four to eight
lines); every ArcadeForge command promises one line for bad input, so the usage is left to
``--help``."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """An :class:`argparse.ArgumentParser` whose errors are ``PROG: MESSAGE (see --help)``."""

    def error(self, message: str) -> NoReturn:
        """Exit 2 with the message on one line (argparse's text can hold line breaks)."""
        text = " ".join(message.split())
        self.exit(2, f"{self.prog}: {text} (see {self.prog} --help)\n")


def int_between(low: int, high: int) -> Callable[[str], int]:
    """An argument type: a whole number from ``low`` to ``high`` (argparse's ``choices``
    would list every one of them in the error)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"expected a whole number {low}..{high}, got {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected {low}..{high}, got {text}")
        return value

    return parse


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x720"`` → ``(1280, 720)``."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, got {text!r}") from None
    if not (64 <= w <= 8192 and 64 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"size must be between 64 and 8192 a side, got {text}")
    return w, h
