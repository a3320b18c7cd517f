// Early returns, break with values, labelled loops, continue.
// CASE: find | [4, 8, 15, 16], 15
// CASE: find | [4, 8, 15, 16], 5
// CASE: first_dup | [1, 2, 3, 2]
// CASE: first_dup | [1, 2, 3, 4]
// CASE: odds | 10
pub fn find(a: [i32; 4], x: i32) -> Option<usize> { for i in 0..4 { if a[i] == x { return Some(i); } } None }
pub fn first_dup(a: [u8; 4]) -> i32 { let mut r = -1; 'outer: for i in 0..4 { for j in 0..i { if a[i] == a[j] { r = i as i32; break 'outer; } } } r }
pub fn odds(n: u32) -> u32 { let mut s = 0; for i in 0..n { if i % 2 == 0 { continue; } s += i; } s }
