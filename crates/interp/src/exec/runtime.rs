//! mlir-runner's runtime library: the print functions the tests call, byte for byte (the
//! `base@ = 0x...` address aside), on memrefs and, declared on tensors, on tensor values;
//! and the timing pair `rtclock`/`printFlops` that benchmark programs call.

use super::*;
use std::fmt::Write;

impl<'p> Machine<'p> {
    /// Runs runtime function `rt`; returns its result, if it has one.
    pub(super) fn runtime(&mut self, rt: Rt, args: &[Val], at: Op) -> R<Option<Val>> {
        match rt {
            Rt::Clock => {
                // The native function reads gettimeofday: seconds with microseconds.
                let now = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_secs() as f64 + f64::from(d.subsec_micros()) * 1.0e-6)
                    .unwrap_or(0.0);
                return Ok(Some(Val::S(now.to_bits())));
            }
            Rt::Flops => {
                let flops = match args.first() {
                    Some(Val::S(x)) => f64::from_bits(*x),
                    _ => return Err(err(self.ctx, at, "printFlops of a non-scalar")),
                };
                // Native code prints with C's %lf to stderr, not to the program's output.
                eprintln!("{:.6} GFLOPS", flops / 1.0e9);
            }
            Rt::Newline => self.out.push('\n'),
            Rt::Comma => self.out.push_str(", "),
            Rt::Open => self.out.push_str("( "),
            Rt::Close => self.out.push_str(" )"),
            Rt::PrintScalar(k) => {
                let x = match args.first() {
                    Some(Val::S(x)) => *x,
                    _ => return Err(err(self.ctx, at, "print of a non-scalar")),
                };
                let arg_ty = self.ctx.value_type(self.ctx.operand(at, 0));
                match k {
                    PrintKind::F => {
                        let _ = write!(self.out, "{}", fmt_g(fval(x)));
                    }
                    PrintKind::I => {
                        let _ = write!(self.out, "{}", x as i64);
                    }
                    PrintKind::U => {
                        let w = match scalar_kind(self.ctx, arg_ty) {
                            Some(SK::Int(w)) => w,
                            _ => 64,
                        };
                        let _ = write!(self.out, "{}", zext(x, w));
                    }
                }
            }
            Rt::PrintMemref(k) => {
                match args.first() {
                    Some(Val::T(t)) => {
                        let elem = element_printer(k, &self.heap.complex, &self.heap.wide);
                        let v = tensor_view(&t.shape);
                        let get = |p: i64| t.data.get(p as usize).copied();
                        print_memref(&mut self.out, &elem, &get, &v, 0x1000);
                    }
                    Some(Val::M(v)) => {
                        if let Err(f) = self.heap.check_view(v) {
                            return Err(self.fault(at, f));
                        }
                        // A view of bytes as wide or complex elements reads into the tables
                        // the printer looks them up in: read its elements first.
                        let decoded: Option<std::collections::HashMap<i64, Scalar>> = match v.pun {
                            Some(p) if p.in_tables() => {
                                let mut positions = Vec::new();
                                for_each_position(v, |p| positions.push(p));
                                Some(
                                    positions
                                        .into_iter()
                                        .map(|p| (p, self.heap.get(v, p)))
                                        .collect(),
                                )
                            }
                            _ => None,
                        };
                        let elem = element_printer(k, &self.heap.complex, &self.heap.wide);
                        let heap = &self.heap;
                        let get = |p: i64| match &decoded {
                            Some(values) => values.get(&p).copied(),
                            None => heap.peek(v, p),
                        };
                        let base = 0x1000u64 + 0x100 * v.alloc as u64;
                        print_memref(&mut self.out, &elem, &get, v, base);
                    }
                    _ => return Err(err(self.ctx, at, "printMemref of a non-shaped value")),
                }
            }
        }
        Ok(None)
    }
}

/// How mlir-runner prints an element of kind `k` (a complex one is looked up in `complex`,
/// a wide integer in `wide`).
pub fn element_printer<'a>(
    k: SK,
    complex: &'a [[f64; 2]],
    wide: &'a [WideInt],
) -> impl Fn(&mut Printed, Scalar) + 'a {
    move |out: &mut Printed, x: Scalar| {
        let _ = match k {
            SK::Float(_) => write!(out, "{}", fmt_g(fval(x))),
            // printMemrefI8 writes each element as a raw byte.
            SK::Int(8) => {
                out.push_byte(x as u8);
                Ok(())
            }
            SK::Int(w) => write!(out, "{}", sext(x, w) as i64),
            SK::Wide(w) => write!(out, "{}", wide_value(wide, x, w).to_decimal(true)),
            // As C++ streams a std::complex: `(re,im)`, each part as `%g`.
            SK::Complex(_) => {
                let [re, im] = complex_value(complex, x);
                write!(out, "({},{})", fmt_g(re), fmt_g(im))
            }
        };
    }
}

/// Prints the elements of view `v` (`get` reads the element at a position) as mlir-runner's
/// `printMemref*` does, with `base` as the buffer's address.
pub fn print_memref(
    out: &mut Printed,
    elem: &dyn Fn(&mut Printed, Scalar),
    get: &dyn Fn(i64) -> Option<Scalar>,
    v: &View,
    base: u64,
) {
    let (shape, strides) = (&v.sizes[..], &v.strides[..]);
    let rank = shape.len();
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        out,
        "Unranked Memref base@ = 0x{:x} rank = {} offset = {} sizes = [{}] strides = [{}] data = ",
        base,
        rank,
        // Offsets count from the aligned pointer.
        v.offset - v.base,
        list(shape),
        list(strides)
    );
    #[allow(clippy::too_many_arguments)]
    fn rec(
        out: &mut Printed,
        get: &dyn Fn(i64) -> Option<Scalar>,
        dim: usize,
        rank: usize,
        offset: i64,
        sizes: &[i64],
        strides: &[i64],
        elem: &dyn Fn(&mut Printed, Scalar),
    ) {
        if dim == 0 {
            match get(offset) {
                Some(x) => elem(out, x),
                None => out.push('?'),
            }
            return;
        }
        let spaces = |out: &mut Printed| {
            for _ in 0..(rank - dim + 1) {
                out.push(' ');
            }
        };
        out.push('[');
        if sizes[0] <= 0 {
            out.push(']');
            return;
        }
        rec(
            out,
            get,
            dim - 1,
            rank,
            offset,
            &sizes[1..],
            &strides[1..],
            elem,
        );
        if sizes[0] <= 1 {
            out.push(']');
            return;
        }
        out.push_str(", ");
        if dim > 1 {
            out.push('\n');
        }
        for i in 1..sizes[0] - 1 {
            spaces(out);
            rec(
                out,
                get,
                dim - 1,
                rank,
                offset + i * strides[0],
                &sizes[1..],
                &strides[1..],
                elem,
            );
            out.push_str(", ");
            if dim > 1 {
                out.push('\n');
            }
        }
        spaces(out);
        rec(
            out,
            get,
            dim - 1,
            rank,
            offset + (sizes[0] - 1) * strides[0],
            &sizes[1..],
            &strides[1..],
            elem,
        );
        out.push(']');
    }
    if rank == 0 {
        // mlir-runner brackets a rank-0 element too.
        out.push('[');
        rec(out, get, 0, 0, v.offset, shape, strides, elem);
        out.push(']');
    } else {
        rec(out, get, rank, rank, v.offset, shape, strides, elem);
    }
    out.push('\n');
}

/// What a program prints: bytes, as mlir-runner's runtime writes them (`printMemrefI8` writes
/// each element as a raw byte, which need not be UTF-8).
#[derive(Debug, Default)]
pub struct Printed(pub Vec<u8>);

impl Printed {
    pub fn push_str(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }
    pub fn push(&mut self, c: char) {
        self.push_str(c.encode_utf8(&mut [0; 4]));
    }
    pub fn push_byte(&mut self, b: u8) {
        self.0.push(b);
    }
}

impl Write for Printed {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.push_str(s);
        Ok(())
    }
}
