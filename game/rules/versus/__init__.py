"""Versus (rules/versus.md): two to four slots on one seed, garbage between Retris fields,
score races in Tet'light and Verse. ``VersusMatch`` is the entry point."""
