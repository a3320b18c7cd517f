// EXPECT: spin | 101 | went wrong: [diverges] a loop whose state repeats: the run never ends at unsup/diverge.rs:12:
// EXPECT: spin | 100 | returned 101
// EXPECT: oscillate | 5 | went wrong: [diverges] a loop whose state repeats: the run never ends at unsup/diverge.rs:13:
// EXPECT: oscillate | 4 | returned 0
// EXPECT: nested | 3 | went wrong: [out_of_fuel] fuel exhausted at unsup/diverge.rs:
// EXPECT: grows | 1 | went wrong: [out_of_fuel] fuel exhausted at unsup/diverge.rs:
// EXPECT: prints | 1 | went wrong: [out_of_fuel] memory bound reached at unsup/diverge.rs:
// Runs that never end (not rustc-built: the binaries would not end either): proved where the
// state repeats (the same locals at the same block), out of fuel where it grows (a counter, or
// output on each pass), which proves nothing. nested repeats too, but its frame holds a
// reference (the for loop's iterator borrowed by next): not compared, so not proved.
pub fn spin(x: u32) -> u32 { if x > 100 { loop {} } x + 1 }
pub fn oscillate(x: i32) -> i32 { let mut n = x; while n != 0 { if n > 0 { n -= 2 } else { n += 2 } } n }
pub fn nested(k: u8) -> u8 { let mut t = 0u8; for i in 0..4u8 { let mut j = 0u8; while j < 2 { if i == k { continue; } j += 1; } t = t.wrapping_add(j); } t }
pub fn grows(x: u64) -> u64 { let mut c = x; loop { c = c.wrapping_add(1); if c == 0 { return 7; } } }
pub fn prints(x: u8) -> u8 { loop { print!("{}", x); } }
