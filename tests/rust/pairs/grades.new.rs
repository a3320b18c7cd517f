pub fn grade(score: u8) -> char {
    if score >= 90 { 'A' } else if score >= 80 { 'B' } else if score >= 70 { 'C' } else { 'F' }
}
pub fn grade_wrong(score: u8) -> char {
    if score > 90 { 'A' } else if score >= 80 { 'B' } else if score >= 70 { 'C' } else { 'F' }
}
pub fn bucket(x: i16, strict: bool) -> Option<u8> {
    if x < 0 { return None; }
    if x < 100 { if strict && x < 10 { Some(0) } else { Some(1) } } else { Some(2) }
}
pub fn bucket_wrong(x: i16, strict: bool) -> Option<u8> {
    if x < 0 { return None; }
    if x < 10 { Some(0) } else if x < 100 { Some(1) } else { Some(2) }
}
