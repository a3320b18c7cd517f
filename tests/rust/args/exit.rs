//! std::process::exit as a translation ends a step with a return code: the code as given (the
//! process's status is its low 8 bits), stdout flushed first (print! without a newline too),
//! stderr written.
// RUN: | files=IN
// RUN: IN | files=IN
// RUN: IN BIG | files=IN
// RUN: IN NEG | files=IN
// RUN: IN OK | files=IN
use std::env;
use std::process;

pub fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() < 2 {
        eprintln!("usage: exit IN [MODE]");
        process::exit(16);
    }
    print!("mode ");
    match args.get(2).map(|s| s.as_str()) {
        None => process::exit(4),
        Some("BIG") => process::exit(256 + 7),
        Some("NEG") => process::exit(-1),
        _ => println!("ok"),
    }
}
