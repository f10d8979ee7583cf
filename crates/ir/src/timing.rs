//! Phase timings on stderr when `BUFOPT_TIMING` is set: the benchmarks need
//! to see which phase grows faster than the input, and a profiler cannot
//! tell a pass's phases apart when they share helpers.

/// Whether `BUFOPT_TIMING` is set (read once).
pub fn enabled() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("BUFOPT_TIMING").is_some())
}

/// A stopwatch that reports the time since its previous lap.
pub struct Laps {
    on: bool,
    last: std::time::Instant,
}

impl Laps {
    pub fn start() -> Self {
        Laps {
            on: enabled(),
            last: std::time::Instant::now(),
        }
    }
    /// Prints `timing: <what> <time since the last lap>` when timing is on.
    pub fn lap(&mut self, what: &str) {
        if self.on {
            let now = std::time::Instant::now();
            eprintln!("timing: {} {:?}", what, now - self.last);
            self.last = now;
        }
    }
}
