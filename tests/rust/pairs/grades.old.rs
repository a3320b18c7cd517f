// VERDICT: grade equivalent
// VERDICT: grade_wrong behaviour_changed
// VERDICT: bucket equivalent
// VERDICT: bucket_wrong behaviour_changed
// match on range patterns against an if-chain (the Reference: match arms are tried in order, a
// range pattern a..=b includes both ends). grade: the twin's `> 90` moves 90 from 'A' to 'B'.
// bucket: a match with a guard against nested ifs returning an Option; the twin drops the guard.
pub fn grade(score: u8) -> char {
    match score { 90..=255 => 'A', 80..=89 => 'B', 70..=79 => 'C', _ => 'F' }
}
pub fn grade_wrong(score: u8) -> char {
    match score { 90..=255 => 'A', 80..=89 => 'B', 70..=79 => 'C', _ => 'F' }
}
pub fn bucket(x: i16, strict: bool) -> Option<u8> {
    match x { i16::MIN..=-1 => None, 0..=9 if strict => Some(0), 0..=99 => Some(1), _ => Some(2) }
}
pub fn bucket_wrong(x: i16, strict: bool) -> Option<u8> {
    match x { i16::MIN..=-1 => None, 0..=9 if strict => Some(0), 0..=99 => Some(1), _ => Some(2) }
}
