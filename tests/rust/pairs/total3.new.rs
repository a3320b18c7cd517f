pub fn total(a: u32, b: u32, c: u32) -> u32 {
    match a.checked_add(b) { Some(s) => match s.checked_add(c) { Some(t) => t, None => u32::MAX }, None => u32::MAX }
}
pub fn total_opt(a: u32, b: u32, c: u32) -> Option<u32> {
    match a.checked_add(b) { None => None, Some(s) => match s.checked_add(c) { None => None, Some(t) => Some(t) } }
}
pub fn total_opt_wrong(a: u32, b: u32, c: u32) -> Option<u32> {
    match a.checked_add(b) { None => None, Some(s) => Some(s.wrapping_add(c)) }
}
