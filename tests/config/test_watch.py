"""Hot reload of [effects]: an edit shows up on the next check (at most every 0.5 s), a broken
edit keeps the last good values and is reported once, and the file is only ever read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.config import Effects, Problem, SettingsWatch, load_settings
from game.config.watch import CHECK_EVERY_S


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Watched:
    """A settings file, its watch on a fake clock, and what the watch reported."""

    def __init__(self, path: Path, text: str) -> None:
        self.path = path
        self.clock = Clock()
        self.reports: list[str] = []
        self.mtime_ns = 1_000_000_000
        self.edit(text)
        loaded = load_settings(path)
        self.watch = SettingsWatch(path, loaded.settings.effects, self._report,
                                   loaded.problems, clock=self.clock)

    def _report(self, problem: Problem) -> None:
        self.reports.append(str(problem))

    def edit(self, text: str) -> None:
        """Write the file and give it a newer modification time (as a save would)."""
        self.path.write_text(text, encoding="utf-8")
        self.mtime_ns += 1_000_000_000
        os.utime(self.path, ns=(self.mtime_ns, self.mtime_ns))

    def later(self) -> Effects | None:
        """Poll once the check interval has passed."""
        self.clock.now += CHECK_EVERY_S
        return self.watch.poll()


@pytest.fixture
def watched(tmp_path: Path) -> Watched:
    return Watched(tmp_path / "settings.toml", "[effects]\nbloom = 0.2\nshake = 0.5\n")


def test_an_edit_is_picked_up_at_the_next_check(watched: Watched) -> None:
    assert watched.watch.effects.bloom == 0.2
    watched.edit("[effects]\nbloom = 0.9\nshake = 0.5\n")
    assert watched.watch.poll() is None  # not checked again before the interval
    effects = watched.later()
    assert effects is not None and effects.bloom == 0.9 and effects.shake == 0.5
    assert watched.later() is None  # unchanged since
    assert watched.reports == []


def test_a_save_with_the_same_values_is_no_change(watched: Watched) -> None:
    watched.edit("# a comment\n[effects]\nbloom = 0.2\nshake = 0.5\n")
    assert watched.later() is None


def test_a_removed_key_goes_back_to_its_default(watched: Watched) -> None:
    watched.edit("[effects]\nbloom = 0.2\n")
    effects = watched.later()
    assert effects is not None and effects.shake == 1.0


def test_a_broken_edit_keeps_the_last_good_values_and_is_reported_once(
        watched: Watched) -> None:
    watched.edit("[effects]\nbloom = 0.\nshake = 0.5\n")  # mid-edit: not TOML yet
    assert watched.later() is None
    assert watched.watch.effects.bloom == 0.2
    assert len(watched.reports) == 1
    assert watched.reports[0].startswith(f"settings: {watched.path}: not valid TOML at line 2")
    assert watched.reports[0].endswith("keeping the current effects")
    watched.edit("[effects]\nbloom = 0.\nshake = 0.5\n")  # saved again, still broken
    assert watched.later() is None and len(watched.reports) == 1
    watched.edit("[effects]\nbloom = 0.8\nshake = 0.5\n")
    effects = watched.later()
    assert effects is not None and effects.bloom == 0.8 and len(watched.reports) == 1


def test_a_bad_value_keeps_that_keys_last_good_value(watched: Watched) -> None:
    watched.edit("[effects]\nbloom = 15\nshake = 0\n")
    effects = watched.later()
    assert effects is not None and effects.bloom == 0.2 and effects.shake == 0.0
    assert watched.reports == [
        "settings: effects.bloom: expected a number from 0 to 1, got 15; using 0.2"]
    watched.edit("[effects]\nbloom = 15\nshake = 1\n")  # another edit, same fault
    assert watched.later() is not None and len(watched.reports) == 1


def test_only_the_effects_section_reloads(watched: Watched) -> None:
    watched.edit("[effects]\nbloom = 0.2\nshake = 0.5\n[video]\nsize = 3\n[handling]\nx = 1\n")
    assert watched.later() is None and watched.reports == []


def test_the_file_removed_then_written_again(watched: Watched) -> None:
    watched.path.unlink()  # some editors save by removing and renaming
    assert watched.later() is None and watched.watch.effects.bloom == 0.2
    assert watched.reports == [
        f"settings: {watched.path}: the file is gone; keeping the current effects"]
    watched.edit("[effects]\nflash = 0\n")
    effects = watched.later()
    assert effects is not None and effects.flash == 0.0 and effects.bloom == 0.6


def test_a_file_created_while_playing_is_picked_up(tmp_path: Path) -> None:
    clock = Clock()
    path = tmp_path / "settings.toml"
    watch = SettingsWatch(path, Effects(), lambda p: None, clock=clock)
    clock.now += CHECK_EVERY_S
    assert watch.poll() is None and not path.exists()  # nothing there, nothing created
    path.write_text("[effects]\nparticles = 0\n", encoding="utf-8")
    clock.now += CHECK_EVERY_S
    effects = watch.poll()
    assert effects is not None and effects.particles == 0.0


def test_watching_never_changes_the_file(watched: Watched) -> None:
    watched.edit('[effects]\nbloom = "lots"\n[video\n')
    before = watched.path.read_bytes()
    for _ in range(3):
        watched.later()
    assert watched.path.read_bytes() == before
    assert watched.path.stat().st_mtime_ns == watched.mtime_ns


def test_the_new_families_and_reduced_motion_reload_while_playing(watched: Watched) -> None:
    watched.edit("[effects]\nbounce = 0.3\ntrails = 0\nbanners = 0.5\npulse = 0.25\n"
                 "reduced_motion = true\n")
    effects = watched.later()
    assert effects is not None
    assert (effects.bounce, effects.trails, effects.banners, effects.pulse) == (0.3, 0, 0.5, 0.25)
    assert effects.reduced_motion is True
    watched.edit("[effects]\nreduced_motion = 1\n")  # not a bool: the last good value stays
    effects = watched.later()
    assert effects is not None and effects.reduced_motion is True and effects.bounce == 1.0
    assert watched.reports[-1] == ("settings: effects.reduced_motion: expected true or false, "
                                   "got 1; using true")
