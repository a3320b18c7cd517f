// Methods and trait impls of the file's own types: an inherent impl, a trait with a default
// method, a derived PartialEq, and calls through generic functions.
// CASE: area | 3, 4
// CASE: describe | 2
// CASE: same | 1, 2, 1, 2
// CASE: same | 1, 2, 2, 1
// CASE: total | 4
pub trait Shape {
    fn area(&self) -> u64;
    fn double(&self) -> u64 { self.area() * 2 }
}
#[derive(PartialEq, Clone, Copy, Debug)]
pub struct Rect { w: u64, h: u64 }
pub struct Sq(u64);
impl Rect { pub fn new(w: u64, h: u64) -> Rect { Rect { w, h } } }
impl Shape for Rect { fn area(&self) -> u64 { self.w * self.h } }
impl Shape for Sq { fn area(&self) -> u64 { self.0 * self.0 } fn double(&self) -> u64 { 1 } }
fn twice_area<T: Shape>(s: &T) -> u64 { s.double() }
pub fn area(w: u64, h: u64) -> (u64, u64) {
    let r = Rect::new(w, h);
    (r.area(), twice_area(&r))
}
pub fn describe(k: u64) -> (u64, u64) {
    let s = Sq(k);
    (s.area(), twice_area(&s))
}
pub fn same(a: u64, b: u64, c: u64, d: u64) -> bool {
    Rect::new(a, b) == Rect::new(c, d)
}
pub fn total(n: u64) -> u64 {
    let v: Vec<Rect> = (1..=n).map(|i| Rect::new(i, i + 1)).collect();
    v.iter().map(|r| r.area()).sum()
}
