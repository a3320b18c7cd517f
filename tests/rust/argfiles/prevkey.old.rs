// A control break over the lines of argument 1 (CTLBRK's): the first two bytes of each line of at
// least two are its key, kept from line to line in a Vec (vec![b' '; 2] at first, then the key's
// to_vec()); a line whose key differs from the one before writes "BREAK n" to stdout first.
// VERDICT: main equivalent any number of lines
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader};

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 2 {
        eprintln!("usage: prevkey IN");
        std::process::exit(2);
    }
    let input = File::open(&args[1]).expect("open IN");
    let records: Vec<Vec<u8>> = BufReader::new(input).split(b'\n').collect::<Result<_, _>>().expect("read IN");
    let mut prev: Vec<u8> = vec![b' '; 2];
    let mut n: u32 = 0;
    for rec in &records {
        n += 1;
        if rec.len() < 2 {
            continue;
        }
        let key = &rec[0..2];
        if key[0] != prev[0] || key[1] != prev[1] {
            println!("BREAK {}", n);
        }
        prev = key.to_vec();
    }
    println!("LINES {}", n);
}
