fn hash(b: &[u8]) -> u64 { hashn(b, b.len()) }
fn hashn(b: &[u8], k: usize) -> u64 {
    let mut h = 0u64;
    for i in 0..k { h = (h << 7) ^ (b[i] as u64); }
    h
}
// the digits of v % 10^n, blanks for the leading zeros, a comma where (n - i) % 3 == comma (0)
fn edit(v: u64, n: usize, comma: usize) -> ([u8; 12], usize) {
    let mut d = [0u8; 9];
    let w = v % 10u64.pow(n as u32);
    for i in 0..n { d[i] = b'0' + ((w / 10u64.pow((n - 1 - i) as u32)) % 10) as u8; }
    let mut out = [b' '; 12];
    let mut k = 0;
    let mut sig = false;
    for i in 0..n {
        if i > 0 && (n - i) % 3 == comma { out[k] = if sig { b',' } else { b' ' }; k += 1; }
        if d[i] != b'0' || i == n - 1 { sig = true; }
        out[k] = if sig { d[i] } else { b' ' };
        k += 1;
    }
    (out, k)
}
fn edited_of(v: u64, comma: usize) -> u64 { let (o, k) = edit(v, 4, comma); hashn(&o, k) }
pub fn edited(v: u16) -> u64 { edited_of(v as u64, 0) }
pub fn edited_bug(v: u16) -> u64 { edited_of(v as u64, 1) }
fn amount_of(cents: i8, blank: u8) -> u64 {
    let v = cents as i64 % 10_000;
    let u = v.unsigned_abs();
    let (mut b, k) = edit(u / 100, 2, 0);
    let c = u % 100;
    b[k] = b'.'; b[k + 1] = b'0' + (c / 10) as u8; b[k + 2] = b'0' + (c % 10) as u8;
    if v < 0 { b[k + 3] = b'D'; b[k + 4] = b'B'; } else { b[k + 3] = blank; b[k + 4] = b' '; }
    hashn(&b, k + 5)
}
pub fn amount(cents: i8) -> u64 { amount_of(cents, b' ') }
pub fn amount_bug(cents: i8) -> u64 { amount_of(cents, b'-') }
fn padded_of(v: u16, head: &[u8; 15]) -> u64 {
    let (o, k) = edit(v as u64, 2, 0);
    let mut b = [0u8; 20];
    for i in 0..15 { b[i] = head[i]; }
    for i in 0..k { b[15 + i] = o[i]; }
    hashn(&b, 15 + k)
}
pub fn padded(v: u16) -> u64 { padded_of(v, &[b'A', b'B', b' ', b' ', b' ', b' ', b' ', b' ', b' ', b'C', b' ', b' ', b'D', b' ', b' ']) }
pub fn padded_bug(v: u16) -> u64 { padded_of(v, &[b'A', b'B', b' ', b' ', b' ', b' ', b' ', b' ', b' ', b'C', b' ', b' ', b' ', b'D', b' ']) }
pub fn built(a: u8, b: u8, c: u8) -> u64 { hash(&[a, b, b' ', c, b' ', b' ', b' ']) }
pub fn built_bug(a: u8, b: u8, c: u8) -> u64 { hash(&[a, b, b' ', c, b' ', b' ', b' ']) }
