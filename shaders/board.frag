#version 330 core
// Board cells as lit glass: body glow, bevel lit from the top left, a glossy highlight and a
// thin darker rim, all from the cell's signed distance (anti-aliased with fwidth, no MSAA).
//
// One straight path for every look, steered by the flat parameters of board.vert: software GL
// (llvmpipe) runs both sides of every branch for every pixel, so a branch saves nothing there
// and each instruction is paid per pixel. Bomb icons, stone grain and frost come from one
// fetch in a small pattern atlas (game/render/patterns.py) rather than per-pixel noise.
#include "common.glsl"

uniform int shape;
uniform sampler2DArray patterns;   // layer 0: no icon, 1–6: bomb kinds (patterns.py)

in vec2 v_local;
flat in vec2 v_radius;
flat in vec3 v_body;
flat in float v_alpha;
flat in vec4 v_look;
flat in vec4 v_line;
flat in vec4 v_fx;
flat in vec3 v_ice;

out vec4 frag_color;

const vec2 LIGHT = vec2(-0.6125, 0.7905);   // 2D direction towards the light: top left
const vec2 HEX_SLANT = vec2(SQRT3_2, 0.5);  // normal of the upper-right hexagon edge
const float PATTERN_SCALE = 0.4;            // pattern uv = q * scale + 0.5 (q in ±1.25)
const float ICON_RANGE = 0.7;               // icon distance: (texel − 0.5) · range, in q
const vec3 FROST = vec3(0.8, 0.92, 1.0);
const vec3 INK = vec3(1.0, 0.98, 0.9);

// Distance to the cell outline (negative inside) and the outward normal of the nearest edge.
// Inside it is exact; just outside a corner it underestimates, which only stretches the
// anti-aliasing there by a fraction of a pixel.
float cell_shape(vec2 p, float r, out vec2 n) {
    vec2 s = sign(p);
    vec2 a = abs(p);
    if (shape == SHAPE_HEX) {
        float slant = dot(a, HEX_SLANT);
        n = slant > a.y ? HEX_SLANT * s : vec2(0.0, s.y);
        return max(slant, a.y) - r;
    }
    // Square with chamfered corners: a third edge across each corner, cheap and tile-like.
    float side = max(a.x, a.y);
    float corner = (a.x + a.y) * 0.7071068 - 1.3081 * r;  // cuts 0.15·r off each edge
    n = corner > side - r ? vec2(0.7071068) * s : (a.x > a.y ? vec2(s.x, 0.0) : vec2(0.0, s.y));
    return max(side - r, corner);
}

void main() {
    float r = v_radius.x;
    vec2 p = v_local;
    vec2 n;
    float d = cell_shape(p, r, n);
    float aa = fwidth(p.x) + 1e-4;                     // one screen pixel, in world px
    float inv_aa = 1.0 / aa;
    float cover = clamp(0.5 - d * inv_aa, 0.0, 1.0);
    float inside = max(-d, 0.0);
    vec2 q = p * v_radius.y;                           // ~[-1, 1] inside the cell
    float depth = min(inside * v_radius.y, 1.0);       // 0 on the outline, 1 at the centre
    vec4 pat = texture(patterns, vec3(q * PATTERN_SCALE + 0.5, v_fx.x));

    float stone = v_look.w;
    vec3 body = v_body * (1.0 + stone * (1.3 * pat.g - 0.65));

    // Bevel: near the outline the surface slopes outward; the edge facing the light is lit.
    float slope = 1.0 - smoothstep(0.0, max(1.5 * aa, (0.2 + 0.05 * stone) * r), inside);
    float lit = dot(n, LIGHT);
    // Lit glass: denser colour near the edges, a glowing core, lighter towards the top.
    float core = depth * depth * (3.0 - 2.0 * depth);
    vec3 col = body * ((0.64 + 0.36 * core) * (0.9 + 0.14 * q.y) * (1.0 + slope * (0.6 * lit - 0.12)));
    float flat_top = 1.0 - slope;
    vec2 h = (q - vec2(-0.22, 0.42)) * vec2(1.6, 3.3);
    float gloss = clamp(1.5 - 1.4 * dot(h, h), 0.0, 1.0) * flat_top;   // glossy reflection
    float glint = slope * clamp(lit * 3.3 - 2.3, 0.0, 1.0);            // the lit bevel shines
    // Light gathering in the glass along the lower edge, opposite the light.
    float caustic = clamp(-1.25 * q.y - 0.125, 0.0, 1.0) * clamp(1.3 - 2.9 * depth, 0.0, 1.0);
    float glass = 1.0 - stone;
    col += glass * (body * (body * (0.35 * core * core) + 0.45 * caustic * flat_top)
                    + vec3(0.38 * gloss + 0.4 * glint));

    // The band along the outline: a glass cell's darker rim, an outline look's line.
    float band_w = max(aa, v_look.y * r);
    float band = clamp((band_w - inside) / (v_look.z * band_w + aa) + 0.5, 0.0, 1.0);
    col = mix(col, body * 0.32, band * 0.85);
    vec3 line_col = v_body * (v_line.x + v_line.y * band) + v_ice.z * band;
    col = mix(line_col, col, v_look.x);
    float alpha = mix(mix(v_line.z, v_line.w, band), 1.0, v_look.x);

    // Ice: a pale frost band inside the edge, grain, streaks and twinkling sparkles.
    float ice = v_ice.x;
    float frost_band = 1.0 - clamp(3.3 * depth - 0.4, 0.0, 1.0);
    col = mix(col, FROST, ice * (0.32 + 0.45 * frost_band * (0.6 + 0.4 * pat.b)));
    col += ice * (1.0 - frost_band) * pat.a * v_ice.y;

    // Bomb icon: near-white glyph with a dark halo, readable on any colour.
    float icon = (pat.r - 0.5) * ICON_RANGE * r;       // world px, negative inside
    float halo_w = max(1.2 * aa, 0.1 * r);
    float halo = clamp((halo_w - icon) * (0.5 * inv_aa) + 0.5, 0.0, 1.0);
    float fill = clamp(0.5 - icon * inv_aa, 0.0, 1.0);
    col = mix(col, body * 0.12, halo * 0.75);
    col = mix(col, mix(INK, body, 0.12), fill);

    // Highlight: brighter, with a halo in the cell's colour around it.
    col += v_fx.z * (body + 0.3);
    float around = clamp(1.0 - d * (3.333 * v_radius.y), 0.0, 1.0);
    float a = max(cover, around * around * v_fx.w);
    col = mix(min(body * 1.3 + 0.15, vec3(1.0)), col, cover);

    // Flash: towards white, keeping a hint of the rim so cells stay apart.
    col = mix(col, vec3(1.0), v_fx.y * (1.0 - 0.45 * band * v_look.x));
    frag_color = vec4(col, v_alpha * a * alpha);
}
