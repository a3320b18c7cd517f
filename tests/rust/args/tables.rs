//! What the corpus translations use besides files (issue 17: datecall's translation ran into each
//! in turn): a static code page table read through a reference, an ordering of byte strings by
//! that table (Iterator::cmp, the Ordering compared with ==), #[derive(Default)] on a struct of
//! counters, a const table and a promoted range in a module, a std fn item passed as a value
//! (u8::is_ascii_digit), From<u8> and From<bool>, and write_all of a byte string literal.
// RUN: TRANIN OUT | files=TRANIN
// RUN: EMPTY OUT | files=EMPTY
// RUN: NUMS OUT | files=NUMS
use std::cmp::Ordering;
use std::env;
use std::fs;
use std::io::{BufWriter, Write};

static TO_CODE: [u8; 8] = [0xF0, 0xF1, 0xC1, 0xC2, 0x81, 0x82, 0x40, 0x4B];

fn code(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => 0xF0 + (b - b'0'),
        b'A'..=b'Z' => 0xC1 + (b - b'A'),
        b'a'..=b'z' => 0x81 + (b - b'a'),
        b' ' => TO_CODE[6],
        _ => TO_CODE[7],
    }
}

fn code_cmp(a: &[u8], b: &[u8]) -> Ordering {
    a.iter().map(|&c| code(c)).cmp(b.iter().map(|&c| code(c)))
}

mod days {
    const MONTH_DAYS: [u32; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

    pub fn month_len(month: u32, leap: bool) -> u32 {
        if !(1..=12).contains(&month) {
            return 0;
        }
        MONTH_DAYS[(month - 1) as usize] + u32::from(month == 2 && leap)
    }

    pub fn number(digits: &[u8]) -> Option<u32> {
        if digits.iter().all(u8::is_ascii_digit) {
            Some(digits.iter().fold(0, |n, &d| n * 10 + u32::from(d - b'0')))
        } else {
            None
        }
    }
}

#[derive(Default)]
struct Totals {
    read: u32,
    numeric: u32,
    ascending: u32,
    days: u32,
    empty: bool,
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let data = fs::read(&args[1]).unwrap_or_default();
    let mut totals = Totals::default();
    let mut prev: Vec<u8> = Vec::new();
    let mut out = BufWriter::new(fs::File::create(&args[2]).expect("create"));
    for line in data.split(|&c| c == b'\n') {
        totals.read += 1;
        totals.empty = line.is_empty();
        if code_cmp(line, &prev) == Ordering::Greater {
            totals.ascending += 1;
        }
        if let Some(n) = days::number(line) {
            totals.numeric += 1;
            totals.days += days::month_len(n % 13, n % 4 == 0);
        }
        out.write_all(line).unwrap();
        out.write_all(b"\n").unwrap();
        prev = line.to_vec();
    }
    out.flush().unwrap();
    println!("{} {} {} {} {}", totals.read, totals.numeric, totals.ascending, totals.days, totals.empty);
}
