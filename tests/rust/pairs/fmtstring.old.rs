// VERDICT: edited equivalent
// VERDICT: edited_bug behaviour_changed
// VERDICT: amount equivalent
// VERDICT: amount_bug behaviour_changed
// VERDICT: padded equivalent
// VERDICT: padded_bug behaviour_changed
// VERDICT: built equivalent
// VERDICT: built_bug behaviour_changed
// Texts built as CTLBRK's translation builds its report (issue 17): format! into a String with a
// width given by an argument ({:0width$}), its chars() enumerated and pushed one by one into
// another String (Z suppression with commas: a diamond `if significant { ch } else { ' ' }` the
// executor merges into one path), an amount formatted from it; a Vec<u8> built by
// with_capacity, extend_from_slice and extend(repeat(b' ').take(gap)) over an array of (field,
// gap) pairs. Each is packed into an integer (7 bits a byte); the new versions compute the bytes by hand. The bugs:
// the thousands comma one place off, the sign's two blanks one, a gap of 2 for 3. padded: constant
// texts padded to a width (left, right, centred: CTLBRK's page heading); its bug centres one
// place off.
fn edit_int(value: u64, digits: u32) -> String {
    let text = format!("{:0width$}", value % 10u64.pow(digits), width = digits as usize);
    let mut out = String::new();
    let mut significant = false;
    for (i, ch) in text.chars().enumerate() {
        let from_right = digits as usize - i;
        if i > 0 && from_right % 3 == 0 {
            out.push(if significant { ',' } else { ' ' });
        }
        significant |= ch != '0' || from_right == 1;
        out.push(if significant { ch } else { ' ' });
    }
    out
}
fn hash(b: &[u8]) -> u64 {
    let mut h = 0u64;
    for i in 0..b.len() { h = (h << 7) ^ (b[i] as u64); }
    h
}
pub fn edited(v: u16) -> u64 { hash(edit_int(v as u64, 4).as_bytes()) }
pub fn edited_bug(v: u16) -> u64 { hash(edit_int(v as u64, 4).as_bytes()) }
pub fn amount(cents: i8) -> u64 {
    let v = cents as i64 % 10i64.pow(4);
    let units = v.unsigned_abs();
    let sign = if v < 0 { "DB" } else { "  " };
    hash(format!("{}.{:02}{}", edit_int(units / 100, 2), units % 100, sign).as_bytes())
}
pub fn amount_bug(cents: i8) -> u64 {
    let v = cents as i64 % 10i64.pow(4);
    let units = v.unsigned_abs();
    let sign = if v < 0 { "DB" } else { "  " };
    hash(format!("{}.{:02}{}", edit_int(units / 100, 2), units % 100, sign).as_bytes())
}
pub fn padded(v: u16) -> u64 { hash(format!("{:<6}{:>4}{:^5}{}", "AB", "C", "D", edit_int(v as u64, 2)).as_bytes()) }
pub fn padded_bug(v: u16) -> u64 { hash(format!("{:<6}{:>4}{:^5}{}", "AB", "C", "D", edit_int(v as u64, 2)).as_bytes()) }
pub fn built(a: u8, b: u8, c: u8) -> u64 {
    let (x, y): (&[u8], &[u8]) = (&[a, b], &[c]);
    let mut line = Vec::with_capacity(16);
    for (field, gap) in [(x, 1), (y, 3)] {
        line.extend_from_slice(field);
        line.extend(std::iter::repeat(b' ').take(gap));
    }
    hash(&line)
}
pub fn built_bug(a: u8, b: u8, c: u8) -> u64 {
    let (x, y): (&[u8], &[u8]) = (&[a, b], &[c]);
    let mut line = Vec::with_capacity(16);
    for (field, gap) in [(x, 1), (y, 2)] {
        line.extend_from_slice(field);
        line.extend(std::iter::repeat(b' ').take(gap));
    }
    hash(&line)
}
