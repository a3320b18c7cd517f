// The corpus translations' way of reading a file (CTLBRK, CUSTEXP, TRNPOST): the lines of argument 1
// split at b'\n' and collected into a Vec<Vec<u8>> (no CR taken off, no UTF-8 check), then `for
// rec in &records`; File::open's error left to unwrap_or_else's closure, a #[derive(Default)]
// struct of counters; the non-empty lines copied to argument 2 by write_all, the counts on stdout
// through a BufWriter.
// VERDICT: main equivalent any number of lines
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process;

#[derive(Default)]
struct Tally {
    lines: u32,
    empty: u32,
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
        t.lines += 1;
        if rec.is_empty() {
            t.empty += 1;
            continue;
        }
        file.write_all(rec).expect("write OUT");
        file.write_all(b"\n").expect("write OUT");
    }
    file.flush().expect("flush OUT");
    writeln!(out, "LINES {} EMPTY {}", t.lines, t.empty).expect("stdout");
    out.flush().expect("stdout");
}
