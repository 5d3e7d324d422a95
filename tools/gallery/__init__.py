"""The effects gallery (``tools/fx-gallery``): contact sheets of effects from scenario
positions on the real play scenes, into ``docs/effects/*.png``, linked from
``docs/effects.md``.

A sheet is one effect at a few moments after its event (the columns), in one or more
variants (the rows: tiers, row counts, reduced motion…). Each row builds the game's play
scene at a scenario position (``game.headless.positions``), its effects seeded, fires the
moment (a live input such as a hard drop, or a primitive kicked directly), then draws the
frames at each moment and crops them to the sheet's region.

Adding sheets: write ``tools/gallery/sheets_<what>.py`` (every ``sheets_*.py`` here is
loaded, in name order) with ``SHEETS = [Sheet(...), ...]``; positions go in
``tools/gallery/positions/`` (or name any scenario file of the repository). Then run
``tools/fx-gallery --only NAME`` and look at ``docs/effects/NAME.png``.
"""
