// EXPECT: lines | | went wrong: [unsupported] a read of standard input (it is not an input here: equiv rust run --stdin FILE gives one) at unsup/io.rs:8:
// EXPECT: buffered | 3 | went wrong: [unsupported] print! while a BufWriter over stdout holds bytes not flushed (their order is not modelled) at unsup/io.rs:9:
// EXPECT: file | | went wrong: [unsupported] a file (the file system is not an input here: equiv rust run --file NAME=PATH gives one) at unsup/io.rs:10:
// Standard input read without --stdin and a file opened without --file (rel's runs have
// neither: a diff of such a function is unknown), println! while a BufWriter over stdout holds
// bytes not flushed (the order of the two is not modelled).
use std::io::{BufRead, Write};
pub fn lines() -> usize { std::io::stdin().lines().count() }
pub fn buffered(n: u32) { let mut w = std::io::BufWriter::new(std::io::stdout()); writeln!(w, "{}", n).unwrap(); println!("after"); }
pub fn file() -> usize { std::io::BufReader::new(std::fs::File::open("x.txt").unwrap()).lines().count() }
