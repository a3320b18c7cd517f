pub fn has7(x: u32) -> bool { let mut found = false; for i in 0..8 { if (x >> (i * 4)) & 0xf == 7 { found = true; } } found }
pub fn first_div(n: u32) -> u32 { let mut d = 2; let mut r = n; let mut done = false; while d < n && !done { if n % d == 0 { r = d; done = true; } d += 1; } r }
