// Iterating from the back: rev over enumerate, map and chars; next and next_back by hand.
// CASE: revenum | &[10, 20, 30]
// CASE: revmap | 4
// CASE: ends | "abc"
// CASE: ends | ""
// CASE: palin | "racecar"
// CASE: palin | "ab"
pub fn revenum(v: &[i32]) -> Vec<(usize, i32)> {
    v.iter().enumerate().rev().map(|(i, x)| (i, *x)).collect()
}
pub fn revmap(n: u32) -> Vec<u32> {
    (1..=n).map(|x| x * x).rev().collect()
}
pub fn ends(s: &str) -> (Option<char>, Option<char>, Option<char>) {
    let mut it = s.chars();
    let a = it.next();
    let b = it.next_back();
    (a, b, it.next())
}
pub fn palin(s: &str) -> bool {
    s.chars().eq_rev()
}
trait EqRev { fn eq_rev(self) -> bool; }
impl<'a> EqRev for std::str::Chars<'a> {
    fn eq_rev(mut self) -> bool {
        loop {
            match (self.next(), self.next_back()) {
                (Some(a), Some(b)) => if a != b { return false; },
                _ => return true,
            }
        }
    }
}
