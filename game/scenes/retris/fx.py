"""Retris's effect strengths: the shared ones (:mod:`game.scenes.fx.strengths`), named here
for the Retris modules that import them from this place."""

from __future__ import annotations

from game.scenes.fx.strengths import FULL, NAMES, Strengths, read_strengths

__all__ = ["FULL", "NAMES", "Strengths", "read_strengths"]  # i18n: not shown
