// flushexit.old.rs without the flush (rustc binaries on "AB\nSTOP\n": old writes AB, this one nothing:
// the BufWriter's bytes are lost at process::exit). Its exit is not followed: never equivalent.
// VERDICT: main unknown
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::process;

fn main() {
    let args: Vec<String> = env::args().collect();
    let input = File::open(&args[1]).unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    for line in BufReader::new(input).lines() {
        let line = line.unwrap();
        if line == "STOP" {
            process::exit(3);
        }
        writeln!(out, "{}", line).unwrap();
    }
}
