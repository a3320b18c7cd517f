pub fn zoned(field: &[u8]) -> i64 {
    if field.is_empty() { return -1; }
    let mut v = 0i64;
    for i in 0..field.len() { v = v * 10 + i64::from(field[i] % 10); }
    v
}
pub fn zoned_bug(field: &[u8]) -> i64 {
    if field.is_empty() { return -1; }
    let mut v = 0i64;
    for i in 0..field.len() - 1 { v = v * 10 + i64::from(field[i] % 10); }
    v
}
pub fn keycmp(a0: u8, a1: u8, a2: u8, b0: u8, b1: u8) -> i32 {
    let (a, b, rot) = ([a0, a1, a2], [b0, b1], [2u8, 3, 0, 1]);
    let (na, nb) = (3, 2);
    let mut i = 0;
    while i < na && i < nb {
        let (x, y) = (rot[(a[i] % 4) as usize], rot[(b[i] % 4) as usize]);
        if x < y { return -1; }
        if x > y { return 1; }
        i += 1;
    }
    if na < nb { -1 } else if na > nb { 1 } else { 0 }
}
pub fn keycmp_bug(a0: u8, a1: u8, a2: u8, b0: u8, b1: u8) -> i32 {
    let (a, b, rot) = ([a0, a1, a2], [b0, b1], [2u8, 3, 0, 1]);
    let (na, nb) = (3, 2);
    let mut i = 0;
    while i < na && i < nb {
        let (x, y) = (rot[(a[i] % 4) as usize], rot[(b[i] % 4) as usize]);
        if x < y { return -1; }
        if x > y { return 1; }
        i += 1;
    }
    if na < nb { -1 } else if na > nb { -1 } else { 0 }
}
pub fn keydiv(a0: u8, a1: u8, b0: u8) -> i32 {
    // the left's first element, then the right's; the left's second is mapped (b has none left)
    let (x, y) = (100 / a0, 100 / b0);
    if x < y { return -1; }
    if x > y { return 1; }
    let _ = 100 / a1;
    1
}
pub fn keydiv_bug(a0: u8, a1: u8, b0: u8) -> i32 {
    let (x, z, y) = (100 / a0, 100 / a1, 100 / b0);
    let _ = z;
    if x < y { return -1; }
    if x > y { return 1; }
    1
}
pub fn digit(b: u8) -> u8 { b - b'0' }
pub fn digit_bug(b: u8) -> u8 { b - b'1' }
