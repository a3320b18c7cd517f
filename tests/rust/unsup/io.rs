// EXPECT: lines | | went wrong: [unsupported] a read of standard input (it is not an input here: equiv rust run --stdin FILE gives one) at unsup/io.rs:10:
// EXPECT: buffered | 3 | went wrong: [unsupported] print! while a BufWriter over stdout holds bytes not flushed (their order is not modelled) at unsup/io.rs:11:
// EXPECT: two_buffers | 3 | went wrong: [unsupported] a write through a BufWriter over stdout while another one holds bytes not flushed (their order is not modelled) at unsup/io.rs:12:
// EXPECT: file | | went wrong: [unsupported] a file (the file system is not an input here: equiv rust run --file NAME=PATH gives one) at unsup/io.rs:13:
// Standard input read without --stdin and a file opened without --file (rel's runs have
// neither: a diff of such a function is unknown), println! while a BufWriter over stdout holds
// bytes not flushed (the order of the two is not modelled), nor a write through a second BufWriter
// over stdout while the first holds some (a flush of the second would overtake them).
use std::io::{BufRead, Write};
pub fn lines() -> usize { std::io::stdin().lines().count() }
pub fn buffered(n: u32) { let mut w = std::io::BufWriter::new(std::io::stdout()); writeln!(w, "{}", n).unwrap(); println!("after"); }
pub fn two_buffers(n: u32) { let mut a = std::io::BufWriter::new(std::io::stdout()); let mut b = std::io::BufWriter::new(std::io::stdout()); writeln!(a, "{}", n).unwrap(); writeln!(b, "b").unwrap(); }
pub fn file() -> usize { std::io::BufReader::new(std::fs::File::open("x.txt").unwrap()).lines().count() }
