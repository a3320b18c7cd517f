// flags.old.rs with one change, a wrong twin of flags.new.rs: the key's bytes swapped.
// VERDICT: main behaviour_changed
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: flags IN OUT");
        std::process::exit(2);
    }
    let input = BufReader::new(File::open(&args[1]).expect("open IN"));
    let mut out = BufWriter::new(File::create(&args[2]).expect("create OUT"));
    let mut preferred: u32 = 0;
    let mut short: u32 = 0;
    for line in input.lines() {
        let line = line.expect("read IN");
        let rec = line.as_bytes();
        if rec.len() < 3 {
            short += 1;
            continue;
        }
        let key = &rec[0..2];
        if rec[2] == b'P' {
            preferred += 1;
        }
        writeln!(out, "{}{}", key[1] as char, key[0] as char).expect("write OUT");
    }
    out.flush().expect("flush OUT");
    println!("PREFERRED {} SHORT {}", preferred, short);
}
