"""The screens around the games: title, pause, game over, error, replays, pad mapping, settings."""
