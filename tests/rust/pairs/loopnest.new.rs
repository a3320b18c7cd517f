pub fn two_loops(n: u16, m: u16) -> u32 {
    let mut s = 0u32;
    let mut i = 0u16;
    while i < n { s += i as u32; i += 1; }
    let mut j = 0u16;
    while j < m { s += j as u32 + j as u32; j += 1; }
    s
}
pub fn two_loops_capped(n: u16, m: u16) -> u64 {
    let mut s = 0u64;
    let mut i = 0u16;
    while i < n { s += i as u64; i += 1; }
    let mut j = 0u16;
    while j < m.min(301) { s += j as u64 * j as u64; j += 1; }
    s
}
pub fn nested(n: u8, m: u8) -> u64 {
    let mut s = 0u64;
    let mut i = 0u8;
    while i < n {
        let mut j = 0u8;
        while j < m { s = s + (i as u64) * (j as u64) + 1; j += 1; }
        i += 1;
    }
    s
}
pub fn nested_wrong(n: u8, m: u8) -> u64 {
    let mut s = 0u64;
    for i in 0..n { for j in 0..=m { s += (i as u64) * (j as u64) + 1; } }
    s
}
pub fn grid_find(n: u8, k: u16) -> u32 {
    let mut r = 0u32;
    let mut i = 1u8;
    'outer: while i < n {
        let mut j = 1u8;
        while j < n {
            if (i as u16) * (j as u16) == k { r = (i as u32) * 1000 + j as u32; break 'outer; }
            j += 1;
        }
        i += 1;
    }
    r
}
pub fn grid_find_wrong(n: u8, k: u16) -> u32 {
    let mut r = 0u32;
    for i in 1..n {
        for j in 1..n {
            if (i as u16) * (j as u16) == k { r = (i as u32) * 1000 + j as u32; }
        }
    }
    r
}
pub fn sum_then_drain(n: u8) -> u32 {
    let mut s = 0u32;
    let mut i = 0u8;
    while i < n { s = s + i as u32; i += 1; }
    let mut steps = 0u32;
    loop {
        if s == 0 { break; }
        s >>= 1;
        steps += 1;
    }
    steps
}
pub fn nested_overflow(n: u8, m: u8) -> u16 {
    let mut s = 0u16;
    for i in 0..n { for j in 0..m { s = s + (i as u16 + j as u16); } }
    s
}
pub fn nested_overflow_msg(n: u8, m: u8) -> u16 {
    let mut s = 0u16;
    for i in 0..n { for j in 0..m { s = s.checked_add(i as u16 + j as u16).unwrap(); } }
    s
}
