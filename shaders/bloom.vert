#version 330 core
// Bloom passes (game/render/bloom.py): one quad over the whole target viewport.

in vec2 in_vert;       // -1..1
out vec2 v_uv;         // 0..1

void main() {
    gl_Position = vec4(in_vert, 0.0, 1.0);
    v_uv = in_vert * 0.5 + 0.5;
}
