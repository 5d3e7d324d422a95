"""The effects every game's play scene shares: the strengths a frame uses (``strengths``), the
field's spring (``spring``), flashes (``flash``), the background pulse (``pulse``), hard-drop
trails (``trails``) and the seeding of the effects' randomness (``seeding``). Banners are a HUD
part: ``game.ui.banners``."""
