// bufout.new.rs without the flush before process::exit, a wrong twin: the report, still in the
// buffer, is lost (std runs no destructor); never equivalent (rustc binaries print nothing).
// VERDICT: main unknown process::exit while a BufWriter over stdout holds bytes not flushed
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process;

fn put(out: &mut BufWriter<io::Stdout>, text: &str) -> io::Result<()> {
    out.write_all(b"> ")?;
    out.write_all(text.as_bytes())?;
    out.write_all(b"\n")
}

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
        if line.len() == 0 {
            empty = true;
        }
        put(&mut out, &line).expect("stdout");
    }
    writeln!(out, "LINES {}", count).expect("stdout");
    process::exit(if empty { 4 } else { 0 });
}
