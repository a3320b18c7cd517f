// VERDICT: third changed_only_where_old_unsafe
// VERDICT: third_wrong behaviour_changed
// VERDICT: first_or equivalent
// VERDICT: first_or_wrong behaviour_changed
// get_unchecked past the end of a slice is undefined behaviour (core::slice, "Safety"; a debug
// build's precondition check aborts). third: made a length test with a default, defined for
// every length and equal where the old one is; the twin also loses length 3.
// first_or: a guarded get_unchecked against first() with a default; the twin drops the guard,
// so the new version is undefined on the empty slice, where the old one returned 0.
pub fn third(v: &[i32]) -> i32 { unsafe { *v.get_unchecked(2) } }
pub fn third_wrong(v: &[i32]) -> i32 { unsafe { *v.get_unchecked(2) } }
pub fn first_or(v: &[u8]) -> u8 { if v.is_empty() { 0 } else { unsafe { *v.get_unchecked(0) } } }
pub fn first_or_wrong(v: &[u8]) -> u8 { if v.is_empty() { 0 } else { unsafe { *v.get_unchecked(0) } } }
