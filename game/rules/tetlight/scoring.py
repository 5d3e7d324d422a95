"""Points, bomb points and remaining bombs (rules/tetlight.md §5, §7, §8, §10)."""

from __future__ import annotations

from game.rules.tetlight.tuning import TetlightTuning


def hexagon_points(t: TetlightTuning, level: int, radar: bool) -> int:
    """Per hexagon destroyed by a line or a contact: (1 + r) × (L + 10), r = 1 radar on, 2 off."""
    factor = t.factor_radar_on if radar else t.factor_radar_off
    return factor * (level + t.level_offset)


def landing_points(t: TetlightTuning, dropped: int) -> int:
    """5 for a piece that arrives by itself (``dropped`` 0), max(5, 2D) after a drop of D."""
    return max(t.land_points, t.drop_factor * dropped)


def drop_bomb_points(t: TetlightTuning, dropped: int) -> int:
    """A drop of D >= 3 gives D bomb points."""
    return dropped if dropped >= t.bomb_drop_min and dropped > 0 else 0


def radar_cost(t: TetlightTuning, level: int) -> int:
    return t.radar_cost_per_level * (level + t.radar_cost_level_offset)


class Score:
    """The score (never below 0), the bomb points and the remaining bombs they buy."""

    __slots__ = ("bomb_points", "bombs", "points", "threshold")

    def __init__(self, threshold: int) -> None:
        self.points = 0
        self.bomb_points = 0
        self.bombs = 0
        self.threshold = threshold

    def add(self, points: int) -> None:
        self.points += points

    def spend(self, cost: int) -> int:
        """Take ``cost`` points; the score is set to 0 if it would go negative (§8). Returns
        the points actually taken."""
        taken = min(cost, self.points)
        self.points -= taken
        return taken

    def add_bomb_points(self, amount: int) -> int:
        """Add bomb points; every full threshold becomes a remaining bomb. Returns how many."""
        self.bomb_points += amount
        gained = self.bomb_points // self.threshold
        self.bomb_points -= gained * self.threshold
        self.bombs += gained
        return gained

    def state(self) -> dict[str, int]:
        return {"score": self.points, "bomb_points": self.bomb_points, "bombs": self.bombs}
