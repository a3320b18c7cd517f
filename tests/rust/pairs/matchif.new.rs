pub fn classify(x: i8) -> u8 { if x < 0 { 0 } else if x == 0 { 1 } else if x < 10 { 2 } else { 3 } }
pub fn classify_wrong(x: i8) -> u8 { if x < 0 { 0 } else if x == 0 { 1 } else if x <= 10 { 2 } else { 3 } }
