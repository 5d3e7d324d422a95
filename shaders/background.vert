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
// background.Background.draw_pulse): its lines brightened, and moved as that picture is;
// with `band` only the parts of the lines near the ring (two instances a line, one each side
// of its centre), so that a spreading ring costs the pixels it lights, not the whole grid.

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
uniform vec2 center;       // the ring's (framebuffer pixels), as in the fragment shader
uniform float radius;
uniform float ring_width;
uniform bool band;         // only the lines' parts within two ring widths of the ring

// The part of a line `offset` px from the ring's centre (across it) that is near the ring, on
// one side of the centre (`upper`): from span.x to span.y along the line, around `mid`.
bool near_ring(float offset, float mid, bool upper, out vec2 span) {
    float outer = radius + 2.0 * ring_width;
    if (abs(offset) >= outer) {
        return false;
    }
    float inner = radius - 2.0 * ring_width;
    float o = sqrt(outer * outer - offset * offset);
    float i = abs(offset) < inner ? sqrt(inner * inner - offset * offset) : 0.0;
    span = upper ? vec2(mid + i, mid + o) : vec2(mid - o, mid - i);
    return true;
}
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
        int instance = gl_InstanceID;
#ifdef PULSE
        bool upper = band && instance % 2 == 1;
        instance = band ? instance / 2 : instance;
#endif
        vec2 px = grid_line(instance, in_vert.xy);
#ifdef PULSE
        if (band) {
            bool vertical = instance < columns;
            vec2 span;
            float offset = vertical ? px.x - center.x : px.y - center.y;
            if (!near_ring(offset, vertical ? center.y : center.x, upper, span)) {
                v_color = vec3(0.0);
                gl_Position = vec4(2.0, 2.0, 0.0, 1.0);  // off the screen: nothing drawn
                return;
            }
            float along = mix(span.x, span.y, in_vert.y);
            px = vertical ? vec2(px.x, along) : vec2(along, px.y);
        }
#endif
        vec2 uv = px / resolution;
        float breathe = 0.55 + 0.45 * sin(time * 0.2 + uv.x * 3.0 + uv.y * 2.0);
        v_color = grid_color * (0.22 + 0.16 * breathe) * vignette(uv);
#ifdef PULSE
        px += shift;
#endif
        gl_Position = vec4(px / line_space * 2.0 - 1.0, 0.0, 1.0);
    }
}
