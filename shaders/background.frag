#version 330 core
// Deep background, per pixel: only the interpolated colour (every instruction here is paid
// for every pixel). Alpha 1: the mesh is opaque; the grid is added with (ONE, ONE), so its
// alpha only saturates what is already 1 in 8-bit targets.

in vec3 v_color;

out vec4 frag_color;

void main() {
    frag_color = vec4(v_color, 1.0);
}
