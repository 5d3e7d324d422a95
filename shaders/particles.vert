#version 330 core
// One particle per instance, written once at spawn (game/render/particles.py). Where it is
// now comes from the time since its spawn: p = p0 + v·(1 - e^(-k·t))/k + ½·g·t² (v·t when the
// drag k is 0), gravity g weighed by 1 - buoyancy. It shrinks and fades over its lifetime and
// stretches a little along its motion. A slot not alive at `time` collapses outside the clip
// box: no fragments.
//
// Compiled with SHAPES, it draws the particles of the other shapes (game/render/particles.py
// SHAPES) and hides the glows; without, the glows alone (llvmpipe runs both sides of a branch
// for every vertex and pixel, so the many glows do not pay for the few shapes). A ring grows
// over its life instead and thins; a shard or a chunk keeps its size, does not stretch, and
// tumbles (a spin of its own, from its spawn position).
//
// Compiled with SPRITES, a particle is one point (not an instance of a 4-vertex quad):
// llvmpipe runs this shader on the draw call's own thread, per instance for instanced draws
// but eight vertices at a time for plain ones, so points cost a small part of the quads. The
// point covers the streak's longest extent; particles.frag turns gl_PointCoord back into the
// streak's own coordinates.

uniform WindowBlock {
    mat4 projection;
    mat4 view;
} window;

uniform float time;      // seconds, on the same clock as in_t0
uniform vec2 gravity;    // px / s²
uniform float drag;      // 1 / s
uniform float stretch;   // seconds of motion the streak trails behind
#ifdef SPRITES
uniform vec2 px_per_unit;   // framebuffer pixels per world unit, x and y (signed: mirrors)
uniform vec2 half_viewport; // in pixels
uniform float max_point;    // the largest point size GL draws
#endif

#ifndef SPRITES
in vec2 in_vert;         // per vertex: unit quad corner
#endif
in vec2 in_pos;          // per instance: spawn position, px
in vec2 in_vel;          // spawn velocity, px / s
in vec4 in_color;        // RGBA, normalized from uint8
in float in_t0;          // spawn time
in float in_life;        // lifetime, s
in float in_size;        // glow radius at spawn, px
in float in_buoy;        // 0: falls with gravity, 1: floats
in float in_shape;       // 0 glow, 1 ring, 2 shard, 3 chunk

#ifdef SPRITES
flat out vec4 v_axes;    // the streak's direction (xy) over its half length and half width
flat out vec4 v_map;     // world offset from the centre = (gl_PointCoord - 0.5) * xy + zw
#else
out vec2 v_uv;           // -1..1 across the sprite
#endif
flat out vec4 v_color;   // rgb, and the alpha (fade) to scale it by
#ifdef SHAPES
flat out vec2 v_shape;   // the shape, and a ring's thickness (of its radius)
#endif

void hide() {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
#ifdef SPRITES
    gl_PointSize = 1.0;
    v_axes = vec4(0.0);
    v_map = vec4(0.0);
#else
    v_uv = vec2(0.0);
#endif
    v_color = vec4(0.0);
#ifdef SHAPES
    v_shape = vec2(0.0);
#endif
}

#ifdef SHAPES
const float RING = 1.0;
const float SHARD = 2.0;

// A spin (radians / s) of a particle's own, -12..12: from where it was spawned.
float spin() {
    return (fract(sin(dot(in_pos, vec2(12.9898, 78.233))) * 43758.5453) - 0.5) * 24.0;
}
#endif

void main() {
    float t = time - in_t0;
    float age = t / max(in_life, 1e-6);
#ifdef SHAPES
    bool other = in_shape < 0.5;        // a glow: the plain variant draws it
#else
    bool other = in_shape > 0.5;
#endif
    if (t < 0.0 || age >= 1.0 || in_life <= 0.0 || other) {
        hide();
        return;
    }
    float decay = exp(-drag * t);
    float travel = drag > 1e-4 ? (1.0 - decay) / drag : t;
    vec2 g = gravity * (1.0 - in_buoy);
    vec2 p = in_pos + in_vel * travel + 0.5 * g * t * t;
    vec2 vel = in_vel * decay + g * t;

    float size = in_size * (1.0 - 0.6 * age);
    float speed = length(vel);
    vec2 dir = speed > 1e-3 ? vel / speed : vec2(1.0, 0.0);
    float along = size + speed * stretch;
    float fade = 1.0 - age;
#ifdef SHAPES
    float shape = floor(in_shape + 0.5);
    v_shape = vec2(shape, 0.0);
    if (shape == RING) {                // eased out: fast at first, as a shock front
        float grow = 1.0 - (1.0 - age) * (1.0 - age) * (1.0 - age);
        size = in_size * (0.3 + 0.7 * grow);
        along = size;
        dir = vec2(1.0, 0.0);
        v_shape.y = mix(0.2, 0.07, age);
    } else if (shape >= SHARD) {        // tumbling: turned by its spin, never stretched
        size = in_size * (1.0 - 0.35 * age);
        float turn = atan(dir.y, dir.x) + spin() * t;
        dir = vec2(cos(turn), sin(turn));
        along = size;
    }
    fade *= shape == RING ? 1.0 : fade;   // a ring holds its light longer as it spreads
#else
    fade *= fade;
#endif
#ifdef SPRITES
    vec4 clip = window.projection * window.view * vec4(p, 0.0, 1.0);
    vec2 scale = abs(px_per_unit);
    float reach = along * max(scale.x, scale.y);          // pixels from the centre
    // GL drops a point whose centre is off-screen: pull such a centre onto the screen's edge
    // and grow the point to still cover the streak (as board.vert does for cells).
    vec2 edge = clamp(clip.xy, -1.0, 1.0);
    vec2 shift = (edge - clip.xy) * half_viewport;        // pixels
    float pull = max(abs(shift.x), abs(shift.y));
    float grown = 2.0 * (reach + pull) + 2.0;             // and a pixel of edge each side
    if (pull > reach + 1.0 || grown > max_point) {        // off-screen, or too big to draw
        hide();
        return;
    }
    gl_Position = vec4(edge, clip.zw);
    gl_PointSize = grown;
    v_axes = vec4(dir / along, vec2(-dir.y, dir.x) / size);
    // gl_PointCoord runs down the screen; the sprite's pixel at pc is (pc.x - 0.5,
    // 0.5 - pc.y) * grown + shift pixels from the particle, divided by px_per_unit in world.
    v_map = vec4(vec2(grown, -grown) / px_per_unit, shift / px_per_unit);
#else
    vec2 local = dir * (in_vert.x * along) + vec2(-dir.y, dir.x) * (in_vert.y * size);
    gl_Position = window.projection * window.view * vec4(p + local, 0.0, 1.0);
    v_uv = in_vert;
#endif

    fade *= smoothstep(0.0, 0.03, t);   // a quick flare-in rather than a pop
    v_color = vec4(in_color.rgb, in_color.a * fade);
}
