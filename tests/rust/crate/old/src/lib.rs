// A crate of three files (lib.rs, shapes.rs, shapes/calc.rs): rustc reads the module files of
// `mod shapes;` and, inside shapes.rs, `mod calc;` (Rust reference, "Module source filenames").
// The struct Rect is defined in shapes.rs: Equiv reads its fields from there.
pub mod shapes;

pub use shapes::Rect;

pub fn area(r: Rect) -> u32 {
    shapes::calc::mul(r.w, r.h)
}

pub fn perimeter(r: Rect) -> u32 {
    2 * (r.w as u32 + r.h as u32)
}
