"""`arcadeforge` — play, or run one of the headless tools.

    arcadeforge [--fullscreen|--windowed] [--size WxH] [--seed N] [--config PATH]
                                        open the game (title screen); settings file
                                        details: arcadeforge play --help
    arcadeforge scenario FILE… [--check]  run rule scenarios (no GL, no arcade import)
    arcadeforge shot SCENE OUT.png [options]   render a scene headless (shot --help)
    arcadeforge replay FILE             check that a replay reproduces its final state
    arcadeforge render REPLAY.json OUT.mp4 [--fps N] [--size WxH] [--from T] [--to T]
                                        a replay to video, headless (render --help)

Each subcommand imports only what it needs, so `scenario` starts fast and never opens GL.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or (args[0].startswith("-") and args[0] not in ("-h", "--help")):
        args.insert(0, "play")  # `arcadeforge --fullscreen` means play
    command, rest = args[0], args[1:]
    if command in ("-h", "--help", "help"):
        print(__doc__.strip())
        return 0
    if command == "scenario":
        from game.scenario.cli import main as scenario_main

        return scenario_main(rest)
    if command in ("shot", "render", "play"):
        from game.audio.quiet import keep_pyglet_off_the_device
        from game.glcalls import skip_gl_error_checks, thread_gl_calls

        skip_gl_error_checks()  # before anything imports pyglet.gl
        thread_gl_calls()  # before the first GL context
        keep_pyglet_off_the_device()  # before arcade imports pyglet.media (and opens audio)
    if command == "shot":
        from game.cli.shot import main as shot_main

        return shot_main(rest)
    if command == "replay":
        from game.cli.replay import main as replay_main

        return replay_main(rest)
    if command == "render":
        from game.cli.render import main as render_main

        return render_main(rest)
    if command == "play":
        from game.app import run_game

        return run_game(rest)
    print(f"arcadeforge: unknown command {command!r} (try --help)", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
