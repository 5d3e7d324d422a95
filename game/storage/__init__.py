"""Files the game keeps for the player: finished games' replays (scores and settings later)."""
