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
    last_cpu: Option<std::time::Duration>,
}

impl Laps {
    /// A stopwatch started now (silent unless `BUFOPT_TIMING` is set).
    pub fn start() -> Self {
        let on = enabled();
        Laps {
            on,
            last: std::time::Instant::now(),
            last_cpu: on.then(thread_cpu).flatten(),
        }
    }
    /// Prints `timing: <what> <time since the last lap>` when timing is on,
    /// with this thread's CPU time over the lap where the system tells it.
    pub fn lap(&mut self, what: &str) {
        if self.on {
            let now = std::time::Instant::now();
            let cpu = thread_cpu();
            let cpu_text = match (cpu, self.last_cpu) {
                (Some(b), Some(a)) => format!(" (cpu {:?})", b - a),
                _ => String::new(),
            };
            match resident_mib() {
                Some(mib) => eprintln!(
                    "timing: {} {:?}{cpu_text} (rss {mib} MiB)",
                    what,
                    now - self.last
                ),
                None => eprintln!("timing: {} {:?}{cpu_text}", what, now - self.last),
            }
            self.last = now;
            self.last_cpu = cpu;
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

/// The CPU time the calling thread has run so far (`/proc/thread-self/schedstat`,
/// where there is one): on a loaded machine, what each of two threads spent
/// on a phase tells its parallel speedup when wall-clock time cannot.
pub fn thread_cpu() -> Option<std::time::Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(std::time::Duration::from_nanos(ns))
}
