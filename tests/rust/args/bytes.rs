//! std::fs::read (the file's bytes, no UTF-8 check) of the file named by the first argument,
//! records split at '\n' by hand, and the arguments after the program's name by skip(1).
// RUN: TRANIN | files=TRANIN
// RUN: LATIN1 | files=LATIN1
// RUN: MISSING | files=TRANIN
use std::env;
use std::fs;

pub fn main() {
    let names: Vec<String> = env::args().skip(1).collect();
    let data = match fs::read(&names[0]) {
        Ok(d) => d,
        Err(_) => {
            println!("no {}", names[0]);
            return;
        }
    };
    let (mut recs, mut high, mut start) = (0u32, 0u32, 0usize);
    for i in 0..data.len() {
        if data[i] >= 0x80 {
            high += 1;
        }
        if data[i] == b'\n' {
            if i > start {
                recs += 1;
            }
            start = i + 1;
        }
    }
    println!("{} bytes, {} records, {} bytes past ASCII", data.len(), recs, high);
}
