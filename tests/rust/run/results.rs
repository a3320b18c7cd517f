// Result: Ok/Err, unwrap on Err with the error's Debug form, expect, is_ok, ok().
// CASE: parse_digit | 7
// CASE: parse_digit | 12
// CASE: un | 3
// CASE: un | -4
// CASE: ex | -4
// CASE: flags | 1
// CASE: flags | 99
// CASE: un_str | false
// CASE: un_str | true
pub fn parse_digit(x: u32) -> Result<u32, u32> { if x < 10 { Ok(x) } else { Err(x - 10) } }
pub fn check(x: i32) -> Result<i32, i32> { if x >= 0 { Ok(x * 2) } else { Err(x) } }
pub fn un(x: i32) -> i32 { check(x).unwrap() }
pub fn ex(x: i32) -> i32 { check(x).expect("negative") }
pub fn flags(x: u32) -> (bool, bool, Option<u32>, Option<u32>) { let r = parse_digit(x); (r.is_ok(), r.is_err(), r.ok(), parse_digit(x).err()) }
fn s(b: bool) -> Result<i32, &'static str> { if b { Ok(1) } else { Err("bad input") } }
pub fn un_str(b: bool) -> i32 { s(b).unwrap() }
