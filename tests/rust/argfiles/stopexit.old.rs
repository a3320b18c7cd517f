// Copies the lines of argument 1 to argument 2 through a BufWriter, and exits with status 3 at a line STOP
// without flushing: the lines before it, still in the buffer, are lost (process::exit runs no destructor).
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
