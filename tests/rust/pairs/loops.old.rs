// VERDICT: tri equivalent
// VERDICT: tri_wrong behaviour_changed
// VERDICT: small equivalent
pub fn tri(n: u8) -> u32 { let mut s = 0u32; for i in 0..n { s += i as u32; } s }
pub fn tri_wrong(n: u8) -> u32 { let mut s = 0u32; for i in 0..n { s += i as u32; } s }
pub fn small(n: u8) -> u32 { let mut s = 0u32; let m = n % 8; for i in 0..m { s += i as u32; } s }
