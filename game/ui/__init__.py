"""Widgets every screen uses: glass panels and their cached layers, menus, HUD parts, text
batches and the glyph atlas, hints, notices, the theme and the scaled layout."""
