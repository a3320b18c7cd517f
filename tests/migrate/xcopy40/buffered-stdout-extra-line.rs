//! XCOPY40 in Rust with standard output behind a BufWriter made before the loop, which displays a
//! line the COBOL program does not: a wrong twin. The symbolic executor follows the BufWriter (task
//! mig10; before, it stopped at BufWriter::new), so the induction stops where the sides differ, before
//! the loop's head; the search shows the line, replayed.
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    let mut log = BufWriter::new(io::stdout());
    writeln!(log, "XCOPY40").unwrap();
    let input = File::open(&args[1]).unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    for line in BufReader::new(input).lines() {
        let line = line.unwrap();
        writeln!(out, "{}{}{}", &line[6..26], &line[0..6], &line[26..40]).unwrap();
    }
}
