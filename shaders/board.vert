#version 330 core
// One board cell per instance: a hexagon (6-vertex fan) or a square (4-vertex fan) around the
// cell. Everything that is the same for the whole cell — what its flags ask for, the pulses
// that depend on time — is decided here, once per vertex, and handed to the fragment shader
// as flat parameters, so that shader runs one straight path for every look.
#include "common.glsl"

uniform WindowBlock {
    mat4 projection;
    mat4 view;
} window;

uniform float cell_size;   // square side / hex circumradius, in world pixels
uniform int shape;         // SHAPE_SQUARE or SHAPE_HEX
uniform float time;        // seconds

in vec2 in_vert;           // per vertex: unit hexagon corner or unit square corner
in vec2 in_center;         // per instance: cell centre
in vec4 in_color;          // per instance: RGBA, normalized from uint8
in uint in_flags;          // per instance: game/render/flags.py

out vec2 v_local;          // position relative to the cell centre, world pixels
flat out vec2 v_radius;    // inradius of the drawn cell (after the hairline gap), and 1/it
flat out vec3 v_body;      // surface colour
flat out float v_alpha;
flat out vec4 v_look;      // glass weight (0: outline look), band width / r, band softness, stone
flat out vec4 v_line;      // outline look: fill gain, line gain, fill alpha, line alpha
flat out vec4 v_fx;        // icon layer, flash, highlight glow, highlight halo
flat out vec3 v_ice;       // ice cover, sparkle twinkle, outline look's added white

void main() {
    uint f = in_flags;
    float ri = cell_inradius(shape, cell_size);
    float inset = max(0.6, 0.045 * ri);                   // a hairline gap between cells
    bool highlight = has_flag(f, FLAG_HIGHLIGHT);
    // Grow the fan by `pad` (measured like an inradius): room for anti-aliasing, or for the
    // halo of a highlighted cell.
    float pad = highlight ? 0.3 * ri + 1.0 : 1.0;
    float r = ri - inset;
    float scale = shape == SHAPE_HEX ? (r + pad) / SQRT3_2 : r + pad;
    vec2 local = in_vert * scale;
    v_local = local;
    v_radius = vec2(r, 1.0 / r);
    gl_Position = window.projection * window.view * vec4(in_center + local, 0.0, 1.0);

    vec3 base = in_color.rgb;
    v_alpha = in_color.a;
    bool stone = has_flag(f, FLAG_STONE);
    // Stone: grey granite keeping a trace of the colour; its grain comes from the pattern.
    v_body = stone ? mix(vec3(luminance(base)), base, 0.3) * 0.5 + vec3(0.17, 0.165, 0.16) : base;

    bool empty = has_flag(f, FLAG_EMPTY);
    bool ghost = !empty && has_flag(f, FLAG_GHOST);
    if (empty) {            // dim lattice: faint body, thin line along the outline
        v_look = vec4(0.0, 0.06, 0.0, 0.0);
        v_line = vec4(0.22, 0.55, 0.5, 0.95);
    } else if (ghost) {     // landing spot: translucent body, brighter outline
        v_look = vec4(0.0, 0.11, 0.0, 0.0);
        v_line = vec4(0.5, 0.6, 0.16, 0.85);
    } else {                // glass: the band is the thin darker rim
        v_look = vec4(1.0, 0.06, 1.0, stone ? 1.0 : 0.0);
        v_line = vec4(0.0);
    }
    bool solid = !(empty || ghost);

    float layer = float((f >> BOMB_SHIFT) & BOMB_MASK);
    uint level = f >> FLASH_SHIFT;
    float flash = has_flag(f, FLAG_FLASH) ? (level == 0u ? 1.0 : float(level) / 255.0) : 0.0;
    flash *= 0.94 + 0.06 * sin(time * 25.0 + in_center.x * 0.05);
    float pulse = 0.5 + 0.5 * sin(time * 5.0);
    v_fx = vec4(solid ? layer : 0.0, flash,
                highlight ? 0.12 + 0.12 * pulse : 0.0,
                highlight ? 0.35 + 0.25 * pulse : 0.0);
    float ice = solid && has_flag(f, FLAG_ICE) ? 1.0 : 0.0;
    float twinkle = 0.55 + 0.45 * sin(time * 3.0 + dot(in_center, vec2(0.37, 0.71)));
    v_ice = vec3(ice, twinkle, ghost ? 0.08 : 0.0);
}
