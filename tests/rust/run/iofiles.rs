// Files as a COBOL batch program's translation uses them: records read from an input file by
// lines, a report file and a reject file written, an unknown file name (NotFound), whole-file
// reads and writes (fs::read_to_string, fs::write), a BufWriter over a file.
// CASE: split | "accounts.txt" | files=accounts.txt
// CASE: split | "missing.txt" | files=accounts.txt
// CASE: split | "numbers.txt" | files=numbers.txt
// CASE: copy_upper | "utf8.txt" | files=utf8.txt
// CASE: copy_upper | "oneline.txt" | files=oneline.txt
// CASE: count_words | "numbers.txt" | files=numbers.txt,utf8.txt
// CASE: count_words | "nope" | files=numbers.txt
// CASE: merge | | files=numbers.txt,accounts.txt | stdin=oneline.txt
// CASE: by_read_line | "accounts.txt" | files=accounts.txt
// CASE: by_read_line | "empty.txt" | files=empty.txt
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};

pub fn split(name: &str) -> Result<(u32, u32), String> {
    let f = File::open(name).map_err(|e| format!("open {}: {:?}", name, e))?;
    let mut good = File::create("good.txt").unwrap();
    let mut bad = BufWriter::new(File::create("bad.txt").unwrap());
    let (mut g, mut b) = (0, 0);
    for line in BufReader::new(f).lines() {
        let l = line.unwrap();
        match l.get(10..18).map(|s| s.parse::<u32>()) {
            Some(Ok(v)) => { writeln!(good, "{:<10}{:>10}", l[0..10].trim_end(), v).unwrap(); g += 1; }
            _ => { writeln!(bad, "{}", l).unwrap(); b += 1; }
        }
    }
    bad.flush().unwrap();
    Ok((g, b))
}

pub fn copy_upper(name: &str) -> usize {
    let s = fs::read_to_string(name).unwrap();
    let up = s.to_ascii_uppercase();
    fs::write("upper.txt", &up).unwrap();
    up.len()
}

pub fn count_words(name: &str) -> usize {
    let mut s = String::new();
    let n = File::open(name).expect("no input").read_to_string(&mut s).unwrap();
    println!("{} bytes", n);
    s.split_whitespace().count()
}

pub fn merge() -> usize {
    let mut out = File::create("merged.txt").unwrap();
    let mut n = 0;
    for name in ["numbers.txt", "accounts.txt"] {
        for line in BufReader::new(File::open(name).unwrap()).lines() {
            write!(out, "{}:{}\n", name, line.unwrap()).unwrap();
            n += 1;
        }
    }
    for line in io::stdin().lines() {
        writeln!(out, "stdin:{}", line.unwrap()).unwrap();
    }
    n
}

pub fn by_read_line(name: &str) -> Vec<usize> {
    let mut r = BufReader::new(File::open(name).unwrap());
    let mut v = Vec::new();
    let mut buf = String::new();
    while r.read_line(&mut buf).unwrap() > 0 {
        v.push(buf.len());
    }
    v
}
