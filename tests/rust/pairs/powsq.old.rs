// VERDICT: square equivalent
// VERDICT: cube_bug behaviour_changed
// pow(2) against x * x: the same value and, on overflow, the same panic ("attempt to multiply
// with overflow"). The cube's new version multiplies in a wider type and truncates: no panic.
pub fn square(x: i32) -> i32 { x.pow(2) }
pub fn cube_bug(x: i16) -> i16 { x * x * x }
