"""A private X server for the tests that need a real window (Xvfb), and reading a window's
properties from it through Xlib (ctypes, no extra package)."""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

X11 = "libX11.so.6"


@contextmanager
def xvfb(size: str = "1280x720x24") -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A fresh Xvfb on a display number it picks itself; yields (":N", its process)."""
    if shutil.which("Xvfb") is None:
        raise FileNotFoundError("Xvfb")
    read, write = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", size,
                             "-nolisten", "tcp"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number.isdigit():
            raise RuntimeError("Xvfb gave no display number")
        yield f":{number}", proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def _lib() -> ctypes.CDLL:
    lib = ctypes.CDLL(X11)
    lib.XOpenDisplay.restype = ctypes.c_void_p
    lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    lib.XDefaultRootWindow.restype = ctypes.c_ulong
    lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    lib.XInternAtom.restype = ctypes.c_ulong
    lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    lib.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                               ctypes.POINTER(ctypes.c_ulong),
                               ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                               ctypes.POINTER(ctypes.c_uint)]
    lib.XGetWindowProperty.argtypes = [
        ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
        ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
    lib.XFree.argtypes = [ctypes.c_void_p]
    lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    return lib


def window_icons(display: str) -> list[tuple[int, int]]:
    """The (width, height) of every ``_NET_WM_ICON`` picture on the top-level windows of
    ``display`` (empty when no window has one yet)."""
    lib = _lib()
    dpy = lib.XOpenDisplay(display.encode())
    if not dpy:
        return []
    try:
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        lib.XQueryTree(dpy, lib.XDefaultRootWindow(dpy), ctypes.byref(root),
                       ctypes.byref(parent), ctypes.byref(children), ctypes.byref(count))
        windows = [children[i] for i in range(count.value)]
        if children:
            lib.XFree(children)
        atom = lib.XInternAtom(dpy, b"_NET_WM_ICON", 1)
        return [size for w in windows for size in _icon_sizes(lib, dpy, w, atom)] if atom \
            else []
    finally:
        lib.XCloseDisplay(dpy)


def _icon_sizes(lib: ctypes.CDLL, dpy: int, window: int, atom: int) -> list[tuple[int, int]]:
    kind, fmt = ctypes.c_ulong(), ctypes.c_int()
    n, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
    if lib.XGetWindowProperty(dpy, window, atom, 0, 1 << 20, 0, 0, ctypes.byref(kind),
                              ctypes.byref(fmt), ctypes.byref(n), ctypes.byref(after),
                              ctypes.byref(data)) != 0 or not data.value:
        return []
    try:
        longs = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))  # 32-bit items as longs
        sizes, i = [], 0
        while i + 2 <= n.value:
            w, h = longs[i], longs[i + 1]
            sizes.append((int(w), int(h)))
            i += 2 + w * h
        return sizes
    finally:
        lib.XFree(data)


def wait_for(check: object, seconds: float) -> bool:
    """Call ``check`` every 0.2 s until it is true or ``seconds`` have passed."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():  # type: ignore[operator]
            return True
        time.sleep(0.2)
    return False
