"""Retris: pure rules (rules/retris.md). ``RetrisGame`` is the entry point."""

from game.rules.retris.game import RetrisGame
from game.rules.retris.options import RetrisOptions
from game.rules.retris.setup import RetrisSetup
from game.rules.retris.snapshot import PieceView, RetrisSnapshot

__all__ = ["PieceView", "RetrisGame", "RetrisOptions", "RetrisSetup", "RetrisSnapshot"]
