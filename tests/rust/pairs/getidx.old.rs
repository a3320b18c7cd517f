// VERDICT: pick behaviour_changed
// VERDICT: pick_or equivalent
// Indexing against get: the same element in bounds, but out of bounds the old panics with the
// bounds-check message and the new with its own. pick_or guards both the same way.
pub fn pick(i: usize) -> i32 { let a = [10, 20, 30]; a[i] }
pub fn pick_or(i: usize) -> i32 { let a = [10, 20, 30]; if i < 3 { a[i] } else { -1 } }
