// VERDICT: total unknown
// VERDICT: save unknown call to `File::create`
// VERDICT: banner equivalent
// VERDICT: banner_wrong behaviour_changed
// Reading standard input and files: a function that reads stdin takes it as an input, followed
// for 3 lines of 8 characters (docs/rust.md): total's new version saturates where the old one
// wraps, which needs lines of 10 digits, beyond the bound, so the verdict is unknown (with the
// bound, or the time limit where the solver is slow: this harness gives no standard input, so the
// stdin pairs are tests/rust/stdin_pairs.py's). A
// function that opens a file is unknown with that reason (the file system is no input of equiv
// diff: no verdict rests on an input nobody gave). What a function writes to stdout and stderr is
// part of its outcome: banner writes the same bytes with write! on a lock and on stderr (the same
// templates, so the same records: equivalent); the twin changes what goes to stderr for n == 7.
use std::io::{self, BufRead, Write};
pub fn total() -> u32 {
    let mut t = 0u32;
    for l in io::stdin().lock().lines() { t = t.wrapping_add(l.unwrap().trim().parse::<u32>().unwrap_or(0)); }
    t
}
pub fn save(x: u8) -> u8 { let mut f = std::fs::File::create("out.txt").unwrap(); writeln!(f, "{}", x).unwrap(); x }
pub fn banner(n: u8) -> u8 { println!("n={}", n); eprintln!("done"); n }
pub fn banner_wrong(n: u8) -> u8 { println!("n={}", n); eprintln!("done"); n }
