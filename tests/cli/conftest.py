"""The scene suite's app fixture here too (window, ctx and canvas come from tests/conftest.py)."""

from tests.scenes.conftest import app  # noqa: F401  (a fixture)
