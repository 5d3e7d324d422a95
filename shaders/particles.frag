#version 330 core
// A soft round glow with a hot core, premultiplied for additive blending (ONE, ONE).
// Compiled with SPRITES, the streak's coordinates come from gl_PointCoord (particles.vert).

#ifdef SPRITES
flat in vec4 v_axes;
flat in vec4 v_map;
#else
in vec2 v_uv;
#endif
flat in vec4 v_color;

out vec4 fragColor;

void main() {
#ifdef SPRITES
    vec2 offset = (gl_PointCoord - 0.5) * v_map.xy + v_map.zw;   // world units
    vec2 v_uv = vec2(dot(offset, v_axes.xy), dot(offset, v_axes.zw));
#endif
    float d2 = dot(v_uv, v_uv);
    if (d2 >= 1.0) {
        discard;
    }
    const float EDGE = 0.018315639;                 // exp(-4): the halo reaches 0 at the rim
    float halo = (exp(-4.0 * d2) - EDGE) / (1.0 - EDGE);
    float core = exp(-18.0 * d2);
    vec3 rgb = v_color.rgb * (0.9 * halo + 0.6 * core) + vec3(0.55 * core);
    fragColor = vec4(rgb * v_color.a, halo * v_color.a);
}
