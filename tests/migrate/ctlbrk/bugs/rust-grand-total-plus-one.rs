// seeded bug: the grand total line counts the accounts reported plus one (GT-ACCOUNTS off by one); shows on: typical, edge, ebcdic, onerec, empty
//! CTLBRK in Rust: the branch account balance report. Reads the account extract (ACCTS, sorted by
//! branch and account type) and writes the report (RPTOUT): detail lines, a subtotal per account
//! type, a total per branch (each branch on a new page), the grand total, page headings every 20
//! lines. Records out of sequence (EBCDIC order) are skipped, and the run then exits 4.
//! Usage: ctlbrk ACCTS RPTOUT (Latin-1 line files). Money is i64 cents.
use std::cmp::Ordering;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process;

const ABEND_STATUS: i32 = 12;
const LINES_PER_PAGE: u32 = 20;

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
    a.iter().map(|&c| EBCDIC_037[c as usize]).cmp(b.iter().map(|&c| EBCDIC_037[c as usize]))
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

/// COBOL's high-order truncation into a field of `digits` digits (the sign kept).
fn truncate(value: i64, digits: u32) -> i64 {
    value % 10i64.pow(digits)
}

/// Z suppression over `digits` positions, with commas every three when `commas` (ZZZ,ZZ9).
fn edit_int(value: u64, digits: u32, commas: bool) -> String {
    let text = format!("{:0width$}", value % 10u64.pow(digits), width = digits as usize);
    let mut out = String::new();
    let mut significant = false;
    for (i, ch) in text.chars().enumerate() {
        let from_right = digits as usize - i;
        if commas && i > 0 && from_right % 3 == 0 {
            out.push(if significant { ',' } else { ' ' });
        }
        significant |= ch != '0' || from_right == 1;
        out.push(if significant { ch } else { ' ' });
    }
    out
}

/// An edited amount with `int_digits` integer positions (Z suppression, commas), two decimals
/// and the sign symbol `symbol` ("CR" or "DB") when the value left in the picture is negative.
fn edit_amount(cents: i64, int_digits: u32, symbol: &str) -> String {
    let v = truncate(cents, int_digits + 2);
    let units = v.unsigned_abs();
    let sign = if v < 0 { symbol } else { "  " };
    format!("{}.{:02}{}", edit_int(units / 100, int_digits, true), units % 100, sign)
}

struct Account<'a> {
    key: &'a [u8], // branch and type: the sort key
    branch: &'a [u8],
    kind: &'a [u8],
    acct_no: &'a [u8],
    name: &'a [u8],
    balance: i64, // S9(7)V99
}

impl<'a> Account<'a> {
    fn parse(rec: &'a [u8]) -> Account<'a> {
        Account {
            key: &rec[0..6],
            branch: &rec[0..4],
            kind: &rec[4..6],
            acct_no: &rec[6..16],
            name: &rec[16..31],
            balance: zoned(&rec[31..40]),
        }
    }
}

/// The report file with its paging: headings before the first line and whenever a page is full.
struct Report {
    file: BufWriter<File>,
    line_count: u32,
    pages: i64, // S9(4) COMP
}

impl Report {
    fn line(&mut self, text: &[u8]) -> io::Result<()> {
        if self.line_count >= LINES_PER_PAGE {
            self.pages = truncate(self.pages + 1, 4);
            let heading = format!("{:<8}{:<40}{:20}PAGE {}", "CTLBRK", "BRANCH ACCOUNT BALANCES", "",
                                  edit_int(self.pages as u64, 3, false));
            writeln!(self.file, "{}", heading)?;
            writeln!(self.file, "{:<40}{}", "BRCH TY ACCOUNT    NAME", "                BALANCE")?;
            writeln!(self.file)?;
            self.line_count = 3;
        }
        self.file.write_all(text)?;
        self.file.write_all(b"\n")?;
        self.line_count += 1;
        Ok(())
    }

    fn new_page(&mut self) {
        self.line_count = LINES_PER_PAGE;
    }
}

/// The accounts and balance of one group (an account type, a branch).
#[derive(Default)]
struct Group {
    accounts: i64,
    total: i64,
}

struct Run<'a> {
    report: Report,
    prev_branch: &'a [u8],
    prev_type: &'a [u8],
    by_type: Group,   // S9(5) COMP-3, S9(9)V99 COMP-3
    by_branch: Group, // S9(5) COMP-3, S9(11)V99 COMP-3
    grand_total: i64, // S9(13)V99 COMP-3
    reported: i64,
}

impl<'a> Run<'a> {
    fn type_break(&mut self) -> io::Result<()> {
        let count = edit_int(self.by_type.accounts as u64, 4, false);
        let total = edit_amount(self.by_type.total, 8, "CR");
        let line = [b"       TOTAL TYPE ", self.prev_type, b"  ", count.as_bytes(), b" ACCOUNTS  ", total.as_bytes()];
        self.report.line(&line.concat())?;
        self.report.line(b"")?;
        self.by_branch.accounts = truncate(self.by_branch.accounts + self.by_type.accounts, 5);
        self.by_branch.total = truncate(self.by_branch.total + self.by_type.total, 13);
        self.by_type = Group::default();
        Ok(())
    }

    fn branch_break(&mut self) -> io::Result<()> {
        let count = edit_int(self.by_branch.accounts as u64, 4, false);
        let total = edit_amount(self.by_branch.total, 9, "CR");
        let line = [b"   TOTAL BRANCH ", self.prev_branch, b"  ", count.as_bytes(), b" ACCOUNTS ", total.as_bytes()];
        self.report.line(&line.concat())?;
        self.grand_total = truncate(self.grand_total + self.by_branch.total, 15);
        self.by_branch = Group::default();
        self.report.new_page();
        Ok(())
    }

    fn detail(&mut self, a: &Account) -> io::Result<()> {
        let mut line = Vec::with_capacity(80);
        for (field, gap) in [(a.branch, 1), (a.kind, 1), (a.acct_no, 1), (a.name, 3)] {
            line.extend_from_slice(field);
            line.extend(std::iter::repeat(b' ').take(gap));
        }
        line.extend_from_slice(edit_amount(a.balance, 7, "DB").as_bytes());
        self.report.line(&line)?;
        self.reported = truncate(self.reported + 1, 7);
        self.by_type.accounts = truncate(self.by_type.accounts + 1, 5);
        self.by_type.total = truncate(self.by_type.total + a.balance, 11);
        Ok(())
    }
}

fn abend(out: &mut impl Write, line: &str) -> ! {
    writeln!(out, "{}", line).and_then(|_| out.flush()).expect("stdout");
    process::exit(ABEND_STATUS);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: ctlbrk ACCTS RPTOUT");
        process::exit(2);
    }
    let mut out = BufWriter::new(io::stdout());
    writeln!(out, "CTLBRK - BRANCH ACCOUNT BALANCE REPORT").expect("stdout");
    let input = File::open(&args[1]).unwrap_or_else(|e| {
        let status = if e.kind() == io::ErrorKind::NotFound { "35" } else { "30" };
        abend(&mut out, &format!("CTLBRK: OPEN ACCTS FAILED, STATUS {}", status))
    });
    let records: Vec<Vec<u8>> = BufReader::new(input)
        .split(b'\n')
        .collect::<Result<_, _>>()
        .unwrap_or_else(|_| abend(&mut out, "CTLBRK: READ ACCTS FAILED, STATUS 30"));
    let file = File::create(&args[2])
        .unwrap_or_else(|_| abend(&mut out, "CTLBRK: OPEN RPTOUT FAILED, STATUS 30"));
    let mut run = Run {
        report: Report { file: BufWriter::new(file), line_count: LINES_PER_PAGE + 79, pages: 0 },
        prev_branch: &[0; 4],
        prev_type: &[0; 2],
        by_type: Group::default(),
        by_branch: Group::default(),
        grand_total: 0,
        reported: 0,
    };
    let (mut read, mut skipped) = (0i64, 0i64);
    let mut prev_key: Vec<u8> = vec![0; 6];
    let mut first = true;
    let result = (|| -> io::Result<()> {
        for rec in &records {
            let a = Account::parse(rec);
            read = truncate(read + 1, 7);
            if ebcdic_cmp(a.key, &prev_key) == Ordering::Less {
                skipped = truncate(skipped + 1, 7);
                out.write_all(b"CTLBRK: OUT OF SEQUENCE, SKIPPED ")?;
                out.write_all(a.acct_no)?;
                out.write_all(b"\n")?;
                continue;
            }
            if first {
                first = false;
            } else if a.branch != run.prev_branch {
                run.type_break()?;
                run.branch_break()?;
            } else if a.kind != run.prev_type {
                run.type_break()?;
            }
            prev_key = a.key.to_vec();
            run.prev_branch = a.branch;
            run.prev_type = a.kind;
            run.detail(&a)?;
        }
        if !first {
            run.type_break()?;
            run.branch_break()?;
        }
        let line = format!("{:<16}{} ACCOUNTS {}", "GRAND TOTAL",
            edit_int(run.reported as u64 + 1, 8, true), edit_amount(run.grand_total, 10, "CR"));
        run.report.line(line.as_bytes())?;
        run.report.file.flush()
    })();
    if result.is_err() {
        abend(&mut out, "CTLBRK: WRITE RPTOUT FAILED, STATUS 30");
    }
    let count = |n: i64| edit_int(n as u64, 6, true);
    writeln!(out, "RECORDS READ ....... {}", count(read)).expect("stdout");
    writeln!(out, "RECORDS REPORTED ... {}", count(run.reported)).expect("stdout");
    writeln!(out, "RECORDS SKIPPED .... {}", count(skipped)).expect("stdout");
    writeln!(out, "PAGES WRITTEN ...... {}", count(run.report.pages)).expect("stdout");
    out.flush().expect("stdout");
    process::exit(if skipped > 0 { 4 } else { 0 });
}
