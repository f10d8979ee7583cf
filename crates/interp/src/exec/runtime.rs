//! mlir-runner's runtime library: the print functions the tests call, byte for byte (the
//! `base@ = 0x...` address aside), on memrefs and, declared on tensors, on tensor values.

use super::*;
use std::fmt::Write;

impl<'p> Machine<'p> {
    pub(super) fn runtime(&mut self, rt: Rt, args: &[Val], at: Op) -> R<()> {
        match rt {
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
                let (data, shape, offset, origin, strides, base) = match args.first() {
                    Some(Val::T(t)) => {
                        let v = tensor_view(&t.shape);
                        (t.data.clone(), t.shape.clone(), 0, 0, v.strides, 0x1000u64)
                    }
                    Some(Val::M(v)) => {
                        if let Err(f) = self.heap.check_view(v) {
                            return Err(self.fault(at, f));
                        }
                        let al = &self.heap.allocs[v.alloc as usize];
                        (
                            al.data.clone(),
                            v.sizes.clone(),
                            v.offset,
                            v.base,
                            v.strides.clone(),
                            0x1000u64 + 0x100 * v.alloc as u64,
                        )
                    }
                    _ => return Err(err(self.ctx, at, "printMemref of a non-shaped value")),
                };
                if k == SK::Int(8) {
                    // mlir-runner streams each i8 as a char: a byte past ASCII would make the
                    // output not UTF-8, which this interpreter's text output cannot hold.
                    let mut wide = None;
                    let printed = View {
                        alloc: 0,
                        base: 0,
                        offset,
                        sizes: shape.clone(),
                        strides: strides.clone(),
                    };
                    crate::heap::for_each_position(&printed, |p| {
                        if let Some(&x) = data.get(p).filter(|&&x| x as u8 >= 0x80) {
                            wide.get_or_insert(x as u8);
                        }
                    });
                    if let Some(b) = wide {
                        return Err(err(
                            self.ctx,
                            at,
                            format!("bufopt-runner cannot print byte {b:#04x} with printMemrefI8 (only ASCII bytes)"),
                        ));
                    }
                }
                // Offsets are printed from the aligned pointer.
                let origin = origin.clamp(0, data.len() as i64) as usize;
                let data = &data[origin..];
                let offset = offset - origin as i64;
                let elem = element_printer(k, &self.complex, &self.wide);
                print_memref(&mut self.out, &elem, data, &shape, offset, &strides, base);
            }
        }
        Ok(())
    }
}

/// How mlir-runner prints an element of kind `k` (a complex one is looked up in `complex`,
/// a wide integer in `wide`).
pub fn element_printer<'a>(
    k: SK,
    complex: &'a [[f64; 2]],
    wide: &'a [WideInt],
) -> impl Fn(&mut String, Scalar) + 'a {
    move |out: &mut String, x: Scalar| {
        let _ = match k {
            SK::Float(_) => write!(out, "{}", fmt_g(fval(x))),
            // printMemrefI8 writes each element as a raw byte.
            SK::Int(8) => {
                out.push(char::from(x as u8));
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

/// Prints a strided buffer as mlir-runner's `printMemref*` does.
pub fn print_memref(
    out: &mut String,
    elem: &dyn Fn(&mut String, Scalar),
    data: &[Scalar],
    shape: &[i64],
    offset: i64,
    strides: &[i64],
    base: u64,
) {
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
        offset,
        list(shape),
        list(strides)
    );
    #[allow(clippy::too_many_arguments)]
    fn rec(
        out: &mut String,
        data: &[Scalar],
        dim: usize,
        rank: usize,
        offset: i64,
        sizes: &[i64],
        strides: &[i64],
        elem: &dyn Fn(&mut String, Scalar),
    ) {
        if dim == 0 {
            match data.get(offset.max(0) as usize) {
                Some(&x) => elem(out, x),
                None => out.push('?'),
            }
            return;
        }
        let spaces = |out: &mut String| {
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
            data,
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
                data,
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
            data,
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
        rec(out, data, 0, 0, offset, shape, strides, elem);
        out.push(']');
    } else {
        rec(out, data, rank, rank, offset, shape, strides, elem);
    }
    out.push('\n');
}
