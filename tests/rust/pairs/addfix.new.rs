pub fn add(a: i32, b: i32) -> i32 { a.checked_add(b).unwrap_or(i32::MAX) }
pub fn add_u(a: u32, b: u32) -> u32 { a.saturating_add(b) }
pub fn add_sat(a: i32, b: i32) -> i32 { a.saturating_add(b) }
