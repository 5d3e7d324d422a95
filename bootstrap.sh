#!/bin/sh
# Runs a command in ArcadeForge's locked environment: `sh bootstrap.sh arcadeforge` plays,
# `sh bootstrap.sh pytest` runs the tests.
#
# It finds uv (on PATH, or where a user install puts it) or installs it for this user with
# Python's pip, then runs `uv run --frozen COMMAND…`, which makes .venv from uv.lock.
# Why not just `python3 -m pip install uv`: Debian 12 / Ubuntu 23.04+ system Pythons refuse
# it (PEP 668, "externally-managed-environment"). Then pipx is used if present, else
# `pip install --user --break-system-packages uv`: that writes only to ~/.local (uv is one
# binary with no Python dependencies), never to the system's packages.
# uv builds .venv itself, so Debian's python3-venv is not needed.
set -eu

PYTHON=${PYTHON:-python3}

say() { printf 'bootstrap.sh: %s\n' "$*" >&2; }

# Sets UV to a working uv; fails when there is none yet.
find_uv() {
    if command -v uv >/dev/null 2>&1; then UV=$(command -v uv); return 0; fi
    base=$("$PYTHON" -m site --user-base 2>/dev/null || true)
    for dir in "$HOME/.local/bin" "${base:+$base/bin}"; do
        if [ -n "$dir" ] && [ -x "$dir/uv" ]; then UV="$dir/uv"; return 0; fi
    done
    return 1
}

need_python() {
    if ! command -v "$PYTHON" >/dev/null 2>&1; then
        say "needs Python >= 3.11 as '$PYTHON' (Debian/Ubuntu: apt install python3 python3-pip)"
        exit 1
    fi
    if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
        say "needs Python >= 3.11; '$PYTHON' is $("$PYTHON" -V 2>&1)"
        exit 1
    fi
}

# pip install uv for this user; PEP 668 refusals go to pipx or a --user install that
# overrides them (only ~/.local is written).
install_uv() {
    need_python
    if ! "$PYTHON" -m pip --version >/dev/null 2>&1; then
        if command -v pipx >/dev/null 2>&1; then pipx install uv; return; fi
        say "needs pip to install uv (Debian/Ubuntu: apt install python3-pip), or uv on PATH"
        exit 1
    fi
    say "installing uv for this user with pip"
    log=$(mktemp)
    if "$PYTHON" -m pip install --user --quiet uv 2>"$log"; then rm -f "$log"; return 0; fi
    why=$(cat "$log")
    rm -f "$log"
    case $why in
        *externally-managed-environment*)
            if command -v pipx >/dev/null 2>&1; then pipx install uv; return; fi
            say "system Python is externally managed (PEP 668): installing uv into ~/.local only"
            "$PYTHON" -m pip install --user --break-system-packages --quiet uv ;;
        *virtualenv*)  # inside a virtualenv --user is refused: install into it
            "$PYTHON" -m pip install --quiet uv ;;
        *)
            printf '%s\n' "$why" >&2
            return 1 ;;
    esac
}

if [ "$#" -eq 0 ]; then
    say "usage: sh bootstrap.sh COMMAND [ARGS…]   e.g. arcadeforge, or pytest"
    exit 2
fi
cd "$(dirname "$0")"
if ! find_uv; then
    install_uv || { say "could not install uv (see above)"; exit 1; }
    find_uv || { say "uv was installed but is neither on PATH nor in ~/.local/bin"; exit 1; }
fi
exec "$UV" run --frozen "$@"
