pub fn digit_sum(x: u8) -> u8 { x / 100 + (x / 10) % 10 + x % 10 }
pub fn digit_sum_wrong(x: u8) -> u8 { x / 100 + x / 10 + x % 10 }
pub fn first_neg(a: i8, b: i8, c: i8) -> i32 {
    let v = [a, b, c];
    let mut at = -1;
    let mut found = false;
    let mut i = 0;
    while i < 3 && !found { if v[i] < 0 { at = i as i32; found = true; } i += 1; }
    at
}
pub fn first_neg_wrong(a: i8, b: i8, c: i8) -> i32 {
    let v = [a, b, c];
    let mut at = -1;
    for i in 0..3 { if v[i] <= 0 { at = i as i32; break; } }
    at
}
