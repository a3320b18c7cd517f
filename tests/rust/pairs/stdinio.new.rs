use std::io::{self, BufRead, Write};
pub fn total() -> u32 {
    let mut t = 0u32;
    for l in io::stdin().lock().lines() { t = t.saturating_add(l.unwrap().trim().parse::<u32>().unwrap_or(0)); }
    t
}
pub fn save(x: u8) -> u8 { std::fs::write("out.txt", format!("{}\n", x)).unwrap(); x }
pub fn banner(n: u8) -> u8 { let o = io::stdout(); let mut w = o.lock(); writeln!(w, "n={}", n).unwrap(); writeln!(io::stderr(), "done").unwrap(); n }
pub fn banner_wrong(n: u8) -> u8 { println!("n={}", n); if n == 7 { eprintln!("done!") } else { eprintln!("done") } n }
