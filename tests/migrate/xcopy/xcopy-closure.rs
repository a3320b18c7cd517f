//! XCOPY in Rust with its loop in a closure called in place, as CTLBRK's translation has it: the
//! file read whole (split on b'\n', collected), then `(|| -> io::Result<()> { for rec in &records
//! { .. } .. })()`, each record written in two pieces. The loop's state is the closure's locals and
//! what it borrows from main (the records, the writer, a count).
use std::env;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};

fn main() {
    let args: Vec<String> = env::args().collect();
    let input = File::open(&args[1]).unwrap();
    let records: Vec<Vec<u8>> = BufReader::new(input).split(b'\n').collect::<Result<_, _>>().unwrap();
    let mut out = BufWriter::new(File::create(&args[2]).unwrap());
    let mut copied = 0u32;
    let result = (|| -> io::Result<()> {
        for rec in &records {
            out.write_all(rec)?;
            out.write_all(b"\n")?;
            copied = copied.wrapping_add(1);
        }
        out.flush()
    })();
    result.unwrap();
    let _ = copied;
}
