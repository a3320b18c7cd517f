// count.old.rs refactored: the loop under the argument check written the other way round, the
// counter renamed (equal at every head: the induction pairs it with count).
use std::env;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::process;

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() == 3 {
        let input = BufReader::new(File::open(&args[1]).expect("open IN"));
        let mut out = BufWriter::new(File::create(&args[2]).expect("create OUT"));
        let mut records: u32 = 0;
        for line in input.lines() {
            let text = line.expect("read IN");
            records = records + 1;
            writeln!(out, "{}", text).expect("write OUT");
        }
        out.flush().expect("flush OUT");
        println!("RECORDS {}", records);
    } else {
        eprintln!("usage: count IN OUT");
        process::exit(2);
    }
}
