// VERDICT: zoned unknown for slices of length <= 8
// VERDICT: zoned_bug behaviour_changed
// VERDICT: keycmp equivalent
// VERDICT: keycmp_bug behaviour_changed
// VERDICT: keydiv equivalent
// VERDICT: keydiv_bug behaviour_changed
// VERDICT: digit equivalent
// VERDICT: digit_bug behaviour_changed
// Closures of the file called by std items, as CTLBRK's translation calls them (issue 17):
// split_last then fold over the rest (zoned), cmp of two map adapters (keycmp: a lookup per byte
// in a table the closures capture), an operator on a reference (`*r - b'0'` is <&u8 as Sub<u8>>::
// sub, its overflow panic alike). Each old version against a loop by index; zoned's slice is
// followed up to 8 elements, so its verdict states the bound. The bugs: the last digit left out,
// the longer key taken as less, b'1' subtracted (panics on b'0'). keydiv: cmp maps no element
// past the one that decides (a division by zero there is not reached); its bug maps them all first.
pub fn zoned(field: &[u8]) -> i64 {
    match field.split_last() {
        None => -1,
        Some((last, init)) => init.iter().fold(0i64, |v, &d| v * 10 + i64::from(d % 10)) * 10 + i64::from(*last % 10),
    }
}
pub fn zoned_bug(field: &[u8]) -> i64 {
    match field.split_last() {
        None => -1,
        Some((last, init)) => init.iter().fold(0i64, |v, &d| v * 10 + i64::from(d % 10)) * 10 + i64::from(*last % 10),
    }
}
pub fn keycmp(a0: u8, a1: u8, a2: u8, b0: u8, b1: u8) -> i32 {
    let (a, b, rot) = ([a0, a1, a2], [b0, b1], [2u8, 3, 0, 1]);
    match a.iter().map(|&c| rot[(c % 4) as usize]).cmp(b.iter().map(|&c| rot[(c % 4) as usize])) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}
pub fn keycmp_bug(a0: u8, a1: u8, a2: u8, b0: u8, b1: u8) -> i32 {
    let (a, b, rot) = ([a0, a1, a2], [b0, b1], [2u8, 3, 0, 1]);
    match a.iter().map(|&c| rot[(c % 4) as usize]).cmp(b.iter().map(|&c| rot[(c % 4) as usize])) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}
pub fn keydiv(a0: u8, a1: u8, b0: u8) -> i32 {
    let (a, b) = ([a0, a1], [b0]);
    match a.iter().map(|&c| 100 / c).cmp(b.iter().map(|&c| 100 / c)) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}
pub fn keydiv_bug(a0: u8, a1: u8, b0: u8) -> i32 {
    let (a, b) = ([a0, a1], [b0]);
    match a.iter().map(|&c| 100 / c).cmp(b.iter().map(|&c| 100 / c)) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}
pub fn digit(b: u8) -> u8 { let r = &b; *r - b'0' }
pub fn digit_bug(b: u8) -> u8 { let r = &b; *r - b'0' }
