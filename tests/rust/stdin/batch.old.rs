// Batch functions that read standard input by lines, parse fields and print lines: the verdicts
// are written from std's documentation (BufRead::lines, read_line, str::trim, str::parse, the
// format spec) and checked on rustc-built binaries by tests/rust/stdin_pairs.py.
// The ones whose solver checks take seconds (the long suite).
// VERDICT: first_num unknown bound
// VERDICT: sign unknown output: the
// VERDICT: magic behaviour_changed
use std::io::{self, BufRead, Write};

// lines() against read_line: both trim the line (read_line keeps its '\n', lines() drops it and a
// '\r' before it; trim removes both), so they parse the same text
pub fn first_num() {
    match io::stdin().lock().lines().next() {
        None => println!("none"),
        Some(l) => {
            let line = l.unwrap();
            let v: i64 = line.trim().parse().unwrap();
            println!("{}", v);
        }
    }
}

// a sign and zero padding: {:+05} against a sign written by hand
pub fn sign() {
    for line in io::stdin().lines() {
        let v: i16 = line.unwrap().trim().parse().unwrap_or(0);
        println!("{:+05}", v);
    }
}

// a value the old version treats apart (only the solver finds it: the probes' random lines hardly
// hold it)
pub fn magic() {
    for line in io::stdin().lines() {
        let v: i32 = line.unwrap().trim().parse().unwrap_or(0);
        if v == -4711 {
            println!("magic");
        } else {
            println!("{}", v);
        }
    }
}
