// Parsing fields by hand as translated record readers do: digits through to_digit with checked
// arithmetic, Result chains with map_err and and_then, `?`, Option combinators on the pieces.
// CASE: parse_u16 | "1234"
// CASE: parse_u16 | "65536"
// CASE: parse_u16 | "12a"
// CASE: parse_u16 | ""
// CASE: field | "007,42", 0
// CASE: field | "007,42", 1
// CASE: field | "007,42", 2
// CASE: sum_fields | "1,2,3,400"
// CASE: sum_fields | "1,x,3"
// CASE: sign_amount | "-250"
// CASE: sign_amount | "+7"
pub fn parse_u16(s: &str) -> Result<u16, String> {
    if s.is_empty() { return Err(String::from("empty")); }
    let mut n: u16 = 0;
    for (i, c) in s.chars().enumerate() {
        let d = c.to_digit(10).ok_or(format!("bad digit {:?} at {}", c, i))?;
        n = n.checked_mul(10).and_then(|m| m.checked_add(d as u16)).ok_or_else(|| String::from("too large"))?;
    }
    Ok(n)
}
fn nth_field(s: &str, k: usize) -> Option<String> {
    let mut cur = String::new();
    let mut i = 0;
    for c in s.chars() {
        if c == ',' { if i == k { return Some(cur); } i += 1; cur = String::new(); } else { cur.push(c); }
    }
    if i == k { Some(cur) } else { None }
}
pub fn field(s: &str, k: usize) -> Option<u16> { nth_field(s, k).and_then(|f| parse_u16(&f).ok()) }
pub fn sum_fields(s: &str) -> Result<u32, String> {
    let mut t = 0u32;
    let mut k = 0;
    while let Some(f) = nth_field(s, k) {
        t += parse_u16(&f).map_err(|e| format!("field {}: {}", k, e))? as u32;
        k += 1;
    }
    Ok(t)
}
pub fn sign_amount(s: &str) -> Result<i32, String> {
    let neg = s.starts_with('-');
    let digits = s.trim_start_matches(|c| c == '-' || c == '+');
    let v = parse_u16(digits)? as i32;
    Ok(if neg { -v } else { v })
}
