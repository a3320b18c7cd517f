//! XCOPY in Rust with its loop in a function main calls once: the loop's state is the function's
//! locals and what it borrows from main (the writer, a count).
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

fn copy(input: File, out: &mut BufWriter<File>, copied: &mut u32) -> io::Result<()> {
    for line in BufReader::new(input).lines() {
        let line = line?;
        writeln!(out, "{}", line)?;
        *copied = copied.wrapping_add(1);
    }
    out.flush()
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let input = File::open(&args[1]).unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    let mut copied = 0u32;
    copy(input, &mut out, &mut copied).unwrap();
}
