pub fn inc(x: i32) -> i32 { println!("inc {}", x); x.wrapping_add(1) }
pub fn quiet(x: u8) -> u8 { println!("x is {:03}", x); x / 2 }
