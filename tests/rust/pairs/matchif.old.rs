// VERDICT: classify equivalent
// VERDICT: classify_wrong behaviour_changed
pub fn classify(x: i8) -> u8 { match x { i8::MIN..=-1 => 0, 0 => 1, 1..=9 => 2, _ => 3 } }
pub fn classify_wrong(x: i8) -> u8 { match x { i8::MIN..=-1 => 0, 0 => 1, 1..=9 => 2, _ => 3 } }
