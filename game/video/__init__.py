"""Replays to video files: the encoder (ffmpeg from imageio-ffmpeg), its progress bar, and
exports run in the background from the game (the command itself is game/cli/render.py)."""
