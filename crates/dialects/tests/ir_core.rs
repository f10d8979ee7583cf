//! Unit tests of the IR core through a context with every dialect registered.

use ir::dominance::Dominance;
use ir::parser::{parse_source, ParseOptions};
use ir::printer::{print_top_level, PrintOptions};
use ir::{Builder, Context, Op};

fn parse(ctx: &mut Context, src: &str) -> Op {
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    match parse_source(ctx, "test.mlir", src, &opts) {
        Ok(m) => m,
        Err(d) => panic!("parse failed: {}", ir::diag::render(ctx, &d)),
    }
}

fn func_body(ctx: &Context, module: Op) -> ir::Block {
    let body = ctx.entry_block(ctx.regions_of(module)[0]).unwrap();
    let func = ctx.first_op(body).unwrap();
    ctx.entry_block(ctx.regions_of(func)[0]).unwrap()
}

#[test]
fn use_lists_follow_replace_all_uses() {
    let mut ctx = bufopt_dialects::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.muli %0, %a : i32\n  return %1 : i32\n}\n",
    );
    let entry = func_body(&ctx, m);
    let (a, b) = (ctx.block_args(entry)[0], ctx.block_args(entry)[1]);
    assert_eq!(ctx.uses(a).count(), 3);
    assert_eq!(ctx.uses(b).count(), 0);
    ctx.replace_all_uses(a, b);
    assert_eq!(ctx.uses(a).count(), 0);
    assert_eq!(ctx.uses(b).count(), 3);
    let add = ctx.first_op(entry).unwrap();
    assert_eq!(ctx.operand(add, 0), b);
    assert_eq!(ctx.use_data(ctx.op(add).operands[1]).index, 1);
}

#[test]
fn ops_move_and_erase_in_constant_time_lists() {
    let mut ctx = bufopt_dialects::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f() {\n  \"foo.a\"() : () -> ()\n  \"foo.b\"() : () -> ()\n  \"foo.c\"() : () -> ()\n  return\n}\n",
    );
    let entry = func_body(&ctx, m);
    let ops = ctx.block_op_vec(entry);
    let names = |ctx: &Context| -> Vec<String> {
        ctx.block_ops(entry)
            .map(|o| ctx.op_name(o).to_string())
            .collect()
    };
    assert_eq!(names(&ctx), ["foo.a", "foo.b", "foo.c", "func.return"]);
    ctx.move_op_before(ops[2], ops[0]);
    assert_eq!(names(&ctx), ["foo.c", "foo.a", "foo.b", "func.return"]);
    ctx.erase_op(ops[0]);
    assert!(ctx.is_erased(ops[0]));
    assert_eq!(names(&ctx), ["foo.c", "foo.b", "func.return"]);
    let mut b = Builder::after(&mut ctx, ops[2]);
    b.op("foo.d", &[], &[], Vec::new());
    assert_eq!(names(&ctx), ["foo.c", "foo.d", "foo.b", "func.return"]);
}

#[test]
fn dominance_across_blocks_and_regions() {
    let mut ctx = bufopt_dialects::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%c: i1) {\n  %x = \"foo.x\"() : () -> i32\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  %y = \"foo.y\"() : () -> i32\n  cf.br ^bb3\n^bb2:\n  cf.br ^bb3\n^bb3:\n  \"foo.use\"(%x) : (i32) -> ()\n  return\n}\n",
    );
    let body = ctx.regions_of(
        ctx.first_op(ctx.entry_block(ctx.regions_of(m)[0]).unwrap())
            .unwrap(),
    )[0];
    let blocks = ctx.region_blocks(body).to_vec();
    let mut dom = Dominance::new(&ctx);
    assert!(dom.block_dominates(blocks[0], blocks[3]));
    assert!(!dom.block_dominates(blocks[1], blocks[3]));
    assert_eq!(dom.idom(blocks[3]), Some(blocks[0]));
    let x_def = ctx.first_op(blocks[0]).unwrap();
    let y_def = ctx.first_op(blocks[1]).unwrap();
    let user = ctx.first_op(blocks[3]).unwrap();
    assert!(dom.properly_dominates_op(x_def, user));
    assert!(!dom.properly_dominates_op(y_def, user));
    let mut post = Dominance::new_post(&ctx);
    assert!(post.block_dominates(blocks[3], blocks[1]));
    assert!(!post.block_dominates(blocks[1], blocks[0]));
}

#[test]
fn interned_types_and_attributes_compare_by_id() {
    let mut ctx = bufopt_dialects::new_context();
    let a = ctx.int_type(32);
    let b = ctx.int_type(32);
    assert_eq!(a, b);
    let x = ctx.int_attr(a, 7);
    let y = ctx.int_attr(b, 7);
    assert_eq!(x, y);
    assert_ne!(ctx.index_attr(7), x);
}

#[test]
fn deep_nesting_parses_and_prints() {
    // Run on a thread with a large stack, as the driver does.
    let h = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(|| {
            let n = 3000;
            let src = format!(
                "{}{}",
                "\"foo.n\"() ({\n".repeat(n),
                "}) : () -> ()\n".repeat(n)
            );
            let mut ctx = bufopt_dialects::new_context();
            let m = parse(&mut ctx, &src);
            ir::verifier::verify(&ctx, m).unwrap();
            let out = print_top_level(&ctx, m, PrintOptions::default());
            out.matches("foo.n").count()
        })
        .unwrap();
    assert_eq!(h.join().unwrap(), 3000);
}

/// The per-op checks split between two threads report what the serial walk
/// reports: the first failing op in program order (as mlir-opt names it),
/// whichever half it is in.
#[test]
fn split_verification_reports_the_serial_first_error() {
    let op = |bad: bool| {
        if bad {
            "  %x = tensor.empty() : tensor<?xf32>\n"
        } else {
            "  %x = tensor.empty() : tensor<4xf32>\n"
        }
    };
    // Bad ops at these positions among 40: one per half, front half only,
    // back half only, none.
    for bad in [vec![5, 30], vec![3, 7], vec![25, 38], vec![]] {
        let mut src = String::from("func.func @f() {\n");
        for i in 0..40 {
            src.push_str(&op(bad.contains(&i)).replace("%x", &format!("%v{}", i)));
        }
        src.push_str("  return\n}\n");
        let mut ctx = bufopt_dialects::new_context();
        let m = parse(&mut ctx, &src);
        let render = |r: ir::diag::DResult<()>| r.err().map(|d| ir::diag::render(&ctx, &d));
        let serial = render(ir::verifier::verify_splitting_at(&ctx, m, usize::MAX));
        let split = render(ir::verifier::verify_splitting_at(&ctx, m, 4));
        assert_eq!(serial, split, "bad ops at {:?}", bad);
        match bad.iter().min() {
            Some(first) => {
                let line = format!("test.mlir:{}:", first + 2);
                assert!(
                    serial.as_deref().is_some_and(|e| e.contains(&line)),
                    "{:?}",
                    serial
                );
            }
            None => assert!(serial.is_none()),
        }
    }
}

/// A long block printed in two halves on two threads reads exactly as the
/// serial print: names, nested regions, and alias references first seen in
/// either half (`#map1` only in the second half, `#map` in both).
#[test]
fn split_printing_matches_the_serial_print() {
    let mut src = String::from(
        "#a = affine_map<(d0) -> (d0)>\n#b = affine_map<(d0) -> (0)>\nfunc.func @f(%m: memref<4xf32>) -> memref<4xf32> {\n",
    );
    for i in 0..12 {
        let map = if i < 8 { "#a" } else { "#b" };
        src.push_str(&format!(
            "  %x{i} = memref.alloc() : memref<4xf32>\n  linalg.generic {{indexing_maps = [#a, {map}], iterator_types = [\"parallel\"]}} ins(%m : memref<4xf32>) outs(%x{i} : memref<4xf32>) {{\n  ^bb0(%p: f32, %q: f32):\n    linalg.yield %p : f32\n  }}\n"
        ));
    }
    src.push_str("  return %x11 : memref<4xf32>\n}\n");
    let mut ctx = bufopt_dialects::new_context();
    let m = parse(&mut ctx, &src);
    let print = |at: usize| {
        ir::printer::print_top_level_splitting_at(&ctx, m, PrintOptions::default(), at)
            .into_string()
    };
    let serial = print(usize::MAX);
    assert!(
        serial.contains("#map1 = affine_map<(d0) -> (0)>"),
        "{}",
        serial
    );
    assert!(serial.contains("%alloc_10"), "{}", serial);
    for at in [2, 3, 5, 8, 25] {
        assert_eq!(print(at), serial, "split at {}", at);
    }
    // Kept in pieces (one op's text or a few per piece): alias references
    // land in any piece, at its start or end too, and the halves' pieces join.
    for piece in [1, 40, 200, 700] {
        for at in [3, usize::MAX] {
            let printed =
                ir::printer::print_top_level_in_pieces(&ctx, m, PrintOptions::default(), at, piece);
            let mut written = Vec::new();
            printed.write_to(&mut written).unwrap();
            assert_eq!(
                printed.len(),
                serial.len(),
                "pieces of {piece}, split at {at}"
            );
            assert_eq!(
                printed.into_string(),
                serial,
                "pieces of {piece}, split at {at}"
            );
            assert_eq!(
                written,
                serial.as_bytes(),
                "pieces of {piece}, split at {at}"
            );
        }
    }
}

#[test]
fn shared_note_numbering_writes_the_notes_each_scope_numbers_alone() {
    let mut ctx = bufopt_dialects::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%c: i1, %a: i32) -> i32 {\n  %0 = scf.if %c -> (i32) {\n    %1 = arith.addi %a, %a : i32\n    scf.yield %1 : i32\n  } else {\n    scf.yield %a : i32\n  }\n  return %0 : i32\n}\nfunc.func @g(%b: i32) -> i32 {\n  %2 = arith.muli %b, %b : i32\n  return %2 : i32\n}\n",
    );
    // Every op, in an order that goes back and forth between the scopes.
    let mut ops = Vec::new();
    ctx.walk_post(m, |o| ops.push(o));
    ops.extend(ops.clone().into_iter().rev());
    let alone: Vec<String> = ops
        .iter()
        .map(|&o| ir::printer::op_to_generic_string(&ctx, o))
        .collect();
    let shared = {
        let _one_numbering = ir::printer::SharedNoteNames::new(&ctx);
        ops.iter()
            .map(|&o| ir::printer::op_to_generic_string(&ctx, o))
            .collect::<Vec<_>>()
    };
    assert_eq!(alone, shared);
    assert!(alone
        .iter()
        .any(|t| t.contains("\"arith.addi\"(%arg1, %arg1)")));
}
