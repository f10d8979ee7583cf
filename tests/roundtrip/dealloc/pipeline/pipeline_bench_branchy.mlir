// FLAGS: -buffer-deallocation-pipeline
module {
  func.func @branchy0(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          %1 = linalg.index 0 : index
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %1 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3) -> (memref<?xf32, strided<[?], offset: ?>>) {
        %2 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_2 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_2 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %c0_0 = arith.constant 0 : index
        %dim = memref.dim %2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %2, %alloc_1 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
      }
      scf.yield %1 : memref<?xf32, strided<[?], offset: ?>>
    }
    return %0 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @branchy1(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          %1 = linalg.index 0 : index
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %1 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3) -> (memref<?xf32, strided<[?], offset: ?>>) {
        %2 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_2 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_2 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %c0_0 = arith.constant 0 : index
        %dim = memref.dim %2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %2, %alloc_1 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
      }
      scf.yield %1 : memref<?xf32, strided<[?], offset: ?>>
    }
    return %0 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @branchy2(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          %1 = linalg.index 0 : index
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %1 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3) -> (memref<?xf32, strided<[?], offset: ?>>) {
        %2 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_2 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_2 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %c0_0 = arith.constant 0 : index
        %dim = memref.dim %2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %2, %alloc_1 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
      }
      scf.yield %1 : memref<?xf32, strided<[?], offset: ?>>
    }
    return %0 : memref<?xf32, strided<[?], offset: ?>>
  }
}

