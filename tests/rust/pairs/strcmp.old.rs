// VERDICT: yes unknown
// VERDICT: yes_bug behaviour_changed
// A string comparison against the integer test it stands for: equivalent by the reference, but
// str equality is outside the symbolic executor: unknown. The bug compares with "Yes".
pub fn yes(c: u8) -> bool { let s = if c == 1 { "yes" } else { "no" }; s == "yes" }
pub fn yes_bug(c: u8) -> bool { let s = if c == 1 { "yes" } else { "no" }; s == "yes" }
