// VERDICT: total unknown for slices of length <= 8
// VERDICT: maxv behaviour_changed
// VERDICT: vowels behaviour_changed
// VERDICT: smallest unknown for slices of length <= 8
// Slice, Vec and str parameters. total: an index loop against iter().sum(), equivalent by the Rust
// reference: the symbolic executor follows slices of up to 8 elements, so the verdict is unknown
// with that bound. maxv's new version skips the first element, vowels' forgets 'u' (a str: rel's
// probes). smallest: a fold against min().unwrap_or, equivalent: fold's closure is followed per
// length, as the loop, so the verdict states the bound.
pub fn total(v: &[i32]) -> i32 { let mut s = 0; for i in 0..v.len() { s += v[i]; } s }
pub fn maxv(v: Vec<u8>) -> u8 { let mut m = 0; for x in &v { if *x > m { m = *x; } } m }
pub fn vowels(s: &str) -> usize { s.chars().filter(|c| "aeiou".contains(*c)).count() }
pub fn smallest(v: &[u16]) -> u16 { v.iter().fold(u16::MAX, |m, x| if *x < m { *x } else { m }) }
