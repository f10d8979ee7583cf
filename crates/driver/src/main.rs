//! `bufopt`: an mlir-opt compatible driver for MLIR bufferization.

fn main() {
    keep_freed_memory_committed();
    avoid_huge_page_compaction();
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Deeply nested IR is handled recursively in places.
    let work = || bufopt::big_stack::on_big_stack(|| bufopt::run(&args));
    let code = std::panic::catch_unwind(work).unwrap_or_else(|_| {
        eprintln!("bufopt: internal error");
        2
    });
    std::process::exit(code);
}

// The IR is built from many small allocations; mimalloc serves them much
// faster than the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

// mimalloc hands freed pages back to the OS after 10 ms by default; a pass
// pipeline frees and reallocates its IR in waves, so every wave faulted
// fresh zeroed pages back in (a third of the run time on large inputs).
// The process is short-lived: keeping freed memory costs some peak RSS and
// saves that work.
fn keep_freed_memory_committed() {
    // `mi_option_purge_delay` in the mimalloc (v3) that Cargo.lock pins.
    const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;
    extern "C" {
        fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
    }
    // SAFETY: sets a plain integer option before any thread is spawned.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
}

// mimalloc asks for transparent huge pages; where the kernel compacts memory
// synchronously to provide them (`defrag=madvise`, the Debian default), that
// costs up to a second of system time on a large input and varies from run
// to run, while the user time they save is within noise.
#[cfg(target_os = "linux")]
fn avoid_huge_page_compaction() {
    const PR_SET_THP_DISABLE: std::ffi::c_int = 41;
    extern "C" {
        fn prctl(option: std::ffi::c_int, ...) -> std::ffi::c_int;
    }
    // SAFETY: a per-process flag; failure (old kernels) changes nothing.
    unsafe {
        prctl(
            PR_SET_THP_DISABLE,
            1 as std::ffi::c_ulong,
            0 as std::ffi::c_ulong,
            0 as std::ffi::c_ulong,
            0 as std::ffi::c_ulong,
        );
    }
}
#[cfg(not(target_os = "linux"))]
fn avoid_huge_page_compaction() {}
