//! MIGFEE in Rust: a fee per transaction record (1.5% for preferred, 2.5% otherwise), rounded
//! half away from zero to the cent as COBOL's ROUNDED, one output record per input record, then
//! the count and the total. Usage: migfee TRANIN FEEOUT (Latin-1 line files).
use std::env;
use std::fs;
use std::process;

/// A zoned decimal as its Latin-1 characters: digits, the last one carrying the sign
/// ('{', 'A'..'I' positive; '}', 'J'..'R' negative). None for anything else.
fn zoned(b: &[u8]) -> Option<i64> {
    let mut v: i64 = 0;
    let mut neg = false;
    for (i, &c) in b.iter().enumerate() {
        let last = i + 1 == b.len();
        let d = match c {
            b'0'..=b'9' => c - b'0',
            b'{' if last => 0,
            b'A'..=b'I' if last => c - b'A' + 1,
            b'}' if last => {
                neg = true;
                0
            }
            b'J'..=b'R' if last => {
                neg = true;
                c - b'J' + 1
            }
            _ => return None,
        };
        v = v * 10 + d as i64;
    }
    Some(if neg { -v } else { v })
}

/// v as n zoned characters with its sign overpunched in the last one.
fn to_zoned(v: i64, n: usize) -> Vec<u8> {
    let mut s = format!("{:0width$}", v.unsigned_abs(), width = n).into_bytes();
    let last = s[n - 1] - b'0';
    s[n - 1] = match (v < 0, last) {
        (false, 0) => b'{',
        (false, d) => b'A' + d - 1,
        (true, 0) => b'}',
        (true, d) => b'J' + d - 1,
    };
    s
}

/// amount (cents) times rate (thousandths) in cents, rounded half away from zero.
fn fee(amount: i64, rate: i64) -> i64 {
    let q = amount * rate;
    let r = (q.abs() + 500) / 1000;
    if q < 0 { -r } else { r }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: migfee TRANIN FEEOUT");
        process::exit(2);
    }
    let input = fs::read(&args[1]).unwrap_or_default();
    let mut out: Vec<u8> = Vec::new();
    let (mut count, mut total) = (0i64, 0i64);
    for rec in input.split(|&c| c == b'\n').filter(|l| !l.is_empty()) {
        let amount = zoned(&rec[4..11]).expect("valid IN-AMT");
        let rate = if rec[11] == b'P' { 15 } else { 25 };
        let f = fee(amount, rate);
        out.extend_from_slice(&rec[0..4]);
        out.extend_from_slice(&to_zoned(f, 9));
        out.extend_from_slice(b"   \n");
        // WS-TOTAL is S9(9)V99: ADD without ON SIZE ERROR keeps its low 11 digits (cents)
        total = (total + f) % 100_000_000_000;
        count += 1;
    }
    fs::write(&args[2], out).expect("write FEEOUT");
    println!("RECORDS {:05}", count % 100000);
    println!("TOTAL FEE {}{:011}", if total < 0 { '-' } else { '+' }, total.unsigned_abs());
}
