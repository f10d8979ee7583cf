#!/usr/bin/env python3
"""Scaling curves of bufopt and mlir-opt 22: time and peak memory against size.

usage: bench/curves.py [options] SHAPE=N1,N2,... [SHAPE=...]...
  -f FLAGS       pass flags, one shell-quoted string (default: the dealloc flag set
                 of bench/run.sh: one-shot-bufferize with function boundaries and
                 returned loop allocations, then the deallocation pipeline)
  -r RUNS        runs per tool and size, alternating the tools (default 3); the
                 best wall time and the largest peak RSS are kept
  --cap SECS     a tool that takes longer is stopped and not run at larger sizes of
                 that shape (default 60)
  --svg FILE     write the plot there (one row per shape: time, then peak RSS,
                 both on log-log axes)
  --json FILE    write the measurements there
  --bufopt PATH  the bufopt binary (default target/release/bufopt, built if missing)
  --mlir-opt PATH  (default /usr/lib/llvm-22/bin/mlir-opt; "none" times bufopt only)

Prints a markdown table per shape. Inputs come from bench/gen.py.
"""
import argparse
import json
import math
import os
import shlex
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
DEALLOC = ('-one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"'
           ' -buffer-deallocation-pipeline')


def run_once(cmd, cap):
    """(seconds, peak RSS in MiB) of one run, or (None, reason)."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err)
        killed = []
        timer = threading.Timer(cap, lambda: (killed.append(True), proc.kill()))
        timer.start()
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        timer.cancel()
        if killed:
            return None, f"> {cap:g} s"
        if os.waitstatus_to_exitcode(status) != 0:
            err.seek(0)
            first = err.read().decode(errors="replace").strip().splitlines()[:1]
            sys.stderr.write(f"curves: {cmd[0]} failed: {first[0] if first else '(no stderr)'}\n")
            return None, "fail"
        return elapsed, usage.ru_maxrss / 1024


def measure(shape, sizes, tools, flags, runs, cap):
    rows = []
    stopped = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            path = os.path.join(tmp, f"{shape}-{n}.mlir")
            with open(path, "w") as out:
                subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), shape, str(n)], stdout=out,
                               check=True)
            row = {"n": n, "input_mib": os.path.getsize(path) / 2**20}
            best = {name: None for name in tools}
            peak = {name: 0.0 for name in tools}
            for _ in range(runs):
                for name, binary in tools.items():
                    if name in stopped:
                        continue
                    secs, mem = run_once([binary, path, *flags, "-o", "/dev/null"], cap)
                    if secs is None:
                        stopped[name] = mem
                        best[name] = None
                        continue
                    best[name] = secs if best[name] is None else min(best[name], secs)
                    peak[name] = max(peak[name], mem)
            for name in tools:
                if best[name] is None:
                    row[name] = {"note": stopped.get(name, "-")}
                else:
                    row[name] = {"s": best[name], "mib": peak[name]}
            rows.append(row)
            # A tool that failed or hit the cap stays stopped for the larger sizes.
            stopped = {k: "not run" for k in stopped}
            print_row(row, tools, rows)
    return rows


def fmt_cell(cell):
    if "s" not in cell:
        return cell["note"], "-"
    return f"{cell['s']:.3f}", f"{cell['mib']:.0f}"


def header(tools):
    cols = ["N", "input MiB"]
    for name in tools:
        cols += [f"{name} s", f"{name} growth", f"{name} MiB", f"{name} MiB / input"]
    print("| " + " | ".join(cols) + " |")
    print("|" + "---|" * len(cols))


def print_row(row, tools, rows):
    cells = [str(row["n"]), f"{row['input_mib']:.1f}"]
    prev = rows[-2] if len(rows) > 1 else None
    for name in tools:
        secs, mib = fmt_cell(row[name])
        growth = "-"
        if prev and "s" in row[name] and "s" in prev[name]:
            growth = f"{row[name]['s'] / prev[name]['s']:.2f}x"
        ratio = f"{row[name]['mib'] / row['input_mib']:.1f}" if "s" in row[name] else "-"
        cells += [secs, growth, mib, ratio]
    print("| " + " | ".join(cells) + " |", flush=True)


COLORS = {"bufopt": "#1f77b4", "mlir-opt": "#d62728"}


def panel(x0, y0, w, h, title, series, unit):
    """An SVG log-log panel: series is {tool: [(n, value)]}."""
    points = [p for pts in series.values() for p in pts if p[1] > 0]
    if not points:
        return [f'<text x="{x0 + 10}" y="{y0 + 20}">{title}: no data</text>']
    lx = [math.log10(n) for n, _ in points]
    ly = [math.log10(v) for _, v in points]
    xmin, xmax = math.floor(min(lx)), math.ceil(max(lx))
    ymin, ymax = math.floor(min(ly)), math.ceil(max(ly))
    xmax = max(xmax, xmin + 1)
    ymax = max(ymax, ymin + 1)
    left, bottom = 60, 40

    def sx(n):
        return x0 + left + (math.log10(n) - xmin) / (xmax - xmin) * (w - left - 20)

    def sy(v):
        return y0 + h - bottom - (math.log10(v) - ymin) / (ymax - ymin) * (h - bottom - 30)

    out = [f'<text x="{x0 + w / 2}" y="{y0 + 18}" text-anchor="middle" font-weight="bold">{title}</text>',
           f'<rect x="{x0 + left}" y="{y0 + 30}" width="{w - left - 20}" height="{h - bottom - 30}"'
           ' fill="none" stroke="#888"/>']
    for e in range(xmin, xmax + 1):
        x = sx(10**e)
        out.append(f'<line x1="{x}" y1="{y0 + 30}" x2="{x}" y2="{y0 + h - bottom}" stroke="#ddd"/>')
        out.append(f'<text x="{x}" y="{y0 + h - bottom + 15}" text-anchor="middle" font-size="11">1e{e}</text>')
    for e in range(ymin, ymax + 1):
        y = sy(10**e)
        label = f"{10**e:g} {unit}"
        out.append(f'<line x1="{x0 + left}" y1="{y}" x2="{x0 + w - 20}" y2="{y}" stroke="#ddd"/>')
        out.append(f'<text x="{x0 + left - 4}" y="{y + 4}" text-anchor="end" font-size="11">{label}</text>')
    out.append(f'<text x="{x0 + w / 2}" y="{y0 + h - 8}" text-anchor="middle" font-size="11">N</text>')
    for k, (tool, pts) in enumerate(series.items()):
        pts = [p for p in pts if p[1] > 0]
        color = COLORS.get(tool, "#333")
        if len(pts) > 1:
            path = " ".join(f"{sx(n):.1f},{sy(v):.1f}" for n, v in pts)
            out.append(f'<polyline points="{path}" fill="none" stroke="{color}" stroke-width="2"/>')
        for n, v in pts:
            out.append(f'<circle cx="{sx(n):.1f}" cy="{sy(v):.1f}" r="3" fill="{color}"/>')
        out.append(f'<text x="{x0 + left + 8}" y="{y0 + 46 + 14 * k}" fill="{color}" font-size="12">{tool}</text>')
    return out


def write_svg(path, results):
    w, h = 420, 300
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{2 * w}" height="{h * len(results)}"'
             ' font-family="sans-serif" font-size="13">',
             f'<rect width="{2 * w}" height="{h * len(results)}" fill="white"/>']
    for i, (shape, rows) in enumerate(results.items()):
        tools = [k for k in rows[0] if k not in ("n", "input_mib")]
        time_series = {t: [(r["n"], r[t]["s"]) for r in rows if "s" in r[t]] for t in tools}
        mem_series = {t: [(r["n"], r[t]["mib"]) for r in rows if "s" in r[t]] for t in tools}
        mem_series["input text"] = [(r["n"], r["input_mib"]) for r in rows]
        parts += panel(0, i * h, w, h, f"{shape}: wall time", time_series, "s")
        parts += panel(w, i * h, w, h, f"{shape}: peak RSS", mem_series, "MiB")
    parts.append("</svg>")
    with open(path, "w") as out:
        out.write("\n".join(parts) + "\n")


def main():
    ap = argparse.ArgumentParser(usage=__doc__.split("\n\n")[1].splitlines()[0])
    ap.add_argument("series", nargs="+")
    ap.add_argument("-f", dest="flags", default=DEALLOC)
    ap.add_argument("-r", dest="runs", type=int, default=3)
    ap.add_argument("--cap", type=float, default=60)
    ap.add_argument("--svg")
    ap.add_argument("--json")
    ap.add_argument("--bufopt", default=os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target")),
                                                     "release", "bufopt"))
    ap.add_argument("--mlir-opt", dest="mlir_opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = ap.parse_args()
    if not os.path.exists(args.bufopt):
        subprocess.run(["cargo", "build", "--release", "--bin", "bufopt"], cwd=REPO, check=True)
    tools = {"bufopt": args.bufopt}
    if args.mlir_opt != "none":
        tools["mlir-opt"] = args.mlir_opt
    flags = shlex.split(args.flags)
    results = {}
    for spec in args.series:
        shape, _, sizes = spec.partition("=")
        if not sizes:
            sys.exit(f"curves: '{spec}' needs sizes, e.g. {shape}=1000,2000,4000")
        print(f"\n{shape}, flags: {args.flags} (best of {args.runs}, cap {args.cap:g} s)\n")
        header(tools)
        results[shape] = measure(shape, [int(n) for n in sizes.split(",")], tools, flags, args.runs, args.cap)
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"flags": args.flags, "results": results}, out, indent=1)
    if args.svg:
        write_svg(args.svg, results)


if __name__ == "__main__":
    main()
