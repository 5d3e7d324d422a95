"""``arcadeforge shot``: a PNG of the requested size; an unknown scene is refused."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import arcade
import numpy as np
import pytest
from PIL import Image

from game.cli import shot
from game.headless.app import make_app
from game.headless.scenes import SCENE_BUILDERS, SCENES

ROOT = Path(__file__).resolve().parents[2]


def test_unknown_scene_exits_2_and_lists_the_valid_names(capsys: pytest.CaptureFixture[str],
                                                         tmp_path: Path) -> None:
    assert shot.main(["nope", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "'nope'" in err and all(name in err for name in SCENES)
    assert not (tmp_path / "x.png").exists()


def test_shot_writes_a_png_of_the_requested_size(tmp_path: Path) -> None:
    # A process of its own: the window size is fixed when the (single) window is made.
    out = tmp_path / "setup.png"
    code = ("import sys; from game.cli.shot import main; "
            "sys.exit(main(['retris-setup', sys.argv[1], '--size', '640x400']))")
    done = subprocess.run([sys.executable, "-c", code, str(out)], cwd=ROOT, timeout=120,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        assert image.format == "PNG" and image.size == (640, 400)


def test_a_bad_size_is_refused() -> None:
    with pytest.raises(SystemExit) as exc:
        shot.main(["title", "out.png", "--size", "big"])
    assert exc.value.code == 2


def test_a_play_shot_is_the_same_picture_every_time(window: arcade.Window) -> None:
    """Its sparks come from generators seeded by the shot's seed (they were random)."""
    pictures = []
    for _ in range(2):
        app = make_app(window, seed=3)
        SCENE_BUILDERS["retris"](app)
        scene = app.nav.top
        assert scene.field.particles.alive(scene.time)  # sparks in the picture
        scene.on_draw()
        pictures.append(np.asarray(arcade.get_image().convert("RGB")))
        while app.nav.stack:
            app.nav.stack.pop().dismiss()
    assert np.array_equal(*pictures)
