"""Load GLSL programs by name from the top-level ``shaders/`` folder.

``load_program(ctx, "board")`` compiles ``shaders/board.vert`` + ``shaders/board.frag``; a line
``#include "common.glsl"`` is replaced by that file from ``shaders/`` (recursively, each file at
most once per stage). ``defines=("NAME",)`` adds ``#define NAME`` after each stage's
``#version`` line, for variants of one source. Programs are cached per context (and defines),
so every renderer shares one.
"""

from __future__ import annotations

import re
import weakref
from pathlib import Path

import arcade

from game.core import paths

SHADER_DIR = paths.shaders()

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


def with_defines(source: str, defines: tuple[str, ...]) -> str:
    """``source`` with ``#define`` lines inserted after its ``#version`` line."""
    if not defines:
        return source
    lines = source.split("\n")
    at = next((i + 1 for i, line in enumerate(lines) if line.lstrip().startswith("#version")), 0)
    return "\n".join(lines[:at] + [f"#define {name}" for name in defines] + lines[at:])


def load_program(
    ctx: arcade.ArcadeContext, name: str, defines: tuple[str, ...] = ()
) -> arcade.gl.Program:
    """The program ``shaders/<name>.vert`` + ``shaders/<name>.frag``, compiled once per context
    and set of ``defines``."""
    programs = _cache.setdefault(ctx, {})
    key = (name, *defines)
    program = programs.get(key)
    if program is None:
        vertex = with_defines(load_source(f"{name}.vert"), defines)
        fragment = with_defines(load_source(f"{name}.frag"), defines)
        try:
            program = ctx.program(vertex_shader=vertex, fragment_shader=fragment)
        except Exception as error:  # arcade's ShaderException does not name the file
            where = f"shaders/{name}.vert|.frag" + (f" {defines}" if defines else "")
            raise ShaderSourceError(f"compiling {where}: {error}") from error
        programs[key] = program
    return program


def clear_cache(ctx: arcade.ArcadeContext | None = None) -> None:
    """Forget cached programs (of one context, or all), e.g. after editing shader files."""
    if ctx is None:
        _cache.clear()
    else:
        _cache.pop(ctx, None)
