//! The indexing maps `bufopt_dialects::linalg::structured_indexing_maps` gives each
//! kind of structured op, printed as MLIR prints affine maps.

use ir::parser::{parse_source, ParseOptions};
use ir::{Context, Op};

/// The maps of the first op in the body of the single function of `src`.
fn maps_of_first_op(src: &str) -> Option<Vec<String>> {
    let mut ctx: Context = bufopt_dialects::new_context();
    let opts = ParseOptions {
        allow_unregistered: false,
    };
    let module = parse_source(&mut ctx, "maps.mlir", src, &opts)
        .unwrap_or_else(|d| panic!("parse failed: {}", ir::diag::render(&ctx, &d)));
    let body = ctx.entry_block(ctx.regions_of(module)[0]).unwrap();
    let func = ctx.first_op(body).unwrap();
    let entry = ctx.entry_block(ctx.regions_of(func)[0]).unwrap();
    let op: Op = ctx.first_op(entry).unwrap();
    let maps = bufopt_dialects::linalg::structured_indexing_maps(&ctx, op)?;
    Some(maps.iter().map(|m| m.to_string()).collect())
}

#[test]
fn map_has_one_identity_per_operand_over_the_init_rank() {
    let maps = maps_of_first_op(
        "func.func @f(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>, %o: tensor<?x3xf32>) -> tensor<?x3xf32> {\n  %r = linalg.map { arith.addf } ins(%a, %b : tensor<?x3xf32>, tensor<?x3xf32>) outs(%o : tensor<?x3xf32>)\n  return %r : tensor<?x3xf32>\n}\n",
    );
    assert_eq!(maps, Some(vec!["(d0, d1) -> (d0, d1)".to_string(); 3]));
}

#[test]
fn reduce_drops_the_reduced_loops_from_every_init() {
    let maps = maps_of_first_op(
        "func.func @f(%a: tensor<4x5x6xf32>, %b: tensor<4x5x6xf32>, %x: tensor<5xf32>, %y: tensor<5xf32>) -> tensor<5xf32> {\n  %r:2 = linalg.reduce ins(%a, %b : tensor<4x5x6xf32>, tensor<4x5x6xf32>) outs(%x, %y : tensor<5xf32>, tensor<5xf32>) dimensions = [0, 2]\n    (%p: f32, %q: f32, %s: f32, %t: f32) {\n      linalg.yield %p, %q : f32, f32\n    }\n  return %r#0 : tensor<5xf32>\n}\n",
    );
    let whole = "(d0, d1, d2) -> (d0, d1, d2)".to_string();
    let kept = "(d0, d1, d2) -> (d1)".to_string();
    assert_eq!(maps, Some(vec![whole.clone(), whole, kept.clone(), kept]));
}

#[test]
fn transpose_reads_the_input_through_the_inverse_permutation() {
    // init[i, j, k] = input[j, k, i] for permutation [2, 0, 1].
    let maps = maps_of_first_op(
        "func.func @f(%a: tensor<2x3x4xf32>, %o: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {\n  %r = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<4x2x3xf32>) permutation = [2, 0, 1]\n  return %r : tensor<4x2x3xf32>\n}\n",
    );
    assert_eq!(
        maps,
        Some(vec![
            "(d0, d1, d2) -> (d1, d2, d0)".to_string(),
            "(d0, d1, d2) -> (d0, d1, d2)".to_string(),
        ])
    );
}

#[test]
fn broadcast_input_skips_the_added_dimensions() {
    let maps = maps_of_first_op(
        "func.func @f(%a: tensor<?xf32>, %o: tensor<2x?x3xf32>) -> tensor<2x?x3xf32> {\n  %r = linalg.broadcast ins(%a : tensor<?xf32>) outs(%o : tensor<2x?x3xf32>) dimensions = [0, 2]\n  return %r : tensor<2x?x3xf32>\n}\n",
    );
    assert_eq!(
        maps,
        Some(vec![
            "(d0, d1, d2) -> (d1)".to_string(),
            "(d0, d1, d2) -> (d0, d1, d2)".to_string(),
        ])
    );
}

#[test]
fn generic_and_named_ops_keep_their_spelled_out_maps() {
    let generic = maps_of_first_op(
        "#t = affine_map<(i, j) -> (j, i)>\n#id = affine_map<(i, j) -> (i, j)>\nfunc.func @f(%a: tensor<3x2xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = [\"parallel\", \"parallel\"]} ins(%a : tensor<3x2xf32>) outs(%o : tensor<2x3xf32>) {\n  ^bb0(%x: f32, %y: f32):\n    linalg.yield %x : f32\n  } -> tensor<2x3xf32>\n  return %r : tensor<2x3xf32>\n}\n",
    );
    assert_eq!(
        generic,
        Some(vec![
            "(d0, d1) -> (d1, d0)".to_string(),
            "(d0, d1) -> (d0, d1)".to_string(),
        ])
    );
    let copy = maps_of_first_op(
        "func.func @f(%a: tensor<7xf32>, %o: tensor<7xf32>) -> tensor<7xf32> {\n  %r = linalg.copy ins(%a : tensor<7xf32>) outs(%o : tensor<7xf32>) -> tensor<7xf32>\n  return %r : tensor<7xf32>\n}\n",
    );
    assert_eq!(copy, Some(vec!["(d0) -> (d0)".to_string(); 2]));
}

#[test]
fn ops_outside_the_structured_interface_have_none() {
    let maps = maps_of_first_op(
        "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %r = tensor.empty() : tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n",
    );
    assert_eq!(maps, None);
}
