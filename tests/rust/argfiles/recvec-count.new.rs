// recvec.new.rs with the empty lines not counted as lines, a wrong twin.
// VERDICT: main behaviour_changed 
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process;

#[derive(Default)]
struct Tally {
    lines: u32,
    empty: u32,
}

fn put(f: &mut impl Write, rec: &[u8]) -> io::Result<()> {
    f.write_all(rec)?;
    f.write_all(b"\n")
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: recvec IN OUT");
        process::exit(2);
    }
    let mut out = BufWriter::new(io::stdout());
    writeln!(out, "RECVEC").expect("stdout");
    let input = File::open(&args[1]).unwrap_or_else(|e| panic!("open {}: {}", args[1], e));
    let records: Vec<Vec<u8>> = BufReader::new(input).split(b'\n').collect::<Result<_, _>>().expect("read IN");
    let mut file = BufWriter::new(File::create(&args[2]).expect("create OUT"));
    let mut t = Tally::default();
    for rec in &records {
        let empty = rec.len() == 0;
        if empty {
            t.empty += 1;
        } else {
            t.lines += 1;
            put(&mut file, rec).expect("write OUT");
        }
    }
    file.flush().expect("flush OUT");
    writeln!(out, "LINES {} EMPTY {}", t.lines, t.empty).expect("stdout");
    out.flush().expect("stdout");
}
