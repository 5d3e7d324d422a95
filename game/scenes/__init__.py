"""One arcade.View per screen, on a shared base; scenes read snapshots and push inputs only."""
