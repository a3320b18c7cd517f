pub fn add(a: i32, b: i32) -> i32 { a.wrapping_add(b) }
pub fn add_wrong(a: i32, b: i32) -> i32 { a.wrapping_add(b).wrapping_add((a == 5) as i32) }
pub fn code(x: u8) -> u32 {
    match x {
        0 => 10,
        1 => 20,
        2 => 40,
        _ => 0,
    }
}
pub fn code_wrong(x: u8) -> u32 {
    match x {
        0 => 10,
        1 => 21,
        2 => 40,
        _ => 0,
    }
}
pub fn quot(n: i32, d: i32) -> i32 { if d == 0 { 0 } else { n / d } }
pub fn quot_wrong(n: i32, d: i32) -> i32 { n.checked_div(d).unwrap_or(0) }
pub fn dbl(a: i64) -> i64 { unsafe { a.unchecked_add(a) } }
pub fn dbl_wrong(a: i64) -> i64 { a.wrapping_add(a) }
