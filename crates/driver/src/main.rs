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
// faster than the system allocator. Large blocks go to the OS directly
// (see `os_blocks`).
#[global_allocator]
static GLOBAL: os_blocks::LargeToOs = os_blocks::LargeToOs;

/// Blocks of at least [`os_blocks::LARGE`] bytes (the IR arenas, the
/// analyses' per-id tables, an input that is read, not mapped) are mapped
/// from the OS, grow with `mremap` (no copy), and go back to the OS when freed, except for a
/// few kept for the next large blocks (see `os_blocks::KEEP`); smaller
/// blocks come from mimalloc, which keeps every page it frees (see
/// `keep_freed_memory_committed`). Kept by mimalloc, the one-shot
/// analysis' tables stayed resident after it, beside the IR arenas that
/// the rewrite then grows into pages of their own.
#[cfg(target_os = "linux")]
mod os_blocks {
    use std::alloc::{GlobalAlloc, Layout};
    use std::ffi::{c_int, c_void};
    use std::sync::Mutex;

    /// Blocks from this size on are mapped.
    pub const LARGE: usize = 1 << 20;
    /// Freed mappings kept for reuse, in bytes at most: passes that build a
    /// table per run (the verifier, canonicalize, the printer) reuse these
    /// pages instead of faulting fresh ones in each time.
    const KEEP: usize = 32 << 20;
    const SLOTS: usize = 8;
    const PAGE: usize = 4096;

    use bufopt::os_memory::{
        mmap, mremap, munmap, MAP_ANONYMOUS, MAP_FAILED, MAP_PRIVATE, MREMAP_MAYMOVE, PROT_READ,
        PROT_WRITE,
    };
    const PROT_READ_WRITE: c_int = PROT_READ | PROT_WRITE;
    const MAP_PRIVATE_ANONYMOUS: c_int = MAP_PRIVATE | MAP_ANONYMOUS;

    /// Freed mappings kept: (address, length in bytes); length 0 is a free slot.
    static KEPT: Mutex<[(usize, usize); SLOTS]> = Mutex::new([(0, 0); SLOTS]);

    pub struct LargeToOs;

    /// Whether a block of this layout lives in its own mapping: the rule
    /// depends on the current size only, so `dealloc` and `realloc` find
    /// the owner from the layout they are given.
    #[inline]
    fn mapped(size: usize, align: usize) -> bool {
        size >= LARGE && align <= PAGE
    }
    #[inline]
    fn pages(size: usize) -> usize {
        size.div_ceil(PAGE) * PAGE
    }
    fn or_null(p: *mut c_void) -> *mut u8 {
        if p == MAP_FAILED {
            std::ptr::null_mut()
        } else {
            p as *mut u8
        }
    }

    /// A mapping of `pages(size)` bytes, and whether it is fresh (zeroed).
    unsafe fn map(size: usize) -> (*mut u8, bool) {
        let len = pages(size);
        let reused = {
            let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
            // The smallest kept mapping that holds the block, else the
            // largest one (grown below).
            let fit = (0..SLOTS)
                .filter(|&i| kept[i].1 >= len)
                .min_by_key(|&i| kept[i].1)
                .or_else(|| {
                    (0..SLOTS)
                        .filter(|&i| kept[i].1 > 0)
                        .max_by_key(|&i| kept[i].1)
                });
            fit.map(|i| std::mem::take(&mut kept[i]))
        };
        match reused {
            Some((addr, kept_len)) if kept_len >= len => {
                if kept_len > len {
                    munmap((addr + len) as *mut c_void, kept_len - len);
                }
                (addr as *mut u8, false)
            }
            Some((addr, kept_len)) => (
                or_null(mremap(addr as *mut c_void, kept_len, len, MREMAP_MAYMOVE)),
                false,
            ),
            None => (
                or_null(mmap(
                    std::ptr::null_mut(),
                    len,
                    PROT_READ_WRITE,
                    MAP_PRIVATE_ANONYMOUS,
                    -1,
                    0,
                )),
                true,
            ),
        }
    }

    /// Frees the mapping of a block of `size` bytes: kept if there is room.
    unsafe fn unmap(p: *mut u8, size: usize) {
        let len = pages(size);
        {
            let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
            let total: usize = kept.iter().map(|k| k.1).sum();
            if total + len <= KEEP {
                if let Some(slot) = kept.iter_mut().find(|k| k.1 == 0) {
                    *slot = (p as usize, len);
                    return;
                }
            }
        }
        munmap(p as *mut c_void, len);
    }

    // SAFETY: every block is freed by the allocator that made it, which
    // `mapped` tells from the layout; mappings are page-aligned, which
    // covers every alignment `mapped` accepts.
    unsafe impl GlobalAlloc for LargeToOs {
        #[inline]
        unsafe fn alloc(&self, l: Layout) -> *mut u8 {
            if mapped(l.size(), l.align()) {
                return map(l.size()).0;
            }
            mimalloc::MiMalloc.alloc(l)
        }
        #[inline]
        unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
            if mapped(l.size(), l.align()) {
                let (p, fresh) = map(l.size());
                if !fresh && !p.is_null() {
                    std::ptr::write_bytes(p, 0, l.size());
                }
                return p;
            }
            mimalloc::MiMalloc.alloc_zeroed(l)
        }
        #[inline]
        unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
            if mapped(l.size(), l.align()) {
                unmap(p, l.size());
                return;
            }
            mimalloc::MiMalloc.dealloc(p, l)
        }
        unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
            match (mapped(l.size(), l.align()), mapped(new_size, l.align())) {
                (false, false) => mimalloc::MiMalloc.realloc(p, l, new_size),
                (true, true) => or_null(mremap(
                    p as *mut c_void,
                    pages(l.size()),
                    pages(new_size),
                    MREMAP_MAYMOVE,
                )),
                _ => {
                    let q = self.alloc(Layout::from_size_align_unchecked(new_size, l.align()));
                    if !q.is_null() {
                        std::ptr::copy_nonoverlapping(p, q, l.size().min(new_size));
                        self.dealloc(p, l);
                    }
                    q
                }
            }
        }
    }
}
#[cfg(not(target_os = "linux"))]
mod os_blocks {
    pub type LargeToOs = mimalloc::MiMalloc;
    #[allow(non_upper_case_globals)]
    pub const LargeToOs: LargeToOs = mimalloc::MiMalloc;
}

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
