// Copies the lines of argument 1 to argument 2 through a BufWriter and, at a line STOP, flushes it
// and exits with status 3 (rustc binaries on "AB\nSTOP\nCD\n": AB written, exit 3). The exit is
// followed: the BufWriter over the created file holds no bytes there (CTLBRK flushes its report
// before process::exit).
// VERDICT: main equivalent any number of lines
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
