"""Files the game keeps for the player: replays and their library, the SQLite score book and
the scores waiting to go in it, where the folders are, and tidying what a killed game left."""
