#version 330 core
// One stroke per instance of a unit quad (game/render/strokes.py): a segment from in_a to
// in_b that grows from in_a at in_speed px/s (0: whole at once) and shows only in_tail px
// behind its head (0: all of it behind). The quad covers the lit part and a half width round
// it; it thins as it fades. A wash (in_kind 1) keeps its width and has no round ends. Some
// 1/30 s steps dim it (in_flicker: their share), picked by a hash of the step and the stroke.
// A stroke not showing at `time` collapses outside the clip box: no fragments.

uniform WindowBlock {
    mat4 projection;
    mat4 view;
} window;

uniform float time;      // seconds, on the same clock as in_t0

in vec2 in_vert;         // per vertex: unit quad corner
in vec2 in_a;            // per instance: start, px
in vec2 in_b;            // end, px
in vec4 in_color;        // RGBA, normalized from uint8
in float in_t0;          // when it starts, s
in float in_life;        // how long it shows, s
in float in_width;       // the halo's half width, px
in float in_speed;       // px / s its head runs from in_a (0: there at once)
in float in_tail;        // px lit behind the head (0: back to in_a)
in float in_flicker;     // 0..1: the share of steps it dims in
in float in_kind;        // 0: a glowing line, 1: a wash

out vec2 v_local;        // px along from in_a, and across (-1..1 of the half width)
flat out vec4 v_span;    // the lit part's start and head (px along), the half width, the kind
flat out vec4 v_color;   // rgb, and the alpha (fade) to scale it by

void main() {
    float t = time - in_t0;
    float age = t / max(in_life, 1e-6);
    if (t < 0.0 || age >= 1.0 || in_life <= 0.0) {
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
        v_local = vec2(0.0);
        v_span = vec4(0.0);
        v_color = vec4(0.0);
        return;
    }
    vec2 d = in_b - in_a;
    float len = length(d);
    vec2 dir = len > 1e-3 ? d / len : vec2(1.0, 0.0);
    vec2 across = vec2(-dir.y, dir.x);
    float head = in_speed > 0.0 ? min(len, in_speed * t) : len;
    float start = in_tail > 0.0 ? max(0.0, head - in_tail) : 0.0;
    bool wash = in_kind > 0.5;
    float w = wash ? in_width : in_width * (1.0 - 0.5 * age);
    float cap = wash ? 0.0 : w;
    float s = mix(start - cap, head + cap, in_vert.x * 0.5 + 0.5);
    vec2 p = in_a + dir * s + across * (in_vert.y * w);
    gl_Position = window.projection * window.view * vec4(p, 0.0, 1.0);
    v_local = vec2(s, in_vert.y);
    v_span = vec4(start, head, w, in_kind);

    float left = 1.0 - age;
    float fade = wash ? left * left : left * sqrt(left);
    fade *= smoothstep(0.0, 0.02, t);   // a quick flare-in rather than a pop
    float step = floor(time * 30.0);
    float h = fract(sin(step * 12.9898 + in_t0 * 78.233 + in_a.x * 0.173 + in_b.y * 0.311)
                    * 43758.5453);
    if (h < in_flicker) {
        fade *= 0.12;
    }
    v_color = vec4(in_color.rgb, in_color.a * fade);
}
