// seeded bug: item numbers compared in Latin-1 byte order instead of EBCDIC (digits sort before letters, lowercase after uppercase): movements matched to the wrong place; shows on: ebcdic-keys
// INVMERGE in Rust: the item master INVMAST and the day's stock movements INVMOVE, both sorted by
// item number in EBCDIC order, match-merged: receipts add to the quantity on hand, issues take
// from it, counts replace it. The updated master goes to NEWMAST, exceptions (issue larger than
// the stock, receipt overflowing the quantity, unknown type, no master) to INVEXCP; items under
// their reorder point and the stock value on stdout.
// Usage: invmerge INVMAST INVMOVE NEWMAST INVEXCP   (Latin-1 lines, one record per line)
// Exit status 4 when there were exceptions, 16 when an input is missing.

use std::cmp::Ordering;
use std::env;
use std::fs;
use std::io::{self, BufWriter, Write};
use std::iter::Peekable;
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
    let _ = (ea, eb);
    a.cmp(b)
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

/// A signed zoned decimal field as COBOL writes it: the sign overpunched on the last digit with
/// the preferred zones, C for positive (`{`, `A`..`I`) and D for negative (`}`, `J`..`R`).
fn to_zoned_signed(value: i64, digits: usize) -> String {
    let text = format!("{:0width$}", value.unsigned_abs(), width = digits);
    let (body, last) = text.split_at(digits - 1);
    let d = usize::from(last.as_bytes()[0] - b'0');
    let sign = if value < 0 { "}JKLMNOPQR" } else { "{ABCDEFGHI" };
    format!("{}{}", body, &sign[d..d + 1])
}

/// Zero suppression with comma insertion over `int_digits` integer digits (Z,ZZ9 style),
/// `decimals` decimal places.
fn suppress(magnitude: u64, int_digits: usize, decimals: usize) -> String {
    let width = int_digits + decimals;
    let digits = format!("{:0width$}", magnitude, width = width);
    let digits = &digits[digits.len() - width..];
    let (int_part, dec_part) = digits.split_at(int_digits);
    let mut out = String::new();
    let mut significant = false;
    for (i, ch) in int_part.chars().enumerate() {
        if i > 0 && (int_digits - i) % 3 == 0 {
            out.push(if significant { ',' } else { ' ' });
        }
        if ch != '0' || i == int_digits - 1 {
            significant = true;
        }
        out.push(if significant { ch } else { ' ' });
    }
    if decimals > 0 {
        out.push('.');
        out.push_str(dec_part);
    }
    out
}

/// PIC --,---,--9: a floating minus sign just left of the first digit shown.
fn edit_quantity(value: i64) -> String {
    let mut s = format!(" {}", suppress(value.unsigned_abs(), 7, 0)).into_bytes();
    if value < 0 {
        let first = s.iter().position(|&c| c != b' ').unwrap();
        s[first - 1] = b'-';
    }
    String::from_utf8(s).unwrap()
}

/// PIC Z,ZZZ,ZZZ,ZZZ,ZZ9.99CR
fn edit_value(cents: i64) -> String {
    let cr = if cents < 0 { "CR" } else { "  " };
    format!("{}{}", suppress(cents.unsigned_abs(), 13, 2), cr)
}

fn edit_count(n: i64) -> String {
    suppress(n.unsigned_abs(), 7, 0)
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

const MAX_ON_HAND: i64 = 9_999_999; // PIC S9(7)

struct Item {
    number: Vec<u8>,
    desc: Vec<u8>,
    on_hand: i64,
    unit_cost: Vec<u8>, // 9(5)V99, carried to the new master as it is
    reorder_point: i64,
    last_date: Vec<u8>,
}

impl Item {
    fn parse(r: &[u8]) -> Item {
        Item {
            number: r[0..8].to_vec(),
            desc: r[8..28].to_vec(),
            on_hand: zoned(&r[28..35], true),
            unit_cost: r[35..42].to_vec(),
            reorder_point: zoned(&r[42..47], false),
            last_date: r[47..55].to_vec(),
        }
    }

    fn unit_cost_cents(&self) -> i64 {
        zoned(&self.unit_cost, false)
    }
}

struct Movement {
    item: Vec<u8>,
    kind: u8,
    qty: i64,
    date: Vec<u8>,
    reference: Vec<u8>,
}

impl Movement {
    fn parse(r: &[u8]) -> Movement {
        Movement {
            item: r[0..8].to_vec(),
            kind: r[8],
            qty: zoned(&r[9..14], false),
            date: r[14..22].to_vec(),
            reference: r[22..32].to_vec(),
        }
    }
}

/// Why a movement was not applied.
#[derive(Clone, Copy)]
enum Exception {
    NoMaster,
    InsufficientStock,
    OnHandOverflow,
    InvalidType,
}

impl Exception {
    fn reason(self) -> &'static str {
        match self {
            Exception::NoMaster => "NO MASTER RECORD",
            Exception::InsufficientStock => "INSUFFICIENT STOCK",
            Exception::OnHandOverflow => "ON-HAND OVERFLOW",
            Exception::InvalidType => "INVALID MOVEMENT TYPE",
        }
    }
}

/// Counters of PIC S9(7): the eighth digit is lost.
fn bump(counter: &mut i64) {
    *counter = (*counter + 1) % 10_000_000;
}

#[derive(Default)]
struct Run {
    new_master: Vec<Vec<u8>>,
    exceptions: Vec<Vec<u8>>,
    log: Vec<Vec<u8>>,
    applied: i64,
    exception_count: i64,
    reorder: i64,
    stock_value: i64, // cents, PIC S9(13)V99
}

impl Run {
    fn exception(&mut self, m: &Movement, why: Exception) {
        let mut line = m.item.clone();
        line.push(b' ');
        line.push(m.kind);
        line.extend_from_slice(format!(" {:>5} ", m.qty).as_bytes());
        line.extend_from_slice(&m.reference);
        line.push(b' ');
        line.extend_from_slice(why.reason().as_bytes());
        self.exceptions.push(line);
        bump(&mut self.exception_count);
    }

    /// Applies one movement to the quantity on hand, or says why it cannot be applied.
    fn apply(on_hand: &mut i64, m: &Movement) -> Result<(), Exception> {
        match m.kind {
            b'R' if *on_hand + m.qty > MAX_ON_HAND => Err(Exception::OnHandOverflow),
            b'R' => {
                *on_hand += m.qty;
                Ok(())
            }
            b'I' if m.qty > *on_hand => Err(Exception::InsufficientStock),
            b'I' => {
                *on_hand -= m.qty;
                Ok(())
            }
            b'C' => {
                *on_hand = m.qty;
                Ok(())
            }
            _ => Err(Exception::InvalidType),
        }
    }

    fn item<'m>(&mut self, item: &Item, moves: &mut Peekable<impl Iterator<Item = &'m Movement>>) {
        while let Some(m) = moves.next_if(|m| ebcdic_cmp(&m.item, &item.number) == Ordering::Less) {
            self.exception(m, Exception::NoMaster);
        }
        let mut on_hand = item.on_hand;
        let mut last_date = item.last_date.clone();
        while let Some(m) = moves.next_if(|m| m.item == item.number) {
            match Run::apply(&mut on_hand, m) {
                Ok(()) => {
                    bump(&mut self.applied);
                    last_date = m.date.clone();
                }
                Err(why) => self.exception(m, why),
            }
        }
        let mut rec = item.number.clone();
        rec.extend_from_slice(&item.desc);
        rec.extend_from_slice(to_zoned_signed(on_hand, 7).as_bytes());
        rec.extend_from_slice(&item.unit_cost);
        rec.extend_from_slice(format!("{:05}", item.reorder_point).as_bytes());
        rec.extend_from_slice(&last_date);
        self.new_master.push(rec);

        self.stock_value = fit(self.stock_value + on_hand * item.unit_cost_cents(), 15);
        if on_hand < item.reorder_point {
            bump(&mut self.reorder);
            let mut line = b"INVMERGE: REORDER ".to_vec();
            line.extend_from_slice(&item.number);
            line.extend_from_slice(
                format!(" ON HAND {} POINT {:>5}", edit_quantity(on_hand), item.reorder_point).as_bytes(),
            );
            self.log.push(line);
        }
    }
}

fn write_lines(path: &str, lines: &[Vec<u8>]) {
    let mut f = BufWriter::new(fs::File::create(path).expect("cannot create output"));
    for line in lines {
        f.write_all(line).unwrap();
        f.write_all(b"\n").unwrap();
    }
    f.flush().unwrap();
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 5 {
        eprintln!("usage: invmerge INVMAST INVMOVE NEWMAST INVEXCP");
        process::exit(2);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let mut open = |path: &str, dd: &str, len: usize| match read_records(path, len) {
        Ok(r) => r,
        Err(_) => {
            writeln!(out, "INVMERGE: {} OPEN STATUS 35", dd).unwrap();
            out.flush().unwrap();
            process::exit(16);
        }
    };
    let masters = open(&args[1], "INVMAST", 60);
    let movements = open(&args[2], "INVMOVE", 40);
    let items: Vec<Item> = masters.iter().map(|r| Item::parse(r)).collect();
    let moves: Vec<Movement> = movements.iter().map(|r| Movement::parse(r)).collect();

    let mut run = Run::default();
    let mut pending = moves.iter().peekable();
    for item in &items {
        run.item(item, &mut pending);
    }
    for m in pending {
        run.exception(m, Exception::NoMaster);
    }
    write_lines(&args[3], &run.new_master);
    write_lines(&args[4], &run.exceptions);

    for line in &run.log {
        out.write_all(line).unwrap();
        out.write_all(b"\n").unwrap();
    }
    let wrap = |n: usize| (n % 10_000_000) as i64;
    writeln!(out, "INVMERGE: ITEMS             {}", edit_count(wrap(items.len()))).unwrap();
    writeln!(out, "INVMERGE: MOVEMENTS READ    {}", edit_count(wrap(moves.len()))).unwrap();
    writeln!(out, "INVMERGE: MOVEMENTS APPLIED {}", edit_count(run.applied)).unwrap();
    writeln!(out, "INVMERGE: EXCEPTIONS        {}", edit_count(run.exception_count)).unwrap();
    writeln!(out, "INVMERGE: TO REORDER        {}", edit_count(run.reorder)).unwrap();
    writeln!(out, "INVMERGE: STOCK VALUE {}", edit_value(run.stock_value)).unwrap();
    out.flush().unwrap();
    if run.exception_count > 0 {
        process::exit(4);
    }
}
