#version 330 core
// The deep background in two draws of one program, so that no pixel pays for more than it
// shows (software GL pays for every instruction of every pixel, and more for a blended one):
//   the mesh (in_vert.z = 0), opaque: a coarse screen-covering mesh; the gradient, the slow
//           glows and the vignette are smooth, so they are computed per vertex and interpolated;
//   the grid (in_vert.z = 1), added: the faint drifting grid, one instanced line per grid
//           line, 3 px wide (game/render/gridlines.py).
// Which one a vertex belongs to is in its data, not a uniform: no uniform write between the
// two draws.
// Everything is per vertex: the fragment shader only writes the interpolated colour.
// The PULSE variant draws the grid alone, added over the kept picture of it (game.render.
// background.Background.draw_pulse): its lines brightened, and moved as that picture is.

uniform vec2 resolution;   // viewport size in pixels
uniform vec2 line_space;   // size of the viewport the grid is drawn in (see gridlines.py)
uniform float time;        // seconds
uniform vec3 color_top;
uniform vec3 color_bottom;
uniform vec3 glow_color;
uniform vec3 grid_color;
uniform float grid_cell;   // pixels between grid lines
uniform int columns;       // vertical lines; the instances after them are horizontal

in vec3 in_vert;           // mesh: (clip x, y, 0); grid: (across -1..1, along 0..1, 1)
#ifdef PULSE
uniform vec2 shift;        // pixels the kept picture is moved by this frame (a shake)
#endif

out vec3 v_color;

float vignette(vec2 uv) {
    vec2 v = uv - 0.5;
    return 1.0 - 0.88 * dot(v, v);
}

vec3 deep(vec2 uv) {
    float aspect = resolution.x / resolution.y;
    vec2 a = vec2(uv.x * aspect, uv.y);
    float sway = 0.04 * sin(time * 0.11 + uv.x * 2.2);
    vec3 col = mix(color_bottom, color_top, smoothstep(0.0, 1.0, uv.y + sway));
    vec2 g1 = vec2(aspect * (0.28 + 0.08 * sin(time * 0.05)), 0.72 + 0.07 * cos(time * 0.043));
    vec2 g2 = vec2(aspect * (0.76 + 0.07 * cos(time * 0.037)), 0.22 + 0.06 * sin(time * 0.061));
    col += glow_color * 0.55 * exp(-3.2 * dot(a - g1, a - g1));
    col += glow_color * 0.35 * exp(-4.5 * dot(a - g2, a - g2));
    return col * vignette(uv);
}

vec2 grid_line(int instance, vec2 vert) {
    bool vertical = instance < columns;
    int k = vertical ? instance : instance - columns;
    vec2 drift = mod(vec2(time * 3.0, time * 1.5), grid_cell);
    float width = 1.5;                           // half width: a 3 px band
    if (vertical) {
        return vec2(float(k) * grid_cell + drift.x + vert.x * width, vert.y * resolution.y);
    }
    return vec2(vert.y * resolution.x, float(k) * grid_cell + drift.y + vert.x * width);
}

void main() {
    if (in_vert.z < 0.5) {
        vec2 uv = in_vert.xy * 0.5 + 0.5;
        v_color = deep(uv);
        gl_Position = vec4(in_vert.xy, 0.0, 1.0);
    } else {
        vec2 px = grid_line(gl_InstanceID, in_vert.xy);
        vec2 uv = px / resolution;
        float breathe = 0.55 + 0.45 * sin(time * 0.2 + uv.x * 3.0 + uv.y * 2.0);
        v_color = grid_color * (0.22 + 0.16 * breathe) * vignette(uv);
#ifdef PULSE
        px += shift;
#endif
        gl_Position = vec4(px / line_space * 2.0 - 1.0, 0.0, 1.0);
    }
}
