"""The two rules loops under one import."""

from game.sim.rules_thread import RulesThread
from game.sim.sync_loop import SyncLoop

__all__ = ["RulesThread", "SyncLoop"]  # i18n: not shown
