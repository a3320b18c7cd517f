pub fn digits(x: u32) -> u32 { if x < 10 { 1 } else if x < 100 { 2 } else if x < 1000 { 3 } else { 4 } }
pub fn bucket(x: i16) -> i16 { x.signum() }
