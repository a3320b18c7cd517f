//! XCOPY40 in Rust over bytes, as CTLBRK's translation reads its records: the file split on b'\n'
//! and collected, each record's fields written by write_all of constant ranges up to column 40
//! (`&rec[26..40]`: a record shorter than 40 would panic with its length in the message).
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    let input = File::open(&args[1]).unwrap();
    let records: Vec<Vec<u8>> = BufReader::new(input).split(b'\n').collect::<Result<_, _>>().unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    for rec in &records {
        out.write_all(&rec[6..26]).unwrap();
        out.write_all(&rec[0..6]).unwrap();
        out.write_all(&rec[26..40]).unwrap();
        out.write_all(b"\n").unwrap();
    }
    out.flush().unwrap();
}
