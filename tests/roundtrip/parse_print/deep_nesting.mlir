// deep nesting of scf regions with values used from outer scopes.
func.func @deep(%n: index, %c: i1, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      scf.for %j = %i to %n step %c1 {
        %c0_0 = arith.constant 0 : index
        scf.if %c {
          scf.execute_region {
            %c0_1 = arith.constant 0 : index
            scf.for %k = %c0_1 to %j step %c1 {
              scf.if %c {
                %v = memref.load %m[%k] : memref<?xf32>
                %w = scf.if %c -> (f32) {
                  %c0_2 = arith.constant 0 : index
                  %x = memref.load %m[%c0_2] : memref<?xf32>
                  scf.yield %x : f32
                } else {
                  scf.yield %v : f32
                }
                memref.store %w, %m[%i] : memref<?xf32>
              }
            }
            scf.yield
          }
        } else {
          memref.prefetch %m[%c0_0], read, locality<3>, data : memref<?xf32>
        }
      }
    }
  }
  return
}
