// prevkey.old.rs with the key made a Vec before it is compared, its bytes compared last first.
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
        let key = rec[0..2].to_vec();
        if key[1] != prev[1] || key[0] != prev[0] {
            println!("BREAK {}", n);
        }
        prev = key;
    }
    println!("LINES {}", n);
}
