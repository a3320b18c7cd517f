pub fn total(v: &[i32]) -> i32 { v.iter().sum() }
pub fn maxv(v: Vec<u8>) -> u8 { let mut m = 0; for x in v.iter().skip(1) { if *x > m { m = *x; } } m }
pub fn vowels(s: &str) -> usize { s.chars().filter(|c| "aeio".contains(*c)).count() }
pub fn smallest(v: &[u16]) -> u16 { v.iter().copied().min().unwrap_or(u16::MAX) }
