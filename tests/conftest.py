"""Test-wide setup: every test runs headless (a real GL context through EGL/Mesa)."""

from __future__ import annotations

import os
import tempfile

# Must happen before anything imports arcade: arcade reads it at import time.
os.environ.setdefault("ARCADE_HEADLESS", "1")

# Finished games save their replays; keep the tests' out of the real user folder.
os.environ.setdefault(
    "ARCADEFORGE_DATA_DIR", os.path.join(tempfile.gettempdir(), "arcadeforge-tests")
)
