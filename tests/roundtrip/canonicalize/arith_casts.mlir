// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: i8) -> (index, i64, i32, i16, i8, i32) {
  %c = arith.constant -3 : i32
  %0 = arith.index_cast %c : i32 to index
  %1 = arith.extsi %c : i32 to i64
  %m = arith.constant -1 : i16
  %2 = arith.extui %m : i16 to i32
  %3 = arith.trunci %c : i32 to i16
  %e = arith.extsi %x : i8 to i32
  %4 = arith.trunci %e : i32 to i8
  %i = arith.index_cast %x : i8 to index
  %5 = arith.index_cast %i : index to i32
  return %0, %1, %2, %3, %4, %5 : index, i64, i32, i16, i8, i32
}
