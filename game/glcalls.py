"""How the game makes its GL calls: pyglet's per-call error check off, and Mesa's threaded
dispatch on, unless asked otherwise.

pyglet wraps every GL function so that it calls ``glGetError`` after the call and raises on
an error (``pyglet.options.debug_gl``, on unless Python runs with ``-O``). That is a Python
function and a second GL call for each of the ~300 GL calls of one of our frames: 0.5–1.5 ms
of the Python side of a frame here. The game and its tools turn it off; the tests keep it
(they never call this), and ``PYGLET_DEBUG_GL=1`` keeps it in the game too.

Mesa's threaded dispatch (``mesa_glthread``) queues each GL call for a thread of the driver's
own: on llvmpipe, the driver's share of a frame (copying the kept picture to the window, 0.35–
0.45 ms; every draw call's vertex shading and binning, 0.03–0.05 ms each) then leaves the
thread that runs Python. A call that reads GL state back makes the calling thread wait for the
queue (and run what is queued itself), so nothing in a frame reads any
(``game/scenes/textbatch.py``'s text group). Other drivers ignore the variable;
``mesa_glthread=false`` turns it off.
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


#: Set for Mesa before the first GL context: threaded dispatch, and no "ATTENTION: default value
#: of option mesa_glthread overridden by environment" line on stderr for it.
THREADED = {"mesa_glthread": "true", "MESA_DEBUG": "silent"}


def thread_gl_calls() -> bool:
    """Ask Mesa for threaded GL dispatch unless ``mesa_glthread`` is set already (the
    player's choice stands); returns whether it was asked for. Must run before the first GL
    context (Mesa reads it then): with a window open it changes nothing and returns False."""
    if "mesa_glthread" in os.environ or _has_window():
        return False
    for name, value in THREADED.items():
        os.environ.setdefault(name, value)
    return True


def threaded() -> bool:
    """Whether Mesa was asked for threaded dispatch (by :func:`thread_gl_calls` or the
    player): a wait for the GPU then blocks only the driver's thread, so none is needed."""
    value = os.environ.get("mesa_glthread", "")  # noqa: SIM112  (Mesa's own name)
    return value.strip().lower() in ("true", "1", "yes", "on")


def _has_window() -> bool:
    """Whether pyglet has made a window (and with it the GL context) in this process."""
    app = sys.modules.get("pyglet.app")
    return bool(app is not None and getattr(app, "windows", None))
