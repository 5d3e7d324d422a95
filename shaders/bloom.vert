#version 330 core
// Bloom passes (game/render/bloom.py): one quad over the whole target viewport; compiled with
// MESH, the composite as a grid whose vertices sit on the blurred texels' centres and read
// them, so the light reaches each pixel as an interpolated colour (no fetch per pixel).

in vec2 in_vert;       // QUAD: -1..1; MESH: 0..1

#ifdef MESH
uniform sampler2D source;
uniform float strength;
out vec3 v_light;

void main() {
    gl_Position = vec4(in_vert * 2.0 - 1.0, 0.0, 1.0);
    v_light = textureLod(source, in_vert, 0.0).rgb * strength;
}
#else
out vec2 v_uv;         // 0..1

void main() {
    gl_Position = vec4(in_vert, 0.0, 1.0);
    v_uv = in_vert * 0.5 + 0.5;
}
#endif
