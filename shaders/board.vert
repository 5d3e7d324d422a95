#version 330 core
// One board cell, or one layer stacked on a cell, per instance: a hexagon (triangle strip), a
// square (4-vertex strip) or, compiled with SPRITES, one point sprite covering the cell. All
// the shading is baked in a texture array (game/render/looks.py); this shader only picks, per
// instance, the layer the instance shows and the three colours its channels weigh, and hands
// them to board.frag as flat values, so that shader runs the same few instructions for every
// pixel of every look.
//
// llvmpipe runs this per vertex on the draw call's own thread, every branch included, so it
// is written as straight-line selects with one sin(); the sizes, the same for every instance,
// come from BoardRenderer.draw as uniforms.
#include "common.glsl"

// arcade's projection × view (WindowBlock), applied to (x, y, 0, 1): its columns 0, 1, 3,
// from BoardRenderer.draw (two multiply-adds per coordinate instead of two 4×4 products).
uniform vec4 to_clip_x;
uniform vec4 to_clip_y;
uniform vec4 to_clip_t;
uniform float time;        // seconds
uniform float flash_scale; // every flash's strength times this (a fade of one draw's flashes)
uniform float pulse_flash; // when >= 0: the strength of highlighted cells' flashes instead (a
                           // pulse they share, one value a frame; board.py sets -1: unused)
uniform float slide;       // world units a block is drawn above its cell per DROP row (the
                           // final shift's fall, one value a frame)
uniform vec2 reach;        // quad inradius in world units: cells / highlight halos (GLOW)
uniform vec4 uv_scale;     // in_vert (SPRITES: gl_PointCoord) to texture offset: cells (xy) /
                           // halos (zw)
#ifdef SPRITES
uniform vec2 sprite_px;    // point size in pixels: cells / halos
uniform vec2 half_viewport;  // in pixels
#endif

in vec2 in_vert;           // per vertex: around a unit hexagon or square (inradius 1)
in vec2 in_center;         // per instance: cell centre
in vec4 in_color;          // per instance: RGBA, normalized from uint8
in uint in_flags;          // per instance: game/render/flags.py, plus the KIND_* bits

#ifdef SPRITES
flat out vec4 v_uv_map;    // texture coordinates = xy + gl_PointCoord * zw
#else
noperspective out vec2 v_uv;  // look texture coordinates
#endif
flat out float v_layer;    // look texture layer
flat out vec3 v_c1;        // colours weighed by the texel's R, G, B (alpha premultiplied)
flat out vec3 v_c2;
flat out vec3 v_c3;
flat out float v_alpha;    // weighs the texel's A

const vec3 FROST = vec3(0.8, 0.92, 1.0);
const vec3 INK = vec3(1.0, 0.98, 0.9);

void main() {
    uint f = in_flags;
    vec2 center = in_center + vec2(0.0, float((f >> DROP_SHIFT) & DROP_MASK) * slide);
    uint kind = (f >> KIND_SHIFT) & KIND_MASK;
    bool glow = kind == KIND_GLOW;
    bool cell = kind == KIND_CELL;
    bool ice = kind == KIND_ICE;
    bool lift = kind == KIND_LIFT;
    bool flash = kind == KIND_FLASH;

#ifdef SPRITES
    // (w = 1: BoardRenderer draws sprites in axis-aligned 2D views only.)
    vec4 clip = to_clip_x * center.x + (to_clip_y * center.y + to_clip_t);
    float size = glow ? sprite_px.y : sprite_px.x;
    vec2 k = glow ? uv_scale.zw : uv_scale.xy;   // texture offset per point size, mirrored
    // GL drops a point whose centre is off-screen: pull such a centre onto the screen's edge
    // and grow the point to still cover its cell (which it can if the cell shows at all).
    vec2 edge = clamp(clip.xy, -1.0, 1.0);
    vec2 shift = (edge - clip.xy) * half_viewport;        // pixels
    float pull = max(abs(shift.x), abs(shift.y));
    bool shows = pull <= 0.5 * size + 1.0;
    shift = shows ? shift : vec2(0.0);
    float grown = size + 2.0 * (shows ? pull : 0.0);
    gl_Position = vec4(shows ? edge : clip.xy, clip.zw);
    gl_PointSize = grown;
    // The texture offset of a pixel at o pixels from the cell centre is o / size * k; the
    // sprite's pixel at gl_PointCoord pc is at o = (pc.x - 0.5, 0.5 - pc.y) * grown + shift.
    float g = grown / size;
    v_uv_map = vec4(0.5 + k * (shift / size + vec2(-0.5, 0.5) * g), k * vec2(g, -g));
#else
    vec2 at = center + in_vert * (glow ? reach.y : reach.x);
    gl_Position = to_clip_x * at.x + (to_clip_y * at.y + to_clip_t);
    v_uv = 0.5 + in_vert * (glow ? uv_scale.zw : uv_scale.xy);
#endif

    bool empty = has_flag(f, FLAG_EMPTY);
    bool ghost = has_flag(f, FLAG_GHOST);
    bool stone = has_flag(f, FLAG_STONE);
    int bomb = int((f >> BOMB_SHIFT) & BOMB_MASK);
    int look = empty ? LAYER_EMPTY
             : ghost ? LAYER_GHOST
             : stone ? LAYER_STONE : LAYER_GLASS;
    int layer = cell ? look
              : glow ? LAYER_GLOW
              : ice ? LAYER_ICE
              : kind == KIND_ICON ? LAYER_ICON + bomb - 1 : LAYER_FLASH;  // LIFT, FLASH
    v_layer = float(layer);

    vec3 base = in_color.rgb;
    // Stone: grey granite keeping a trace of the colour; its grain is in the texture.
    vec3 body = stone ? mix(vec3(luminance(base)), base, 0.3) * 0.5 + vec3(0.17, 0.165, 0.16)
                      : base;
    // One wave per instance: the highlight's pulse, the ice's twinkle, the flash's shimmer
    // (a smooth triangle wave in -1..1 with sin's period: sin() is long in llvmpipe).
    float phase = ice ? time * 3.0 + dot(center, vec2(0.37, 0.71))
                : flash ? time * 25.0 + center.x * 0.05 : time * 5.0;
    float tri = 1.0 - abs(fract(phase * 0.1591549 + 0.25) * 4.0 - 2.0);
    float wave = tri * (1.5 - 0.5 * tri * tri);
    uint level = f >> FLASH_SHIFT;
    float scale = pulse_flash >= 0.0 && has_flag(f, FLAG_HIGHLIGHT) ? pulse_flash : flash_scale;
    float strength = (level == 0u ? 1.0 : float(level) / 255.0) * scale;

    // The R channel holds body weights halved, B holds body² weights doubled.
    vec3 c1 = ice ? 2.0 * FROST : (lift || flash) ? vec3(0.0) : 2.0 * body;
    vec3 c2 = ice ? vec3(0.55 + 0.45 * wave)
            : kind == KIND_ICON ? INK
            : lift ? (0.18 + 0.06 * wave) * (body + 0.3) : vec3(1.0);
    vec3 c3 = cell && look >= LAYER_STONE ? vec3(0.0) : 0.5 * body * body;  // glass only
    float a = in_color.a * (glow ? 0.475 + 0.125 * wave
                          : flash ? strength * (0.94 + 0.06 * wave) : 1.0);
    v_c1 = c1 * a;
    v_c2 = c2 * a;
    v_c3 = cell ? c3 * a : vec3(0.0);
    v_alpha = lift ? 0.0 : a;
}
