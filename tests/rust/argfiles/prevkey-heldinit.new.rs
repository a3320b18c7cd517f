// prevkey-held.new.rs with the key held at first "--" instead of two spaces (a wrong twin: a first
// line starting with two spaces breaks in the old version, one starting "--" in this one).
// VERDICT: main behaviour_changed
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
    let mut seen = Seen { prev: &[b'-'; 2], n: 0 };
    for rec in &records {
        seen.n += 1;
        if rec.len() < 2 {
            continue;
        }
        let key = &rec[0..2];
        if key != seen.prev {
            println!("BREAK {}", seen.n);
        }
        seen.prev = key;
    }
    let shown = |n: u32| n;
    println!("LINES {}", shown(seen.n));
}
