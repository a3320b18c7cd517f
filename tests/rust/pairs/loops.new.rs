// The loop runs up to 255 times: beyond the unrolling bound of 16 it is not followed.
pub fn tri(n: u8) -> u32 { let n = n as u32; if n == 0 { 0 } else { n * (n - 1) / 2 } }
pub fn tri_wrong(n: u8) -> u32 { let n = n as u32; n * (n + 1) / 2 }
pub fn small(n: u8) -> u32 { let m = (n % 8) as u32; if m == 0 { 0 } else { m * (m - 1) / 2 } }
