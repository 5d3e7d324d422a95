"""Shared pure pieces: actions, events, random streams, digests, replays.

Nothing here imports arcade, pyglet, time or the module-level random (a test checks).
"""
