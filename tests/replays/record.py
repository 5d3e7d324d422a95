"""Record the golden replays (run by hand when a ruleset version changes)."""

from __future__ import annotations

from pathlib import Path

from tests.sim import test_match_golden as versus
from tests.sim import test_retris_replays as retris
from tests.sim import test_tetlight_replays as tetlight

if __name__ == "__main__":
    retris.play_sync("crazy", seed=2026, ticks=4800).replay().save(Path(retris.GOLDEN))
    tetlight.play_golden().replay().save(Path(tetlight.GOLDEN))
    versus.record_golden().save(versus.GOLDEN)
    print(f"wrote {retris.GOLDEN}, {tetlight.GOLDEN} and {versus.GOLDEN}")
