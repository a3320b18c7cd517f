//! XCOPY40 in Rust: each 40-character line of the file named by the first argument written to the
//! file named by the second with its fields reordered: the name (columns 7-26), the key (1-6), the
//! rest (27-39), then a zero in column 40: THE SEEDED BUG, the last character lost.
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    let input = File::open(&args[1]).unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    for line in BufReader::new(input).lines() {
        let line = line.unwrap();
        writeln!(out, "{}{}{}{}", &line[6..26], &line[0..6], &line[26..39], "0").unwrap();
    }
}
