pub fn mul(a: u16, b: u16) -> u32 {
    a as u32 * b as u32
}

pub fn scaled(a: u16, k: u8) -> u32 {
    let s = "mod fake;";
    let _ = s;
    a as u32 * k as u32
}
