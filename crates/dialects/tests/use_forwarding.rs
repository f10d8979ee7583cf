//! Bulk use forwarding (`Context::forward_all_uses`) against moving the uses
//! one by one: two contexts built alike take the same random edits, one
//! forwarding where the other replaces, and must agree on every use list
//! (its order included), every operand and every use state, before and
//! after the forwarded lists are settled.

use ir::parser::{parse_source, ParseOptions};
use ir::{Builder, Context, Op, Value};

/// A small deterministic generator (xorshift), so that failures replay.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

struct Twin {
    ctx: Context,
    /// The function's entry block, where new ops go.
    block: ir::Block,
}

fn twin() -> Twin {
    let mut ctx = bufopt_dialects::new_context();
    let src = "func.func @f(%a: i32, %b: i32, %c: i32, %d: i32) {\n  return\n}\n";
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let m = match parse_source(&mut ctx, "t.mlir", src, &opts) {
        Ok(m) => m,
        Err(_) => panic!("the test module parses"),
    };
    let body = ctx.entry_block(ctx.regions_of(m)[0]).unwrap();
    let func = ctx.first_op(body).unwrap();
    let block = ctx.entry_block(ctx.regions_of(func)[0]).unwrap();
    Twin { ctx, block }
}

/// What can be observed of a value's uses: (owner, operand index) in list order.
fn use_list(ctx: &Context, v: Value) -> Vec<(Op, u32)> {
    ctx.uses(v)
        .map(|u| (ctx.use_data(u).owner, ctx.use_data(u).index))
        .collect()
}

fn assert_agree(bulk: &Context, plain: &Context, values: &[Value], ops: &[Op], step: usize) {
    for &v in values {
        assert_eq!(
            use_list(bulk, v),
            use_list(plain, v),
            "uses of {v:?} at step {step}"
        );
        assert_eq!(bulk.has_uses(v), plain.has_uses(v), "{v:?} at step {step}");
        assert_eq!(
            bulk.has_one_use(v),
            plain.has_one_use(v),
            "{v:?} at step {step}"
        );
    }
    for &op in ops.iter().filter(|&&o| !plain.is_erased(o)) {
        assert_eq!(
            bulk.operand_vec(op),
            plain.operand_vec(op),
            "operands of {op:?} at step {step}"
        );
        for &u in &bulk.op(op).operands {
            let v = bulk.use_value(u);
            assert!(
                bulk.uses(v).any(|x| x == u),
                "{u:?} is in the list of the value it reads"
            );
        }
    }
}

fn run(seed: u64, steps: usize) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let (mut bulk, mut plain) = (twin(), twin());
    let i32t = bulk.ctx.int_type(32);
    assert_eq!(i32t, plain.ctx.int_type(32));
    let mut values: Vec<Value> = bulk.ctx.block_args(bulk.block).to_vec();
    let mut ops: Vec<Op> = Vec::new();
    let term = bulk.ctx.last_op(bulk.block).unwrap();
    for step in 0..steps {
        match rng.below(10) {
            // A new op reading up to four values.
            0..=2 => {
                let n = 1 + rng.below(4);
                let operands: Vec<Value> =
                    (0..n).map(|_| values[rng.below(values.len())]).collect();
                let mut made = None;
                for t in [&mut bulk, &mut plain] {
                    let op = Builder::before(&mut t.ctx, term).op(
                        "foo.use",
                        &operands,
                        &[i32t],
                        Vec::new(),
                    );
                    assert!(
                        made.is_none_or(|m| m == op),
                        "both contexts number ops alike"
                    );
                    made = Some(op);
                }
                let op = made.unwrap();
                ops.push(op);
                values.push(bulk.ctx.result(op, 0));
            }
            // Every use of one value moves to another.
            3..=5 => {
                let from = values[rng.below(values.len())];
                let to = values[rng.below(values.len())];
                bulk.ctx.forward_all_uses(from, to);
                plain.ctx.replace_all_uses(from, to);
            }
            // One operand changes.
            6 => {
                let live: Vec<Op> = ops
                    .iter()
                    .copied()
                    .filter(|&o| !plain.ctx.is_erased(o))
                    .collect();
                if let Some(&op) = live.get(rng.below(live.len().max(1))) {
                    let i = rng.below(plain.ctx.num_operands(op));
                    let v = values[rng.below(values.len())];
                    bulk.ctx.set_operand(op, i, v);
                    plain.ctx.set_operand(op, i, v);
                }
            }
            // An op whose result is unused goes.
            7 => {
                let dead: Vec<Op> = ops
                    .iter()
                    .copied()
                    .filter(|&o| {
                        !plain.ctx.is_erased(o) && !plain.ctx.has_uses(plain.ctx.result(o, 0))
                    })
                    .collect();
                if let Some(&op) = dead.get(rng.below(dead.len().max(1))) {
                    bulk.ctx.erase_op(op);
                    plain.ctx.erase_op(op);
                }
            }
            // The forwarded lists are read in place or made plain.
            8 => {
                let v = values[rng.below(values.len())];
                bulk.ctx.flatten_uses(v);
            }
            _ => bulk.ctx.settle_forwarded_uses(),
        }
        assert_agree(&bulk.ctx, &plain.ctx, &values, &ops, step);
    }
    bulk.ctx.settle_forwarded_uses();
    assert_agree(&bulk.ctx, &plain.ctx, &values, &ops, steps);
}

#[test]
fn forwarded_use_lists_match_uses_moved_one_by_one() {
    for seed in 0..300 {
        run(seed, 120);
    }
}

#[test]
fn a_chain_of_forwardings_reads_each_use_through_to_the_last_value() {
    // A nest's folds in miniature: each level's value takes over the uses
    // of the level below, so the first uses pass through every tag.
    let (mut bulk, mut plain) = (twin(), twin());
    let i32t = bulk.ctx.int_type(32);
    plain.ctx.int_type(32);
    let term = bulk.ctx.last_op(bulk.block).unwrap();
    let mut levels: Vec<Value> = Vec::new();
    let mut ops = Vec::new();
    for _ in 0..200 {
        let mut made = Vec::new();
        for t in [&mut bulk, &mut plain] {
            let v = Builder::before(&mut t.ctx, term).value("foo.def", &[], i32t, Vec::new());
            let prev = levels.last().copied().unwrap_or(v);
            let user = Builder::before(&mut t.ctx, term).op("foo.use", &[v, prev], &[], Vec::new());
            made.push((v, user));
        }
        assert_eq!(
            made[0], made[1],
            "both contexts number values and ops alike"
        );
        levels.push(made[0].0);
        ops.push(made[0].1);
    }
    for w in (1..levels.len()).rev() {
        bulk.ctx.forward_all_uses(levels[w], levels[w - 1]);
        plain.ctx.replace_all_uses(levels[w], levels[w - 1]);
    }
    assert_eq!(bulk.ctx.uses(levels[0]).count(), 400);
    assert_agree(&bulk.ctx, &plain.ctx, &levels, &ops, 0);
    bulk.ctx.settle_forwarded_uses();
    assert_agree(&bulk.ctx, &plain.ctx, &levels, &ops, 1);
}
