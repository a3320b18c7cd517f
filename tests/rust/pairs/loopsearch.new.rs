pub fn first_mult(n: u16, k: u16) -> u16 {
    for j in 0..n { if j.wrapping_mul(7).wrapping_add(3) % k == 0 { return j; } }
    n
}
pub fn first_mult_wrong(n: u16, k: u16) -> u16 {
    for j in 1..n { if j.wrapping_mul(7).wrapping_add(3) % k == 0 { return j; } }
    n
}
pub fn find_flag(n: u16, t: u16) -> i64 {
    let mut r = -1i64;
    let mut found = false;
    for i in 0..n {
        if i.wrapping_mul(i) % 1000 == t { r = i as i64; found = true; }
        if found { break; }
    }
    r
}
pub fn gcd(a: u16, b: u16) -> u16 { let (mut a, mut b) = (a, b); while b != 0 { (a, b) = (b, a % b); } a }
pub fn gcd_wrong(a: u16, b: u16) -> u16 { let (mut a, mut b) = (a, b); while b > 1 { (a, b) = (b, a % b); } a }
pub fn collatz(x: u32) -> u32 {
    let mut x = x;
    let mut steps = 0u32;
    while x != 1 { x = if x & 1 == 0 { x >> 1 } else { 3 * x + 1 }; steps += 1; }
    steps
}
pub fn collatz_wrong(x: u32) -> u32 {
    let mut x = x;
    let mut steps = 0u32;
    while x != 1 { if x & 1 == 0 { x >>= 1; steps += 1; } else { x = 3 * x + 1; } }
    steps
}
pub fn bit_sum(x: u32) -> u32 {
    let mut x = x;
    let mut s = 0;
    loop { if x == 0 { break; } s += x % 2; x /= 2; }
    s
}
pub fn flag_cond(n: u16, t: u16) -> u16 {
    let mut i = 0;
    let mut found = false;
    while i < n && !found { if i % 1000 == t { found = true; } else { i += 1; } }
    i
}
pub fn last_mult(n: u16, k: u16) -> Option<u16> {
    let mut best: Option<u16> = None;
    let mut i = 0;
    while i < n { if i % k == 3 { best = Some(i); } i += 1; }
    best
}
pub fn first_big(n: u16, t: u16) -> Option<u16> {
    let mut r: Option<u16> = None;
    let mut i = 0;
    while i < n { if r.is_none() && i.wrapping_mul(7) > t { r = Some(i); } i += 1; }
    r
}
pub fn first_big_wrong(n: u16, t: u16) -> Option<u16> {
    let mut r = None;
    for i in 0..n { if i.wrapping_mul(7) > t { r = Some(i); } }
    r
}
