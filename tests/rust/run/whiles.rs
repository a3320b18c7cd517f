// take_while, skip_while and filter_map, and collecting them.
// CASE: prefix | &[2, 4, 6, 7, 8]
// CASE: after | &[0, 0, 3, 0, 4]
// CASE: halves | &[1, 2, 3, 4, 6]
pub fn prefix(v: &[i32]) -> Vec<i32> {
    v.iter().take_while(|x| **x % 2 == 0).cloned().collect()
}
pub fn after(v: &[u8]) -> usize {
    v.iter().skip_while(|x| **x == 0).count()
}
pub fn halves(v: &[i32]) -> Vec<i32> {
    v.iter().filter_map(|x| if x % 2 == 0 { Some(x / 2) } else { None }).collect()
}
