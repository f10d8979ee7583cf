// FLAGS: --split-input-file
// One broken rule of the gpu ops per chunk: where a launch of an outlined
// kernel may stand and what it must name, kernel and device function
// signatures, attributions, parents of terminators and functions, buffer op
// types, the dimension keyword, the container attribute's owner, launch size
// types, unnamed kernel arguments, and an async op without a result name.
func.func @launch_outside_container() {
  %c1 = arith.constant 1 : index
  gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
  return
}

// -----
module attributes {gpu.container_module} {
  func.func @unknown_container(%n: index) {
    gpu.launch_func @nowhere::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----
module attributes {gpu.container_module} {
  func.func @container_is_a_function(%n: index) {
    gpu.launch_func @host_side::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
  func.func @host_side() {
    return
  }
}

// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  func.func @no_such_kernel(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @device_only() {
      gpu.return
    }
  }
  func.func @launch_of_device_function(%n: index) {
    gpu.launch_func @kernels::@device_only blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%scale: f32) kernel {
      gpu.return
    }
  }
  func.func @too_few_arguments(%n: index) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%scale: f32) kernel {
      gpu.return
    }
  }
  func.func @argument_of_other_type(%n: index, %i: i32) {
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%i : i32)
    return
  }
}

// -----
gpu.module @kernels {
  gpu.func @kernel_with_result() -> f32 kernel {
    %f = arith.constant 0.0 : f32
    gpu.return %f : f32
  }
}

// -----
gpu.module @kernels {
  gpu.func @returns_other_type() -> f32 {
    %i = arith.constant 0 : i32
    gpu.return %i : i32
  }
}

// -----
gpu.module @kernels {
  gpu.func @workgroup_in_private_space(%m: memref<4xf32>) workgroup(%w: memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}

// -----
gpu.module @kernels {
  gpu.func @scalar_attribution(%m: memref<4xf32>) workgroup(%w: f32) {
    gpu.return
  }
}

// -----
func.func @gpu_function_in_a_function() {
  gpu.func @k() {
    gpu.return
  }
  return
}

// -----
func.func @launch_terminator_in_a_function() {
  gpu.terminator
}

// -----
func.func @alloc_without_its_size(%n: index) {
  %a = gpu.alloc () : memref<?xf32>
  return
}

// -----
func.func @copy_across_element_types(%a: memref<4xf32>, %b: memref<4xi32>) {
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----
func.func @copy_across_shapes(%a: memref<4xf32>, %b: memref<5xf32>) {
  gpu.memcpy %a, %b : memref<4xf32>, memref<5xf32>
  return
}

// -----
func.func @fill_with_other_type(%a: memref<4xf32>, %v: i32) {
  gpu.memset %a, %v : memref<4xf32>, i32
  return
}

// -----
func.func @fourth_dimension() {
  %0 = gpu.thread_id w
  return
}

// -----
func.func @container_attribute_on_a_function() attributes {gpu.container_module} {
  return
}

// -----
func.func @launch_sized_by_i32(%n: index, %i: i32) {
  gpu.launch blocks(%bx, %by, %bz) in (%x = %i, %y = %n, %z = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}

// -----
func.func @unnamed_kernel_arguments() {
  gpu.module @m {
    gpu.func @k(f32) {
      gpu.return
    }
  }
  return
}

// -----
func.func @dealloc_of_a_scalar(%t: f32) {
  gpu.dealloc %t : f32
  return
}

// -----
func.func @async_wait_without_a_name() {
  gpu.wait async
  return
}
