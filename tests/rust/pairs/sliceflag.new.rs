pub fn find_neg(v: &[i16]) -> Option<usize> { let mut r = None; let mut i = 0; while i < v.len() && r.is_none() { if v[i] < 0 { r = Some(i); } i += 1; } r }
pub fn find_neg_bug(v: &[i16]) -> Option<usize> { let mut r = None; let mut i = 0; while i < v.len() && r.is_none() { if v[i] <= 0 { r = Some(i); } i += 1; } r }
pub fn has_zero(v: &[u8]) -> bool { for x in v { if *x == 0 { return true; } } false }
