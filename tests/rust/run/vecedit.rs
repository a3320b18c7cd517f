// Editing Vecs in place: retain (its predicate sees each element once, in order: it prints
// them here), dedup after a sort, extend from an iterator of values or of references, and a
// panic inside retain's predicate.
// CASE: keep_even | &[5, 2, 8, 3, 8, 6]
// CASE: keep_even | &[]
// CASE: asked | &[3, 1, 4]
// CASE: uniq | &[4, 1, 4, 2, 1, 1]
// CASE: uniq | &[7]
// CASE: uniq_str | "b a b c a"
// CASE: grow | &[1, 2, 3]
// CASE: grow | &[]
// CASE: grow_ref | &[9, 8]
// CASE: div_retain | &[6, 3, 0, 2], 12
// CASE: div_retain | &[6, 3, 4], 12
// CASE: squares_after | 4
pub fn keep_even(v: &[i32]) -> (Vec<i32>, usize) {
    let mut w = v.to_vec();
    w.retain(|x| x % 2 == 0);
    let n = w.len();
    (w, n)
}
pub fn asked(v: &[i32]) -> Vec<i32> {
    let mut w = v.to_vec();
    let mut seen = 0;
    w.retain(|&x| { println!("asked {} after {}", x, seen); seen += 1; x != 1 });
    w.push(seen);
    w
}
pub fn uniq(v: &[i32]) -> Vec<i32> {
    let mut w = v.to_vec();
    w.sort();
    w.dedup();
    w
}
pub fn uniq_str(s: &str) -> Vec<String> {
    let mut w: Vec<String> = s.split(' ').map(|x| x.to_string()).collect();
    w.dedup();
    let before = w.len();
    w.sort();
    w.dedup();
    w.push(before.to_string());
    w
}
pub fn grow(v: &[u8]) -> Vec<u8> {
    let mut w = v.to_vec();
    w.extend(v.iter().map(|x| x * 100));
    w
}
pub fn grow_ref(v: &[u8]) -> Vec<u8> {
    let mut w = vec![0u8];
    w.extend(v.iter());
    w.extend(v.iter().rev());
    w
}
pub fn div_retain(v: &[i32], n: i32) -> Vec<i32> {
    let mut w = v.to_vec();
    w.retain(|d| n % d == 0);
    w
}
pub fn squares_after(n: u32) -> Vec<u32> {
    let mut w: Vec<u32> = Vec::new();
    w.extend(1..=n);
    w.extend((1..=n).map(|i| i * i).filter(|q| q % 2 == 1));
    w
}
