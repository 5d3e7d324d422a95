#version 330 core
// A soft round glow with a hot core, premultiplied for additive blending (ONE, ONE); compiled
// with SHAPES, by the particle's shape a shock ring (a bright crest at its rim, faint light
// inside), a shard (a long diamond, two facets, a white edge) or a chunk (a square, lit face,
// darker rim).
// Compiled with SPRITES, the streak's coordinates come from gl_PointCoord (particles.vert).

#ifdef SPRITES
flat in vec4 v_axes;
flat in vec4 v_map;
#else
in vec2 v_uv;
#endif
flat in vec4 v_color;

out vec4 fragColor;

#ifdef SHAPES
flat in vec2 v_shape;

const float SHARD_WIDTH = 0.42;     // of its length
const float CHUNK_HALF = 0.7;       // of its size: a square that fits its turning circle

vec4 ring(float d2) {
    float d = sqrt(d2);
    float w = v_shape.y;
    float q = (d - 1.0 + w) / w;
    float crest = exp(-3.0 * q * q);
    vec3 rgb = v_color.rgb * (1.3 * crest + 0.25 * d2 * d2) + vec3(0.55 * crest * crest);
    return vec4(rgb * v_color.a, crest * v_color.a);
}

vec4 shard(vec2 uv) {
    float k = abs(uv.x) + abs(uv.y) / SHARD_WIDTH;
    if (k >= 1.0) {
        discard;
    }
    float facet = uv.x * uv.y > 0.0 ? 1.0 : 0.55;
    float edge = smoothstep(1.0, 0.78, k);
    vec3 rgb = v_color.rgb * facet * edge + vec3(0.5 * smoothstep(0.6, 0.95, k) * edge);
    return vec4(rgb * v_color.a, edge * v_color.a);
}

vec4 chunk(vec2 uv) {
    vec2 a = abs(uv) / CHUNK_HALF;
    float m = max(a.x, a.y);
    if (m >= 1.0) {
        discard;
    }
    float lit = 0.8 + 0.25 * (uv.y - uv.x) / CHUNK_HALF;   // a face lit from one side
    vec3 rgb = v_color.rgb * lit * (1.0 - 0.45 * smoothstep(0.65, 1.0, m));
    return vec4(rgb * v_color.a, v_color.a);
}
#endif

void main() {
#ifdef SPRITES
    vec2 offset = (gl_PointCoord - 0.5) * v_map.xy + v_map.zw;   // world units
    vec2 v_uv = vec2(dot(offset, v_axes.xy), dot(offset, v_axes.zw));
#endif
    float d2 = dot(v_uv, v_uv);
    if (d2 >= 1.0) {
        discard;
    }
#ifdef SHAPES
    if (v_shape.x < 1.5) {
        fragColor = ring(d2);
    } else if (v_shape.x < 2.5) {
        fragColor = shard(v_uv);
    } else {
        fragColor = chunk(v_uv);
    }
#else
    const float EDGE = 0.018315639;                 // exp(-4): the halo reaches 0 at the rim
    float halo = (exp(-4.0 * d2) - EDGE) / (1.0 - EDGE);
    float core = exp(-18.0 * d2);
    vec3 rgb = v_color.rgb * (0.9 * halo + 0.6 * core) + vec3(0.55 * core);
    fragColor = vec4(rgb * v_color.a, halo * v_color.a);
#endif
}
