#version 330 core
// Bloom at an eighth of the resolution, variants of one source (game/render/bloom.py): DOWN
// keeps what is bright while shrinking the grabbed frame 8× (with QUARTER: the glow sources
// drawn at a quarter, 2×), BLUR is one direction of a separable Gaussian, COMPOSITE adds the
// blurred light back over the frame (blend ONE, ONE).

uniform sampler2D source;
uniform vec2 texel;        // one texel of `source`, in uv
in vec2 v_uv;
out vec4 frag_color;

#ifdef DOWN
uniform float threshold;   // brightness (max channel) where the bloom starts
uniform float knee;        // soft transition below the threshold

vec3 bright(vec3 c) {
    float b = max(c.r, max(c.g, c.b));
    float soft = clamp(b - threshold + knee, 0.0, 2.0 * knee);
    soft = soft * soft / (4.0 * knee + 1e-4);
    return c * max(soft, b - threshold) / max(b, 1e-4);
}

#ifdef QUARTER
void main() {
    // The 2×2 source texels under this one, each bright-passed (taps on their centres).
    vec3 sum = vec3(0.0);
    for (int j = 0; j < 2; j++) {
        for (int i = 0; i < 2; i++) {
            sum += bright(texture(source, v_uv + texel * vec2(float(i) - 0.5, float(j) - 0.5)).rgb);
        }
    }
    frag_color = vec4(sum / 4.0, 1.0);
}
#else
void main() {
    // A 4×4 grid of bilinear taps, one and three texels off the centre, covers the 8×8 block
    // of the source; each is bright-passed before averaging so a single hot spark is not
    // averaged away.
    vec3 sum = vec3(0.0);
    for (int j = 0; j < 4; j++) {
        for (int i = 0; i < 4; i++) {
            vec2 offset = vec2(float(2 * i - 3), float(2 * j - 3));
            sum += bright(texture(source, v_uv + texel * offset).rgb);
        }
    }
    frag_color = vec4(sum / 16.0, 1.0);
}
#endif
#endif

#ifdef BLUR
uniform vec2 direction;    // (1, 0) or (0, 1), times the spread in texels

void main() {
    // A 9-tap Gaussian in 5 bilinear fetches (weights and offsets merged pairwise).
    vec2 step1 = texel * direction * 1.3846153846;
    vec2 step2 = texel * direction * 3.2307692308;
    vec3 c = texture(source, v_uv).rgb * 0.2270270270
           + (texture(source, v_uv + step1).rgb + texture(source, v_uv - step1).rgb) * 0.3162162162
           + (texture(source, v_uv + step2).rgb + texture(source, v_uv - step2).rgb) * 0.0702702703;
    frag_color = vec4(c, 1.0);
}
#endif

#ifdef COMPOSITE
uniform float strength;

void main() {
    frag_color = vec4(texture(source, v_uv).rgb * strength, 0.0);
}
#endif
