//! Large input files mapped instead of read. After parsing, the text is
//! needed only for diagnostics and debug locations, yet a read copy stays
//! resident through every pass: one input size of the peak (llm 8000: 35
//! of about 340 MiB). A private read-only mapping of the file gives its
//! pages back with `madvise(MADV_DONTNEED)` and faults them in again from
//! the page cache when a diagnostic reads a line (LLVM's `MemoryBuffer`
//! maps files likewise). As with mlir-opt, a file rewritten while bufopt
//! runs is not supported.

use ir::source::TextStore;

/// Files from this size on are mapped; smaller ones are read (the saving
/// is not worth a mapping).
const MAPPED_FROM: u64 = 1 << 20;

/// A whole file mapped read-only, checked to be UTF-8.
struct MappedText {
    addr: *mut u8,
    len: usize,
}

// SAFETY: the mapping is read-only and owned by this value alone; reading
// it from several threads is what a shared `&str` allows.
unsafe impl Send for MappedText {}
unsafe impl Sync for MappedText {}

#[cfg(target_os = "linux")]
use crate::os_memory as sys;

impl TextStore for MappedText {
    fn text(&self) -> &str {
        // SAFETY: `map` checked the bytes to be UTF-8, and the mapping
        // lives as long as `self`.
        unsafe { std::str::from_utf8_unchecked(std::slice::from_raw_parts(self.addr, self.len)) }
    }
    fn release_pages(&self) {
        // SAFETY: the range is this mapping; for a private file mapping
        // never written, dropping the pages keeps its contents (they are
        // read from the file again).
        #[cfg(target_os = "linux")]
        unsafe {
            sys::madvise(self.addr.cast(), self.len, sys::MADV_DONTNEED);
        }
    }
}

impl Drop for MappedText {
    fn drop(&mut self) {
        // SAFETY: the mapping was made by `map` with this length.
        #[cfg(target_os = "linux")]
        unsafe {
            sys::munmap(self.addr.cast(), self.len);
        }
    }
}

/// The text of `file` (of `len` bytes) as a mapping, if it is a large
/// enough UTF-8 file and the system maps it; `None`: read it instead.
#[cfg(target_os = "linux")]
pub fn map(file: &std::fs::File, len: u64) -> Option<ir::SourceText> {
    use std::os::fd::AsRawFd;
    if len < MAPPED_FROM {
        return None;
    }
    let len = usize::try_from(len).ok()?;
    // SAFETY: a fresh read-only private mapping of an open file; the
    // pointer is checked before use.
    let addr = unsafe {
        sys::mmap(
            std::ptr::null_mut(),
            len,
            sys::PROT_READ,
            sys::MAP_PRIVATE,
            file.as_raw_fd(),
            0,
        )
    };
    if addr == sys::MAP_FAILED {
        return None;
    }
    let mapped = MappedText {
        addr: addr.cast(),
        len,
    };
    // SAFETY: the mapping holds `len` readable bytes.
    let bytes = unsafe { std::slice::from_raw_parts(mapped.addr, len) };
    std::str::from_utf8(bytes).ok()?;
    Some(ir::SourceText::new(std::sync::Arc::new(mapped)))
}

/// Mapping is a Linux feature here: elsewhere files are read.
#[cfg(not(target_os = "linux"))]
pub fn map(_file: &std::fs::File, _len: u64) -> Option<ir::SourceText> {
    None
}
