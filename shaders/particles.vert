#version 330 core
// One particle per instance, written once at spawn (game/render/particles.py). Where it is
// now comes from the time since its spawn: p = p0 + v·(1 - e^(-k·t))/k + ½·g·t² (v·t when the
// drag k is 0), gravity g weighed by 1 - buoyancy. It shrinks and fades over its lifetime and stretches a little along its
// motion. A slot not alive at `time` collapses outside the clip box: no fragments.

uniform WindowBlock {
    mat4 projection;
    mat4 view;
} window;

uniform float time;      // seconds, on the same clock as in_t0
uniform vec2 gravity;    // px / s²
uniform float drag;      // 1 / s
uniform float stretch;   // seconds of motion the streak trails behind

in vec2 in_vert;         // per vertex: unit quad corner
in vec2 in_pos;          // per instance: spawn position, px
in vec2 in_vel;          // spawn velocity, px / s
in vec4 in_color;        // RGBA, normalized from uint8
in float in_t0;          // spawn time
in float in_life;        // lifetime, s
in float in_size;        // glow radius at spawn, px
in float in_buoy;        // 0: falls with gravity, 1: floats

out vec2 v_uv;           // -1..1 across the sprite
flat out vec4 v_color;   // rgb, and the alpha (fade) to scale it by

void main() {
    float t = time - in_t0;
    float age = t / max(in_life, 1e-6);
    if (t < 0.0 || age >= 1.0 || in_life <= 0.0) {
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
        v_uv = vec2(0.0);
        v_color = vec4(0.0);
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
    vec2 local = dir * (in_vert.x * along) + vec2(-dir.y, dir.x) * (in_vert.y * size);
    gl_Position = window.projection * window.view * vec4(p + local, 0.0, 1.0);
    v_uv = in_vert;

    float fade = 1.0 - age;
    fade *= fade;
    fade *= smoothstep(0.0, 0.03, t);   // a quick flare-in rather than a pop
    v_color = vec4(in_color.rgb, in_color.a * fade);
}
