"""Kept pictures: what a screen draws once and copies back while it is still what a frame
would draw (backdrops, frozen frames), and drawing straight into the window's layout."""
