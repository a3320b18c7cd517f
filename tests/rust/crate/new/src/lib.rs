pub mod shapes;

pub use shapes::Rect;

pub fn area(r: Rect) -> u32 {
    shapes::calc::mul(r.h, r.w)
}

pub fn perimeter(r: Rect) -> u32 {
    let Rect { w, h } = r;
    w as u32 + h as u32 + w as u32 + h as u32
}
