// FLAGS: --split-input-file --allow-unregistered-dialect
// Element types the builtin container types refuse, with mlir-opt's messages
// and positions: tensors take scalars, vectors and non-builtin types; memrefs
// take scalars, vectors and memrefs; vectors take integers, indices and floats;
// complex numbers take integers and floats.
func.func private @tensor_of_none(tensor<2xnone>)

// -----
func.func private @tensor_of_tuple(tensor<*xtuple<i32>>)

// -----
func.func private @tensor_of_tensor(tensor<2xtensor<2xf32>, "enc">)

// -----
func.func private @memref_of_tensor(memref<2xtensor<2xf32>>)

// -----
func.func private @memref_of_unknown_dialect(memref<2x!foo.bar>)

// -----
func.func private @memref_of_llvm_ptr(memref<*x!llvm.ptr>)

// -----
func.func private @vector_of_complex(vector<2xcomplex<f32>>)

// -----
func.func private @vector_of_vector(vector<2xvector<2xf32>>)

// -----
func.func private @empty_vector(vector<3x0xf32>)

// -----
func.func private @complex_of_index(complex<index>)

// -----
func.func private @still_fine(tensor<2x!foo.bar>, memref<2xmemref<*xf32>>, vector<2x!llvm.ptr>, tensor<2xvector<2xf32>>, memref<2xcomplex<f32>>)
