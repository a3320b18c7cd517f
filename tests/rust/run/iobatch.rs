// A batch program over standard input, as a COBOL translation reads its records: fixed-width
// fields cut from each line, amounts parsed, a report to stdout and rejects to stderr.
// CASE: report | | stdin=accounts.txt
// CASE: report | | stdin=empty.txt
// CASE: report | | stdin=oneline.txt
// CASE: numbered | | stdin=accounts.txt
// CASE: numbered | | stdin=numbers.txt
// CASE: numbered | | stdin=utf8.txt
// CASE: numbered | | stdin=empty.txt
// CASE: total | | stdin=numbers.txt
// CASE: total | | stdin=accounts.txt
// CASE: first_two | | stdin=numbers.txt
// CASE: first_two | | stdin=oneline.txt
// CASE: first_two | | stdin=empty.txt
// CASE: by_read_line | | stdin=numbers.txt
// CASE: by_read_line | | stdin=accounts.txt
// CASE: by_read_line | | stdin=utf8.txt
// CASE: whole | | stdin=numbers.txt
// CASE: whole | | stdin=utf8.txt
// CASE: whole | | stdin=empty.txt
// CASE: strict_sum | | stdin=numbers.txt
// CASE: strict_sum | | stdin=oneline.txt
// CASE: strict_sum | | stdin=empty.txt
// CASE: class_counts | | stdin=accounts.txt
use std::io::{self, BufRead, Read, Write};

pub fn report() -> u32 {
    let stdin = io::stdin();
    let out = io::stdout();
    let mut w = out.lock();
    let mut total: u32 = 0;
    let mut n = 0;
    for line in stdin.lock().lines() {
        let l = line.unwrap();
        if l.len() < 21 {
            eprintln!("short record {}: {:?}", n + 1, l);
            n += 1;
            continue;
        }
        let name = l[0..10].trim_end();
        match l[10..18].parse::<u32>() {
            Ok(amt) => {
                total = total.saturating_add(amt);
                writeln!(w, "{:<10}|{:>9}|{}", name, amt, &l[20..21]).unwrap();
            }
            Err(e) => {
                writeln!(io::stderr(), "bad amount in record {}: {:?}", n + 1, e).unwrap();
            }
        }
        n += 1;
    }
    writeln!(w, "TOTAL {:>12}", total).unwrap();
    w.flush().unwrap();
    total
}

pub fn numbered() -> usize {
    let mut count = 0;
    for (i, line) in io::stdin().lines().enumerate() {
        let l = line.unwrap();
        println!("{:03} [{}] {}", i + 1, l.len(), l);
        count += 1;
    }
    count
}

pub fn total() -> i64 {
    let mut s: i64 = 0;
    let mut bad = 0;
    for line in io::stdin().lock().lines() {
        match line.unwrap().trim().parse::<i64>() {
            Ok(v) => s = s.wrapping_add(v),
            Err(_) => bad += 1,
        }
    }
    eprintln!("{} lines rejected", bad);
    s
}

pub fn first_two() -> (usize, String, usize, String) {
    let stdin = io::stdin();
    let mut a = String::new();
    let n1 = stdin.read_line(&mut a).unwrap();
    let mut b = String::new();
    let n2 = stdin.lock().read_line(&mut b).unwrap();
    print!("{}", a);
    write!(io::stdout(), "x").unwrap();
    (n1, a, n2, b)
}

pub fn by_read_line() -> Vec<usize> {
    let stdin = io::stdin();
    let mut lens = Vec::new();
    let mut buf = String::new();
    loop {
        buf.clear();
        let n = stdin.read_line(&mut buf).unwrap();
        if n == 0 {
            break;
        }
        lens.push(n);
    }
    lens
}

pub fn whole() -> (usize, usize) {
    let mut s = String::new();
    let n = io::stdin().read_to_string(&mut s).unwrap();
    let words = s.split_whitespace().count();
    io::stdout().write_all(s.as_bytes()).unwrap();
    (n, words)
}

pub fn strict_sum() -> i32 {
    let mut s = 0i32;
    for line in io::stdin().lines() {
        s += line.unwrap().trim().parse::<i32>().unwrap();
    }
    s
}

pub fn class_counts() -> [u32; 3] {
    let mut c = [0u32; 3];
    let lines: Vec<String> = io::stdin().lock().lines().map(|l| l.unwrap()).filter(|l| !l.is_empty()).collect();
    for l in &lines {
        match l.chars().last() {
            Some('A') => c[0] += 1,
            Some('B') => c[1] += 1,
            _ => c[2] += 1,
        }
    }
    c
}
