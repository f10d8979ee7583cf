//! Deeply nested IR, safe from any thread.
//!
//! Parsing, verifying, printing and several passes recurse into nested
//! regions; a nest of a few thousand `scf.if`s needs more than the 8 MiB main
//! stack or the 2 MiB of a spawned thread. The library therefore runs that
//! work on a thread of its own with a large stack, which costs one thread
//! spawn per call and commits only the pages the recursion touches. The
//! `bufopt` and `bufopt-runner` binaries run their whole work this way.

/// The stack reserved for the library's work (address space, not memory).
pub const STACK_BYTES: usize = 4 << 30;

/// Runs `work` on a thread with a [`STACK_BYTES`] stack and returns its
/// result; a panic in `work` continues in the caller. Where no thread can
/// be spawned, `work` runs on the caller's stack.
pub fn on_big_stack<R: Send>(work: impl FnOnce() -> R + Send) -> R {
    let mut work = Some(work);
    let outcome = std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new()
            .name("bufopt".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, || (work.take().expect("taken once"))());
        spawned.ok().map(|handle| handle.join())
    });
    match outcome {
        Some(Ok(result)) => result,
        Some(Err(panic)) => std::panic::resume_unwind(panic),
        None => (work.take().expect("not run when the spawn failed"))(),
    }
}
