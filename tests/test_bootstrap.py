"""bootstrap.sh, the README's two commands: it finds or installs uv, then runs through it.

Run with a fake PATH: ``python3``, ``pipx`` and ``uv`` are stubs that log their arguments, so
the install paths (PEP 668 refusal included) are checked without a network.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "bootstrap.sh"
TOOLS = ("cat", "mktemp", "rm", "dirname", "mkdir", "chmod")  # what the script and stubs use

UV_STUB = '#!/bin/sh\necho "uv $*" >> "$LOG"\n'
INSTALL_UV = ('mkdir -p "$HOME/.local/bin"; printf \'%s\' "$UV_STUB" > "$HOME/.local/bin/uv"; '
              'chmod +x "$HOME/.local/bin/uv"')
PYTHON_STUB = f"""#!/bin/sh
echo "python3 $*" >> "$LOG"
case "$*" in
    "-c "*) exit "${{PY_TOO_OLD:-0}}" ;;
    "-V") echo "Python 3.9.2" ;;
    "-m site --user-base") echo "$HOME/.local" ;;
    "-m pip --version") echo "pip 23.0.1" ;;
    "-m pip install --user --quiet uv")
        if [ -n "${{PIP_SAYS:-}}" ]; then echo "error: $PIP_SAYS" >&2; exit 1; fi
        {INSTALL_UV} ;;
    "-m pip install --user --break-system-packages --quiet uv") {INSTALL_UV} ;;
    *) exit 3 ;;
esac
"""
PIPX_STUB = f'#!/bin/sh\necho "pipx $*" >> "$LOG"\n{INSTALL_UV}\n'


def _stub(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text(body)
    path.chmod(0o755)


def run(tmp_path: Path, *args: str, stubs: dict[str, str],
        env: dict[str, str] | None = None, user_uv: bool = False,
        ) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    """Run the script with only the stubs and a few basic tools on PATH (and with
    ``user_uv`` a uv already in ~/.local/bin); the stubs' log."""
    bin_dir, home, log = tmp_path / "bin", tmp_path / "home", tmp_path / "log"
    bin_dir.mkdir()
    (home / ".local" / "bin").mkdir(parents=True)
    if user_uv:
        _stub(home / ".local" / "bin", "uv", UV_STUB)
    for tool in TOOLS:
        found = shutil.which(tool)
        assert found is not None, tool
        (bin_dir / tool).symlink_to(found)
    for name, body in stubs.items():
        _stub(bin_dir, name, body)
    environ = {"PATH": str(bin_dir), "HOME": str(home), "LOG": str(log), "UV_STUB": UV_STUB,
               **(env or {})}
    done = subprocess.run(["/bin/sh", str(SCRIPT), *args], env=environ, capture_output=True,
                          text=True, timeout=30, check=False)
    return done, log.read_text().splitlines() if log.exists() else []


def test_a_uv_on_path_runs_the_command_at_once(tmp_path: Path) -> None:
    done, log = run(tmp_path, "pytest", "-q", stubs={"uv": UV_STUB, "python3": PYTHON_STUB})
    assert done.returncode == 0, done.stderr
    assert log == ["uv run --frozen pytest -q"]  # python3 never asked


def test_plain_pip_user_install_when_the_system_allows_it(tmp_path: Path) -> None:
    done, log = run(tmp_path, "arcadeforge", stubs={"python3": PYTHON_STUB})
    assert done.returncode == 0, done.stderr
    assert "python3 -m pip install --user --quiet uv" in log
    assert not any("--break-system-packages" in line for line in log)
    assert log[-1] == "uv run --frozen arcadeforge"


def test_an_externally_managed_python_falls_back_to_a_user_only_install(
        tmp_path: Path) -> None:
    done, log = run(tmp_path, "pytest", stubs={"python3": PYTHON_STUB},
                    env={"PIP_SAYS": "externally-managed-environment"})
    assert done.returncode == 0, done.stderr
    installs = [line for line in log if "pip install" in line]
    assert installs == ["python3 -m pip install --user --quiet uv",
                        "python3 -m pip install --user --break-system-packages --quiet uv"]
    assert log[-1] == "uv run --frozen pytest"
    assert "PEP 668" in done.stderr


def test_pipx_is_preferred_where_pep_668_refuses_pip(tmp_path: Path) -> None:
    done, log = run(tmp_path, "pytest", stubs={"python3": PYTHON_STUB, "pipx": PIPX_STUB},
                    env={"PIP_SAYS": "externally-managed-environment"})
    assert done.returncode == 0, done.stderr
    assert "pipx install uv" in log
    assert not any("--break-system-packages" in line for line in log)
    assert log[-1] == "uv run --frozen pytest"


def test_a_uv_already_in_the_user_folder_is_found_without_installing(tmp_path: Path) -> None:
    done, log = run(tmp_path, "arcadeforge", stubs={"python3": PYTHON_STUB}, user_uv=True)
    assert done.returncode == 0, done.stderr
    assert not any("pip install" in line for line in log)
    assert log[-1] == "uv run --frozen arcadeforge"


@pytest.mark.parametrize(("env", "says"), [
    ({"PY_TOO_OLD": "1"}, "needs Python >= 3.11; 'python3' is Python 3.9.2"),
    ({"PIP_SAYS": "No matching distribution found for uv"}, "could not install uv"),
])
def test_failures_are_one_clear_line_and_run_nothing(tmp_path: Path, env: dict[str, str],
                                                     says: str) -> None:
    done, log = run(tmp_path, "pytest", stubs={"python3": PYTHON_STUB}, env=env)
    assert done.returncode == 1
    assert says in done.stderr and "Traceback" not in done.stderr
    assert not any(line.startswith("uv ") for line in log)


def test_no_python_at_all_says_what_to_install(tmp_path: Path) -> None:
    done, log = run(tmp_path, "pytest", stubs={})
    assert done.returncode == 1
    assert "apt install python3 python3-pip" in done.stderr
    assert log == []


def test_no_command_is_a_usage_line(tmp_path: Path) -> None:
    done, _ = run(tmp_path, stubs={"uv": UV_STUB})
    assert done.returncode == 2 and "usage: sh bootstrap.sh COMMAND" in done.stderr
