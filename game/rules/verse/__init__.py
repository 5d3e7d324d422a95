"""ArcadeForge Verse: pure rules (rules/verse.md). ``VerseGame`` is the entry point."""

from game.rules.verse.game import VerseGame
from game.rules.verse.options import VerseOptions
from game.rules.verse.setup import VerseSetup
from game.rules.verse.snapshot import SIZE, SLOTS, TrayPiece, VerseSnapshot

__all__ = ["SIZE", "SLOTS", "TrayPiece", "VerseGame", "VerseOptions", "VerseSetup",
           "VerseSnapshot"]
