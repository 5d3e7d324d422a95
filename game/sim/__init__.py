"""The rules loop: fixed ticks, inputs in, snapshots and events out, replays recorded."""
