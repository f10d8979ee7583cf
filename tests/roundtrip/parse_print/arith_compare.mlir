// Every cmpi and cmpf predicate, plus select on scalars and vectors.
func.func @cmpi_all(%a: i32, %b: i32, %va: vector<4xindex>, %vb: vector<4xindex>) -> vector<4xi1> {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi ult, %va, %vb : vector<4xindex>
  "foo.keep"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  return %10 : vector<4xi1>
}

func.func @cmpf_all(%x: f64, %y: f64, %t: tensor<3xf32>) -> f64 {
  %0 = arith.cmpf false, %x, %y : f64
  %1 = arith.cmpf oeq, %x, %y : f64
  %2 = arith.cmpf ogt, %x, %y : f64
  %3 = arith.cmpf oge, %x, %y : f64
  %4 = arith.cmpf olt, %x, %y : f64
  %5 = arith.cmpf ole, %x, %y fastmath<nnan> : f64
  %6 = arith.cmpf one, %x, %y : f64
  %7 = arith.cmpf ord, %x, %y : f64
  %8 = arith.cmpf ueq, %x, %y : f64
  %9 = arith.cmpf ugt, %x, %y : f64
  %10 = arith.cmpf uge, %x, %y : f64
  %11 = arith.cmpf ult, %x, %y : f64
  %12 = arith.cmpf ule, %x, %y : f64
  %13 = arith.cmpf une, %x, %y : f64
  %14 = arith.cmpf uno, %x, %y : f64
  %15 = arith.cmpf true, %x, %y : f64
  %16 = arith.cmpf olt, %t, %t : tensor<3xf32>
  "foo.keep"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, tensor<3xi1>) -> ()
  %s = arith.select %1, %x, %y : f64
  %vs = arith.select %16, %t, %t : tensor<3xi1>, tensor<3xf32>
  %ss = arith.select %2, %t, %t : tensor<3xf32>
  "foo.keep"(%vs, %ss) : (tensor<3xf32>, tensor<3xf32>) -> ()
  return %s : f64
}
