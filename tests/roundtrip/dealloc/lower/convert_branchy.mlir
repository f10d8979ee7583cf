// FLAGS: -convert-bufferization-to-memref
module {
  func.func @branchy0(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0:2 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
    } else {
      %3:2 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3, %arg10 = %false) -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
        %4 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_5 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_5 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %dim = memref.dim %4, %c0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %4, %alloc_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg9 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
        bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%arg10)
        scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
      }
      scf.yield %3#0, %3#1 : memref<?xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<?xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<?xf32, strided<[?], offset: ?>>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    bufferization.dealloc (%alloc : memref<?xf32>) if (%true)
    %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<?xf32, strided<[?], offset: ?>>)
    return %1 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @branchy1(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0:2 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
    } else {
      %3:2 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3, %arg10 = %false) -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
        %4 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_5 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_5 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %dim = memref.dim %4, %c0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %4, %alloc_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg9 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
        bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%arg10)
        scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
      }
      scf.yield %3#0, %3#1 : memref<?xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<?xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<?xf32, strided<[?], offset: ?>>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    bufferization.dealloc (%alloc : memref<?xf32>) if (%true)
    %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<?xf32, strided<[?], offset: ?>>)
    return %1 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @branchy2(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0:2 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
    } else {
      %3:2 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3, %arg10 = %false) -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
        %4 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_5 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_5 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %dim = memref.dim %4, %c0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %4, %alloc_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg9 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
        bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%arg10)
        scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
      }
      scf.yield %3#0, %3#1 : memref<?xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<?xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<?xf32, strided<[?], offset: ?>>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    bufferization.dealloc (%alloc : memref<?xf32>) if (%true)
    %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<?xf32, strided<[?], offset: ?>>)
    return %1 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @branchy3(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0:2 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
    } else {
      %3:2 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3, %arg10 = %false) -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
        %4 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_5 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_5 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %dim = memref.dim %4, %c0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %4, %alloc_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg9 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
        bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%arg10)
        scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
      }
      scf.yield %3#0, %3#1 : memref<?xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<?xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<?xf32, strided<[?], offset: ?>>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    bufferization.dealloc (%alloc : memref<?xf32>) if (%true)
    %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<?xf32, strided<[?], offset: ?>>)
    return %1 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @branchy4(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0:2 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
    } else {
      %3:2 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3, %arg10 = %false) -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
        %4 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_5 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_5 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %dim = memref.dim %4, %c0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %4, %alloc_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg9 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
        bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%arg10)
        scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
      }
      scf.yield %3#0, %3#1 : memref<?xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<?xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<?xf32, strided<[?], offset: ?>>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    bufferization.dealloc (%alloc : memref<?xf32>) if (%true)
    %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<?xf32, strided<[?], offset: ?>>)
    return %1 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @branchy5(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0:2 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
    } else {
      %3:2 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3, %arg10 = %false) -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
        %4 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_5 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_5 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %dim = memref.dim %4, %c0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %4, %alloc_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg9 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
        bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%arg10)
        scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
      }
      scf.yield %3#0, %3#1 : memref<?xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<?xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<?xf32, strided<[?], offset: ?>>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    bufferization.dealloc (%alloc : memref<?xf32>) if (%true)
    %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<?xf32, strided<[?], offset: ?>>)
    return %1 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @branchy6(%arg0: i1, %arg1: i1, %arg2: index, %arg3: memref<?xf32, strided<[?], offset: ?>>, %arg4: index, %arg5: index, %arg6: index, %arg7: f32) -> memref<?xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
    %0:2 = scf.if %arg0 -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
      %alloc_0 = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
      linalg.map outs(%alloc_0 : memref<?xf32>)
        (%init: f32) {
          linalg.yield %arg7 : f32
        }
      %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
    } else {
      %3:2 = scf.for %arg8 = %arg4 to %arg5 step %arg6 iter_args(%arg9 = %arg3, %arg10 = %false) -> (memref<?xf32, strided<[?], offset: ?>>, i1) {
        %4 = scf.if %arg1 -> (memref<?xf32, strided<[?], offset: ?>>) {
          memref.store %arg7, %alloc[%arg8] : memref<?xf32>
          %cast_5 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
          scf.yield %cast_5 : memref<?xf32, strided<[?], offset: ?>>
        } else {
          memref.store %arg7, %arg9[%c0] : memref<?xf32, strided<[?], offset: ?>>
          scf.yield %arg9 : memref<?xf32, strided<[?], offset: ?>>
        }
        %dim = memref.dim %4, %c0 : memref<?xf32, strided<[?], offset: ?>>
        %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
        memref.copy %4, %alloc_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
        %cast = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
        %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg9 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
        bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%arg10)
        scf.yield %cast, %true : memref<?xf32, strided<[?], offset: ?>>, i1
      }
      scf.yield %3#0, %3#1 : memref<?xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<?xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<?xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<?xf32, strided<[?], offset: ?>>
    }
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    bufferization.dealloc (%alloc : memref<?xf32>) if (%true)
    %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<?xf32, strided<[?], offset: ?>>)
    return %1 : memref<?xf32, strided<[?], offset: ?>>
  }
}

