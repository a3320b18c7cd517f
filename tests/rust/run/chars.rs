// chars: comparisons, conversions, char constants and arithmetic through u32.
// CASE: is_digit | '7'
// CASE: is_digit | 'x'
// CASE: upper | 'q'
// CASE: upper | 'Q'
// CASE: dist | 'a', 'z'
// CASE: back | 'a'
pub fn is_digit(c: char) -> bool { c >= '0' && c <= '9' }
pub fn upper(c: char) -> char { if c >= 'a' && c <= 'z' { ((c as u8) - 32) as char } else { c } }
pub fn dist(a: char, b: char) -> i64 { b as i64 - a as i64 }
pub fn back(c: char) -> (char, u32) { (c, c as u32 + 1) }
