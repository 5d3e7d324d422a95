"""An Arcade play scene on a set-up field whose chain fires one special, for the tests and
tools/blastbench (and for looking at the frames: ``python -m game.headless.blast_field
OUT_DIR``).

The field follows the scenario files' way (tests/scenarios/retris/arcade/README.md): a
vertical I dropped into column 9 (``cw``, ``right`` ×4, ``hard_drop``) fills rows 6–9, which
are full but for it; the special at (4, 9) is destroyed by that row hit (generation 0) and
fires in generation 1, 0.5 s later, over blocks left below and above the cleared rows. The
piece after the I is an O, forced, so the next piece and its ghost are the same in every run.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.actions import Action
from game.core.events import Event
from game.rules import registry
from game.rules.retris import RetrisSetup
from game.scenes.fx.seeding import seed_effects
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.sim.session import new_session

BOMB = (4, 9)
#: A Vertical Bomb in the Normal Bomb's reach: it fires in generation 2 (a chain).
CHAIN = {(4, 10): "Tv"}
#: The special letter of each kind the tests fire, and the Activator's (it fires the bombs).
KINDS = {"normal": "n", "horizontal": "h", "vertical": "v", "lightning": "l", "mega": "m",
         "activator": "a"}
TICK = 1.0 / 120.0
DROP = ("cw", "right", "right", "right", "right", "hard_drop")


def field_rows(special: str, extra: dict[tuple[int, int], str] | None = None) -> list[str]:
    """The field (top row first) with ``special`` at :data:`BOMB`: blocks of several colours
    below and above rows 6–9 (T blocks among them, for the Lightning Bomb), stone and ice
    in the way, for the Activator two bombs to fire; ``extra`` {(col, row): code} on top."""
    rows = [["."] * 10 for _ in range(24)]
    colours = "TZSJLOI"
    for r in range(6):  # rows 0-5: column 9 filled (the I lands on row 6), one hole each
        for c in range(10):
            if c != (r * 3 + 1) % 9:
                rows[r][c] = colours[(c + 2 * r) % 7] + "."
    for r in range(6, 10):  # full but for column 9
        for c in range(9):
            rows[r][c] = colours[(c + r) % 7] + "."
    for c, r, code in ((1, 10, "T."), (2, 10, "Zs"), (3, 10, "Li"), (4, 10, "S."), (5, 10, "Ji"),
                       (6, 10, "T."), (4, 11, "Os"), (3, 11, "Z."), (5, 11, "T."),
                       (8, 12, "T."), (0, 4, "T.")):
        rows[r][c] = code
    rows[BOMB[1]][BOMB[0]] = "T" + special
    if special == "a":
        rows[3][2], rows[11][7] = "Jn", "Lh"
    for (c, r), code in (extra or {}).items():
        rows[r][c] = code
    return ["".join(cell if len(cell) == 2 else cell + "." for cell in row)
            for row in reversed(rows)]


def blast_scene(app: App, special: str,
                extra: dict[tuple[int, int], str] | None = None) -> RetrisPlayScene:
    """An Arcade play scene, gravity off, on :func:`field_rows` (``special``, ``extra``),
    the I and then an O to come, not yet dropped; its effects seeded from the app's seed."""
    setup = RetrisSetup(("I", "O"), tuple(field_rows(special, extra)))

    def session(game: str, options: dict[str, Any], seed: int) -> Any:
        options = {**options, "gravity": False}
        _, header = new_session(game, options, seed)
        return registry.create(game, options, seed, setup), header

    app.new_session = session  # type: ignore[method-assign]
    scene = RetrisPlayScene(app, RetrisChoice(mode="arcade"))
    app.nav.reset(scene)
    seed_effects(scene, app.seed_source())  # the same sparks every run: tests measure them
    return scene


def drop(scene: RetrisPlayScene) -> None:
    """Drop the I: one tap a tick, as the scenario files do; the chain starts."""
    for name in DROP:
        action = Action(name)
        scene.driver.push(action, True)
        scene.driver.push(action, False)
        scene.on_update(TICK)


def until_fired(scene: RetrisPlayScene, after: float = 0.0,
                seen: Callable[[Event], None] | None = None, draw: bool = False) -> float:
    """Play on until a generation fires bombs, then ``after`` seconds more (1/120 s frames);
    returns when it fired (scene time). ``seen`` gets every event the scene reacts to."""
    react = scene._react

    def spy(event: Event) -> None:
        if seen is not None:
            seen(event)
        react(event)

    scene._react = spy  # type: ignore[method-assign]
    scene.arcade.last_blast = None
    for _ in range(240):
        scene.on_update(TICK)
        if draw:
            scene.on_draw()
        if scene.arcade.last_blast is not None:
            break
    fired = scene.arcade.last_blast
    assert fired is not None, "no generation fired a bomb"
    for _ in range(round(after / TICK)):
        scene.on_update(TICK)
        if draw:
            scene.on_draw()
    return fired


def main(out: Path) -> None:
    """Save each special's frame 0.1 s and 0.25 s after it fires, at 1280×720."""
    from game.headless.app import make_app, open_offscreen, save_png

    window = open_offscreen((1280, 720))
    for kind, letter in KINDS.items():
        for after in (0.1, 0.25):
            app = make_app(window, seed=1)
            scene = blast_scene(app, letter)
            drop(scene)
            until_fired(scene, after)
            window.show_view(scene)
            scene.on_draw()
            save_png(out / f"{kind}-{round(after * 1000)}ms.png")
            scene.dismiss()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/blasts"))
