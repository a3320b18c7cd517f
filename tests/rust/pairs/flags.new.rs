pub fn classify(x: i32) -> i32 { let mut r = 1; if x < 0 { r = -1; } else if x == 0 { r = 0; } r }
pub fn grade(s: u8) -> u8 { let mut g = 0; let mut done = false; if s >= 90 { g = 4; done = true; } if !done && s >= 80 { g = 3; done = true; } if !done && s >= 70 { g = 2; } g }
pub fn grade_bug(s: u8) -> u8 { let mut g = 0; if s >= 90 { g = 4; } if s >= 80 { g = 3; } if s >= 70 { g = 2; } g }
