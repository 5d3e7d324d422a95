#version 330 core
// A stroke (strokes.vert), premultiplied for additive blending (ONE, ONE): a line is a soft
// halo with a white-hot core, round at its ends, brighter towards its head, with a hot spot
// at the head; a wash fills its quad evenly, soft at its edges.

in vec2 v_local;
flat in vec4 v_span;
flat in vec4 v_color;

out vec4 fragColor;

void main() {
    float x = v_local.y;
    float s = v_local.x;
    float start = v_span.x;
    float head = v_span.y;
    float w = v_span.z;
    if (v_span.w > 0.5) {
        float soft = 0.08 * w;
        float edge = smoothstep(1.0, 0.92, abs(x)) * smoothstep(start, start + soft, s)
                     * smoothstep(head, head - soft, s);
        fragColor = vec4(v_color.rgb * (v_color.a * edge), v_color.a * edge);
        return;
    }
    float past = max(max(start - s, s - head), 0.0) / w;   // beyond an end, in half widths
    float r2 = x * x + past * past;
    if (r2 >= 1.0) {
        discard;
    }
    const float EDGE = 0.018315639;                 // exp(-4): the halo reaches 0 at the rim
    float halo = (exp(-4.0 * r2) - EDGE) / (1.0 - EDGE);
    float core = exp(-14.0 * r2);
    float lead = head > start ? clamp((s - start) / (head - start), 0.0, 1.0) : 1.0;
    float tip = exp(-pow((head - s) / (1.5 * w), 2.0));
    vec3 rgb = v_color.rgb * (0.9 * halo + 0.8 * core) * mix(0.55, 1.0, lead)
               + vec3(0.7 * core + 0.35 * tip * halo);
    fragColor = vec4(rgb * v_color.a, halo * v_color.a);
}
