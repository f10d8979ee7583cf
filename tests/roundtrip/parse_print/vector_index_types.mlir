// vectors of index, i1, 0-d vectors, scalable dims; extract/insert with dynamic positions.
func.func @vi(%v: vector<4xindex>, %m: vector<2x[4]xi1>, %z: vector<f32>, %s: vector<[8]xf16>, %i: index, %f: f32) {
  %0 = vector.extract %v[2] : index from vector<4xindex>
  %1 = vector.extract %m[%i] : vector<[4]xi1> from vector<2x[4]xi1>
  %2 = vector.extract %z[] : f32 from vector<f32>
  %3 = vector.insert %f, %z [] : f32 into vector<f32>
  %4 = vector.insert %0, %v [%i] : index into vector<4xindex>
  %5 = vector.broadcast %f : f32 to vector<f32>
  %6 = vector.broadcast %z : vector<f32> to vector<3x2xf32>
  %7 = vector.extract %m[1, %i] : i1 from vector<2x[4]xi1>
  %8 = vector.step : vector<[8]xindex>
  %9 = vector.vscale
  %10 = vector.shape_cast %v : vector<4xindex> to vector<2x2xindex>
  %11 = vector.from_elements %f, %f, %2 : vector<3xf32>
  %12 = vector.from_elements %f : vector<f32>
  %13:3 = vector.to_elements %11 : vector<3xf32>
  %14 = vector.reduction <add>, %v : vector<4xindex> into index
  %h = vector.extract %s[0] : f16 from vector<[8]xf16>
  %15 = vector.reduction <maxnumf>, %s, %h : vector<[8]xf16> into f16
  "foo.use"(%1, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13#1, %14, %15) : (vector<[4]xi1>, vector<f32>, vector<4xindex>, vector<f32>, vector<3x2xf32>, i1, vector<[8]xindex>, index, vector<2x2xindex>, vector<f32>, f32, index, f16) -> ()
  return
}
