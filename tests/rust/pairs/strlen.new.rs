pub fn ndigits(n: u32) -> usize { let mut k = 1; let mut m = n; while m >= 10 { m /= 10; k += 1; } k }
pub fn ndigits_bug(n: u32) -> usize { let mut k = 0; let mut m = n; while m > 0 { m /= 10; k += 1; } k }
