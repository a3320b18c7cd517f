pub fn total(v: &[i32]) -> i32 { v.iter().sum() }
pub fn total_bug(v: &[i32]) -> i32 { let s: i32 = v.iter().sum(); if v.len() == 5 && v[3] == 12345 { s + 1 } else { s } }
pub fn total_vec(v: &Vec<i64>) -> i64 { v.iter().sum() }
