// FLAGS: --split-input-file
// A tensor's encoding is parsed as an optional attribute: keywords that
// only start other attributes (strided, array, distinct, opaque) or no
// attribute at all leave it out, and the `>` is then missing.
func.func private @strided_encoding(%t: tensor<4xf32, strided<[1]>>)

// -----
func.func private @array_encoding(%t: tensor<4xf32, array<i32: 1>>)

// -----
func.func private @bare_word_encoding(%t: tensor<4xf32, layout>)

// -----
// Types, strings, numbers and symbol references are encodings.
func.func private @fine(%a: tensor<4xf32, i32>, %b: tensor<4xf32, "enc">, %c: tensor<4xf32, @sym>, %d: tensor<4xf32, 7>)
