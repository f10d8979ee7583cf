// Vectors, tensors and memrefs in many shapes.
func.func private @vectors(vector<4xf32>, vector<2x3x4xi8>, vector<f32>, vector<[4]xf32>, vector<2x[8]xi16>, vector<[2]x[2]xf64>, vector<1x1xindex>) -> ()
func.func private @tensors(tensor<f32>, tensor<?xf32>, tensor<4x?x8xi32>, tensor<*xf16>, tensor<0xi1>, tensor<2x0x3xbf16>, tensor<?x?xcomplex<f32>>) -> ()
func.func private @encoded(tensor<4x4xf32, "row_major">, tensor<?xi8, {layout = "csr", level = 2 : i64}>, tensor<8xf32, #foo.enc<1>>) -> ()
func.func private @memrefs(memref<f32>, memref<4xf32>, memref<?x?xi32>, memref<*xf32>, memref<*xi8, 3>, memref<4x4xf32, 1>, memref<2xf16, "gpu_shared">) -> ()
func.func private @vec_of_index(vector<4xindex>, tensor<2xvector<4xf32>>, memref<3xvector<2xi32>>) -> ()

func.func @shaped_values(%v: vector<[4]xf32>, %t: tensor<*xf16>, %m: memref<*xi8, 3>) -> vector<f32> {
  %0 = "foo.reduce_scalable"(%v) : (vector<[4]xf32>) -> vector<f32>
  %1 = "foo.rank_of"(%t, %m) : (tensor<*xf16>, memref<*xi8, 3>) -> index
  "foo.sink"(%1) {note = "uses both unranked kinds"} : (index) -> ()
  return %0 : vector<f32>
}
