"""Test-wide setup: every test runs headless (a real GL context through EGL/Mesa)."""

from __future__ import annotations

import os

# Must happen before anything imports arcade: arcade reads it at import time.
os.environ.setdefault("ARCADE_HEADLESS", "1")
