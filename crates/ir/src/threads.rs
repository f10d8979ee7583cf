//! Running two jobs side by side: the second core is idle while the IR is
//! verified or printed, while one-shot-bufferize analyzes functions that do
//! not depend on each other, or while the deallocation pipeline's
//! per-function steps or a function-local pass run (the helper's functions
//! in a context of their own, `crate::context::Fork`).

static ENABLED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// Allows or forbids a second thread (`--mlir-disable-threading`).
pub fn set_enabled(on: bool) {
    ENABLED.store(on, std::sync::atomic::Ordering::Relaxed);
}

thread_local! {
    /// Set while this thread runs a job that already has the other core.
    static SERIAL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether a second thread may be used (see [`set_enabled`] and
/// [`serially`]).
pub fn enabled() -> bool {
    ENABLED.load(std::sync::atomic::Ordering::Relaxed) && !SERIAL.with(|s| s.get())
}

/// Runs `job` with [`enabled`] false on this thread: each of two jobs run
/// side by side keeps to its own thread, rather than splitting its work
/// again for cores that are busy.
pub fn serially<R>(job: impl FnOnce() -> R) -> R {
    let was = SERIAL.with(|s| s.replace(true));
    let out = job();
    SERIAL.with(|s| s.set(was));
    out
}

/// The number of ops from which work that can be shared between two threads
/// is worth a thread (spawning one and duplicating the setup a job needs
/// costs about as much as a few thousand ops). `BUFOPT_PARALLEL_MIN_OPS`
/// overrides it, so that tests can take the two-thread paths on small
/// inputs.
pub fn min_parallel_ops() -> usize {
    static MIN: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *MIN.get_or_init(|| {
        std::env::var("BUFOPT_PARALLEL_MIN_OPS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(4096)
    })
}

/// Runs `helper` on a second thread and `here` on this one, and returns
/// both results. If no thread can be had (or threads are disabled), both
/// run here, `here` first. A panic in `helper` resumes on this thread.
pub fn join<A: Send, B>(helper: impl FnOnce() -> A + Send, here: impl FnOnce() -> B) -> (A, B) {
    if !enabled() {
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
