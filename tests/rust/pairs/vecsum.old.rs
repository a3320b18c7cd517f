// VERDICT: total unknown
// VERDICT: total_bug behaviour_changed
// An index loop over a Vec replaced by iter().sum(): equivalent by the Rust reference (both add
// the same elements in order; neither overflows below 8 * 255), but the symbolic executor does not
// model the heap, so the honest verdict is unknown. total_bug's new version drops the last item.
pub fn total(n: u8) -> u32 {
    let v: Vec<u32> = (0..(n % 8) as u32).map(|i| i * 3).collect();
    let mut s = 0;
    for i in 0..v.len() { s += v[i]; }
    s
}
pub fn total_bug(n: u8) -> u32 {
    let v: Vec<u32> = (0..(n % 8) as u32).map(|i| i * 3).collect();
    let mut s = 0;
    for i in 0..v.len() { s += v[i]; }
    s
}
