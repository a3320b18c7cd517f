// &str values: literals returned and passed, len, is_empty.
// CASE: name | 0
// CASE: name | 1
// CASE: name | 2
// CASE: lens | "hello"
// CASE: lens | ""
// CASE: quoted | 1
pub fn name(k: u8) -> &'static str { match k { 0 => "zero", 1 => "one", _ => "many" } }
pub fn lens(s: &str) -> (usize, bool) { (s.len(), s.is_empty()) }
pub fn quoted(_k: i32) -> &'static str { "say \"hi\"\n\ttab \\ é" }
