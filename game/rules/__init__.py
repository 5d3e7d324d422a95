"""Pure rules of each game. No arcade, pyglet, time, threads or global random below here."""
