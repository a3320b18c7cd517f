// prevkey-held.new.rs with the key kept only over the first 4 lines (a wrong twin the bounded look
// cannot reach: 3 lines are followed one by one; from line 6 on a repeated key breaks again, as
// the rustc binaries show on four lines "aa" then two "bb"). The induction must not prove it.
// VERDICT: main unknown
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader};

struct Seen<'a> {
    prev: &'a [u8],
    n: u32,
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 2 {
        eprintln!("usage: prevkey IN");
        std::process::exit(2);
    }
    let input = File::open(&args[1]).expect("open IN");
    let records: Vec<Vec<u8>> = BufReader::new(input).split(b'\n').collect::<Result<_, _>>().expect("read IN");
    let mut seen = Seen { prev: &[b' '; 2], n: 0 };
    for rec in &records {
        seen.n += 1;
        if rec.len() < 2 {
            continue;
        }
        let key = &rec[0..2];
        if key != seen.prev {
            println!("BREAK {}", seen.n);
        }
        if seen.n <= 4 {
            seen.prev = key;
        }
    }
    let shown = |n: u32| n;
    println!("LINES {}", shown(seen.n));
}
