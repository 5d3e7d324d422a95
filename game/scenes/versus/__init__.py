"""Versus (rules/versus.md): the joining screen, the 2-4 field match screen with a HUD per
slot, the round-over and match-over overlays, pausing and pads unplugged mid-round."""
