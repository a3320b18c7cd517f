// format! with integers, bools, chars and strings: width, fill, alignment, zero padding, sign,
// hex, octal, binary, precision on strings, Debug of compound values.
// CASE: pads | 42
// CASE: pads | -7
// CASE: bases | 255
// CASE: bases | -1
// CASE: texts | "ab", 'z', true
// CASE: texts | "héllo", 'é', false
// CASE: dbg | 3
pub fn pads(x: i32) -> String {
    format!("[{:5}|{:<5}|{:^5}|{:05}|{:+}|{:*>6}]", x, x, x, x, x, x)
}
pub fn bases(x: i16) -> String {
    format!("{:x} {:X} {:#x} {:o} {:#b} {:08b}", x, x, x, x, x as u8, x as u8)
}
pub fn texts(s: &str, c: char, b: bool) -> String {
    format!("<{:>8}><{:.2}><{:-^7}><{}><{:6}>", s, s, c, b, b)
}
pub fn dbg(x: i32) -> String {
    let v = vec![x, x + 1];
    let t = (x, "s", 'c');
    format!("{:?} {:?} {:?} {:?}", v, t, Some(x), "q\"uote")
}
