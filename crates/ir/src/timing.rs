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
    /// A stopwatch started now (silent unless `BUFOPT_TIMING` is set).
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
            match resident_mib() {
                Some(mib) => eprintln!("timing: {} {:?} (rss {mib} MiB)", what, now - self.last),
                None => eprintln!("timing: {} {:?}", what, now - self.last),
            }
            self.last = now;
        }
    }
}

/// The process's resident memory: growth that outpaces the input shows up
/// as page faults and cache misses before it shows up in a profile.
fn resident_mib() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some((pages * 4096) >> 20)
}
