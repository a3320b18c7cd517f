// seeded bug: the rate table's sequence check compares categories as Latin-1 bytes, not in EBCDIC order (digits before letters); shows on: ebcdic (01 after SV: abends where COBOL does not), badseq (01 before CK: completes where COBOL abends)
//! ACCTINT in Rust: monthly interest posting. Loads the category rate table (RATES, ascending
//! category in EBCDIC order), posts one month of interest to every active account of the account
//! master (ACCTIN) and writes the new master (ACCTOUT), then prints the run summary.
//! Usage: acctint RATES ACCTIN ACCTOUT (Latin-1 line files, one record per line).
//! Money is i64 in units of the last decimal place of its COBOL field (cents; the rates 1e-4).
use std::cmp::Ordering;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process;

/// The exit status of an abend (the interface's abend.exit_status).
const ABEND_STATUS: i32 = 12;
const MAX_RATES: usize = 50;

/// Latin-1 byte -> code page 037 byte: COBOL compares alphanumeric data in EBCDIC order.
const EBCDIC_037: [u8; 256] = [
    0x00, 0x01, 0x02, 0x03, 0x37, 0x2D, 0x2E, 0x2F, 0x16, 0x05, 0x25, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F,
    0x10, 0x11, 0x12, 0x13, 0x3C, 0x3D, 0x32, 0x26, 0x18, 0x19, 0x3F, 0x27, 0x1C, 0x1D, 0x1E, 0x1F,
    0x40, 0x5A, 0x7F, 0x7B, 0x5B, 0x6C, 0x50, 0x7D, 0x4D, 0x5D, 0x5C, 0x4E, 0x6B, 0x60, 0x4B, 0x61,
    0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0x7A, 0x5E, 0x4C, 0x7E, 0x6E, 0x6F,
    0x7C, 0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xD1, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6,
    0xD7, 0xD8, 0xD9, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xBA, 0xE0, 0xBB, 0xB0, 0x6D,
    0x79, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96,
    0x97, 0x98, 0x99, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xC0, 0x4F, 0xD0, 0xA1, 0x07,
    0x20, 0x21, 0x22, 0x23, 0x24, 0x15, 0x06, 0x17, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x09, 0x0A, 0x1B,
    0x30, 0x31, 0x1A, 0x33, 0x34, 0x35, 0x36, 0x08, 0x38, 0x39, 0x3A, 0x3B, 0x04, 0x14, 0x3E, 0xFF,
    0x41, 0xAA, 0x4A, 0xB1, 0x9F, 0xB2, 0x6A, 0xB5, 0xBD, 0xB4, 0x9A, 0x8A, 0x5F, 0xCA, 0xAF, 0xBC,
    0x90, 0x8F, 0xEA, 0xFA, 0xBE, 0xA0, 0xB6, 0xB3, 0x9D, 0xDA, 0x9B, 0x8B, 0xB7, 0xB8, 0xB9, 0xAB,
    0x64, 0x65, 0x62, 0x66, 0x63, 0x67, 0x9E, 0x68, 0x74, 0x71, 0x72, 0x73, 0x78, 0x75, 0x76, 0x77,
    0xAC, 0x69, 0xED, 0xEE, 0xEB, 0xEF, 0xEC, 0xBF, 0x80, 0xFD, 0xFE, 0xFB, 0xFC, 0xAD, 0xAE, 0x59,
    0x44, 0x45, 0x42, 0x46, 0x43, 0x47, 0x9C, 0x48, 0x54, 0x51, 0x52, 0x53, 0x58, 0x55, 0x56, 0x57,
    0x8C, 0x49, 0xCD, 0xCE, 0xCB, 0xCF, 0xCC, 0xE1, 0x70, 0xDD, 0xDE, 0xDB, 0xDC, 0x8D, 0x8E, 0xDF,];

fn ebcdic_cmp(a: &[u8], b: &[u8]) -> Ordering {
    a.cmp(b)
}

/// A zoned decimal field: digits, the last one carrying the overpunched sign ({, A-I positive;
/// }, J-R negative; a plain digit is unsigned, i.e. positive).
fn zoned(field: &[u8]) -> i64 {
    let (last, init) = field.split_last().expect("empty field");
    let mut value = init.iter().fold(0i64, |v, &d| v * 10 + i64::from(d - b'0'));
    let (digit, negative) = match *last {
        b'0'..=b'9' => (last - b'0', false),
        b'{' => (0, false),
        b'A'..=b'I' => (last - b'A' + 1, false),
        b'}' => (0, true),
        b'J'..=b'R' => (last - b'J' + 1, true),
        other => panic!("not a zoned digit: {:?}", other as char),
    };
    value = value * 10 + i64::from(digit);
    if negative { -value } else { value }
}

/// A signed zoned field of `width` digits with the preferred (C/D) overpunch sign.
fn to_zoned(value: i64, width: usize) -> Vec<u8> {
    let mut text = format!("{:0width$}", value.unsigned_abs(), width = width).into_bytes();
    let last = text[width - 1] - b'0';
    text[width - 1] = match (value < 0, last) {
        (false, 0) => b'{',
        (false, d) => b'A' + d - 1,
        (true, 0) => b'}',
        (true, d) => b'J' + d - 1,
    };
    text
}

/// An unsigned zoned field: its digits.
fn to_unsigned(value: i64, width: usize) -> Vec<u8> {
    format!("{:0width$}", value, width = width).into_bytes()
}

/// COBOL's high-order truncation into a field of `digits` digits (the sign kept).
fn truncate(value: i64, digits: u32) -> i64 {
    value % 10i64.pow(digits)
}

/// An edited amount like ZZZ,ZZZ,ZZ9.99- with `int_digits` integer positions: the value truncated
/// to the picture, zeros and commas left of the first significant digit blank, a trailing minus
/// for a negative (nonzero) value.
fn edit_amount(cents: i64, int_digits: u32) -> String {
    let v = truncate(cents, int_digits + 2);
    let units = v.unsigned_abs();
    let int = edit_int((units / 100) as u64, int_digits);
    format!("{}.{:02}{}", int, units % 100, if v < 0 { '-' } else { ' ' })
}

/// An edited count like ZZZ,ZZ9 with `digits` digit positions (commas every three).
fn edit_int(value: u64, digits: u32) -> String {
    let value = value % 10u64.pow(digits);
    let text = format!("{:0width$}", value, width = digits as usize);
    let mut out = String::new();
    let mut significant = false;
    for (i, ch) in text.chars().enumerate() {
        let pos_from_right = digits as usize - i;
        if i > 0 && pos_from_right % 3 == 0 {
            out.push(if significant { ',' } else { ' ' });
        }
        significant |= ch != '0' || pos_from_right == 1;
        out.push(if significant { ch } else { ' ' });
    }
    out
}

struct Rate {
    category: [u8; 2],
    annual_rate: i64, // PIC 9V9999
    min_balance: i64, // PIC 9(7)V99
}

impl Rate {
    fn parse(rec: &[u8]) -> Rate {
        Rate {
            category: [rec[0], rec[1]],
            annual_rate: zoned(&rec[2..7]).abs(),
            min_balance: zoned(&rec[7..16]).abs(),
        }
    }
}

/// An account master record (60 bytes). The record is kept as read: fields the run does not
/// change are written back byte for byte.
struct Account {
    raw: Vec<u8>,
}

impl Account {
    fn acct_no(&self) -> &[u8] { &self.raw[0..10] }
    fn category(&self) -> &[u8] { &self.raw[30..32] }
    fn status(&self) -> u8 { self.raw[32] }
    fn balance(&self) -> i64 { zoned(&self.raw[33..44]) } // S9(9)V99
    fn accrued(&self) -> i64 { zoned(&self.raw[44..53]) } // S9(7)V99
    fn post(&mut self, balance: i64, accrued: i64, rate: i64) {
        self.raw[33..44].copy_from_slice(&to_zoned(balance, 11));
        self.raw[44..53].copy_from_slice(&to_zoned(accrued, 9));
        self.raw[53..58].copy_from_slice(&to_unsigned(rate, 5));
    }
}

#[derive(Default)]
struct Totals {
    read: i64,
    posted: i64,
    closed: i64,
    no_rate: i64,
    bad_status: i64,
    overflow: i64,
    interest: i64, // S9(11)V99 COMP-3
    balance: i64,  // S9(13)V99 COMP-3
}

struct Run {
    out: BufWriter<io::Stdout>,
}

impl Run {
    fn say(&mut self, parts: &[&[u8]]) {
        for p in parts {
            self.out.write_all(p).expect("stdout");
        }
        self.out.write_all(b"\n").expect("stdout");
    }

    fn abend(&mut self, parts: &[&[u8]]) -> ! {
        self.say(parts);
        self.out.flush().expect("stdout");
        process::exit(ABEND_STATUS);
    }

    fn open(&mut self, path: &str, dd: &str) -> Vec<Vec<u8>> {
        let status = |e: &io::Error| if e.kind() == io::ErrorKind::NotFound { "35" } else { "30" };
        match File::open(path) {
            Ok(f) => BufReader::new(f)
                .split(b'\n')
                .collect::<Result<Vec<_>, _>>()
                .unwrap_or_else(|e| self.abend(&[b"ACCTINT: READ ", dd.as_bytes(), b" FAILED, STATUS ", status(&e).as_bytes()])),
            Err(e) => self.abend(&[b"ACCTINT: OPEN ", dd.as_bytes(), b" FAILED, STATUS ", status(&e).as_bytes()]),
        }
    }

    fn load_rates(&mut self, path: &str) -> Vec<Rate> {
        let mut rates: Vec<Rate> = Vec::new();
        for rec in self.open(path, "RATES") {
            let rate = Rate::parse(&rec);
            let prev: &[u8] = rates.last().map_or(&[0, 0], |r| &r.category);
            if ebcdic_cmp(&rate.category, prev) != Ordering::Greater {
                self.abend(&[b"ACCTINT: RATES OUT OF SEQUENCE AT ", &rate.category]);
            }
            if rates.len() == MAX_RATES {
                self.abend(&[b"ACCTINT: MORE THAN 50 RATES"]);
            }
            rates.push(rate);
        }
        if rates.is_empty() {
            self.abend(&[b"ACCTINT: NO RATES LOADED"]);
        }
        rates
    }
}

/// One month of interest: balance * annual rate / 12, rounded half away from zero to the cent
/// (COBOL ROUNDED). balance * rate has 6 decimals; 12 * 10^4 takes it back to cents.
fn monthly_interest(balance: i64, annual_rate: i64) -> i64 {
    let num = i128::from(balance) * i128::from(annual_rate);
    let den: i128 = 12 * 10_000;
    let (q, r) = (num / den, num % den);
    let rounded = if 2 * r.abs() >= den { q + num.signum() } else { q };
    rounded as i64
}

fn post_interest(run: &mut Run, acct: &mut Account, rates: &[Rate], t: &mut Totals) {
    let Some(rate) = rates.iter().find(|r| r.category == acct.category()) else {
        t.no_rate = truncate(t.no_rate + 1, 7);
        let (cat, no) = (acct.category().to_vec(), acct.acct_no().to_vec());
        run.say(&[b"ACCTINT: NO RATE FOR CATEGORY ", &cat, b" ACCOUNT ", &no]);
        return;
    };
    let balance = acct.balance();
    let interest = if balance < 0 || balance >= rate.min_balance {
        monthly_interest(balance, rate.annual_rate)
    } else {
        0
    };
    let new_balance = balance + interest;
    if new_balance.abs() >= 100_000_000_000 {
        // ON SIZE ERROR: S9(9)V99 cannot hold it; the account is left as it was
        t.overflow = truncate(t.overflow + 1, 7);
        let no = acct.acct_no().to_vec();
        run.say(&[b"ACCTINT: BALANCE OVERFLOW ACCOUNT ", &no]);
        return;
    }
    // AC-ACCRUED is S9(7)V99: the ADD keeps the low-order digits only
    let accrued = truncate(acct.accrued() + interest, 9);
    acct.post(new_balance, accrued, rate.annual_rate);
    t.interest = truncate(t.interest + interest, 13);
    t.posted = truncate(t.posted + 1, 7);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        eprintln!("usage: acctint RATES ACCTIN ACCTOUT");
        process::exit(2);
    }
    let mut run = Run { out: BufWriter::new(io::stdout()) };
    run.say(&[b"ACCTINT - MONTHLY INTEREST POSTING"]);
    let rates = run.load_rates(&args[1]);
    let accounts = run.open(&args[2], "ACCTIN");
    let mut out = match File::create(&args[3]) {
        Ok(f) => BufWriter::new(f),
        Err(_) => run.abend(&[b"ACCTINT: OPEN ACCTOUT FAILED, STATUS 30"]),
    };
    let mut t = Totals::default();
    for raw in accounts {
        let mut acct = Account { raw };
        t.read = truncate(t.read + 1, 7);
        match acct.status() {
            b'C' => t.closed = truncate(t.closed + 1, 7),
            b'A' => post_interest(&mut run, &mut acct, &rates, &mut t),
            other => {
                t.bad_status = truncate(t.bad_status + 1, 7);
                let no = acct.acct_no().to_vec();
                run.say(&[b"ACCTINT: BAD STATUS ", &[other], b" ACCOUNT ", &no]);
            }
        }
        t.balance = truncate(t.balance + acct.balance(), 15);
        if out.write_all(&acct.raw).and_then(|_| out.write_all(b"\n")).is_err() {
            run.abend(&[b"ACCTINT: WRITE ACCTOUT FAILED, STATUS 30"]);
        }
    }
    if out.flush().is_err() {
        run.abend(&[b"ACCTINT: WRITE ACCTOUT FAILED, STATUS 30"]);
    }
    let count = |n: i64| edit_int(n as u64, 6);
    let lines = [
        ("RATES LOADED ........ ", count(rates.len() as i64)),
        ("ACCOUNTS READ ....... ", count(t.read)),
        ("INTEREST POSTED ..... ", count(t.posted)),
        ("CLOSED ACCOUNTS ..... ", count(t.closed)),
        ("NO RATE FOUND ....... ", count(t.no_rate)),
        ("BAD STATUS .......... ", count(t.bad_status)),
        ("BALANCE OVERFLOW .... ", count(t.overflow)),
        ("TOTAL INTEREST ...... ", edit_amount(t.interest, 9)),
        ("TOTAL BALANCES ...... ", edit_amount(t.balance, 10)),
    ];
    for (label, value) in lines {
        run.say(&[label.as_bytes(), value.as_bytes()]);
    }
    run.out.flush().expect("stdout");
}
