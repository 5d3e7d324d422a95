// Shared by the board shaders: the flag layout, the instance kinds, the look layers, helpers.
// The flag constants mirror game/render/flags.py (a test compares them).

const uint FLAG_EMPTY     = 1u;
const uint FLAG_GHOST     = 2u;
const uint FLAG_HIGHLIGHT = 4u;
const uint FLAG_FLASH     = 8u;
const uint FLAG_ICE       = 16u;
const uint FLAG_STONE     = 32u;

const uint BOMB_SHIFT = 8u;
const uint BOMB_MASK  = 7u;          // after the shift
const uint BOMB_NONE       = 0u;
const uint BOMB_NORMAL     = 1u;
const uint BOMB_HORIZONTAL = 2u;
const uint BOMB_VERTICAL   = 3u;
const uint BOMB_LIGHTNING  = 4u;
const uint BOMB_MEGA       = 5u;
const uint BOMB_ACTIVATOR  = 6u;

const uint DROP_SHIFT = 16u;
const uint DROP_MASK  = 31u;         // after the shift
const uint FLASH_SHIFT = 24u;

// Internal to BoardRenderer (bits 12-14, free in flags.py's layout): what an instance draws.
// A cell is one CELL instance, plus a GLOW before it (highlight halo) and ICE, ICON, LIFT
// (highlight brightening), FLASH after it when its flags ask for them; game/render/board.py
// adds them.
const uint KIND_SHIFT = 12u;
const uint KIND_MASK  = 7u;          // after the shift
const uint KIND_CELL  = 0u;
const uint KIND_GLOW  = 1u;
const uint KIND_ICE   = 2u;
const uint KIND_ICON  = 3u;
const uint KIND_LIFT  = 4u;
const uint KIND_FLASH = 5u;

// Layers of a baked look texture (game/render/looks.py).
const int LAYER_GLASS = 0;
const int LAYER_STONE = 1;
const int LAYER_EMPTY = 2;
const int LAYER_GHOST = 3;
const int LAYER_FLASH = 4;
const int LAYER_ICE   = 5;
const int LAYER_GLOW  = 6;
const int LAYER_ICON  = 7;           // + bomb kind - 1

const float SQRT3_2 = 0.8660254038;
const float HEX_WIDTH = 1.1547005384; // corner reach of a flat-topped hexagon over its inradius

bool has_flag(uint flags, uint flag) { return (flags & flag) != 0u; }

float luminance(vec3 c) { return dot(c, vec3(0.2126, 0.7152, 0.0722)); }
