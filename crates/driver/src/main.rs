//! `bufopt`: an mlir-opt compatible driver for MLIR bufferization.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Deeply nested IR is handled recursively in places; a large stack keeps
    // that safe (only touched pages are committed).
    let worker = std::thread::Builder::new()
        .stack_size(4 << 30)
        .spawn(move || driver::run(&args));
    let code = match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("bufopt: internal error");
            2
        }
    };
    std::process::exit(code);
}

// The IR is built from many small allocations; mimalloc serves them much
// faster than the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
