// to_string is not modelled: a difference is found only where both runs end before it.
pub fn digits(x: u32) -> usize { let mut n = 1; let mut y = x; while y >= 10 { y /= 10; n += 1; } n }
pub fn digits_wrong(x: u32) -> usize { if x == 0 { return 1; } x.to_string().len() }
