"""pyglet's per-call GL error check, off in the game unless asked for.

pyglet wraps every GL function so that it calls ``glGetError`` after the call and raises on
an error (``pyglet.options.debug_gl``, on unless Python runs with ``-O``). That is a Python
function and a second GL call for each of the ~300 GL calls of one of our frames: 0.5–1.5 ms
of the Python side of a frame here. The game and its tools turn it off; the tests keep it
(they never call this), and ``PYGLET_DEBUG_GL=1`` keeps it in the game too.
"""

from __future__ import annotations

import os
import sys


def skip_gl_error_checks() -> bool:
    """Turn pyglet's GL error checks off unless ``PYGLET_DEBUG_GL`` is set; returns whether
    they are off. Must run before ``pyglet.gl`` is imported (it reads the option then): later
    it changes nothing and says so by returning False."""
    if "PYGLET_DEBUG_GL" in os.environ or "pyglet.gl" in sys.modules:
        return False
    import pyglet

    pyglet.options.debug_gl = False
    return True
