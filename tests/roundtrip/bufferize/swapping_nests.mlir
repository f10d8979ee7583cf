// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// Nests that swap the tensors they carry at each level (bench/gen.py
// nest-for-if-swap, nest-for-if-outer, nest-while-empty), a loop whose
// scf.index_switch joins swapped tensors with the function's (its iter_arg
// reaches a fully dynamic buffer only through its yielded value), and a
// random irregular nest of for/while/if/execute_region levels with
// zero- and single-trip loops, copies and values read from outer levels.
func.func @for_if_swap(%t: tensor<8xf32>, %u: tensor<8xf32>, %c: i1, %f: f32, %i: index, %lo: index, %hi: index, %st: index) -> (tensor<8xf32>, tensor<8xf32>) {
%r0:2 = scf.for %k0 = %lo to %hi step %st iter_args(%a0 = %t, %b0 = %u) -> (tensor<8xf32>, tensor<8xf32>) {
%s0:2 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>) {
%r1:2 = scf.for %k1 = %lo to %hi step %st iter_args(%a1 = %a0, %b1 = %b0) -> (tensor<8xf32>, tensor<8xf32>) {
%s1:2 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>) {
%r2:2 = scf.for %k2 = %lo to %hi step %st iter_args(%a2 = %a1, %b2 = %b1) -> (tensor<8xf32>, tensor<8xf32>) {
%s2:2 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>) {
%v = tensor.insert %f into %a2[%i] : tensor<8xf32>
scf.yield %b2, %v : tensor<8xf32>, tensor<8xf32>
} else {
scf.yield %a2, %b2 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %s2#0, %s2#1 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %r2#1, %r2#0 : tensor<8xf32>, tensor<8xf32>
} else {
scf.yield %a1, %b1 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %s1#0, %s1#1 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %r1#1, %r1#0 : tensor<8xf32>, tensor<8xf32>
} else {
scf.yield %a0, %b0 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %s0#0, %s0#1 : tensor<8xf32>, tensor<8xf32>
}
return %r0#0, %r0#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @for_if_outer(%t: tensor<8xf32>, %u: tensor<8xf32>, %c: i1, %f: f32, %i: index, %lo: index, %hi: index, %st: index) -> (tensor<8xf32>, tensor<8xf32>) {
%e0 = tensor.empty() : tensor<8xf32>
%r0:2 = scf.for %k0 = %lo to %hi step %st iter_args(%a0 = %e0, %b0 = %u) -> (tensor<8xf32>, tensor<8xf32>) {
%s0:2 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>) {
%e1 = tensor.empty() : tensor<8xf32>
%r1:2 = scf.for %k1 = %lo to %hi step %st iter_args(%a1 = %e1, %b1 = %b0) -> (tensor<8xf32>, tensor<8xf32>) {
%s1:2 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>) {
%e2 = tensor.empty() : tensor<8xf32>
%r2:2 = scf.for %k2 = %lo to %hi step %st iter_args(%a2 = %e2, %b2 = %b1) -> (tensor<8xf32>, tensor<8xf32>) {
%s2:2 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>) {
%v = tensor.insert %f into %a2[%i] : tensor<8xf32>
scf.yield %b2, %v : tensor<8xf32>, tensor<8xf32>
} else {
scf.yield %t, %b2 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %s2#0, %s2#1 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %r2#1, %r2#0 : tensor<8xf32>, tensor<8xf32>
} else {
scf.yield %t, %b1 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %s1#0, %s1#1 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %r1#1, %r1#0 : tensor<8xf32>, tensor<8xf32>
} else {
scf.yield %t, %b0 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %s0#0, %s0#1 : tensor<8xf32>, tensor<8xf32>
}
return %r0#0, %r0#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @while_empty(%t: tensor<8xf32>, %u: tensor<8xf32>, %c: i1, %f: f32, %i: index, %lo: index, %hi: index, %st: index) -> (tensor<8xf32>, tensor<8xf32>) {
%e0 = tensor.empty() : tensor<8xf32>
%r0:2 = scf.while (%w0 = %e0, %x0 = %u) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
scf.condition(%c) %w0, %x0 : tensor<8xf32>, tensor<8xf32>
} do {
^bb0(%a0: tensor<8xf32>, %b0: tensor<8xf32>):
%e1 = tensor.empty() : tensor<8xf32>
%r1:2 = scf.while (%w1 = %e1, %x1 = %b0) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
scf.condition(%c) %w1, %x1 : tensor<8xf32>, tensor<8xf32>
} do {
^bb0(%a1: tensor<8xf32>, %b1: tensor<8xf32>):
%e2 = tensor.empty() : tensor<8xf32>
%r2:2 = scf.while (%w2 = %e2, %x2 = %b1) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
scf.condition(%c) %w2, %x2 : tensor<8xf32>, tensor<8xf32>
} do {
^bb0(%a2: tensor<8xf32>, %b2: tensor<8xf32>):
%v = tensor.insert %f into %a2[%i] : tensor<8xf32>
scf.yield %b2, %v : tensor<8xf32>, tensor<8xf32>
}
scf.yield %r2#1, %r2#0 : tensor<8xf32>, tensor<8xf32>
}
scf.yield %r1#1, %r1#0 : tensor<8xf32>, tensor<8xf32>
}
return %r0#0, %r0#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @switch_swap(%t: tensor<8xf32>, %u: tensor<8xf32>, %s: index, %f: f32, %i: index, %lo: index, %hi: index, %st: index) -> (tensor<8xf32>, tensor<8xf32>) {
%e = tensor.empty() : tensor<8xf32>
%r:2 = scf.for %k = %lo to %hi step %st iter_args(%a = %e, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
%w:2 = scf.index_switch %s -> tensor<8xf32>, tensor<8xf32>
case 0 {
%v = tensor.insert %f into %a[%i] : tensor<8xf32>
scf.yield %b, %v : tensor<8xf32>, tensor<8xf32>
}
case 1 {
scf.yield %t, %a : tensor<8xf32>, tensor<8xf32>
}
default {
scf.yield %a, %b : tensor<8xf32>, tensor<8xf32>
}
scf.yield %w#0, %w#1 : tensor<8xf32>, tensor<8xf32>
}
return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @irregular(%t0: tensor<8xf32>, %t1: tensor<8xf32>, %t2: tensor<8xf32>, %c: i1, %f: f32, %i: index, %lo: index, %hi: index, %st: index) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c2 = arith.constant 2 : index
%r1:3 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%r2:3 = scf.execute_region -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%s3 = scf.for %k5 = %lo to %hi step %st iter_args(%a4 = %t2) -> (tensor<8xf32>) {
scf.yield %a4 : tensor<8xf32>
}
%r6:3 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%s7 = scf.for %k9 = %lo to %hi step %st iter_args(%a8 = %t1) -> (tensor<8xf32>) {
scf.yield %a8 : tensor<8xf32>
}
%r10:3 = scf.for %k14 = %lo to %hi step %st iter_args(%a11 = %t0, %a12 = %s7, %a13 = %s3) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%r15:3 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%x16 = tensor.extract %t0[%i] : tensor<8xf32>
%v17 = tensor.insert %x16 into %a13[%i] : tensor<8xf32>
%r18:3 = scf.execute_region -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%r19:3 = scf.for %k23 = %lo to %hi step %st iter_args(%a20 = %a11, %a21 = %a12, %a22 = %v17) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%r24:3 = scf.if %c -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
%r25 = scf.for %k27 = %c0 to %c0 step %c1 iter_args(%a26 = %a22) -> (tensor<8xf32>) {
%v28 = tensor.insert %f into %a20[%i] : tensor<8xf32>
scf.yield %a26 : tensor<8xf32>
}
scf.yield %a20, %a21, %r25 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
} else {
%v29 = tensor.insert %f into %a20[%i] : tensor<8xf32>
scf.yield %v29, %a21, %a22 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
scf.yield %r24#0, %r24#1, %r24#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
scf.yield %r19#2, %r19#1, %r19#0 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
scf.yield %r18#0, %r18#1, %r18#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
} else {
scf.yield %a11, %a12, %a13 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
scf.yield %r15#0, %r15#1, %r15#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
%x30 = tensor.extract %t0[%i] : tensor<8xf32>
%v31 = tensor.insert %x30 into %r10#2[%i] : tensor<8xf32>
scf.yield %r10#0, %r10#1, %v31 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
} else {
%v32 = tensor.insert %f into %s3[%i] : tensor<8xf32>
scf.yield %v32, %t0, %t1 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
scf.yield %r6#0, %r6#1, %r6#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
scf.yield %r2#0, %r2#1, %r2#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
} else {
scf.yield %t0, %t2, %t1 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
return %r1#0, %r1#1, %r1#2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
