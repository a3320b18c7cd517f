pub fn yes(c: u8) -> bool { c == 1 }
pub fn yes_bug(c: u8) -> bool { let s = if c == 1 { "yes" } else { "no" }; s == "Yes" }
