// FLAGS: --split-input-file
// Memref types whose layout or memory space the type itself refuses: the
// layout must fit the rank, an unranked memref takes no layout, the memory
// space comes last and only once, and builtin attributes other than
// integers, strings and dictionaries are no memory space.
func.func private @strides_for_two_dims(%b: memref<8xi8, strided<[1, 1]>>)

// -----
func.func private @map_of_one_dim(%b: memref<2x3xf32, affine_map<(d0) -> (d0)>>)

// -----
func.func private @unranked_with_layout(%b: memref<*xf32, strided<[1]>>)

// -----
func.func private @two_spaces(%b: memref<4xf32, 1 : i32, 2>)

// -----
func.func private @space_before_layout(%b: memref<4xf32, 1, strided<[1]>>)

// -----
func.func private @float_space(%b: memref<4xf32, 1.0>)

// -----
func.func private @array_space(%b: memref<4xf32, [1]>)

// -----
func.func private @unit_space(%b: memref<*xf32, unit>)

// -----
func.func private @type_space(%b: memref<4xf32, i32>)

// -----
// These are fine: the last of two layouts wins, and strings, dictionaries,
// booleans and dialect attributes are memory spaces.
func.func private @last_layout_wins(%b: memref<4xf32, strided<[1]>, strided<[2]>>)
func.func private @string_space(%b: memref<4xf32, "shared">)
func.func private @dict_space(%b: memref<4xf32, {level = 1}>)
func.func private @bool_space(%b: memref<4xf32, true>)
func.func private @gpu_space(%b: memref<4xf32, #gpu.address_space<workgroup>>)
