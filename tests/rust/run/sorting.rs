// Sorting and reordering a Vec: sort, reverse, swap, dedup by hand, to_vec.
// CASE: sorted | &[5, 3, 9, 1, 3]
// CASE: sorted | &[]
// CASE: median | &[7, 1, 4]
// CASE: median | &[]
// CASE: bubble | &[4, 3, 2, 1]
// CASE: uniq | &[1, 1, 2, 3, 3, 3, 4]
// CASE: words | "pear apple fig"
pub fn sorted(v: &[i32]) -> Vec<i32> {
    let mut w = v.to_vec();
    w.sort();
    w
}
pub fn median(v: &[u32]) -> u32 {
    let mut w = v.to_vec();
    w.sort_unstable();
    w[w.len() / 2]
}
pub fn bubble(v: &[i8]) -> (Vec<i8>, u32) {
    let mut w = v.to_vec();
    let mut swaps = 0;
    for i in 0..w.len() {
        for j in 0..w.len() - 1 - i {
            if w[j] > w[j + 1] { w.swap(j, j + 1); swaps += 1; }
        }
    }
    w.reverse();
    (w, swaps)
}
pub fn uniq(v: &[i32]) -> Vec<i32> {
    let mut out: Vec<i32> = Vec::new();
    for x in v {
        if out.last() != Some(x) { out.push(*x); }
    }
    out
}
pub fn words(s: &str) -> Vec<String> {
    let mut w: Vec<String> = Vec::new();
    let mut cur = String::new();
    for c in s.chars() {
        if c == ' ' { w.push(cur.clone()); cur.clear(); } else { cur.push(c); }
    }
    w.push(cur);
    w.sort();
    w
}
