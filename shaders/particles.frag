#version 330 core
// A soft round glow with a hot core, premultiplied for additive blending (ONE, ONE).

in vec2 v_uv;
flat in vec4 v_color;

out vec4 fragColor;

void main() {
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
