// flushexit.old.rs with the test turned round: a line other than STOP is written and the loop goes on.
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
        if line != "STOP" {
            writeln!(out, "{}", line).unwrap();
            continue;
        }
        out.flush().unwrap();
        process::exit(3);
    }
}
