//! A batch main over files named by its arguments, as a translation of a COBOL step reads its
//! data sets: std::env::args (the program's name, then its arguments), File::open of an argument
//! read by BufReader::lines, File::create of another written line by line.
// RUN: IN OUT | files=IN
// RUN: NOPE OUT | files=IN
// RUN: IN OUT EXTRA | files=IN
// RUN: EMPTY OUT | files=EMPTY
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, Write};

pub fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 {
        println!("usage: IN OUT ({} arguments)", args.len() - 1);
        return;
    }
    let input = BufReader::new(File::open(&args[1]).expect("open IN"));
    let mut out = File::create(&args[2]).expect("create OUT");
    let mut n = 0u32;
    for line in input.lines() {
        let l = line.expect("read IN");
        writeln!(out, "{:>4}|{}", n, l.trim_end()).expect("write OUT");
        n += 1;
    }
    println!("{} {} lines", env::args().nth(1).unwrap(), n);
}
