pub fn total(v: &[u32]) -> u32 {
    let mut s = 0u32;
    let mut i = 0;
    while i < v.len() { s += v[i]; i += 1; }
    s
}
pub fn total_from_one(v: &[u32]) -> u32 {
    let mut s = 0u32;
    let mut i = 1;
    while i < v.len() { s += v[i]; i += 1; }
    s
}
pub fn total_skip9(v: &[u32]) -> u32 {
    let mut s = 0u32;
    for i in 0..v.len() { if i != 9 { s = s.wrapping_add(v[i]); } }
    s
}
pub fn count_big(v: &[i16], t: i16) -> usize {
    let mut c = 0;
    for i in 0..v.len() { if v[i] > t { c += 1; } }
    c
}
pub fn find_first(v: &[u8], k: u8) -> Option<usize> {
    for i in 0..v.len() { if v[i] == k { return Some(i); } }
    None
}
pub fn find_last_wrong(v: &[u8], k: u8) -> Option<usize> {
    let mut r = None;
    for i in 0..v.len() { if v[i] == k { r = Some(i); } }
    r
}
pub fn max_of(v: &[u16]) -> u16 {
    let mut m = 0;
    let mut i = 0;
    while i < v.len() { m = m.max(v[i]); i += 1; }
    m
}
pub fn vec_sum(v: &Vec<i64>) -> i64 {
    let mut s = 0i64;
    let mut i = 0;
    while i < v.len() { s += v[i]; i += 1; }
    s
}
pub fn bump_all(v: &mut [u8]) {
    let mut i = 0;
    while i < v.len() { v[i] = v[i].wrapping_add(1); i += 1; }
}
pub fn first_neg(v: &Vec<i32>) -> Option<usize> {
    let mut i = 0;
    while i < v.len() { if v[i] < 0 { return Some(i); } i += 1; }
    None
}
pub fn first_neg_wrong(v: &[i32]) -> Option<usize> {
    let mut i = 0;
    while i < v.len() { if v[i] <= 0 { return Some(i); } i += 1; }
    None
}
