// count.old.rs with one change, a wrong twin of count.new.rs: empty lines skipped (neither counted nor copied).
// VERDICT: main behaviour_changed 
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::process;

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: count IN OUT");
        process::exit(2);
    }
    let input = BufReader::new(File::open(&args[1]).expect("open IN"));
    let mut out = BufWriter::new(File::create(&args[2]).expect("create OUT"));
    let mut count: u32 = 0;
    for line in input.lines() {
        let line = line.expect("read IN");
        if line.is_empty() { continue; }
        count += 1;
        writeln!(out, "{}", line).expect("write OUT");
    }
    out.flush().expect("flush OUT");
    println!("RECORDS {}", count);
}
