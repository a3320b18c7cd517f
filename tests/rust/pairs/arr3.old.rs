// VERDICT: sum3 equivalent
// VERDICT: sum3_wrong behaviour_changed
// VERDICT: top3 equivalent
// VERDICT: top3_wrong behaviour_changed
// Iterator against index loops over an array of known length. sum3: an index loop against
// iter().sum() (a debug build's Sum for integers adds with overflow checks: the same panic,
// "attempt to add with overflow", on the same inputs); the twin's loop stops one short. top3:
// iter().max() against chained Ord::max; the twin takes min for the last step.
pub fn sum3(a: i32, b: i32, c: i32) -> i32 { let v = [a, b, c]; let mut s = 0; for i in 0..3 { s += v[i]; } s }
pub fn sum3_wrong(a: i32, b: i32, c: i32) -> i32 { let v = [a, b, c]; let mut s = 0; for i in 0..3 { s += v[i]; } s }
pub fn top3(a: i16, b: i16, c: i16) -> i16 { *[a, b, c].iter().max().unwrap() }
pub fn top3_wrong(a: i16, b: i16, c: i16) -> i16 { *[a, b, c].iter().max().unwrap() }
