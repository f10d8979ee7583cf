// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level): an scf.for carrying a buffer through an
// scf.if whose branches allocate, run an inner scf.for that swaps two
// buffers, or keep the carried one, inside scf.execute_region; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_nested_loops_if.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @run(%n: index, %init: memref<3xf32>) -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<3xf32>) {
    %rem = arith.remui %i, %c3 : index
    %is0 = arith.cmpi eq, %rem, %c0 : index
    %is1 = arith.cmpi eq, %rem, %c1 : index
    %x = scf.execute_region -> memref<3xf32> {
      %y = scf.if %is0 -> memref<3xf32> {
        %a = memref.alloc() : memref<3xf32>
        linalg.add ins(%acc, %acc : memref<3xf32>, memref<3xf32>) outs(%a : memref<3xf32>)
        scf.yield %a : memref<3xf32>
      } else {
        %z = scf.if %is1 -> memref<3xf32> {
          %b = memref.alloc() : memref<3xf32>
          linalg.fill ins(%one : f32) outs(%b : memref<3xf32>)
          %p:2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%u = %acc, %v = %b) -> (memref<3xf32>, memref<3xf32>) {
            %w = memref.alloc() : memref<3xf32>
            linalg.add ins(%u, %v : memref<3xf32>, memref<3xf32>) outs(%w : memref<3xf32>)
            scf.yield %w, %u : memref<3xf32>, memref<3xf32>
          }
          scf.yield %p#0 : memref<3xf32>
        } else {
          scf.yield %acc : memref<3xf32>
        }
        scf.yield %z : memref<3xf32>
      }
      scf.yield %y : memref<3xf32>
    }
    scf.yield %x : memref<3xf32>
  }
  return %r : memref<3xf32>
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %half = arith.constant 0.5 : f32
  %x = memref.alloc() : memref<3xf32>
  linalg.fill ins(%half : f32) outs(%x : memref<3xf32>)
  %r = call @run(%c5, %x) : (index, memref<3xf32>) -> memref<3xf32>
  %u = memref.cast %r : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ux = memref.cast %x : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ux) : (memref<*xf32>) -> ()
  return
}
