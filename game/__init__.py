"""ArcadeForge: three falling-block games on Arcade. The folders and which way their imports
point: docs/architecture.md."""
