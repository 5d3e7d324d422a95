"""The match's pause menu: the solo pause screen, except that a pause pressed in its first
moments does not resume (two players pressing pause together open one menu, and the second
press does not close it again)."""

from __future__ import annotations

from game.input.commands import START, Command
from game.scenes.menus.pause import PauseScene

TOGETHER_S = 0.35  # presses this soon after the menu opened count as the same pause


class VersusPauseScene(PauseScene):
    """One pause menu for every player of the match."""

    def _settled(self) -> bool:
        return self.time >= TOGETHER_S

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if not self._settled() and self._pauses(symbol, modifiers):
            return True  # the same pause as the one that opened the menu
        return super().on_key_press(symbol, modifiers)

    def _pauses(self, symbol: int, modifiers: int) -> bool:
        from arcade import key

        play = self.play
        return symbol == key.ESCAPE or any(
            keys.is_pause(symbol, modifiers) for keys in getattr(play, "inputs", {}).values())

    def on_command(self, command: Command) -> bool:
        if command.pressed and command.name == START and not self._settled():
            return True
        return super().on_command(command)
