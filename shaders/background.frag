#version 330 core
// Deep background, per pixel: only the interpolated colour (every instruction here is paid
// for every pixel). Alpha 1: the mesh is opaque; the grid is added with (ONE, ONE), so its
// alpha only saturates what is already 1 in 8-bit targets.
// PULSE (the grid's lines alone, added over the kept picture): each line pixel brightened by
// the pulse, most on a ring spreading from where it began; none inside the holes (the kept
// panels and boards, drawn over the grid in that picture). Only line pixels pay for it.

in vec3 v_color;

out vec4 frag_color;

#ifdef PULSE
uniform float glow;        // the whole grid's brightening (times its own colour)
uniform float ring;        // the ring's, on top
uniform vec2 center;       // where the ring spreads from (framebuffer pixels)
uniform float radius;      // how far it has spread
uniform float ring_width;
uniform bool holes;        // whether hole_mask has any
uniform sampler2D hole_mask;  // 1 in the holes, one texel a framebuffer pixel
#endif

void main() {
#ifdef PULSE
    vec2 p = gl_FragCoord.xy;
    // One nearest fetch (a loop over the holes' rects cost llvmpipe more than the lines).
    if (holes && texelFetch(hole_mask, ivec2(p), 0).r > 0.5) {
        discard;
    }
    float d = (distance(p, center) - radius) / ring_width;
    frag_color = vec4(v_color * (glow + ring * exp(-d * d)), 1.0);
#else
    frag_color = vec4(v_color, 1.0);
#endif
}
