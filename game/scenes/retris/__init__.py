"""Retris's screens: setup, play, its field, HUD and effects (Arcade chains included)."""
