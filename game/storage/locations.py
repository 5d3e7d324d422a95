"""Where the player's files live: the platform's user data folder, or ARCADEFORGE_DATA_DIR
(tests and portable installs set it so nothing touches the real home folder)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_dir() -> Path:
    override = os.environ.get("ARCADEFORGE_DATA_DIR")
    return Path(override) if override else platformdirs.user_data_path("arcadeforge")
