"""Apps with no player at the keys: the factory and the screens that ``shot``, ``render``, the
tools and the tests build on."""
