// VERDICT: total unknown call to `stdin`
// VERDICT: save unknown call to `File::create`
// VERDICT: banner unknown Argument::new_display
// VERDICT: banner_wrong behaviour_changed
// Reading standard input and files: equiv diff's inputs are the parameters only, so a function
// that reads stdin or opens a file is unknown with that reason (no verdict rests on an input
// nobody gave), even when the versions differ (total's new one saturates). What a function
// writes to stdout and stderr is part of its outcome: banner writes the same bytes with write!
// on a lock and eprintln! (unknown: the symbolic executor does not model formatting); the twin
// changes what goes to stderr for n == 7, which rel's concrete probes find and replay.
use std::io::{self, BufRead, Write};
pub fn total() -> u32 {
    let mut t = 0u32;
    for l in io::stdin().lock().lines() { t = t.wrapping_add(l.unwrap().trim().parse::<u32>().unwrap_or(0)); }
    t
}
pub fn save(x: u8) -> u8 { let mut f = std::fs::File::create("out.txt").unwrap(); writeln!(f, "{}", x).unwrap(); x }
pub fn banner(n: u8) -> u8 { println!("n={}", n); eprintln!("done"); n }
pub fn banner_wrong(n: u8) -> u8 { println!("n={}", n); eprintln!("done"); n }
