//! XCOPY in Rust, the record written as two fields: each line of the file named by the first argument written to the file named
//! by the second (Latin-1 line files, one 8-byte record per line).
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    let input = File::open(&args[1]).unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    for line in BufReader::new(input).lines() {
        let line = line.unwrap();
        // the record in two fields, the key and the rest, written one after the other
        writeln!(out, "{}{}", &line[0..4], &line[4..8]).unwrap();
    }
}
