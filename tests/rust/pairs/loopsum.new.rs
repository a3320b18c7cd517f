pub fn sum_to(n: u16) -> u32 { let mut s = 0u32; let mut i = 0u16; while i < n { s += i as u32; i += 1; } s }
pub fn sum_to_wrong(n: u16) -> u32 { let mut s = 0u32; let mut i = 0u16; while i <= n { s += i as u32; if i == n { break; } i += 1; } s }
pub fn double_sum(n: u16) -> u32 { let mut s = 0u32; let mut i = 0; while i < n { let d = (i % 1000) as u32; s += d; s += d; i += 1; } s }
pub fn capped(n: u16) -> u64 { let mut s = 0u64; let mut i = 0u16; while i < n && i <= 300 { s += i as u64 * i as u64; i += 1; } s }
pub fn count_mult(n: u16, k: u16) -> u16 {
    let mut c: u16 = 0;
    let mut i: u16 = 0;
    while i < n { c = c.wrapping_add((i % k == 0) as u16); i += 1; }
    c
}
pub fn count_mult_wrong(n: u16, k: u16) -> u16 {
    let mut c: u16 = 0;
    let mut i: u16 = 0;
    while i < n { c = c.wrapping_add(((i % k == 0) & (i != 7)) as u16); i += 1; }
    c
}
pub fn squares(n: u16) -> u64 { let mut s = 0u64; for i in 1..=n { s += (i as u64).pow(2); } s }
pub fn squares_wrong(n: u8) -> u64 { let mut s = 0u64; let mut i = 1u8; while i <= n { s += (i as u64) * (i as u64); i += 1; } s }
pub fn loop_break(n: u16) -> u64 {
    let mut s = 0u64;
    let mut i = 0;
    loop {
        if i >= n { break; }
        s = s.wrapping_mul(31).wrapping_add(i as u64);
        i += 1;
    }
    s
}
pub fn sum_u8(n: u8) -> u8 { let mut s = 0u8; let mut i = 0u8; while i < n { s += i; i += 1; } s }
pub fn overflow_msg(n: u8) -> u8 { let mut s = 0u8; let mut i = 0u8; while i < n { s = s.checked_add(i).unwrap(); i += 1; } s }
