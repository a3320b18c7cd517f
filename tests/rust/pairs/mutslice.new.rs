pub fn bump(v: &mut [u8]) { for i in 0..v.len() { v[i] = v[i].wrapping_add(1); } }
pub fn bump_bug(v: &mut [u8]) { for i in 0..v.len() { if v[i] != 200 { v[i] = v[i].wrapping_add(1); } } }
pub fn set0(v: &mut [u8]) -> usize { let n = v.len(); if n > 0 { v[0] = 1; } n }
pub fn set0_bug(v: &mut [u8]) -> usize { let n = v.len(); if n > 1 { v[0] = 1; } n }
