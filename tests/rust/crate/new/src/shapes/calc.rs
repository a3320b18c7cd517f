pub fn mul(a: u16, b: u16) -> u32 {
    b as u32 * a as u32
}

pub fn scaled(a: u16, k: u8) -> u32 {
    // the new version caps the factor at 100
    a as u32 * k.min(100) as u32
}
