//! xcopy-write-all.rs with the line end written before the line (a wrong twin): the first record is
//! empty, every other one the line before it; never equivalent.
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    let input = File::open(&args[1]).unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    for line in BufReader::new(input).lines() {
        let line = line.unwrap();
        out.write_all(b"\n").unwrap();
        out.write_all(line.as_bytes()).unwrap();
    }
    out.flush().unwrap();
}
