// flags.old.rs refactored: the flag and the key's bytes taken by index, the short lines tested
// after the others, the counters renamed.
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
    let mut pref: u32 = 0;
    let mut shorts: u32 = 0;
    for line in input.lines() {
        let line = line.expect("read IN");
        let rec = line.as_bytes();
        if rec.len() >= 3 {
            let flag = rec[2];
            if flag == b'P' {
                pref += 1;
            }
            writeln!(out, "{}{}", rec[0] as char, rec[1] as char).expect("write OUT");
        } else {
            shorts += 1;
        }
    }
    out.flush().expect("flush OUT");
    println!("PREFERRED {} SHORT {}", pref, shorts);
}
