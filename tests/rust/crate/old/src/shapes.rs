pub mod calc;

pub struct Rect {
    pub w: u16,
    pub h: u16,
}

/* a comment that mentions mod ghost; which is no module */
pub fn square(s: u16) -> Rect {
    Rect { w: s, h: s }
}
