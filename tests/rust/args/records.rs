//! Fixed-length records from a line file, as the corpus translations read a data set: fs::read,
//! each line cut or padded with spaces to the record length (Vec::resize), the records counted
//! and shown.
// RUN: TRANIN 12 | files=TRANIN
// RUN: TRANIN 4 | files=TRANIN
// RUN: IN 8 | files=IN
// RUN: EMPTY 3 | files=EMPTY
// RUN: NOPE 5 | files=IN
use std::env;
use std::fs;

fn read_records(path: &str, len: usize) -> Vec<Vec<u8>> {
    let data = fs::read(path).unwrap_or_default();
    let mut records = Vec::new();
    let mut pos = 0;
    while pos < data.len() {
        let mut end = pos;
        while end < data.len() && data[end] != b'\n' {
            end += 1;
        }
        let mut rec = data[pos..end].to_vec();
        rec.resize(len, b' ');
        records.push(rec);
        pos = end + 1;
    }
    records
}

pub fn main() {
    let args: Vec<String> = env::args().collect();
    let len: usize = args[2].parse().unwrap();
    let recs = read_records(&args[1], len);
    for r in &recs {
        print!("[");
        for &b in r {
            print!("{}", b as char);
        }
        println!("]");
    }
    println!("{} records of {}", recs.len(), len);
}
