"""The attract mode: left untouched on the title, the autoplayers play a short demo of each
game in turn on the real play scenes (:mod:`.timer` starts it, :mod:`.screen` shows it,
:mod:`.demos` builds each demo so that it keeps nothing: no replay, no score, no statistics,
no game over screen)."""
