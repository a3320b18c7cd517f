// EXPECT: total | &[1, 2] | went wrong: [unsupported] call to `<std::slice::Iter<'_, i32> as Iterator>::map` at unsup/closure.rs:3:
// EXPECT: ok | 2 | returned 4
pub fn total(v: &[i32]) -> i32 { v.iter().map(|x| x * 2).sum() }
pub fn ok(x: i32) -> i32 { x * 2 }
