//! The Linux memory-mapping calls bufopt makes: the library maps large input
//! files (`mapped_input`), the binary's allocator maps large blocks. Declared
//! once for both; not part of the library's API.

use std::ffi::{c_int, c_void};

extern "C" {
    pub fn mmap(
        addr: *mut c_void,
        len: usize,
        prot: c_int,
        flags: c_int,
        fd: c_int,
        off: i64,
    ) -> *mut c_void;
    pub fn munmap(addr: *mut c_void, len: usize) -> c_int;
    pub fn mremap(
        old: *mut c_void,
        old_len: usize,
        new_len: usize,
        flags: c_int,
        ...
    ) -> *mut c_void;
    pub fn madvise(addr: *mut c_void, len: usize, advice: c_int) -> c_int;
}
pub const PROT_READ: c_int = 0x1;
pub const PROT_WRITE: c_int = 0x2;
pub const MAP_PRIVATE: c_int = 0x02;
pub const MAP_ANONYMOUS: c_int = 0x20;
pub const MREMAP_MAYMOVE: c_int = 1;
pub const MADV_DONTNEED: c_int = 4;
pub const MAP_FAILED: *mut c_void = !0usize as *mut c_void;
