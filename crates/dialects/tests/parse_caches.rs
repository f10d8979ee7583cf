//! The parser's reuse of repeated dictionary text and the converted
//! `iterator_types` lists, and the non-allocating operand-group helpers.

use ir::parser::{parse_source, ParseOptions};
use ir::printer::{print_top_level, PrintOptions};
use ir::{Context, Op};

fn parse(ctx: &mut Context, src: &str) -> Op {
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    match parse_source(ctx, "test.mlir", src, &opts) {
        Ok(m) => m,
        Err(d) => panic!("parse failed: {}", ir::diag::render(ctx, &d)),
    }
}

/// The ops of the first function's entry block.
fn body_ops(ctx: &Context, module: Op) -> Vec<Op> {
    let body = ctx.entry_block(ctx.regions_of(module)[0]).unwrap();
    let func = ctx.first_op(body).unwrap();
    let entry = ctx.entry_block(ctx.regions_of(func)[0]).unwrap();
    ctx.block_ops(entry).collect()
}

const GENERICS: &str = r#"#id = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %b : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["reduction"]} ins(%1 : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
"#;

#[test]
fn repeated_trait_dictionaries_share_attributes_and_print_back() {
    let mut ctx = bufopt_dialects::new_context();
    let m = parse(&mut ctx, GENERICS);
    ir::verifier::verify(&ctx, m).expect("valid input");
    let ops = body_ops(&ctx, m);
    let its: Vec<_> = ops[..3]
        .iter()
        .map(|&o| ctx.get_attr(o, "iterator_types").unwrap())
        .collect();
    assert_eq!(its[0], its[1]);
    assert_ne!(its[0], its[2]);
    assert_eq!(
        ir::printer::attr_to_string(&ctx, its[2]),
        "[#linalg.iterator_type<reduction>]"
    );
    let out = print_top_level(
        &ctx,
        m,
        PrintOptions {
            generic: false,
            ..Default::default()
        },
    );
    assert_eq!(
        out.matches("iterator_types = [\"parallel\"]").count(),
        2,
        "{out}"
    );
    assert_eq!(
        out.matches("iterator_types = [\"reduction\"]").count(),
        1,
        "{out}"
    );
}

#[test]
fn dictionaries_with_braces_in_strings_parse_alike_each_time() {
    let mut ctx = bufopt_dialects::new_context();
    let src = "func.func @f() {\n  \"test.op\"() {s = \"}{\", t = {u = 1}} : () -> ()\n  \"test.op\"() {s = \"}{\", t = {u = 1}} : () -> ()\n  \"test.op\"() {s = \"}{\", t = {u = 2}} : () -> ()\n  return\n}\n";
    let m = parse(&mut ctx, src);
    let ops = body_ops(&ctx, m);
    let attrs = |o: Op| ctx.op(o).attrs.clone();
    assert_eq!(attrs(ops[0]), attrs(ops[1]));
    assert_ne!(attrs(ops[1]), attrs(ops[2]));
    let s = ctx.get_attr(ops[1], "s").unwrap();
    assert_eq!(ir::printer::attr_to_string(&ctx, s), "\"}{\"");
}

#[test]
fn segment_ranges_follow_the_sizes_and_clamp_to_the_operands() {
    let mut ctx = bufopt_dialects::new_context();
    let m = parse(
        &mut ctx,
        "func.func @f(%a: index, %b: index) {\n  \"test.op\"(%a, %b) {operandSegmentSizes = array<i32: 1, 0, 3>} : (index, index) -> ()\n  \"test.op\"(%a, %b) : (index, index) -> ()\n  return\n}\n",
    );
    let ops = body_ops(&ctx, m);
    let segs = bufopt_dialects::common::segment_sizes(&ctx, ops[0]);
    assert_eq!(segs.len(), 3);
    assert_eq!(segs.ranges().collect::<Vec<_>>(), vec![0..1, 1..1, 1..2]);
    assert_eq!(segs.range(2), Some(1..2));
    assert_eq!(segs.range(3), None);
    let whole = bufopt_dialects::common::segment_sizes(&ctx, ops[1]);
    assert_eq!(whole.ranges().collect::<Vec<_>>(), vec![0..2]);
    let groups = bufopt_dialects::common::operand_segments(&ctx, ops[0]);
    assert_eq!(
        groups.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![1, 0, 1]
    );
}

/// A numbered SSA name whose number was too far ahead of the names seen so
/// far for the dense per-stem table is interned by hash; once enough names
/// came for the table to reach it, a later use must still find that same
/// name, not a fresh one.
#[test]
fn numbered_names_keep_their_binding_across_the_dense_table_growing_past_them() {
    let mut src = String::from("func.func @f(%a: i32) -> i32 {\n");
    src.push_str("  %v5000 = arith.muli %a, %a : i32\n");
    src.push_str("  %v0 = arith.addi %a, %a : i32\n");
    for k in 1..1500 {
        src.push_str(&format!("  %v{k} = arith.addi %v{}, %a : i32\n", k - 1));
    }
    src.push_str("  %r = arith.subi %v5000, %v1499 : i32\n  return %r : i32\n}\n");
    let mut ctx = bufopt_dialects::new_context();
    let m = parse(&mut ctx, &src);
    ir::verifier::verify(&ctx, m).expect("valid input");
    let ops = body_ops(&ctx, m);
    let sub = ops[ops.len() - 2];
    assert_eq!(ctx.op_name(sub), "arith.subi");
    let first = ctx.defining_op(ctx.operand(sub, 0)).unwrap();
    let second = ctx.defining_op(ctx.operand(sub, 1)).unwrap();
    assert_eq!(first, ops[0], "%v5000 is the muli defined first");
    assert_eq!(second, ops[ops.len() - 3], "%v1499 is the last addi");
}
