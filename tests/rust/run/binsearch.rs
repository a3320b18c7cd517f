// Binary search over a sorted slice by hand: midpoints, early returns, an overflow-free mid.
// CASE: find | &[1, 3, 5, 7, 9, 11], 7
// CASE: find | &[1, 3, 5, 7, 9, 11], 4
// CASE: find | &[], 4
// CASE: lower | &[1, 2, 2, 2, 5], 2
// CASE: lower | &[1, 2, 2, 2, 5], 6
pub fn find(v: &[i32], k: i32) -> Option<usize> {
    let mut lo = 0usize;
    let mut hi = v.len();
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if v[mid] == k { return Some(mid); }
        if v[mid] < k { lo = mid + 1; } else { hi = mid; }
    }
    None
}
pub fn lower(v: &[i32], k: i32) -> usize {
    let (mut lo, mut hi) = (0, v.len());
    while lo < hi {
        let mid = (lo + hi) / 2;
        if v[mid] < k { lo = mid + 1 } else { hi = mid }
    }
    lo
}
