#!/usr/bin/env python3
"""Copies and allocations of mlir-opt 22, bufopt, and bufopt with `minimize-copies`.

usage: bench/copies.py [--no-run] [FILTER]   (from the repository root)

For every end-to-end program tests/lit/*/e2e_*.mlir whose passes include
one-shot-bufferize (its `// FLAGS:` line, or e2e.sh's default), three runs:
mlir-opt 22 with the program's flags (`// REFERENCE-FLAGS:` when given; none
for `// NO-REFERENCE:` programs), bufopt with them, and bufopt with
`minimize-copies` added to one-shot-bufferize's options. For each run:
- allocs: heap allocations at run time, counted by the oracle's allocator
  (tests/e2e/oracle/e2e.sh: lowered with mlir-opt, run with mlir-runner);
- copies, bytes: the `memref.copy` and `bufferization.clone` ops of the
  output and the bytes they copy, counted in the text (statically: an op in
  a loop counts once; copies of dynamic size count in `copies` but not in
  bytes).
With minimize-copies the program must print what it prints by default, free
every buffer (memtrack leaked=0 badfree=0), and pass `bufopt-runner --check`;
the script exits 1 otherwise, or when minimize-copies has more of anything
than the default.

Then the gen.py shapes (bench/gen.py SHAPE N, bufferized with run.sh's
`bufferize` flags: function boundaries, allocations returned from loops), counted statically (allocs: the `memref.alloc`/`alloca` ops).

Environment: BUFOPT (default target/debug/bufopt), BUFOPT_RUNNER (default
beside it), LLVM (default /usr/lib/llvm-22). --no-run skips the mlir-runner
runs (allocs are then not measured).
"""
import glob
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUFOPT = os.environ.get("BUFOPT", os.path.join(ROOT, "target/debug/bufopt"))
RUNNER = os.environ.get("BUFOPT_RUNNER", os.path.join(os.path.dirname(BUFOPT), "bufopt-runner"))
LLVM = os.environ.get("LLVM", "/usr/lib/llvm-22")
MLIR_OPT = os.path.join(LLVM, "bin/mlir-opt")
E2E = os.path.join(ROOT, "tests/e2e/oracle/e2e.sh")
DEFAULT_FLAGS = ["-one-shot-bufferize=bufferize-function-boundaries", "-buffer-deallocation-pipeline"]
GEN_SHAPES = [("llm", 100), ("chain", 100), ("graph", 100), ("tiled", 20), ("calls", 20),
              ("branchy", 20), ("nest-if", 8), ("nest-for", 8), ("nest-while", 8)]

COPY = re.compile(r"(?:memref\.copy|bufferization\.clone)\b[^:]*:\s*memref<([^>]*)>")
WIDTH = {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "i1": 1, "i8": 1, "i16": 2, "i32": 4,
         "i64": 8, "index": 8}


def key_line(text, key):
    m = re.search(r"^// %s:(.*)$" % re.escape(key), text, re.M)
    return shlex.split(m.group(1)) if m else None


def with_minimize(flags):
    out = []
    for f in flags:
        if f == "-one-shot-bufferize":
            f = "-one-shot-bufferize=minimize-copies"
        elif f.startswith("-one-shot-bufferize="):
            f += " minimize-copies"
        out.append(f)
    return out


def static_copies(text):
    copies = nbytes = 0
    for m in COPY.finditer(text):
        copies += 1
        dims = m.group(1).split(",")[0].split("x")
        elem = dims[-1].strip()
        if all(d.isdigit() for d in dims[:-1]) and elem in WIDTH:
            n = WIDTH[elem]
            for d in dims[:-1]:
                n *= int(d)
            nbytes += n
    return copies, nbytes


def transform(tool, path, flags):
    r = subprocess.run([tool, path] + flags, capture_output=True, text=True, timeout=300)
    return r.stdout if r.returncode == 0 else None


def execute(tool, path, flags):
    """(program output, allocations, clean) through the oracle, or None."""
    r = subprocess.run(["bash", E2E, tool, path] + flags, capture_output=True, text=True,
                       timeout=300, cwd=ROOT)
    m = re.search(r"memtrack: allocs=(\d+) frees=\d+ leaked=(\d+) badfree=(\d+)", r.stdout + r.stderr)
    if r.returncode != 0 or not m:
        return None
    out = "\n".join(l for l in r.stdout.splitlines() if not l.startswith("memtrack:"))
    return out, int(m.group(1)), m.group(2) == "0" and m.group(3) == "0"


def fmt(x):
    return "-" if x is None else str(x)


def main(argv):
    run = "--no-run" not in argv
    args = [a for a in argv[1:] if not a.startswith("--")]
    filt = args[0] if args else ""
    failures, rows = [], []
    for path in sorted(glob.glob(os.path.join(ROOT, "tests/lit/*/e2e_*.mlir"))):
        rel = os.path.relpath(path, ROOT)
        if filt not in rel:
            continue
        text = open(path).read()
        flags = key_line(text, "FLAGS") or DEFAULT_FLAGS
        if not any(f.startswith("-one-shot-bufferize") for f in flags):
            continue
        ref_flags = None if re.search(r"^// NO-REFERENCE:", text, re.M) else (
            key_line(text, "REFERENCE-FLAGS") or flags)
        # A program written for minimize-copies is measured without it as the default.
        flags = [f.replace(" minimize-copies", "") for f in flags]
        mini = with_minimize(flags)
        counts = {}
        for name, tool, fl in [("mlir-opt", MLIR_OPT, ref_flags), ("default", BUFOPT, flags),
                               ("minimize", BUFOPT, mini)]:
            if fl is None:
                counts[name] = (None, None, None, None)
                continue
            out = transform(tool, path, fl)
            if out is None:
                counts[name] = (None, None, None, None)
                if name != "mlir-opt":
                    failures.append(f"{rel}: {name}: the passes failed")
                continue
            c, b = static_copies(out)
            ex = execute(tool, path, fl) if run else None
            counts[name] = (ex[1] if ex else None, c, b, ex)
        d, m = counts["default"], counts["minimize"]
        if run:
            if not (d[3] and m[3]) or d[3][0] != m[3][0]:
                failures.append(f"{rel}: minimize-copies prints another result")
            elif not m[3][2]:
                failures.append(f"{rel}: minimize-copies leaks or frees wrongly")
            check = subprocess.run([RUNNER, path, "--check"] + mini, capture_output=True,
                                   text=True, timeout=300, cwd=ROOT)
            if check.returncode != 0:
                failures.append(f"{rel}: bufopt-runner --check fails with minimize-copies")
        for i, what in [(0, "allocations"), (1, "copies"), (2, "bytes copied")]:
            if d[i] is not None and m[i] is not None and m[i] > d[i]:
                failures.append(f"{rel}: minimize-copies has more {what}")
        rows.append((rel, counts))
    fewer = sum(1 for _, c in rows
                if any(c["minimize"][i] is not None and c["default"][i] is not None
                       and c["minimize"][i] < c["default"][i] for i in range(3)))
    print("| program | mlir-opt 22 allocs / copies / bytes | bufopt | bufopt minimize-copies |")
    print("|---|---|---|---|")
    for rel, c in rows:
        cells = [" / ".join(fmt(x) for x in c[k][:3]) for k in ("mlir-opt", "default", "minimize")]
        print(f"| {os.path.basename(rel)} | " + " | ".join(cells) + " |")
    print(f"\n{len(rows)} programs, {fewer} with fewer allocations, copies or bytes under "
          f"minimize-copies, {len(failures)} failures\n")
    print("| gen.py shape | mlir-opt 22 allocs / copies / bytes | bufopt | bufopt minimize-copies |")
    print("|---|---|---|---|")
    tmp = os.path.join(os.environ.get("TMPDIR", "/tmp"), "copies_gen.mlir")
    for shape, n in GEN_SHAPES:
        if filt and filt not in shape:
            continue
        src = subprocess.run([sys.executable, os.path.join(ROOT, "bench/gen.py"), shape, str(n)],
                             capture_output=True, text=True).stdout
        open(tmp, "w").write(src)
        fl = ["-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops"]
        cells = []
        for tool, f in [(MLIR_OPT, fl), (BUFOPT, fl), (BUFOPT, with_minimize(fl))]:
            out = transform(tool, tmp, f)
            allocs = None if out is None else len(re.findall(r"memref\.alloca?\(", out))
            cells.append("-" if out is None else "%d / %d / %d" % ((allocs,) + static_copies(out)))
        print(f"| {shape} {n} | " + " | ".join(cells) + " |")
    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
