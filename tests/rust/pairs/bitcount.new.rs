pub fn ones(x: u16) -> u32 { let mut n = 0; for i in 0..16 { if (x >> i) & 1 == 1 { n += 1; } } n }
pub fn parity_bug(x: u16) -> bool { let mut p = false; for i in 0..15 { if (x >> i) & 1 == 1 { p = !p; } } p }
