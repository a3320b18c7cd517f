// VERDICT: digits equivalent
// VERDICT: bucket equivalent
// A match on ranges against an if chain, and a lookup refactored.
pub fn digits(x: u32) -> u32 { match x { 0..=9 => 1, 10..=99 => 2, 100..=999 => 3, _ => 4 } }
pub fn bucket(x: i16) -> i16 { match x { i16::MIN..=-1 => -1, 0 => 0, _ => 1 } }
