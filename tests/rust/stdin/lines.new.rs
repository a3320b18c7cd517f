// The new versions of lines.old.rs (the verdicts are written there).
use std::io::{self, BufRead};

pub fn sum_lines() {
    let stdin = io::stdin();
    let mut buf = String::new();
    let mut sum: i64 = 0;
    loop {
        buf.clear();
        if stdin.read_line(&mut buf).unwrap() == 0 {
            break;
        }
        sum += buf.trim().parse::<i64>().unwrap_or(0);
    }
    println!("{}", sum);
}

pub fn sum_trim_start() {
    let stdin = io::stdin();
    let mut buf = String::new();
    let mut sum: i64 = 0;
    loop {
        buf.clear();
        if stdin.read_line(&mut buf).unwrap() == 0 {
            break;
        }
        sum += buf.trim_start().parse::<i64>().unwrap_or(0);
    }
    println!("{}", sum);
}

pub fn count() {
    let stdin = io::stdin();
    let mut buf = String::new();
    let mut n: u32 = 0;
    while stdin.read_line(&mut buf).unwrap() > 0 {
        n = n + 1;
        buf.clear();
    }
    println!("{}", n);
}

pub fn count_nonempty() {
    let stdin = io::stdin();
    let mut buf = String::new();
    let mut n: u32 = 0;
    while stdin.read_line(&mut buf).unwrap() > 0 {
        if !buf.trim().is_empty() {
            n = n + 1;
        }
        buf.clear();
    }
    println!("{}", n);
}

pub fn ledger() {
    let mut bal: i64 = 0;
    let mut bad: u32 = 0;
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.len() < 2 {
            bad += 1;
            continue;
        }
        let kind = &line[0..1];
        let parsed: Result<i64, _> = line[1..].trim().parse();
        if parsed.is_err() {
            bad += 1;
        } else if kind == "D" {
            bal += parsed.unwrap();
            println!("{}", bal);
        } else if kind == "W" {
            bal -= parsed.unwrap();
            println!("{}", bal);
        } else {
            bad += 1;
            println!("{}", bal);
        }
    }
    println!("{} {}", bal, bad);
}

pub fn ledger_bad() {
    let mut bal: i64 = 0;
    let mut bad: u32 = 0;
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.len() < 2 {
            bad += 1;
            continue;
        }
        let kind = &line[0..1];
        let amt: i64 = line[1..].trim().parse().unwrap_or(0);
        if kind == "D" {
            bal += amt;
        } else if kind == "W" {
            bal -= amt;
        } else {
            bad += 1;
        }
        println!("{}", bal);
    }
    println!("{} {}", bal, bad);
}

pub fn running_max() {
    let mut best: i32 = i32::MIN;
    for line in io::stdin().lock().lines() {
        if let Ok(v) = line.unwrap().trim().parse::<i32>() {
            if v > best {
                best = v;
            }
        }
    }
    println!("{}", best);
}

pub fn late_change() {
    let mut n: u32 = 0;
    for line in io::stdin().lock().lines() {
        let _l = line.unwrap();
        n += 1;
        if n == 10 {
            n += 1;
        }
    }
    println!("{}", n);
}

pub fn long_line() {
    let mut n: u32 = 0;
    for line in io::stdin().lock().lines() {
        if line.unwrap().len() <= 12 {
            n += 1;
        }
    }
    println!("{}", n);
}

pub fn header() {
    let stdin = io::stdin();
    let mut buf = String::new();
    if stdin.read_line(&mut buf).unwrap() == 0 {
        println!("empty");
        return;
    }
    println!("{}", buf.trim());
    let mut n: u64 = 0;
    loop {
        buf.clear();
        if stdin.read_line(&mut buf).unwrap() == 0 {
            break;
        }
        n += buf.trim().parse::<u64>().unwrap_or(0);
    }
    println!("{}", n);
}

pub fn header_stale() {
    let stdin = io::stdin();
    let mut buf = String::new();
    if stdin.read_line(&mut buf).unwrap() == 0 {
        println!("empty");
        return;
    }
    println!("{}", buf.trim());
    let mut n: u64 = 0;
    loop {
        if stdin.read_line(&mut buf).unwrap() == 0 {
            break;
        }
        n += buf.trim().parse::<u64>().unwrap_or(0);
        buf.clear();
    }
    println!("{}", n);
}
