//! A BufWriter over stdout, as the corpus translations print their reports: its bytes reach
//! stdout at a flush or when it is dropped (the end of main, or a panic unwinding), in order;
//! process::exit after a flush ends the run with the report whole.
// RUN: IN | files=IN
// RUN: IN PANIC | files=IN
// RUN: IN ABEND | files=IN
// RUN: NOPE | files=IN
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process;

fn abend(out: &mut BufWriter<io::Stdout>, msg: &str) -> ! {
    writeln!(out, "{}", msg).expect("stdout");
    out.flush().expect("stdout");
    process::exit(16);
}

pub fn main() {
    let args: Vec<String> = env::args().collect();
    let mut out = BufWriter::new(io::stdout());
    writeln!(out, "REPORT").expect("stdout");
    let input = match File::open(&args[1]) {
        Ok(f) => BufReader::new(f),
        Err(_) => abend(&mut out, "OPEN FAILED, STATUS 35"),
    };
    let mut n = 0usize;
    for line in input.lines() {
        let l = line.expect("read");
        write!(out, "{:03} ", n).expect("stdout");
        n += 1;
        out.write_all(l.as_bytes()).expect("stdout");
        writeln!(out).expect("stdout");
    }
    match args.get(2).map(|s| s.as_str()) {
        Some("PANIC") => panic!("bad record {}", n),
        Some("ABEND") => abend(&mut out, "ABEND REQUESTED"),
        _ => writeln!(out, "END").expect("stdout"),
    }
}
