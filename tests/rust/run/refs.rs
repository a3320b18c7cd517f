// Shared references as arguments and results, reborrows, references to array elements.
// CASE: deref | &7
// CASE: larger | 3, 9
// CASE: larger | 9, 3
// CASE: elem | [10, 20, 30], 1
pub fn deref(r: &i32) -> i32 { *r + 1 }
fn pick<'a>(a: &'a i32, b: &'a i32) -> &'a i32 { if *a > *b { a } else { b } }
pub fn larger(a: i32, b: i32) -> i32 { *pick(&a, &b) }
pub fn elem(a: [i64; 3], i: usize) -> i64 { let r = &a[i]; let s = &*r; *s * 2 }
