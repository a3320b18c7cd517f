// VERDICT: scaled equivalent
// VERDICT: scaled_bug behaviour_changed
// A closure inlined by hand: equivalent (a closure of the file called is followed as the
// interpreter calls it: its body with the environment, the multiplication's overflow panic
// alike). The bug drops the offset.
pub fn scaled(x: i16, k: i16) -> i16 { let f = |v: i16| v * k + 1; f(x) }
pub fn scaled_bug(x: i16, k: i16) -> i16 { let f = |v: i16| v * k + 1; f(x) }
