//! XCOPY40 in Rust with a title made by format! of a float before the loop, which the symbolic executor
//! does not follow (a float): the induction must say so (where it stopped and why), never prove. It
//! also displays a line the COBOL program does not: a wrong twin as well.
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    let mut log = BufWriter::new(io::stdout());
    let title = format!("XCOPY{}", args.len() as f64 * 13.3);
    writeln!(log, "{}", title).unwrap();
    let input = File::open(&args[1]).unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    for line in BufReader::new(input).lines() {
        let line = line.unwrap();
        writeln!(out, "{}{}{}", &line[6..26], &line[0..6], &line[26..40]).unwrap();
    }
}
