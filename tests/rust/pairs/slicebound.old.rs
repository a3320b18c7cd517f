// VERDICT: third equivalent
// VERDICT: third_off behaviour_changed
// VERDICT: head2 equivalent
// VERDICT: head2_bug behaviour_changed
// VERDICT: first_or equivalent
// VERDICT: nonempty equivalent
// VERDICT: huge unknown replay met a limit
// Bounds checks on slices of any length: these read only fixed elements, so the symbolic
// executor proves them for every length (not only up to its bound of 8). third: get(2) against
// an explicit length test; third_off's new test is off by one and the index panics on a slice of
// two. head2: first/get against an index chain; its twin reads the second element only from
// three on. first_or: first() on a &Vec against is_empty and indexing. nonempty: the length alone,
// proved for every length. huge's new version differs on slices of 70000 elements only: the solver
// finds the length, but a replay holds at most 65536 elements, so the verdict is unknown (a limit
// of Equiv is no evidence).
pub fn third(v: &[u8]) -> u8 { *v.get(2).unwrap_or(&0) }
pub fn third_off(v: &[u8]) -> u8 { if v.len() > 2 { v[2] } else { 0 } }
pub fn head2(v: &[u16]) -> (u16, u16) { (*v.first().unwrap_or(&0), *v.get(1).unwrap_or(&0)) }
pub fn head2_bug(v: &[u16]) -> (u16, u16) { (*v.first().unwrap_or(&0), *v.get(1).unwrap_or(&0)) }
pub fn first_or(v: &Vec<i64>) -> i64 { match v.first() { Some(x) => *x, None => -1 } }
pub fn nonempty(v: &[u8]) -> bool { !v.is_empty() }
pub fn huge(v: &[u8]) -> bool { v.len() > 3 }
