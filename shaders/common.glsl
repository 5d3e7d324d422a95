// Shared by the board shaders: the flag layout, the cell shapes, small helpers.
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

const uint FLASH_SHIFT = 24u;

const int SHAPE_SQUARE = 0;
const int SHAPE_HEX    = 1;

const float SQRT3_2 = 0.8660254038;

bool has_flag(uint flags, uint flag) { return (flags & flag) != 0u; }

// Inradius (centre to the middle of an edge) of a square of side `size` or a flat-topped
// hexagon of circumradius `size`.
float cell_inradius(int shape, float size) {
    return shape == SHAPE_HEX ? size * SQRT3_2 : 0.5 * size;
}

float luminance(vec3 c) { return dot(c, vec3(0.2126, 0.7152, 0.0722)); }
