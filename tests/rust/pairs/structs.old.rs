// VERDICT: mk equivalent
// VERDICT: mk_wrong behaviour_changed
// VERDICT: shape equivalent
#[derive(Debug)]
pub struct P { pub x: i32, pub y: i32 }
#[derive(Debug)]
pub enum Shape { Empty, Circle(u32), Square { side: u32 } }
pub fn mk(a: i32) -> P { P { x: a, y: a - 1 } }
pub fn mk_wrong(a: i32) -> P { P { x: a, y: a - 1 } }
pub fn shape(k: u8) -> Shape { match k { 0 => Shape::Empty, 1 => Shape::Circle(2), n => Shape::Square { side: n as u32 } } }
