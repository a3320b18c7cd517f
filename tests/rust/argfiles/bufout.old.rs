// A report on standard output through a BufWriter over stdout (as the corpus translations print
// theirs): a heading, each line of argument 1 after "> " (write_all of b"> ", of the line's
// bytes and of b"\n"), a count, then a flush and process::exit with status 4 when some line
// was empty. Its bytes reach stdout at the flush, in the order written.
// VERDICT: main equivalent any number of lines
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process;

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 2 {
        eprintln!("usage: bufout IN");
        process::exit(2);
    }
    let mut out = BufWriter::new(io::stdout());
    writeln!(out, "REPORT").expect("stdout");
    let input = BufReader::new(File::open(&args[1]).expect("open IN"));
    let mut count: u32 = 0;
    let mut empty = false;
    for line in input.lines() {
        let line = line.expect("read IN");
        count += 1;
        if line.is_empty() {
            empty = true;
        }
        out.write_all(b"> ").expect("stdout");
        out.write_all(line.as_bytes()).expect("stdout");
        out.write_all(b"\n").expect("stdout");
    }
    writeln!(out, "LINES {}", count).expect("stdout");
    out.flush().expect("stdout");
    process::exit(if empty { 4 } else { 0 });
}
