"""Practice games: a real play scene started from a moment of a replay or a scenario file
(:mod:`game.sim.practice`), and the Practice list of the scenario files in the config
folder."""
