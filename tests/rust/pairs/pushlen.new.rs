pub fn count(n: u8) -> usize { (n % 5) as usize }
pub fn count_bug(n: u8) -> usize { let mut v = Vec::new(); for i in 0..=n % 5 { v.push(i); } v.len() }
