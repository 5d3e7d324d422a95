"""StrokeSystem: a beam grows from its start and fades, a pulse lights only near its head, a
wash fills its box evenly, a flickering bolt strobes, and nothing is drawn (no draw call) once
every stroke has ended."""

from __future__ import annotations

import itertools

import numpy as np

from game.render.strokes import LINE, STROKE_DTYPE, WASH, StrokeSystem
from tests.gl_support import DrawCalls

NOW = 1000.0  # far from zero: spawn times are kept precise around any clock
ROW = 120  # the canvas row the strokes run along


def stroke(**fields: object) -> np.ndarray:
    s = np.zeros(1, STROKE_DTYPE)
    s["a"], s["b"], s["color"] = (20, ROW), (300, ROW), (255, 120, 40, 255)
    s["t0"], s["life"], s["width"], s["kind"] = NOW, 0.4, 10.0, LINE
    for name, value in fields.items():
        s[name] = value
    return s


def lit_columns(image: np.ndarray, threshold: int = 40) -> np.ndarray:
    """The x of every column lit along the stroke's row."""
    return np.flatnonzero(image[ROW].max(axis=1) >= threshold)


def test_a_beam_runs_out_from_its_start_and_fades(ctx, canvas) -> None:
    system = StrokeSystem(ctx)
    system.spawn(stroke(speed=2000.0), NOW)
    early = canvas.render(lambda: system.draw(NOW + 0.03))
    late = canvas.render(lambda: system.draw(NOW + 0.2))
    x_early, x_late = lit_columns(early), lit_columns(late)
    assert x_early.min() < 20 + 12 and abs(x_early.max() - (20 + 60)) < 14  # 60 px out
    assert x_late.max() > 290  # the whole way
    assert not early[ROW + 30].any()  # across: a band about its width
    assert early[ROW].max(axis=1)[x_early].min() > 40
    faded = canvas.render(lambda: system.draw(NOW + 0.37))
    assert faded.astype(int).sum() < 0.3 * late.astype(int).sum()


def test_a_pulse_lights_only_near_its_head(ctx, canvas) -> None:
    system = StrokeSystem(ctx)
    system.spawn(stroke(speed=1400.0, tail=40.0), NOW)
    image = canvas.render(lambda: system.draw(NOW + 0.1))  # its head at x = 160
    x = lit_columns(image)
    assert x.min() > 160 - 40 - 14 and x.max() < 160 + 14
    column = image[ROW].astype(int).sum(axis=1)
    assert column[155] > column[125]  # brighter towards the head


def test_a_wash_fills_its_box_evenly(ctx, canvas) -> None:
    system = StrokeSystem(ctx)
    system.spawn(stroke(a=(160, 40), b=(160, 200), width=100.0, kind=WASH,
                        color=(255, 255, 255, 128)), NOW)
    image = canvas.render(lambda: system.draw(NOW + 0.02)).astype(int)
    inside = image[50:190, 70:250].sum(axis=2)
    assert inside.min() > 150 and inside.max() - inside.min() < 12
    assert not image[:30].any() and not image[:, :55].any() and not image[:, 265:].any()


def test_a_flickering_bolt_strobes(ctx, canvas) -> None:
    system = StrokeSystem(ctx)
    system.spawn(stroke(flicker=0.5, life=2.0), NOW)
    steady = StrokeSystem(ctx)
    steady.spawn(stroke(life=2.0), NOW)
    frames = [canvas.render(lambda t=t: system.draw(NOW + 0.05 + t / 30)).astype(int).sum()
              for t in range(12)]
    still = [canvas.render(lambda t=t: steady.draw(NOW + 0.05 + t / 30)).astype(int).sum()
             for t in range(12)]
    assert min(b / a for a, b in itertools.pairwise(frames)) < 0.4  # some steps dim
    assert min(b / a for a, b in itertools.pairwise(still)) > 0.9  # (a steady one fades)


def test_nothing_is_drawn_before_it_starts_or_after_it_ends(ctx, canvas) -> None:
    system = StrokeSystem(ctx)
    system.spawn(stroke(t0=NOW + 0.2, life=0.3), NOW)
    assert system.alive(NOW) and system.count == 1
    assert not canvas.render(lambda: system.draw(NOW + 0.1)).any()  # not yet
    with DrawCalls() as calls:
        assert canvas.render(lambda: system.draw(NOW + 0.3)).any()
    assert calls.count == 1  # all of them in one draw
    assert not system.alive(NOW + 0.51)
    with DrawCalls() as calls:
        assert not canvas.render(lambda: system.draw(NOW + 0.51)).any()
    assert calls.count == 0
    system.spawn(stroke(t0=NOW + 0.6), NOW + 0.6)  # the ended one is dropped at a spawn
    assert system.count == 1 and len(system.live(NOW + 0.6)) == 1
