//! Every shape `bench/gen.py` lists writes a program bufopt parses and
//! verifies, at a small size: the benchmarks and the scaling figures in
//! bench/README.md are only as good as their inputs (a shape once wrote
//! nothing, its generator having lost its last line).

use std::process::Command;

fn gen(args: &[&str]) -> String {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../bench/gen.py");
    let out = Command::new("python3")
        .arg(script)
        .args(args)
        .output()
        .unwrap_or_else(|e| {
            panic!("bench shapes: cannot run python3 {script} ({e}); CI installs python3")
        });
    assert!(
        out.status.success(),
        "gen.py {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("gen.py writes UTF-8")
}

#[test]
fn every_listed_shape_writes_a_valid_program() {
    let list = gen(&["--list"]);
    let shapes: Vec<&str> = list
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(
        shapes.len() >= 20,
        "gen.py --list names {} shapes",
        shapes.len()
    );
    for shape in shapes {
        let text = gen(&[shape, "3"]);
        assert!(!text.trim().is_empty(), "gen.py {shape} 3 wrote nothing");
        if let Err(d) = bufopt::Module::parse(&text) {
            panic!("gen.py {shape} 3 does not parse and verify:\n{d}\n{text}");
        }
    }
}
