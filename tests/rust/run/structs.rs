// Structs: construction, fields, methods, references to structs.
// CASE: make | 3, 4
// CASE: norm1 | &Point { x: -3, y: 4 }
// CASE: norm1 | &Point { x: -2147483648, y: 0 }
// CASE: moved | Point { x: 1, y: 2 }, 5
// CASE: area | 3, 5
// CASE: area | 65536, 65536
// CASE: wrap | 7
#[derive(Debug, Clone, Copy)]
pub struct Point { pub x: i32, pub y: i32 }
#[derive(Debug)]
pub struct Rect { pub w: u32, pub h: u32 }
#[derive(Debug)]
pub struct Wrap(pub i64, pub bool);
impl Point {
    pub fn new(x: i32, y: i32) -> Point { Point { x, y } }
    pub fn norm1(&self) -> i32 { self.x.abs() + self.y.abs() }
    pub fn shift(&mut self, d: i32) { self.x += d; self.y -= d; }
}
impl Rect { pub fn area(&self) -> u32 { self.w * self.h } }
pub fn make(x: i32, y: i32) -> Point { Point::new(x, y) }
pub fn norm1(p: &Point) -> i32 { p.norm1() }
pub fn moved(mut p: Point, d: i32) -> Point { p.shift(d); p }
pub fn area(w: u32, h: u32) -> u32 { Rect { w, h }.area() }
pub fn wrap(x: i64) -> Wrap { Wrap(x * 3, x > 5) }
