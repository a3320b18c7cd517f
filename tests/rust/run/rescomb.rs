// Result combinators and the ? operator: map, map_err, and_then, unwrap_or_else, unwrap's and
// expect's panic messages.
// CASE: parse_sum | 3, 4
// CASE: parse_sum | -1, 4
// CASE: parse_sum | 3, 200
// CASE: mapped | Ok(5)
// CASE: mapped | Err(2)
// CASE: forced | Ok(1)
// CASE: forced | Err(7)
// CASE: expected | Err(3)
// CASE: fallback | Err(6)
fn check(x: i32) -> Result<u8, String> {
    if x < 0 { return Err(format!("negative: {}", x)); }
    if x > 100 { Err("too big".to_string()) } else { Ok(x as u8) }
}
pub fn parse_sum(a: i32, b: i32) -> Result<u16, String> {
    let x = check(a)?;
    let y = check(b)?;
    Ok(x as u16 + y as u16)
}
pub fn mapped(r: Result<i32, i32>) -> (Result<i32, i32>, Result<i32, i32>, Result<i32, i32>) {
    (r.map(|v| v * 2), r.map_err(|e| e + 100), r.and_then(|v| if v > 3 { Ok(v) } else { Err(0) }))
}
pub fn forced(r: Result<i32, i32>) -> i32 { r.unwrap() }
pub fn expected(r: Result<i32, i32>) -> i32 { r.expect("needed a value") }
pub fn fallback(r: Result<i32, i32>) -> i32 { r.unwrap_or_else(|e| e * 10) }
