// Enums with unit, tuple and struct variants; match; explicit discriminants.
// CASE: val | Shape::Circle(3)
// CASE: val | Shape::Square { side: 4 }
// CASE: val | Shape::Empty
// CASE: mk | 0
// CASE: mk | 1
// CASE: mk | 7
// CASE: code | 1
// CASE: code | 2
// CASE: code | 3
// CASE: next | Light::Red
// CASE: next | Light::Green
#[derive(Debug)]
pub enum Shape { Empty, Circle(u32), Square { side: u32 } }
#[derive(Debug, Clone, Copy)]
pub enum Light { Red = 10, Yellow = 20, Green = 30 }
pub fn val(s: Shape) -> u32 { match s { Shape::Empty => 0, Shape::Circle(r) => 3 * r * r, Shape::Square { side } => side * side } }
pub fn mk(k: u8) -> Shape { match k { 0 => Shape::Empty, 1 => Shape::Circle(2), n => Shape::Square { side: n as u32 } } }
pub fn code(k: i32) -> i32 { let l = if k == 1 { Light::Red } else if k == 2 { Light::Yellow } else { Light::Green }; l as i32 }
pub fn next(l: Light) -> Light { match l { Light::Red => Light::Green, Light::Green => Light::Yellow, Light::Yellow => Light::Red } }
