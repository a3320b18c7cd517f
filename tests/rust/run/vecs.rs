// Vec basics: new, push, pop, len, index with its bounds panic, insert and remove.
// CASE: build | 0
// CASE: build | 5
// CASE: build | 40
// CASE: popn | 3, 2
// CASE: popn | 2, 5
// CASE: at | 4, 3
// CASE: at | 4, 4
// CASE: ins | 3, 1
// CASE: ins | 3, 9
// CASE: rem | 4, 0
// CASE: rem | 4, 4
pub fn build(n: u32) -> (usize, u64) {
    let mut v: Vec<u64> = Vec::new();
    for i in 0..n {
        v.push((i as u64) * (i as u64));
    }
    let mut s = 0;
    for k in 0..v.len() {
        s += v[k];
    }
    (v.len(), s)
}
pub fn popn(n: u8, k: u8) -> Vec<Option<u8>> {
    let mut v = Vec::new();
    for i in 0..n { v.push(i + 10); }
    let mut out = Vec::new();
    for _ in 0..k { out.push(v.pop()); }
    out
}
pub fn at(n: usize, i: usize) -> i32 {
    let mut v = Vec::with_capacity(n);
    for k in 0..n { v.push(k as i32 - 2); }
    v[i]
}
pub fn ins(n: usize, at: usize) -> Vec<usize> {
    let mut v: Vec<usize> = (0..n).collect();
    v.insert(at, 99);
    v
}
pub fn rem(n: usize, at: usize) -> (usize, Vec<usize>) {
    let mut v: Vec<usize> = (0..n).collect();
    let r = v.remove(at);
    (r, v)
}
