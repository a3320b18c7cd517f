// prevkey.old.rs with the previous key held as a slice of the record in a struct (CTLBRK's
// Run.prev_branch: `&[u8]` pointing at a constant at first, then into the line before), beside the
// line count, which a closure without captures formats after the loop (CTLBRK's `count`).
// VERDICT: main equivalent any number of lines
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
        seen.prev = key;
    }
    let shown = |n: u32| n;
    println!("LINES {}", shown(seen.n));
}
