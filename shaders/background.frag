#version 330 core
// Deep background, per pixel: the interpolated colour and the coverage of a grid line (always
// 1 on the mesh pass). Nothing more: every instruction here is paid for every pixel.

in vec3 v_color;
in float v_across;

out vec4 frag_color;

void main() {
    frag_color = vec4(v_color, clamp(1.25 - abs(v_across), 0.0, 1.0));
}
