"""Tet'light: pure rules (rules/tetlight.md). ``TetlightGame`` is the entry point."""

from game.rules.tetlight.game import TetlightGame
from game.rules.tetlight.options import TetlightOptions
from game.rules.tetlight.setup import TetlightSetup
from game.rules.tetlight.snapshot import TetlightSnapshot, TetPieceView

__all__ = ["TetPieceView", "TetlightGame", "TetlightOptions", "TetlightSetup",
           "TetlightSnapshot"]
