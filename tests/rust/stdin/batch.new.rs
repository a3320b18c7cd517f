// The new versions of batch.old.rs (the verdicts are written there).
use std::io::{self, BufRead, Write};

// lines() against read_line: both trim the line (read_line keeps its '\n', lines() drops it and a
// '\r' before it; trim removes both), so they parse the same text
pub fn first_num() {
    let mut buf = String::new();
    if io::stdin().read_line(&mut buf).unwrap() == 0 {
        println!("none");
        return;
    }
    let v: i64 = buf.trim().parse().unwrap();
    println!("{}", v);
}

// a sign and zero padding: {:+05} against a sign written by hand
pub fn sign() {
    for line in io::stdin().lines() {
        let v: i16 = line.unwrap().trim().parse().unwrap_or(0);
        if v >= 0 {
            println!("+{:04}", v);
        } else {
            println!("-{:04}", -(v as i32));
        }
    }
}

pub fn magic() {
    for line in io::stdin().lines() {
        let v: i32 = line.unwrap().trim().parse().unwrap_or(0);
        println!("{}", v);
    }
}
