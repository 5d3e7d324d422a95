"""Where the player's files live: the platform's user data and config folders, or
ARCADEFORGE_DATA_DIR / ARCADEFORGE_CONFIG_DIR (tests and portable installs set them so nothing
touches the real home folder)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_dir() -> Path:
    override = os.environ.get("ARCADEFORGE_DATA_DIR")
    return Path(override) if override else platformdirs.user_data_path("arcadeforge")


def config_dir() -> Path:
    """The settings folder (``settings.toml`` lives here); never created by the game."""
    override = os.environ.get("ARCADEFORGE_CONFIG_DIR")
    return Path(override) if override else platformdirs.user_config_path("arcadeforge")
