#[derive(Debug)]
pub struct P { pub x: i32, pub y: i32 }
#[derive(Debug)]
pub enum Shape { Empty, Circle(u32), Square { side: u32 } }
pub fn mk(a: i32) -> P { let y = a - 1; P { x: y + 1, y } }
pub fn mk_wrong(a: i32) -> P { P { x: a, y: a.wrapping_sub(1) } }
pub fn shape(k: u8) -> Shape { if k == 0 { Shape::Empty } else if k == 1 { Shape::Circle(2) } else { Shape::Square { side: k.into() } } }
