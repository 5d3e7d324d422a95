"""The shipped defaults: resources/settings.toml is complete, valid and is what the dataclasses
default to; it agrees with the Retris ruleset's handling and the palette file's variants."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

import pytest

from game.config import Effects, Settings, load_settings
from game.config.defaults import check_defaults, defaults_path
from game.config.schema import SECTIONS, field_names
from game.core.paths import resources
from game.core.ruleset import ValidationError


def test_the_defaults_are_those_of_the_shipped_file() -> None:
    s = Settings()
    assert s.video.fullscreen is False and s.video.size == (1280, 720)
    assert (s.handling.das_ms, s.handling.arr_ms, s.handling.soft_drop_factor) == (167, 33, 20)
    assert s.effects == Effects(particles=1.0, bloom=0.6, shake=1.0, flash=1.0, bounce=1.0,
                                trails=1.0, banners=1.0, pulse=1.0, reduced_motion=False,
                                palette="default")


def test_effects_are_immutable_floats() -> None:
    effects = Effects()
    for name in ("particles", "bloom", "shake", "flash", "bounce", "trails", "banners", "pulse"):
        assert type(getattr(effects, name)) is float
    with pytest.raises(dataclasses.FrozenInstanceError):
        effects.bloom = 0.0  # type: ignore[misc]


def test_every_schema_key_is_a_field_and_back() -> None:
    for name, section in SECTIONS.items():
        assert tuple(section.keys) == field_names(name)
    assert {f.name for f in dataclasses.fields(Settings)} == set(SECTIONS)


def test_a_copy_of_the_shipped_file_loads_without_a_problem() -> None:
    loaded = load_settings(defaults_path())
    assert loaded.problems == () and loaded.settings == Settings()


def test_handling_defaults_match_the_retris_ruleset() -> None:
    ruleset = tomllib.loads((resources() / "rulesets" / "retris.toml").read_text())
    assert dataclasses.asdict(Settings().handling) == ruleset["handling"]


def test_every_palette_choice_is_a_palette_variant() -> None:
    variants = tomllib.loads((resources() / "palette.toml").read_text())
    assert set(SECTIONS["effects"].keys["palette"].choices) <= set(variants)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("edit", "key"), [
    (("bloom = 0.6", "bloom = 3"), "effects.bloom"),
    (("bloom = 0.6", "blom = 0.6"), "effects.blom"),
    (("das_ms = 167", ""), "handling.das_ms"),
])
def test_a_fault_in_the_shipped_file_raises_naming_the_key(
        tmp_path: Path, edit: tuple[str, str], key: str) -> None:
    text = defaults_path().read_text(encoding="utf-8")
    assert edit[0] in text
    broken = tmp_path / "settings.toml"
    broken.write_text(text.replace(edit[0], edit[1]), encoding="utf-8")
    with pytest.raises(ValidationError) as err:
        check_defaults(broken)
    assert err.value.key == f"settings.toml: {key}"
