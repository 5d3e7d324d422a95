"""Effects under test use the scene suite's app (the window, ctx and canvas fixtures come from
``tests/conftest.py``)."""

from tests.scenes.conftest import app  # noqa: F401  (a fixture)
