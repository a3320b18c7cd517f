//! XCOPYRA in Rust: each line of the file named by the first argument written to the file named
//! by the second (Latin-1 line files, one 8-byte record per line); a file that does not exist is
//! read as no lines, as the COBOL program's OPEN status 35 ends its loop before the first record.
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    if let Ok(input) = File::open(&args[1]) {
        for line in BufReader::new(input).lines() {
            writeln!(out, "{}", line.unwrap()).unwrap();
        }
    }
}
