"""Verse's screens: setup, play, the board, tray, drag and keyboard placing, HUD."""
