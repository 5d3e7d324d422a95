"""``python -m game.scenario FILE.toml [--check]``."""

import sys

from game.scenario.cli import main

sys.exit(main(sys.argv[1:]))
