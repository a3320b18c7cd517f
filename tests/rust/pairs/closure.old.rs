// VERDICT: scaled unknown
// VERDICT: scaled_bug behaviour_changed
// A closure inlined by hand: equivalent by the reference, but closures are outside the symbolic
// executor: unknown. The bug drops the offset.
pub fn scaled(x: i16, k: i16) -> i16 { let f = |v: i16| v * k + 1; f(x) }
pub fn scaled_bug(x: i16, k: i16) -> i16 { let f = |v: i16| v * k + 1; f(x) }
