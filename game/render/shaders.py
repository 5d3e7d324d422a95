"""Load GLSL programs by name from the top-level ``shaders/`` folder.

``load_program(ctx, "board")`` compiles ``shaders/board.vert`` + ``shaders/board.frag``; a line
``#include "common.glsl"`` is replaced by that file from ``shaders/`` (recursively, each file at
most once per stage). Programs are cached per context, so every renderer shares one.
"""

from __future__ import annotations

import re
import weakref
from pathlib import Path

import arcade

SHADER_DIR = Path(__file__).resolve().parents[2] / "shaders"

_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"\s*$')
_cache: weakref.WeakKeyDictionary[object, dict[str, arcade.gl.Program]] = (
    weakref.WeakKeyDictionary()
)


class ShaderSourceError(RuntimeError):
    """A shader file or one of its includes is missing or loops."""


def shader_path(filename: str) -> Path:
    """Path of a file in ``shaders/``."""
    return SHADER_DIR / filename


def load_source(filename: str) -> str:
    """Source of ``shaders/<filename>`` with its ``#include`` lines resolved."""
    return _expand(filename, seen=set(), chain=())


def _expand(filename: str, seen: set[str], chain: tuple[str, ...]) -> str:
    if filename in chain:
        raise ShaderSourceError(f"#include loop: {' -> '.join((*chain, filename))}")
    path = shader_path(filename)
    if not path.is_file():
        where = f" (included from {chain[-1]})" if chain else ""
        raise ShaderSourceError(f"shader file not found: {path}{where}")
    seen.add(filename)
    out: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        match = _INCLUDE.match(line)
        if match is None:
            out.append(line)
            continue
        name = match.group(1)
        if name in seen:  # already pasted into this stage: an include guard for free
            out.append(f"// {name} already included")
            continue
        out.append(f"// begin {name}")
        out.append(_expand(name, seen, (*chain, filename)))
        out.append(f"// end {name} (back in {filename}:{number})")
    return "\n".join(out) + "\n"


def load_program(ctx: arcade.ArcadeContext, name: str) -> arcade.gl.Program:
    """The program ``shaders/<name>.vert`` + ``shaders/<name>.frag``, compiled once per context."""
    programs = _cache.setdefault(ctx, {})
    program = programs.get(name)
    if program is None:
        vertex = load_source(f"{name}.vert")
        fragment = load_source(f"{name}.frag")
        try:
            program = ctx.program(vertex_shader=vertex, fragment_shader=fragment)
        except Exception as error:  # arcade's ShaderException does not name the file
            raise ShaderSourceError(f"compiling shaders/{name}.vert|.frag: {error}") from error
        programs[name] = program
    return program


def clear_cache(ctx: arcade.ArcadeContext | None = None) -> None:
    """Forget cached programs (of one context, or all), e.g. after editing shader files."""
    if ctx is None:
        _cache.clear()
    else:
        _cache.pop(ctx, None)
