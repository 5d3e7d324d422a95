"""Synthesis: deterministic, physically right (pitch, envelope, pan), never clipping."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest

from game.audio.library import load_library, parse_library
from game.audio.score import NoteError, parse_notes, render_tune
from game.audio.synth import PEAK, RATE, Voice, pitch_shift, render, to_pcm16_stereo


def digest(x: np.ndarray) -> str:
    return hashlib.sha256(x.tobytes()).hexdigest()


@pytest.fixture(scope="module")
def rendered() -> dict[str, np.ndarray]:
    return {name: render(voices) for name, voices in load_library().sounds.items()}


def test_same_parameters_same_samples(rendered: dict[str, np.ndarray]) -> None:
    again = {name: render(voices) for name, voices in load_library().sounds.items()}
    assert {n: digest(x) for n, x in rendered.items()} == {n: digest(x) for n, x in again.items()}


def test_another_seed_or_parameter_changes_the_samples() -> None:
    noise = Voice(wave="noise", freq=3000.0, decay=0.05, seed=1)
    assert digest(render([noise])) != digest(render([Voice(**{**_fields(noise), "seed": 2})]))
    tone = Voice(wave="square", freq=440.0, decay=0.05)
    assert digest(render([tone])) != digest(render([Voice(**{**_fields(tone), "duty": 0.3})]))


def _fields(v: Voice) -> dict:
    return {name: getattr(v, name) for name in v.__slots__}


def test_a_sine_at_440_peaks_at_440() -> None:
    x = render([Voice(wave="sine", freq=440.0, attack=0.01, decay=0.0, sustain=1.0, hold=0.5,
                      release=0.01, volume=0.5)])
    spectrum = np.abs(np.fft.rfft(x * np.hanning(len(x))))
    peak_hz = np.argmax(spectrum) * RATE / len(x)
    assert abs(peak_hz - 440.0) < 3.0


def test_a_sweep_ends_higher_than_it_starts() -> None:
    x = render([Voice(wave="sine", freq=300.0, sweep=2.0, decay=0.0, sustain=1.0, hold=0.5,
                      volume=0.5)])
    first, last = x[:4096], x[-4096 - 200:-200]
    f0 = np.argmax(np.abs(np.fft.rfft(first))) * RATE / 4096
    f1 = np.argmax(np.abs(np.fft.rfft(last))) * RATE / 4096
    assert 1.5 * f0 < f1 < 2.2 * f0  # about an octave up over the half second


def test_every_sound_fades_to_silence_and_stays_below_full_scale(
        rendered: dict[str, np.ndarray]) -> None:
    for name, x in rendered.items():
        assert x[-1] == 0.0, name
        assert 0.01 < float(np.max(np.abs(x))) <= PEAK + 1e-6, name
        assert len(x) / RATE < 1.5, f"{name} is longer than an effect should be"


def test_the_row_sounds_grow_with_the_rows(rendered: dict[str, np.ndarray]) -> None:
    lengths = [len(rendered[f"rows_{n}"]) for n in range(1, 5)]
    assert lengths == sorted(lengths) and len(set(lengths)) == 4


def test_pan_left_puts_the_energy_left() -> None:
    mono = render([Voice(wave="sine", freq=440.0, decay=0.1, volume=0.5)])
    for pan, louder in ((-0.8, 0), (0.8, 1)):
        stereo = np.frombuffer(to_pcm16_stereo(mono, pan), dtype="<i2").reshape(-1, 2)
        energy = (stereo.astype(np.float64) ** 2).sum(axis=0)
        assert energy[louder] > 4 * energy[1 - louder]
    centre = np.frombuffer(to_pcm16_stereo(mono, 0.0), dtype="<i2").reshape(-1, 2)
    assert np.array_equal(centre[:, 0], centre[:, 1])


def test_pitch_shift_up_an_octave_halves_the_length() -> None:
    mono = render([Voice(wave="sine", freq=440.0, decay=0.2)])
    assert abs(len(pitch_shift(mono, 12)) - len(mono) / 2) <= 1


def test_music_loops_render_and_notes_parse() -> None:
    lib = load_library()
    assert set(lib.music) == {"menu", "retris", "tetlight", "verse"}
    tune = lib.music["retris"]
    loop = render_tune(tune)
    eighths = sum(n for _, n in parse_notes(tune.parts[0].notes))
    assert eighths == 64  # Korobeiniki's eight bars
    assert abs(len(loop) - 64 * 60 / tune.tempo / 2 * RATE) <= 1
    assert float(np.max(np.abs(loop))) <= PEAK + 1e-6
    assert parse_notes("(A2:1 A3:1)*2 R:2 Bb4:1")[-1][0] == pytest.approx(466.16, abs=0.01)
    with pytest.raises(NoteError, match="H5:2"):
        parse_notes("E5:2 H5:2")


def test_bad_sound_data_is_one_line_per_key() -> None:
    lib = parse_library({"sound": {"x": [{"wave": "organ", "freq": -3, "bogus": 1}],
                                   "y": [{"freq": 300.0}]},
                         "events": {"retris": {"move": {"side": "nope"}}}})
    text = "\n".join(lib.problems)
    assert "sound.x[0].wave" in text and "sound.x[0].freq" in text
    assert "sound.x[0].bogus" in text and "no sound called 'nope'" in text
    # A bad value falls back to the default (the sound still plays); good ones are kept.
    assert lib.sounds["x"][0].wave == "square" and lib.sounds["y"][0].freq == 300.0


def test_no_sound_carries_a_dc_offset(rendered: dict[str, np.ndarray]) -> None:
    """A narrow square pulse is centred: an offset would click at start and end."""
    for name, x in rendered.items():
        assert abs(float(x.mean())) < 0.01, name


def test_the_retris_loop_opens_with_korobeiniki() -> None:
    tune = load_library().music["retris"]
    melody = render_tune(type(tune)(tune.tempo, tune.parts[:1]))
    eighth = round(60 / tune.tempo / 2 * RATE)
    heard = []
    for i in (0, 2, 3, 4):  # E5 (a quarter), B4, C5, D5
        seg = melody[i * eighth + 500:(i + 1) * eighth - 500]
        spectrum = np.abs(np.fft.rfft(seg * np.hanning(len(seg)), 4 * len(seg)))
        heard.append(np.argmax(spectrum) * RATE / (4 * len(seg)))
    assert np.allclose(heard, [659.3, 493.9, 523.3, 587.3], atol=4.0)
