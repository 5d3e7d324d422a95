"""Music from note text (``"E5:2 B4:1 (A2:1 A3:1)*4 R:2"``, lengths in eighth notes) rendered
by the synth into a seamless loop: what rings past the loop's end is folded onto its start."""

from __future__ import annotations

import dataclasses
import re

import numpy as np

from game.audio.library import Tune
from game.audio.synth import PEAK, RATE, Voice, render_voice
from game.i18n import _

_GROUP = re.compile(r"\(([^()]*)\)(?:\*(\d+))?")
_NOTE = re.compile(r"^([A-G])([#b]?)(-?\d):(\d+(?:\.\d+)?)$|^R:(\d+(?:\.\d+)?)$")
_STEPS = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}


class NoteError(ValueError):
    """A token of note text that is not ``NAME[#|b]OCTAVE:EIGHTHS`` or ``R:EIGHTHS``."""


def note_hz(name: str, accidental: str, octave: int) -> float:
    """Equal temperament, A4 = 440 Hz."""
    semis = _STEPS[name] + {"#": 1, "b": -1, "": 0}[accidental] + 12 * (octave - 4)
    return 440.0 * 2.0 ** (semis / 12.0)


def parse_notes(text: str) -> list[tuple[float | None, float]]:
    """(frequency or None for a rest, eighths) for each note, groups expanded."""
    while True:
        expanded = _GROUP.sub(lambda m: " ".join([m[1]] * int(m[2] or 1)), text)
        if expanded == text:
            break
        text = expanded
    notes: list[tuple[float | None, float]] = []
    for token in text.split():
        m = _NOTE.match(token)
        if m is None:
            raise NoteError(_("{token} is not a note (like E5:2, G#3:1, Bb4:1) or a rest (R:2)")
                            .format(token=repr(token)))
        if m[5] is not None:
            notes.append((None, float(m[5])))
        else:
            notes.append((note_hz(m[1], m[2], int(m[3])), float(m[4])))
    return notes


def render_tune(tune: Tune) -> np.ndarray:
    """The whole loop as float32 mono; every part must span the same number of eighths."""
    eighth = 60.0 / tune.tempo / 2
    parsed = [parse_notes(part.notes) for part in tune.parts]
    length = max(sum(n for _hz, n in notes) for notes in parsed)
    total = round(length * eighth * RATE)
    out = np.zeros(total)
    for part, notes in zip(tune.parts, parsed, strict=True):
        at = 0.0
        for hz, eighths in notes:
            if hz is not None:
                _add(out, _note(part.voice, hz, eighths * eighth), round(at * RATE))
            at += eighths * eighth
    peak = float(np.max(np.abs(out))) if total else 0.0
    if peak > PEAK:
        out *= PEAK / peak
    return out.astype(np.float32)


def _note(voice: Voice, hz: float, seconds: float) -> np.ndarray:
    """One note: the envelope holds until the note's end, then releases."""
    hold = max(0.0, seconds - voice.attack - voice.decay)
    return render_voice(dataclasses.replace(voice, freq=hz, hold=hold, delay=0.0))


def _add(out: np.ndarray, x: np.ndarray, start: int) -> None:
    """Mix ``x`` in at ``start``, wrapping what passes the end round to the start."""
    n = len(out)
    pos = start % n
    while len(x):
        take = min(len(x), n - pos)
        out[pos:pos + take] += x[:take]
        x, pos = x[take:], 0
