#version 330 core
// Board cells: one nearest-texel fetch from the baked looks (game/render/looks.py) and three
// multiply-adds. Everything else — which look, its colours, time — was decided per instance
// in board.vert. On llvmpipe every fragment runs every instruction (a branch saves nothing),
// so this shader has none; the output is premultiplied alpha (BoardRenderer blends with
// ONE, ONE_MINUS_SRC_ALPHA). Compiled with SPRITES, cells are point sprites and the texture
// coordinates come from gl_PointCoord.

uniform sampler2DArray looks;

#ifdef SPRITES
flat in vec4 v_uv_map;
#else
noperspective in vec2 v_uv;
#endif
flat in float v_layer;
flat in vec3 v_c1;
flat in vec3 v_c2;
flat in vec3 v_c3;
flat in float v_alpha;

out vec4 frag_color;

void main() {
#ifdef SPRITES
    vec2 uv = v_uv_map.xy + gl_PointCoord * v_uv_map.zw;
#else
    vec2 uv = v_uv;
#endif
    vec4 t = texture(looks, vec3(uv, v_layer));
    frag_color = vec4(v_c1 * t.r + v_c2 * t.g + v_c3 * t.b, t.a * v_alpha);
}
