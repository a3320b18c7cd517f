pub mod calc;

pub struct Rect {
    pub w: u16,
    pub h: u16,
}

pub fn square(s: u16) -> Rect {
    Rect { w: s, h: s }
}
