// VERDICT: classify equivalent
// VERDICT: grade equivalent
// VERDICT: grade_bug behaviour_changed
// Early returns against a result flag: the same value on every path.
pub fn classify(x: i32) -> i32 { if x < 0 { return -1; } if x == 0 { return 0; } 1 }
pub fn grade(s: u8) -> u8 { if s >= 90 { return 4; } if s >= 80 { return 3; } if s >= 70 { return 2; } 0 }
pub fn grade_bug(s: u8) -> u8 { if s >= 90 { return 4; } if s >= 80 { return 3; } if s >= 70 { return 2; } 0 }
