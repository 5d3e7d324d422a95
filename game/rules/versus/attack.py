"""How many lines a Retris lock sends (rules/versus.md §3): the attack table, back-to-back,
combos, perfect clears and Arcade's later chain generations."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.retris.versus_hooks import LockOutcome
from game.rules.versus.tuning import VersusTuning


@dataclass(slots=True)
class AttackState:
    """A slot's streaks: ``combo`` clearing locks in a row, and whether its last clearing
    lock cleared 4 or more rows (the back-to-back)."""

    combo: int = 0
    tetris_last: bool = False

    def lines(self, lock: LockOutcome, tuning: VersusTuning) -> int:
        """The lines ``lock`` sends before cancelling; updates the streaks. A lock that clears
        nothing ends the combo, not the back-to-back."""
        if lock.rows == 0:
            self.combo = 0
            return 0
        self.combo += 1
        big = lock.rows >= 4
        lines = tuning.attack_rows[min(lock.rows, 4) - 1]
        lines += tuning.back_to_back if big and self.tetris_last else 0
        lines += tuning.combo[min(self.combo, len(tuning.combo)) - 1]
        lines += tuning.perfect_clear if lock.perfect else 0
        lines += tuning.generation * lock.generations
        self.tetris_last = big
        return lines

    def state(self) -> list[int]:
        return [self.combo, int(self.tetris_last)]
