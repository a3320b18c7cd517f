// str::parse of integers as std's FromStr does it: signs, empty input, invalid digits and the
// overflow kinds, and the ParseIntError that unwrap's panic shows.
// CASE: p_u8 | "255"
// CASE: p_u8 | "256"
// CASE: p_u8 | "+7"
// CASE: p_u8 | "-0"
// CASE: p_u8 | ""
// CASE: p_u8 | "+"
// CASE: p_u8 | "0000000000000000000012"
// CASE: p_u8 | "2560x"
// CASE: p_u8 | "9x"
// CASE: p_i8 | "-128"
// CASE: p_i8 | "-129"
// CASE: p_i8 | "128"
// CASE: p_i8 | "-"
// CASE: p_i8 | "--1"
// CASE: p_i8 | "+-1"
// CASE: p_i32 | " 5"
// CASE: p_i32 | "2147483647"
// CASE: p_i32 | "-2147483648"
// CASE: p_i32 | "-2147483649"
// CASE: p_i32 | "99999999999x"
// CASE: p_i32 | "1_000"
// CASE: p_i64 | "-9223372036854775808"
// CASE: p_i64 | "9223372036854775808"
// CASE: p_u64 | "18446744073709551615"
// CASE: p_u64 | "18446744073709551616"
// CASE: p_u64 | "-1"
// CASE: p_usize | "42"
// CASE: p_i16 | "-32769"
// CASE: strict | "12"
// CASE: strict | "1.5"
// CASE: strict | ""
// CASE: strict | "70000"
// CASE: or_default | "abc"
// CASE: or_default | "-3"
// CASE: sum_fields | "10,20, 30,x,-4"
// CASE: sum_fields | "1,2,3"
// CASE: sum_fields | ""
// CASE: checked | "5,6"
// CASE: checked | "5,y"
use std::num::ParseIntError;
pub fn p_u8(s: &str) -> Result<u8, ParseIntError> { s.parse::<u8>() }
pub fn p_i8(s: &str) -> Result<i8, ParseIntError> { s.parse() }
pub fn p_i16(s: &str) -> Result<i16, ParseIntError> { s.parse::<i16>() }
pub fn p_i32(s: &str) -> Result<i32, ParseIntError> { s.parse::<i32>() }
pub fn p_i64(s: &str) -> Result<i64, ParseIntError> { s.parse::<i64>() }
pub fn p_u64(s: &str) -> Result<u64, ParseIntError> { s.parse::<u64>() }
pub fn p_usize(s: &str) -> Option<usize> { s.parse::<usize>().ok() }
pub fn strict(s: &str) -> u16 { s.parse::<u16>().unwrap() }
pub fn or_default(s: &str) -> i32 { s.parse().unwrap_or(-1) }
pub fn sum_fields(s: &str) -> (i64, u32) {
    let mut t = 0i64;
    let mut bad = 0;
    for f in s.split(',') {
        match f.trim().parse::<i64>() {
            Ok(v) => t += v,
            Err(e) => { println!("skip {:?}: {:?}", f, e); bad += 1; }
        }
    }
    (t, bad)
}
fn two(s: &str) -> Result<i32, ParseIntError> {
    let mut it = s.split(',');
    let a: i32 = it.next().unwrap_or("").parse()?;
    let b: i32 = it.next().unwrap_or("").parse()?;
    Ok(a * b)
}
pub fn checked(s: &str) -> String {
    match two(s) {
        Ok(v) => format!("ok {}", v),
        Err(e) => format!("err {:?}", e),
    }
}
