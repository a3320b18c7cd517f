pub fn spin(x: u32) -> u32 { if x > 100 { return 0; } x + 1 }
pub fn spin_wrong(x: u32) -> u32 { if x > 99 { return 0; } x + 1 }
pub fn poll(flag: bool, n: u8) -> u8 { if !flag { loop {} } n }
pub fn poll_wrong(flag: bool, n: u8) -> u8 { if !flag && n > 0 { loop {} } n }
pub fn retry(k: u8) -> u8 { if k == 7 { loop {} } 3 }
pub fn retry_wrong(k: u8) -> u8 { if k == 7 { 3 } else if k == 8 { 2 } else { 3 } }
