// Batch functions that read standard input by lines, parse fields and print lines: the verdicts
// are written from std's documentation (BufRead::lines, read_line, str::trim, str::parse, the
// format spec) and checked on rustc-built binaries by tests/rust/stdin_pairs.py.
// VERDICT: width behaviour_changed
// VERDICT: echo behaviour_changed
// VERDICT: field equivalent any number of lines
// VERDICT: field_off behaviour_changed
// VERDICT: count equivalent any number of lines
// VERDICT: count_off behaviour_changed
// VERDICT: narrow behaviour_changed
// VERDICT: stream behaviour_changed
// VERDICT: lead behaviour_changed
// VERDICT: strict behaviour_changed
use std::io::{self, BufRead, Write};

// a right-aligned width of 6 against 7: differs wherever the number has fewer than 7 characters
pub fn width() {
    for line in io::stdin().lines() {
        let v: i32 = line.unwrap().trim().parse().unwrap_or(0);
        println!("{:>6}|", v);
    }
}

// the number parsed and printed against the line echoed: "+5", "007" and " 5" print otherwise
pub fn echo() {
    for line in io::stdin().lines() {
        let line = line.unwrap();
        match line.trim().parse::<i64>() {
            Ok(v) => println!("{}", v),
            Err(_) => println!("?"),
        }
    }
}

// a fixed field of a record: the first three bytes of a line long enough
pub fn field() {
    for line in io::stdin().lines() {
        let line = line.unwrap();
        if line.len() >= 3 {
            println!("[{}]", &line[0..3]);
        } else {
            println!("short");
        }
    }
}

// the same, but the new version takes a line of exactly three bytes for short
pub fn field_off() {
    for line in io::stdin().lines() {
        let line = line.unwrap();
        if line.len() >= 3 {
            println!("[{}]", &line[0..3]);
        } else {
            println!("short");
        }
    }
}

// counting the lines, with a for loop against a while let
pub fn count() {
    let mut n: u32 = 0;
    for _ in io::stdin().lock().lines() {
        n += 1;
    }
    println!("{} lines", n);
}

// the new version counts the empty lines twice
pub fn count_off() {
    let mut n: u32 = 0;
    for l in io::stdin().lock().lines() {
        let _ = l.unwrap();
        n += 1;
    }
    println!("{} lines", n);
}

// parse::<i16> against parse::<u8>: "-1" and "300" parse in one only
pub fn narrow() {
    for line in io::stdin().lines() {
        let line = line.unwrap();
        let v = line.trim().parse::<i16>();
        match v {
            Ok(x) => println!("{}", x),
            Err(e) => println!("error {:?}", e),
        }
    }
}

// println! against writeln! on stderr
pub fn stream() {
    let mut out = io::stdout();
    for line in io::stdin().lines() {
        let line = line.unwrap();
        writeln!(out, "{}", line.len()).unwrap();
    }
}

// trim against trim_end: a leading blank makes parse fail in the new version only
pub fn lead() {
    for line in io::stdin().lines() {
        let v: i64 = line.unwrap().trim().parse().unwrap_or(-1);
        println!("{}", v);
    }
}

// unwrap of parse::<u8> against parse::<u16>: "256" panics in the old version only, with
// ParseIntError { kind: PosOverflow } in its message
pub fn strict() {
    let mut total: u32 = 0;
    for line in io::stdin().lines() {
        let v: u8 = line.unwrap().trim().parse().unwrap();
        total += v as u32;
    }
    println!("{}", total);
}
