"""The player's settings file: its schema (``schema``), the shipped defaults (``defaults``),
reading and checking it (``loader``) and reloading the effects while playing (``watch``)."""

from game.config.loader import Problem, load_settings, settings_path
from game.config.schema import Audio, Controls, Effects, Handling, Settings, Ui, Video
from game.config.watch import SettingsWatch

__all__ = ["Audio", "Controls", "Effects", "Handling", "Problem",  # i18n: not shown
           "Settings", "SettingsWatch", "Ui", "Video",  # i18n: not shown
           "load_settings", "settings_path"]
