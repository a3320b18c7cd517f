// seeded bug: finance charge truncated to the cent instead of rounded half away from zero (COMPUTE ROUNDED); shows on: typical, boundary
// STMTGEN in Rust: customer master and transactions (sorted by customer id in EBCDIC order)
// matched on the id; one statement per customer written to STMTOUT, the job log on stdout.
// Usage: stmtgen CUSTMAST TRANSIN STMTOUT   (Latin-1 lines, one record per line)
// Money is i64 cents. Fields that COBOL keeps in a fixed number of digits wrap the same way
// here (high-order digits dropped), so the two agree on every input, not only on small ones.

use std::cmp::Ordering;
use std::env;
use std::fs;
use std::io::{self, BufWriter, Write};
use std::process;

/// Latin-1 character -> its byte in EBCDIC code page 037: the mainframe collates keys by these.
static TO_EBCDIC: [u8; 256] = [
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
    0x8C, 0x49, 0xCD, 0xCE, 0xCB, 0xCF, 0xCC, 0xE1, 0x70, 0xDD, 0xDE, 0xDB, 0xDC, 0x8D, 0x8E, 0xDF,
];

/// Compares two keys as the mainframe does: byte by byte in EBCDIC.
fn ebcdic_cmp(a: &[u8], b: &[u8]) -> Ordering {
    let ea = a.iter().map(|&c| TO_EBCDIC[c as usize]);
    let eb = b.iter().map(|&c| TO_EBCDIC[c as usize]);
    ea.cmp(eb)
}

/// Value of a zoned decimal field (PIC 9(n) or S9(n) with the sign overpunched on the last
/// digit). The last character's EBCDIC byte holds zone and digit: zones A C E F are positive,
/// B D negative (NUMPROC(NOPFD)); an unsigned field takes only F (plain digits).
fn zoned(field: &[u8], signed: bool) -> i64 {
    let (last, body) = field.split_last().expect("empty numeric field");
    let mut value: i64 = 0;
    for &c in body {
        assert!(c.is_ascii_digit(), "invalid numeric data");
        value = value * 10 + i64::from(c - b'0');
    }
    let e = TO_EBCDIC[*last as usize];
    let (zone, digit) = (e >> 4, e & 0x0F);
    assert!(digit <= 9, "invalid numeric data");
    value = value * 10 + i64::from(digit);
    match (signed, zone) {
        (false, 0xF) => value,
        (true, 0xA | 0xC | 0xE | 0xF) => value,
        (true, 0xB | 0xD) => -value,
        _ => panic!("invalid sign in numeric data"),
    }
}

/// Keeps the low-order `digits` digits, as a COBOL receiver of that many digits does.
fn fit(value: i64, digits: u32) -> i64 {
    value % 10i64.pow(digits)
}

/// A numeric-edited amount: `int_digits` integer places with comma insertion and zero
/// suppression (Z...Z9), two decimals, and CR for a negative value (two spaces otherwise).
fn edit_amount(cents: i64, int_digits: usize) -> String {
    let digits = format!("{:0width$}", cents.unsigned_abs(), width = int_digits + 2);
    let digits = &digits[digits.len() - (int_digits + 2)..];
    let (int_part, dec_part) = digits.split_at(int_digits);
    let mut out = String::new();
    let mut significant = false;
    for (i, ch) in int_part.chars().enumerate() {
        let from_right = int_digits - i;
        if i > 0 && from_right % 3 == 0 {
            out.push(if significant { ',' } else { ' ' });
        }
        if ch != '0' || i == int_digits - 1 {
            significant = true;
        }
        out.push(if significant { ch } else { ' ' });
    }
    out.push('.');
    out.push_str(dec_part);
    out.push_str(if cents < 0 { "CR" } else { "  " });
    out
}

fn edit_count(n: u32) -> String {
    let s = edit_amount(i64::from(n) * 100, 7);
    s[..s.len() - 5].to_string()
}

/// The records of a line file: each `len` bytes and a line end (the last one may lack it).
fn read_records(path: &str, len: usize) -> io::Result<Vec<Vec<u8>>> {
    let data = fs::read(path)?;
    let mut records = Vec::new();
    let mut pos = 0;
    while pos < data.len() {
        let end = (pos + len).min(data.len());
        let mut rec = data[pos..end].to_vec();
        rec.resize(len, b' ');
        records.push(rec);
        pos = end;
        if data.get(pos) == Some(&b'\n') {
            pos += 1;
        }
    }
    Ok(records)
}

struct Customer {
    id: Vec<u8>,
    name: Vec<u8>,
    city: Vec<u8>,
    opening: i64,
}

impl Customer {
    fn parse(r: &[u8]) -> Customer {
        Customer {
            id: r[0..6].to_vec(),
            name: r[6..31].to_vec(),
            city: r[31..46].to_vec(),
            opening: zoned(&r[46..55], true),
        }
    }
}

enum Kind {
    Purchase,
    Payment,
    Fee,
    Other,
}

struct Transaction {
    cust_id: Vec<u8>,
    date: Vec<u8>,
    kind_code: u8,
    kind: Kind,
    desc: Vec<u8>,
    amount: i64,
}

impl Transaction {
    fn parse(r: &[u8]) -> Transaction {
        let kind = match r[14] {
            b'P' => Kind::Purchase,
            b'C' => Kind::Payment,
            b'F' => Kind::Fee,
            _ => Kind::Other,
        };
        Transaction {
            cust_id: r[0..6].to_vec(),
            date: r[6..14].to_vec(),
            kind_code: r[14],
            kind,
            desc: r[15..31].to_vec(),
            amount: zoned(&r[31..40], false),
        }
    }

    /// Signed amount of a postable transaction: purchases and fees debit, payments credit.
    fn signed_amount(&self) -> Option<i64> {
        match self.kind {
            Kind::Purchase | Kind::Fee => Some(self.amount),
            Kind::Payment => Some(-self.amount),
            Kind::Other => None,
        }
    }
}

#[derive(Default)]
struct Totals {
    statements: u32,
    posted: u32,
    unmatched: u32,
    rejected: u32,
    closing: i64,
}

fn bump(counter: &mut u32) {
    *counter = (*counter + 1) % 10_000_000;
}

struct Run<'a> {
    log: &'a mut dyn Write,
    stmt: Vec<Vec<u8>>,
    totals: Totals,
}

impl Run<'_> {
    fn log_line(&mut self, parts: &[&[u8]]) {
        let line: Vec<u8> = parts.concat();
        self.log.write_all(&line).unwrap();
        self.log.write_all(b"\n").unwrap();
    }

    fn orphan(&mut self, t: &Transaction) {
        self.log_line(&[b"STMTGEN: NO CUSTOMER FOR ", &t.cust_id, b" ", &t.date]);
        bump(&mut self.totals.unmatched);
    }

    fn balance_line(&mut self, label: &str, cents: i64) {
        self.stmt
            .push(format!("{:<16}{:34}{}", label, "", edit_amount(cents, 9)).into_bytes());
    }

    fn statement<'t>(
        &mut self,
        c: &Customer,
        trans: &mut std::iter::Peekable<impl Iterator<Item = &'t Transaction>>,
    ) {
        bump(&mut self.totals.statements);
        let mut header = b"STATEMENT  ".to_vec();
        header.extend_from_slice(&c.id);
        header.extend_from_slice(b"  ");
        header.extend_from_slice(&c.name);
        header.extend_from_slice(b"  ");
        header.extend_from_slice(&c.city);
        self.stmt.push(header);

        let mut balance = c.opening;
        self.balance_line("OPENING BALANCE", balance);
        while let Some(t) = trans.next_if(|t| t.cust_id == c.id) {
            let Some(amount) = t.signed_amount() else {
                self.log_line(&[
                    b"STMTGEN: REJECTED TYPE ",
                    &[t.kind_code],
                    b" FOR ",
                    &t.cust_id,
                    b" ",
                    &t.date,
                ]);
                bump(&mut self.totals.rejected);
                continue;
            };
            balance = fit(balance + amount, 11);
            bump(&mut self.totals.posted);
            let mut line = b"  ".to_vec();
            line.extend_from_slice(&t.date[4..6]);
            line.push(b'/');
            line.extend_from_slice(&t.date[6..8]);
            line.push(b'/');
            line.extend_from_slice(&t.date[0..4]);
            line.extend_from_slice(b"  ");
            line.extend_from_slice(&t.desc);
            line.push(b' ');
            line.extend_from_slice(edit_amount(amount, 7).as_bytes());
            line.extend_from_slice(b"   ");
            line.extend_from_slice(edit_amount(balance, 9).as_bytes());
            self.stmt.push(line);
        }
        if balance > 0 {
            // COMPUTE ROUNDED rounds half away from zero; the charge is kept in 7+2 digits.
            let charge = fit(balance * 15 / 1000, 9);
            balance = fit(balance + charge, 11);
            self.balance_line("FINANCE CHARGE", charge);
        }
        self.balance_line("CLOSING BALANCE", balance);
        self.totals.closing = fit(self.totals.closing + balance, 13);
        self.stmt.push(vec![b'-'; 80]);
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 4 {
        eprintln!("usage: stmtgen CUSTMAST TRANSIN STMTOUT");
        process::exit(2);
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());

    let customers = match read_records(&args[1], 60) {
        Ok(r) => r,
        Err(_) => {
            writeln!(out, "STMTGEN: CUSTMAST OPEN STATUS 35").unwrap();
            out.flush().unwrap();
            process::exit(16);
        }
    };
    let transactions = match read_records(&args[2], 40) {
        Ok(r) => r,
        Err(_) => {
            writeln!(out, "STMTGEN: TRANSIN OPEN STATUS 35").unwrap();
            out.flush().unwrap();
            process::exit(16);
        }
    };
    let customers: Vec<Customer> = customers.iter().map(|r| Customer::parse(r)).collect();
    let transactions: Vec<Transaction> =
        transactions.iter().map(|r| Transaction::parse(r)).collect();

    let mut run = Run { log: &mut out, stmt: Vec::new(), totals: Totals::default() };
    let mut trans = transactions.iter().peekable();
    for c in &customers {
        while let Some(t) = trans.next_if(|t| ebcdic_cmp(&t.cust_id, &c.id) == Ordering::Less) {
            run.orphan(t);
        }
        run.statement(c, &mut trans);
    }
    for t in trans {
        run.orphan(t);
    }

    let mut file = BufWriter::new(fs::File::create(&args[3]).expect("cannot create STMTOUT"));
    for line in &run.stmt {
        file.write_all(line).unwrap();
        file.write_all(b"\n").unwrap();
    }
    file.flush().unwrap();

    let t = std::mem::take(&mut run.totals);
    run.log_line(&[b"STMTGEN: STATEMENTS WRITTEN   ", edit_count(t.statements).as_bytes()]);
    run.log_line(&[b"STMTGEN: TRANSACTIONS POSTED  ", edit_count(t.posted).as_bytes()]);
    run.log_line(&[b"STMTGEN: UNMATCHED            ", edit_count(t.unmatched).as_bytes()]);
    run.log_line(&[b"STMTGEN: REJECTED             ", edit_count(t.rejected).as_bytes()]);
    run.log_line(&[b"STMTGEN: TOTAL CLOSING  ", edit_amount(t.closing, 11).as_bytes()]);
    out.flush().unwrap();
}
