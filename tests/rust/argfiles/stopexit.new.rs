// stopexit.old.rs flushing before process::exit: the lines before STOP are written (rustc binaries on
// "AB\nSTOP\n": old writes nothing, new writes AB, both exit 3). A step of the induction must know the file
// was created before the loop and may hold bytes (the old exit is then not followed): never equivalent.
// VERDICT: main unknown old version:
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
            out.flush().unwrap();
            process::exit(3);
        }
        writeln!(out, "{}", line).unwrap();
    }
}
