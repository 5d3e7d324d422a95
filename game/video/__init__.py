"""Replays to video files: the encoder (ffmpeg from imageio-ffmpeg), ``arcadeforge render``,
and exports run in the background from the game."""
