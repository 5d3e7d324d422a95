"""Record the golden Retris replay (run by hand when the ruleset version changes)."""

from __future__ import annotations

from pathlib import Path

from tests.sim.test_retris_replays import GOLDEN, play_sync

if __name__ == "__main__":
    play_sync("crazy", seed=2026, ticks=4800).replay().save(Path(GOLDEN))
    print(f"wrote {GOLDEN}")
