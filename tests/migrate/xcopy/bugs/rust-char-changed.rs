//! XCOPY in Rust, a wrong translation (a character changed on some records): each line of the file named by the first argument written to the file named
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
        // the wrong twin: a record whose second character is A is written with B there
        if line.as_bytes()[1] == b'A' {
            writeln!(out, "{}B{}", &line[0..1], &line[2..8]).unwrap();
        } else {
            writeln!(out, "{}", line).unwrap();
        }
    }
}
