// seeded bug: the id range compares Latin-1 bytes (digits before letters) instead of EBCDIC keys; shows on: ebcdic (range A0000000-99999999)
//! CUSTEXP in Rust: the customer master export. Writes the customers of CUSTIN whose id is in the
//! range of the control card (standard input, the SYSIN card: FROM-ID in columns 1-8, TO-ID in
//! 9-16; blank means unbounded) to a semicolon-delimited file (EXPORT) with a header and a trailer.
//! Deleted, out-of-range and invalid records are skipped and counted; invalid ones make the run
//! exit 4. Usage: custexp CUSTIN EXPORT < SYSIN (Latin-1 lines). Money is i64 cents.
use std::cmp::Ordering;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::process;

const ABEND_STATUS: i32 = 12;
const HEADER: &str = "CUST_ID;NAME;CITY;STATE;OPENED;CREDIT_LIMIT;BALANCE;STATUS;EMAIL";

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

fn to_ebcdic(text: &[u8]) -> Vec<u8> {
    text.iter().map(|&c| EBCDIC_037[c as usize]).collect()
}

/// A zoned decimal field: digits, the last one with the overpunched sign.
fn zoned(field: &[u8]) -> i64 {
    let (last, init) = field.split_last().expect("empty field");
    let value = init.iter().fold(0i64, |v, &d| v * 10 + i64::from(d - b'0'));
    let (digit, negative) = match *last {
        b'0'..=b'9' => (last - b'0', false),
        b'{' => (0, false),
        b'A'..=b'I' => (last - b'A' + 1, false),
        b'}' => (0, true),
        b'J'..=b'R' => (last - b'J' + 1, true),
        other => panic!("not a zoned digit: {:?}", other as char),
    };
    let value = value * 10 + i64::from(digit);
    if negative { -value } else { value }
}

/// The bytes of `field` before the first occurrence of `delim` (STRING ... DELIMITED BY).
fn delimited<'a>(field: &'a [u8], delim: &[u8]) -> &'a [u8] {
    field.windows(delim.len()).position(|w| w == delim).map_or(field, |i| &field[..i])
}

/// An amount edited by a floating-minus or Z picture, leading spaces removed: -123.45, 0.01.
fn amount_text(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let units = cents.unsigned_abs();
    format!("{}{}.{:02}", sign, units / 100, units % 100)
}

/// ZZZ,ZZ9 with its leading spaces removed.
fn count_text(n: i64) -> String {
    let n = (n % 1_000_000) as u64;
    if n >= 1000 { format!("{},{:03}", n / 1000, n % 1000) } else { n.to_string() }
}

/// COBOL's high-order truncation into a field of `digits` digits (the sign kept).
fn truncate(value: i64, digits: u32) -> i64 {
    value % 10i64.pow(digits)
}

/// The id range of the control card, as EBCDIC keys (a blank bound is LOW-VALUES / HIGH-VALUES).
struct Range {
    from: Vec<u8>,
    to: Vec<u8>,
}

impl Range {
    fn from_card(card: &[u8]) -> Range {
        let bound = |field: &[u8], blank: u8| {
            if field.iter().all(|&c| c == b' ') { vec![blank; 8] } else { field.to_vec() }
        };
        Range { from: bound(&card[0..8], 0x00), to: bound(&card[8..16], 0xFF) }
    }

    fn contains(&self, id: &[u8]) -> bool {
        let key = id.to_vec();
        key.cmp(&self.from) != Ordering::Less && key.cmp(&self.to) != Ordering::Greater
    }
}

struct Customer<'a> {
    id: &'a [u8],
    name: &'a [u8],
    city: &'a [u8],
    state: &'a [u8],
    open_date: &'a [u8], // YYYYMMDD, text
    credit_limit: i64,   // 9(7)V99
    balance: i64,        // S9(7)V99
    status: u8,
    email_ok: bool,
}

impl<'a> Customer<'a> {
    fn parse(rec: &'a [u8]) -> Customer<'a> {
        Customer {
            id: &rec[0..8],
            name: &rec[8..38],
            city: &rec[38..58],
            state: &rec[58..60],
            open_date: &rec[60..68],
            credit_limit: zoned(&rec[68..77]).abs(),
            balance: zoned(&rec[77..86]),
            status: rec[86],
            email_ok: rec[87] == b'Y',
        }
    }

    /// Why the record cannot be exported, if it cannot.
    fn invalid(&self) -> Option<&'static str> {
        if self.status != b'A' && self.status != b'I' {
            return Some("INVALID STATUS");
        }
        if !self.open_date.iter().all(u8::is_ascii_digit) {
            return Some("INVALID OPEN DATE");
        }
        let two = |i: usize| (self.open_date[i] - b'0') * 10 + (self.open_date[i + 1] - b'0');
        let (month, day) = (two(4), two(6));
        if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
            return Some("INVALID OPEN DATE");
        }
        None
    }

    fn export_line(&self) -> Vec<u8> {
        let name: Vec<u8> = self.name.iter().map(|&c| if c == b';' { b',' } else { c }).collect();
        let d = self.open_date;
        let mut line = Vec::with_capacity(120);
        for part in [delimited(self.id, b" "), b";", delimited(&name, b"  "), b";",
                     delimited(self.city, b"  "), b";", self.state, b";",
                     &d[0..4], b"-", &d[4..6], b"-", &d[6..8], b";"] {
            line.extend_from_slice(part);
        }
        let rest = format!("{};{};{};{}", amount_text(self.credit_limit), amount_text(self.balance),
                           self.status as char, if self.email_ok { 'Y' } else { 'N' });
        line.extend_from_slice(rest.as_bytes());
        line
    }
}

fn abend(out: &mut impl Write, line: &str) -> ! {
    writeln!(out, "{}", line).and_then(|_| out.flush()).expect("stdout");
    process::exit(ABEND_STATUS);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: custexp CUSTIN EXPORT < SYSIN");
        process::exit(2);
    }
    let mut out = BufWriter::new(io::stdout());
    writeln!(out, "CUSTEXP - CUSTOMER EXPORT").expect("stdout");
    // the control card: the first SYSIN line, padded to 80 columns; none leaves it blank
    let mut sysin = Vec::new();
    io::stdin().read_to_end(&mut sysin).expect("stdin");
    let mut card: Vec<u8> = sysin.split(|&c| c == b'\n').next().unwrap_or(b"").to_vec();
    card.resize(80, b' ');
    let range = Range::from_card(&card);

    let input = File::open(&args[1]).unwrap_or_else(|e| {
        let status = if e.kind() == io::ErrorKind::NotFound { "35" } else { "30" };
        abend(&mut out, &format!("CUSTEXP: OPEN CUSTIN FAILED, STATUS {}", status))
    });
    let records: Vec<Vec<u8>> = BufReader::new(input)
        .split(b'\n')
        .collect::<Result<_, _>>()
        .unwrap_or_else(|_| abend(&mut out, "CUSTEXP: READ CUSTIN FAILED, STATUS 30"));
    let file = File::create(&args[2])
        .unwrap_or_else(|_| abend(&mut out, "CUSTEXP: OPEN EXPORT FAILED, STATUS 30"));
    let mut export = BufWriter::new(file);
    let (mut read, mut exported, mut deleted, mut out_of_range, mut invalid) = (0i64, 0i64, 0i64, 0i64, 0i64);
    let mut total = 0i64; // S9(9)V99 COMP-3
    let mut lines: Vec<Vec<u8>> = vec![HEADER.as_bytes().to_vec()];
    for rec in &records {
        let c = Customer::parse(rec);
        read = truncate(read + 1, 7);
        if c.status == b'D' {
            deleted = truncate(deleted + 1, 7);
        } else if !range.contains(c.id) {
            out_of_range = truncate(out_of_range + 1, 7);
        } else if let Some(reason) = c.invalid() {
            invalid = truncate(invalid + 1, 7);
            out.write_all(b"CUSTEXP: SKIPPED ").expect("stdout");
            out.write_all(c.id).expect("stdout");
            writeln!(out, " {:<20}", reason).expect("stdout");
        } else {
            lines.push(c.export_line());
            total = truncate(total + c.balance, 11);
            exported = truncate(exported + 1, 7);
        }
    }
    lines.push(format!("TRAILER;{};{}", count_text(exported), amount_text(total)).into_bytes());
    for line in &lines {
        if export.write_all(line).and_then(|_| export.write_all(b"\n")).is_err() {
            abend(&mut out, "CUSTEXP: WRITE EXPORT FAILED, STATUS 30");
        }
    }
    if export.flush().is_err() {
        abend(&mut out, "CUSTEXP: WRITE EXPORT FAILED, STATUS 30");
    }
    let count = |n: i64| format!("{:>7}", count_text(n));
    writeln!(out, "RECORDS READ ........ {}", count(read)).expect("stdout");
    writeln!(out, "EXPORTED ............ {}", count(exported)).expect("stdout");
    writeln!(out, "SKIPPED, DELETED .... {}", count(deleted)).expect("stdout");
    writeln!(out, "SKIPPED, NOT IN RANGE {}", count(out_of_range)).expect("stdout");
    writeln!(out, "SKIPPED, INVALID .... {}", count(invalid)).expect("stdout");
    out.flush().expect("stdout");
    process::exit(if invalid > 0 { 4 } else { 0 });
}
