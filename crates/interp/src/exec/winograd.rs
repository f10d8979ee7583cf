//! linalg's Winograd transforms, as MLIR defines them by their decomposition: per filter (input
//! tile, output tile) a product with the constant matrices of F(m, r) on the left (when the
//! window is taller than 1) and on the right (when it is wider than 1), each product a matmul
//! that starts from zero (the output transform's last one adds into the output instead, or,
//! for F(4, 3) and F(2, 5) whose output matrices are scaled to hold small fractions, is
//! multiplied by that scale and then added). Every multiply and add rounds to the element type.

use super::*;
use crate::exec::scalar::fbin;

/// A small row-major matrix of scalars.
struct Mat {
    rows: usize,
    cols: usize,
    data: Vec<Scalar>,
}

impl Mat {
    fn zeros(rows: usize, cols: usize) -> Mat {
        Mat {
            rows,
            cols,
            data: vec![fbits(0.0); rows * cols],
        }
    }

    /// A constant matrix, its entries written as `f32`s (as MLIR's tables hold them) and
    /// rounded to the element type.
    fn constant(rows: &[&[f64]], f: FTy) -> Mat {
        Mat {
            rows: rows.len(),
            cols: rows.first().map_or(0, |r| r.len()),
            data: rows
                .iter()
                .flat_map(|r| r.iter().map(|&x| fbits(f.round(x as f32 as f64))))
                .collect(),
        }
    }

    fn transposed(&self) -> Mat {
        let mut data = Vec::with_capacity(self.data.len());
        for j in 0..self.cols {
            for i in 0..self.rows {
                data.push(self.data[i * self.cols + j]);
            }
        }
        Mat {
            rows: self.cols,
            cols: self.rows,
            data,
        }
    }

    /// `init + self * rhs`, each element's products added in order of the inner index.
    fn times(&self, rhs: &Mat, init: Mat, f: FTy) -> Mat {
        let mut out = init;
        for i in 0..self.rows {
            for j in 0..rhs.cols {
                let mut acc = out.data[i * out.cols + j];
                for k in 0..self.cols {
                    let p = fbin(
                        FB::Mul,
                        f,
                        self.data[i * self.cols + k],
                        rhs.data[k * rhs.cols + j],
                    );
                    acc = fbin(FB::Add, f, acc, p);
                }
                out.data[i * out.cols + j] = acc;
            }
        }
        out
    }
}

/// The matrices of F(m, r): G (alpha x r) for the filter, B^T (alpha x alpha) for the input,
/// A^T (m x alpha) for the output with its scale (the others are their transposes).
fn matrices(m: u8, r: u8, f: FTy) -> Option<(Mat, Mat, Mat, i64)> {
    const H: f64 = 0.5;
    const Q: f64 = 0.25;
    const E: f64 = 0.125;
    const S: f64 = 1.0 / 16.0;
    let third = 1.0 / 3.0;
    let sixth = 1.0 / 6.0;
    Some(match (m, r) {
        (2, 3) => (
            Mat::constant(
                &[&[-1.0, 0.0, 0.0], &[H, -H, H], &[H, H, H], &[0.0, 0.0, 1.0]],
                f,
            ),
            Mat::constant(
                &[
                    &[-1.0, 0.0, 1.0, 0.0],
                    &[0.0, -1.0, 1.0, 0.0],
                    &[0.0, 1.0, 1.0, 0.0],
                    &[0.0, -1.0, 0.0, 1.0],
                ],
                f,
            ),
            Mat::constant(&[&[1.0, 1.0, 1.0, 0.0], &[0.0, -1.0, 1.0, 1.0]], f),
            1,
        ),
        (4, 3) => (
            Mat::constant(
                &[
                    &[1.0, 0.0, 0.0],
                    &[-third, third, -third],
                    &[-third, -third, -third],
                    &[1.0 / 12.0, -sixth, third],
                    &[1.0 / 12.0, sixth, third],
                    &[0.0, 0.0, 1.0],
                ],
                f,
            ),
            Mat::constant(
                &[
                    &[Q, 0.0, -5.0 * S, 0.0, S, 0.0],
                    &[0.0, Q, -Q, -S, S, 0.0],
                    &[0.0, -Q, -Q, S, S, 0.0],
                    &[0.0, Q, -E, -Q, E, 0.0],
                    &[0.0, -Q, -E, Q, E, 0.0],
                    &[0.0, Q, 0.0, -5.0 * S, 0.0, S],
                ],
                f,
            ),
            Mat::constant(
                &[
                    &[E, Q, Q, E, E, 0.0],
                    &[0.0, -Q, Q, -Q, Q, 0.0],
                    &[0.0, Q, Q, H, H, 0.0],
                    &[0.0, -Q, Q, -1.0, 1.0, H],
                ],
                f,
            ),
            32,
        ),
        (2, 5) => (
            Mat::constant(
                &[
                    &[1.0, 0.0, 0.0, 0.0, 0.0],
                    &[sixth, -sixth, sixth, -sixth, sixth],
                    &[-sixth, -sixth, -sixth, -sixth, -sixth],
                    &[
                        -4.0 / 15.0,
                        2.0 / 15.0,
                        -1.0 / 15.0,
                        1.0 / 30.0,
                        -1.0 / 60.0,
                    ],
                    &[1.0 / 60.0, 1.0 / 30.0, 1.0 / 15.0, 2.0 / 15.0, 4.0 / 15.0],
                    &[0.0, 0.0, 0.0, 0.0, 1.0],
                ],
                f,
            ),
            Mat::constant(
                &[
                    &[E, 3.0 * S, -Q, -3.0 * S, E, 0.0],
                    &[0.0, E, S, -5.0 * S, E, 0.0],
                    &[0.0, -E, -5.0 * S, -S, E, 0.0],
                    &[0.0, Q, -E, -Q, E, 0.0],
                    &[0.0, -E, -Q, E, Q, 0.0],
                    &[0.0, E, 3.0 * S, -Q, -3.0 * S, E],
                ],
                f,
            ),
            Mat::constant(
                &[
                    &[H, 1.0, 1.0, 2.0, 1.0, 0.0],
                    &[0.0, -1.0, 1.0, -1.0, 2.0, H],
                ],
                f,
            ),
            16,
        ),
        _ => return None,
    })
}

/// The row-major position of `idx` in `shape`, if inside it.
fn at(shape: &[i64], idx: &[i64]) -> Option<usize> {
    let mut p = 0i64;
    for (&i, &s) in idx.iter().zip(shape) {
        if i < 0 || i >= s {
            return None;
        }
        p = p * s + i;
    }
    Some(p as usize)
}

impl Machine<'_> {
    pub(super) fn exec_winograd(
        &mut self,
        regs: &mut [Val],
        inst: &Inst,
        step: WinogradStep,
        m: u8,
        r: u8,
        f: FTy,
    ) -> R<()> {
        let (ctx, op, a) = (self.ctx, inst.op, &inst.a);
        let (Some(&src), Some(&init)) = (a.first(), a.get(1)) else {
            return Err(misdispatched(ctx, inst));
        };
        let (shape, x) = self.contents(&regs[src as usize], op)?;
        let (out_shape, mut out) = self.contents(&regs[init as usize], op)?;
        let Some((g, bt, at_, scale)) = matrices(m, r, f) else {
            return Err(misdispatched(ctx, inst));
        };
        let alpha = (m + r - 1) as i64;
        let (m, r) = (m as i64, r as i64);
        let fail = |what: String| err(ctx, op, what);
        let ranks = match step {
            WinogradStep::Filter | WinogradStep::Input => {
                (4, if step == WinogradStep::Filter { 4 } else { 6 })
            }
            WinogradStep::Output => (6, 4),
        };
        if shape.len() != ranks.0 || out_shape.len() != ranks.1 {
            return Err(fail(format!(
                "expected operands of rank {} and {}",
                ranks.0, ranks.1
            )));
        }
        let gather = |data: &[Scalar],
                      shape: &[i64],
                      rows: i64,
                      cols: i64,
                      index: &dyn Fn(i64, i64) -> Vec<i64>| {
            let mut t = Mat::zeros(rows as usize, cols as usize);
            for i in 0..rows {
                for j in 0..cols {
                    let idx = index(i, j);
                    t.data[(i * cols + j) as usize] =
                        at(shape, &idx).map(|p| data[p]).ok_or_else(|| {
                            fail(format!(
                                "out of bounds: index {idx:?} of a tensor of shape {shape:?}"
                            ))
                        })?;
                }
            }
            Ok::<Mat, Box<Diagnostic>>(t)
        };
        match step {
            WinogradStep::Filter => {
                // Filter (F, H, W, C) into (alpha, alpha, C, F).
                let (fs, kh, kw, cs) = (shape[0], shape[1], shape[2], shape[3]);
                if ![1, r].contains(&kh) || ![1, r].contains(&kw) {
                    return Err(fail(format!(
                        "a {kh}x{kw} filter for F({m}, {r}): each side must be {r} or 1"
                    )));
                }
                let (left, right) = (kh != 1, kw != 1);
                let (rows, cols) = (if left { alpha } else { 1 }, if right { alpha } else { 1 });
                if out_shape[..] != [rows, cols, cs, fs] {
                    return Err(fail(format!(
                        "the transformed filter's shape is {out_shape:?}, not [{rows}, {cols}, {cs}, {fs}]"
                    )));
                }
                let gt = g.transposed();
                for [_, _, fi, c] in nest([1, 1, fs, cs]) {
                    let mut t = gather(&x, &shape, kh, kw, &|h, w| vec![fi, h, w, c])?;
                    if left {
                        t = g.times(&t, Mat::zeros(g.rows, t.cols), f);
                    }
                    if right {
                        t = t.times(&gt, Mat::zeros(t.rows, gt.cols), f);
                    }
                    place(&t, &mut out, &out_shape, |i, j| [i, j, c, fi]).map_err(fail)?;
                }
            }
            WinogradStep::Input => {
                // Input (N, H, W, C) into (alpha, alpha, tiles high, tiles wide, N, C).
                let (left, right) = (out_shape[0] != 1, out_shape[1] != 1);
                let (rows, cols) = (if left { alpha } else { 1 }, if right { alpha } else { 1 });
                if out_shape[0] != rows || out_shape[1] != cols {
                    return Err(fail(format!(
                        "the transformed input's tiles are {}x{}, not {alpha} or 1 on each side",
                        out_shape[0], out_shape[1]
                    )));
                }
                if out_shape[4] != shape[0] || out_shape[5] != shape[3] {
                    return Err(fail(
                        "the transformed input's batch or channels differ from the input's".into(),
                    ));
                }
                let b = bt.transposed();
                for [th, tw, n, c] in nest([out_shape[2], out_shape[3], shape[0], shape[3]]) {
                    let h0 = if left { th * m } else { th };
                    let w0 = if right { tw * m } else { tw };
                    let mut t = gather(&x, &shape, rows, cols, &|i, j| vec![n, h0 + i, w0 + j, c])?;
                    if left {
                        t = bt.times(&t, Mat::zeros(bt.rows, t.cols), f);
                    }
                    if right {
                        t = t.times(&b, Mat::zeros(t.rows, b.cols), f);
                    }
                    place(&t, &mut out, &out_shape, |i, j| [i, j, th, tw, n, c]).map_err(fail)?;
                }
            }
            WinogradStep::Output => {
                // Values (alpha, alpha, tiles high, tiles wide, N, F) added into (N, H, W, F).
                let (left, right) = (shape[0] != 1, shape[1] != 1);
                if (left && shape[0] != alpha) || (right && shape[1] != alpha) {
                    return Err(fail(format!(
                        "the values' tiles are {}x{}, not {alpha} or 1 on each side",
                        shape[0], shape[1]
                    )));
                }
                let a_ = at_.transposed();
                let (rows, cols) = (if left { m } else { 1 }, if right { m } else { 1 });
                let scale = if left { scale } else { 1 } * if right { scale } else { 1 };
                let scale_bits = fbits(f.round(scale as f64));
                for [th, tw, n, fi] in nest([shape[2], shape[3], shape[4], shape[5]]) {
                    let h0 = if left { th * m } else { th };
                    let w0 = if right { tw * m } else { tw };
                    let mut t = gather(&x, &shape, shape[0], shape[1], &|i, j| {
                        vec![i, j, th, tw, n, fi]
                    })?;
                    let prior = gather(&out, &out_shape, rows, cols, &|i, j| {
                        vec![n, h0 + i, w0 + j, fi]
                    })?;
                    // The last product adds into the output unless a scale comes after it.
                    let start = |last: bool, rows: usize, cols: usize| {
                        if last && scale == 1 {
                            Mat {
                                rows,
                                cols,
                                data: prior.data.clone(),
                            }
                        } else {
                            Mat::zeros(rows, cols)
                        }
                    };
                    if left {
                        t = at_.times(&t, start(!right, at_.rows, t.cols), f);
                    }
                    if right {
                        t = t.times(&a_, start(true, t.rows, a_.cols), f);
                    }
                    if scale != 1 {
                        for (v, &p) in t.data.iter_mut().zip(&prior.data) {
                            let scaled = fbin(FB::Mul, f, scale_bits, *v);
                            *v = fbin(FB::Add, f, scaled, p);
                        }
                    }
                    place(&t, &mut out, &out_shape, |i, j| [n, h0 + i, w0 + j, fi])
                        .map_err(fail)?;
                }
            }
        }
        self.write_init(regs, inst, init, out_shape, out)
    }
}

/// Every index of a 4-d range, row-major.
fn nest(sizes: [i64; 4]) -> impl Iterator<Item = [i64; 4]> {
    let [a, b, c, d] = sizes.map(|s| s.max(0));
    (0..a).flat_map(move |i| {
        (0..b).flat_map(move |j| (0..c).flat_map(move |k| (0..d).map(move |l| [i, j, k, l])))
    })
}

/// Writes a matrix into `out` at the positions `index(row, column)` gives.
fn place<const N: usize>(
    t: &Mat,
    out: &mut [Scalar],
    shape: &[i64],
    index: impl Fn(i64, i64) -> [i64; N],
) -> Result<(), String> {
    for i in 0..t.rows {
        for j in 0..t.cols {
            let idx = index(i as i64, j as i64);
            let p = at(shape, &idx).ok_or_else(|| {
                format!("out of bounds: index {idx:?} of a tensor of shape {shape:?}")
            })?;
            out[p] = t.data[i * t.cols + j];
        }
    }
    Ok(())
}
