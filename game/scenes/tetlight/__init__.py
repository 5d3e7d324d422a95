"""Tet'light's screens: setup with its live preview, play, the hex board, HUD and first-game tip."""
