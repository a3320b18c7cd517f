pub fn avg(sum: i32, n: i32) -> i32 { if n == 0 { 0 } else { sum / n } }
pub fn avg_safe(sum: i32, n: i32) -> i32 { if n == 0 || (sum == i32::MIN && n == -1) { 0 } else { sum / n } }
pub fn avg_safe_wrong(sum: i32, n: i32) -> i32 { if n == 0 { 0 } else { sum / n } }
pub fn pct(x: u32) -> u32 { assert!(x <= 255, "x out of range: {}", x); x * 100 / 255 }
