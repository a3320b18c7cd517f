//! TRNPOST in Rust: daily card transaction posting. Loads the card cross-reference (XREF) and the
//! account master (ACCTS, ascending account number in EBCDIC order), posts the day's transactions
//! (TRANS), writes the updated master (ACCTOUT) and the rejected transactions with a reason code
//! (REJECTS). Exit status 4 when a transaction is rejected, 12 for an abend.
//! Usage: trnpost XREF ACCTS TRANS ACCTOUT REJECTS (Latin-1 line files, one record per line).
//! Money is i64 cents.
use std::cmp::Ordering;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::process;

const ABEND_STATUS: i32 = 12;
const MAX_CARDS: usize = 200;
const MAX_ACCOUNTS: usize = 100;

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

/// A zoned decimal field: digits, the last one with the overpunched sign ({, A-I positive;
/// }, J-R negative; a plain digit positive).
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

/// A signed zoned field of `width` digits, preferred overpunch sign.
fn to_zoned(value: i64, width: usize) -> Vec<u8> {
    let mut text = format!("{:0width$}", value.unsigned_abs(), width = width).into_bytes();
    let d = text[width - 1] - b'0';
    text[width - 1] = match (value < 0, d) {
        (false, 0) => b'{',
        (false, d) => b'A' + d - 1,
        (true, 0) => b'}',
        (true, d) => b'J' + d - 1,
    };
    text
}

/// COBOL's high-order truncation into a field of `digits` digits (sign kept).
fn truncate(value: i64, digits: u32) -> i64 {
    value % 10i64.pow(digits)
}

/// Z suppression with commas every three digits over `digits` positions (ZZZ,ZZ9).
fn edit_int(value: u64, digits: u32) -> String {
    let text = format!("{:0width$}", value % 10u64.pow(digits), width = digits as usize);
    let mut out = String::new();
    let mut significant = false;
    for (i, ch) in text.chars().enumerate() {
        let from_right = digits as usize - i;
        if i > 0 && from_right % 3 == 0 {
            out.push(if significant { ',' } else { ' ' });
        }
        significant |= ch != '0' || from_right == 1;
        out.push(if significant { ch } else { ' ' });
    }
    out
}

/// Z,ZZZ,ZZZ,ZZ9.99 (10 integer positions, no sign) and, with `credit`, the CR of ...9.99CR.
fn edit_amount(cents: i64, credit: bool) -> String {
    let v = truncate(cents, 12);
    let units = v.unsigned_abs();
    let mut s = format!("{}.{:02}", edit_int(units / 100, 10), units % 100);
    if credit {
        s.push_str(if v < 0 { "CR" } else { "  " });
    }
    s
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Reason {
    NotOnXref = 1,
    Blocked,
    NoAccount,
    BadType,
    NotPositive,
    OverLimit,
}

const REASON_TEXT: [&str; 6] = [
    "CARD NOT ON XREF",
    "CARD BLOCKED",
    "ACCOUNT NOT ON MASTER",
    "INVALID TRANSACTION TYPE",
    "AMOUNT NOT POSITIVE",
    "OVER CREDIT LIMIT",
];

struct CardRef {
    card_no: Vec<u8>,
    acct_no: Vec<u8>,
    blocked: bool,
}

impl CardRef {
    fn parse(rec: &[u8]) -> CardRef {
        CardRef { card_no: rec[0..16].to_vec(), acct_no: rec[16..26].to_vec(), blocked: rec[26] == b'B' }
    }
}

/// An account master record (50 bytes), kept as read; posting rewrites the fields it changes.
struct Account {
    raw: Vec<u8>,
}

impl Account {
    fn acct_no(&self) -> &[u8] { &self.raw[0..10] }
    fn credit_limit(&self) -> i64 { zoned(&self.raw[10..19]).abs() } // 9(7)V99
    fn balance(&self) -> i64 { zoned(&self.raw[19..30]) }             // S9(9)V99
    fn cycle_debits(&self) -> i64 { zoned(&self.raw[30..39]) }        // S9(7)V99
    fn tran_count(&self) -> i64 { zoned(&self.raw[39..44]).abs() }    // 9(5)
    fn set_balance(&mut self, v: i64) {
        self.raw[19..30].copy_from_slice(&to_zoned(truncate(v, 11), 11));
    }
    fn add_cycle_debits(&mut self, v: i64) {
        let total = truncate(self.cycle_debits() + v, 9);
        self.raw[30..39].copy_from_slice(&to_zoned(total, 9));
    }
    fn count_tran(&mut self) {
        let n = truncate(self.tran_count() + 1, 5);
        self.raw[39..44].copy_from_slice(format!("{:05}", n).as_bytes());
    }
}

struct Tran<'a> {
    raw: &'a [u8],
    card_no: &'a [u8],
    kind: u8,
    amount: i64, // S9(7)V99
}

impl<'a> Tran<'a> {
    fn parse(raw: &'a [u8]) -> Tran<'a> {
        Tran { raw, card_no: &raw[8..24], kind: raw[24], amount: zoned(&raw[25..34]) }
    }
}

fn say(out: &mut impl Write, line: &[u8]) {
    out.write_all(line).and_then(|_| out.write_all(b"\n")).expect("stdout");
}

fn abend(out: &mut impl Write, line: &[u8]) -> ! {
    say(out, line);
    out.flush().expect("stdout");
    process::exit(ABEND_STATUS);
}

fn read_records(out: &mut impl Write, path: &str, dd: &str) -> Vec<Vec<u8>> {
    let failed = |e: &io::Error, what: &str| {
        let status = if e.kind() == io::ErrorKind::NotFound { "35" } else { "30" };
        format!("TRNPOST: {:<16} FAILED, STATUS {}", format!("{} {}", what, dd), status)
    };
    let file = File::open(path).unwrap_or_else(|e| abend(out, failed(&e, "OPEN").as_bytes()));
    BufReader::new(file)
        .split(b'\n')
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| abend(out, failed(&e, "READ").as_bytes()))
}

fn create(out: &mut impl Write, path: &str, dd: &str) -> BufWriter<File> {
    match File::create(path) {
        Ok(f) => BufWriter::new(f),
        Err(_) => abend(out, format!("TRNPOST: {:<16} FAILED, STATUS 30", format!("OPEN {}", dd)).as_bytes()),
    }
}

struct Posting {
    cards: Vec<CardRef>,
    accounts: Vec<Account>,
    read: i64,
    posted: i64,
    rejected: i64,
    by_reason: [i64; 6],
    debits: i64,  // S9(11)V99 COMP-3
    credits: i64, // S9(11)V99 COMP-3
}

impl Posting {
    /// Posts one transaction, or says why it is rejected.
    fn post(&mut self, t: &Tran) -> Result<(), Reason> {
        // the first XREF entry of a card counts (a reissued card never replaces it)
        let card = self.cards.iter().find(|c| c.card_no == t.card_no).ok_or(Reason::NotOnXref)?;
        if card.blocked {
            return Err(Reason::Blocked);
        }
        let idx = self
            .accounts
            .binary_search_by(|a| ebcdic_cmp(a.acct_no(), &card.acct_no))
            .map_err(|_| Reason::NoAccount)?;
        let acct = &mut self.accounts[idx];
        if !matches!(t.kind, b'P' | b'R' | b'C' | b'F') {
            return Err(Reason::BadType);
        }
        if t.amount <= 0 {
            return Err(Reason::NotPositive);
        }
        if t.kind == b'R' {
            acct.set_balance(acct.balance() - t.amount);
            self.credits = truncate(self.credits + t.amount, 13);
            acct.count_tran();
            return Ok(());
        }
        // a cash advance carries a 3% fee, ROUNDED (half away from zero; the amount is positive)
        let fee = if t.kind == b'C' { (t.amount * 3 + 50) / 100 } else { 0 };
        let new_balance = acct.balance() + t.amount + fee;
        if t.kind != b'F' && new_balance > acct.credit_limit() {
            return Err(Reason::OverLimit);
        }
        acct.set_balance(new_balance);
        acct.add_cycle_debits(t.amount + fee);
        self.debits = truncate(self.debits + t.amount + fee, 13);
        acct.count_tran();
        Ok(())
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 6 {
        eprintln!("usage: trnpost XREF ACCTS TRANS ACCTOUT REJECTS");
        process::exit(2);
    }
    let mut out = BufWriter::new(io::stdout());
    say(&mut out, b"TRNPOST - DAILY TRANSACTION POSTING");
    let xref = read_records(&mut out, &args[1], "XREF");
    if xref.len() > MAX_CARDS {
        abend(&mut out, b"TRNPOST: MORE THAN 200 CARDS ON XREF");
    }
    let cards = xref.iter().map(|r| CardRef::parse(r)).collect();
    let mut accounts: Vec<Account> = Vec::new();
    for raw in read_records(&mut out, &args[2], "ACCTS") {
        let prev: &[u8] = accounts.last().map_or(&[0u8; 10], |a| a.acct_no());
        if ebcdic_cmp(&raw[0..10], prev) != Ordering::Greater {
            let mut line = b"TRNPOST: ACCTS OUT OF SEQUENCE AT ".to_vec();
            line.extend_from_slice(&raw[0..10]);
            abend(&mut out, &line);
        }
        if accounts.len() == MAX_ACCOUNTS {
            abend(&mut out, b"TRNPOST: MORE THAN 100 ACCOUNTS");
        }
        accounts.push(Account { raw });
    }
    let trans = read_records(&mut out, &args[3], "TRANS");
    let mut rejects = create(&mut out, &args[5], "REJECTS");
    let mut p = Posting { cards, accounts, read: 0, posted: 0, rejected: 0, by_reason: [0; 6], debits: 0, credits: 0 };
    for raw in &trans {
        let t = Tran::parse(raw);
        p.read = truncate(p.read + 1, 7);
        match p.post(&t) {
            Ok(()) => p.posted = truncate(p.posted + 1, 7),
            Err(reason) => {
                let r = reason as usize;
                p.rejected = truncate(p.rejected + 1, 7);
                p.by_reason[r - 1] = truncate(p.by_reason[r - 1] + 1, 7);
                let line = format!("0{}{:<28}", r, REASON_TEXT[r - 1]);
                if rejects.write_all(t.raw).and_then(|_| rejects.write_all(line.as_bytes()))
                    .and_then(|_| rejects.write_all(b"\n")).is_err()
                {
                    abend(&mut out, b"TRNPOST: WRITE REJECTS    FAILED, STATUS 30");
                }
            }
        }
    }
    if rejects.flush().is_err() {
        abend(&mut out, b"TRNPOST: WRITE REJECTS    FAILED, STATUS 30");
    }
    let mut master = create(&mut out, &args[4], "ACCTOUT");
    for a in &p.accounts {
        if master.write_all(&a.raw).and_then(|_| master.write_all(b"\n")).is_err() {
            abend(&mut out, b"TRNPOST: WRITE ACCTOUT    FAILED, STATUS 30");
        }
    }
    if master.flush().is_err() {
        abend(&mut out, b"TRNPOST: WRITE ACCTOUT    FAILED, STATUS 30");
    }
    let count_line = |label: &str, n: i64| format!("{:<30}{}", label, edit_int(n as u64, 6));
    let mut lines = vec![
        count_line("TRANSACTIONS READ", p.read),
        count_line("TRANSACTIONS POSTED", p.posted),
        count_line("TRANSACTIONS REJECTED", p.rejected),
    ];
    for (i, text) in REASON_TEXT.iter().enumerate() {
        lines.push(count_line(&format!("  0{} {}", i + 1, text), p.by_reason[i]));
    }
    lines.push(format!("{:<20}{}", "TOTAL DEBITS", edit_amount(p.debits, false)));
    lines.push(format!("{:<20}{}", "TOTAL CREDITS", edit_amount(p.credits, false)));
    lines.push(format!("{:<20}{}", "NET CHANGE", edit_amount(truncate(p.debits - p.credits, 13), true)));
    for l in lines {
        say(&mut out, l.as_bytes());
    }
    out.flush().expect("stdout");
    process::exit(if p.rejected > 0 { 4 } else { 0 });
}
