//! Running two read-only jobs side by side: the second core is idle while
//! the IR is verified or printed.

static ENABLED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// Allows or forbids a second thread (`--mlir-disable-threading`).
pub fn set_enabled(on: bool) {
    ENABLED.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// Runs `helper` on a second thread and `here` on this one, and returns
/// both results. If no thread can be had (or threads are disabled), both
/// run here, `here` first. A panic in `helper` resumes on this thread.
pub fn join<A: Send, B>(helper: impl FnOnce() -> A + Send, here: impl FnOnce() -> B) -> (A, B) {
    if !ENABLED.load(std::sync::atomic::Ordering::Relaxed) {
        let b = here();
        return (helper(), b);
    }
    // Kept here, so that it can still run on this thread if spawning fails.
    let helper = std::sync::Mutex::new(Some(helper));
    let take = || helper.lock().unwrap_or_else(|e| e.into_inner()).take();
    std::thread::scope(|s| {
        let spawned = std::thread::Builder::new()
            // Verifiers and printers recurse on nested types and regions,
            // as on the driver's own thread.
            .stack_size(1 << 30)
            .spawn_scoped(s, || take().map(|f| f()));
        let b = here();
        let ran = match spawned.map(|h| h.join()) {
            Ok(Ok(ran)) => ran,
            Ok(Err(panic)) => std::panic::resume_unwind(panic),
            Err(_) => None,
        };
        // Not run on the second thread: the job is still in its slot.
        let a = ran.or_else(|| take().map(|f| f()));
        (a.expect("the helper job runs exactly once"), b)
    })
}
