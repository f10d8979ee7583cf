// FLAGS:
// Every gpu op bufopt models, in custom form: a kernel module with a kernel and
// a device function, the id and size queries, host code that orders its buffer
// operations with async tokens, and launches of an outlined kernel and of an
// inline body (with clusters, attributions and shared memory).
module attributes {gpu.container_module} {
  gpu.module @device [#nvvm.target] {
    gpu.func @saxpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32) workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>) private(%scratch: memref<2xf32, #gpu.address_space<private>>) kernel attributes {note = "kernel"} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim y
      %gid = gpu.global_id z upper_bound 4096
      %cid = gpu.cluster_id x
      %cdim = gpu.cluster_dim y
      %cblocks = gpu.cluster_dim_blocks z
      %cbid = gpu.cluster_block_id x upper_bound 8
      %lane = gpu.lane_id upper_bound 32
      %sg = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups upper_bound 16 : index
      %sgs = gpu.subgroup_size : index
      %xv = memref.load %x[%tid] : memref<?xf32>
      memref.store %xv, %tile[%lane] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      gpu.barrier {marker}
      gpu.return
    }
    gpu.func @helper(%v: f32 {llvm.noundef}) -> (f32 {llvm.noundef}) {
      gpu.return %v : f32
    }
  }
  gpu.module @empty {
  }
  func.func @host(%x: memref<?xf32>, %n: index, %a: f32, %shared: i32) {
    %one = arith.constant 1 : index
    %one32 = arith.constant 1 : i32
    %ready = gpu.wait async
    %dev, %allocated = gpu.alloc async [%ready] (%n) : memref<?xf32>
    %pinned = gpu.alloc host_shared (%n) : memref<?xf32>
    %copied = gpu.memcpy async [%allocated] %dev, %x : memref<?xf32>, memref<?xf32>
    %set = gpu.memset async [%copied] %pinned, %a : memref<?xf32>, f32
    gpu.memcpy %pinned, %dev : memref<?xf32>, memref<?xf32>
    gpu.memset %dev, %a : memref<?xf32>, f32 {tag}
    %launched = gpu.launch_func async [%set, %copied] @device::@saxpy blocks in (%one, %one, %one) threads in (%n, %one, %one) args(%dev : memref<?xf32>, %pinned : memref<?xf32>, %a : f32)
    gpu.launch_func @device::@saxpy blocks in (%one32, %one32, %one32) threads in (%one32, %one32, %one32) : i32 dynamic_shared_memory_size %shared args(%dev : memref<?xf32>, %pinned : memref<?xf32>, %a : f32) {extra}
    gpu.launch_func @device::@saxpy clusters in (%one, %one, %one) blocks in (%one, %one, %one) threads in (%n, %one, %one) args(%dev : memref<?xf32>, %pinned : memref<?xf32>, %a : f32)
    gpu.wait [%launched]
    gpu.wait
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %one, %sz = %one) {
      %v = memref.load %dev[%tx] : memref<?xf32>
      memref.store %v, %pinned[%bx] : memref<?xf32>
      gpu.terminator
    }
    %done = gpu.launch async [%ready] clusters(%cx, %cy, %cz) in (%ncx = %one, %ncy = %one, %ncz = %one) blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %one, %sz = %one) dynamic_shared_memory_size %shared workgroup(%w: memref<8xf32, #gpu.address_space<workgroup>>) private(%p: memref<1xf32, #gpu.address_space<private>>) {
      %s = arith.addi %cx, %tx : index
      gpu.terminator
    } {label = "inline"}
    %freed = gpu.dealloc async [%done] %dev : memref<?xf32>
    gpu.dealloc %pinned : memref<?xf32>
    gpu.wait [%freed]
    return
  }
}
