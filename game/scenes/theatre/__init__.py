"""Watching a replay: the theatre screen, the stage it plays on (the real play scene) and the
loop that feeds it the replay."""
