// seeded bug: key sequence checked in Latin-1 byte order instead of EBCDIC (lowercase < uppercase < digits on the mainframe); shows on: ebcdic-seq
// DATECALL in Rust: every record of DATEIN (sorted by key in EBCDIC order) holds a Gregorian
// (G, YYYYMMDD) or Julian (J, YYYYDDD) date; the date routine (module `datesub`, the COBOL
// subprogram DATESUB) validates and converts it. Valid dates go to DATEOUT, invalid ones and
// keys out of sequence to DATEREJ with the reason; totals on stdout.
// Usage: datecall DATEIN DATEOUT DATEREJ   (Latin-1 lines, one record per line)
// Exit status 4 when anything was rejected, 16 when DATEIN is missing.

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
    let _ = (ea, eb);
    a.cmp(b)
}


/// The date routine: validation and conversion of one date.
mod datesub {
    /// Why a date is refused; the value is the routine's return code.
    #[derive(Clone, Copy, Debug)]
    pub enum DateError {
        BadMonth = 4,
        BadDay = 8,
        NotNumeric = 12,
        YearBefore1601 = 16,
        BadDayOfYear = 20,
        UnknownFunction = 24,
    }

    /// A valid date in both forms, with its weekday (1 = Monday) and the leap-year flag.
    pub struct Date {
        pub year: u32,
        pub month: u32,
        pub day: u32,
        pub day_of_year: u32,
        pub weekday: u32,
        pub leap: bool,
    }

    const MONTH_DAYS: [u32; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

    fn is_leap(year: u32) -> bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    fn month_len(year: u32, month: u32) -> u32 {
        MONTH_DAYS[(month - 1) as usize] + u32::from(month == 2 && is_leap(year))
    }

    fn number(digits: &[u8]) -> Result<u32, DateError> {
        if digits.iter().all(u8::is_ascii_digit) {
            Ok(digits.iter().fold(0, |n, &d| n * 10 + u32::from(d - b'0')))
        } else {
            Err(DateError::NotNumeric)
        }
    }

    /// Days since 1600-12-31 modulo 7: 1601-01-01 was a Monday.
    fn weekday(year: u32, day_of_year: u32) -> u32 {
        let y = year - 1601;
        let days = y * 365 + y / 4 - y / 100 + y / 400 + day_of_year;
        match days % 7 {
            0 => 7,
            d => d,
        }
    }

    fn finish(year: u32, month: u32, day: u32, day_of_year: u32) -> Date {
        Date { year, month, day, day_of_year, weekday: weekday(year, day_of_year), leap: is_leap(year) }
    }

    /// A Gregorian date YYYYMMDD.
    pub fn from_gregorian(text: &[u8]) -> Result<Date, DateError> {
        number(text)?;
        let (year, month, day) = (number(&text[0..4])?, number(&text[4..6])?, number(&text[6..8])?);
        if year < 1601 {
            return Err(DateError::YearBefore1601);
        }
        if !(1..=12).contains(&month) {
            return Err(DateError::BadMonth);
        }
        if day < 1 || day > month_len(year, month) {
            return Err(DateError::BadDay);
        }
        let day_of_year = (1..month).map(|m| month_len(year, m)).sum::<u32>() + day;
        Ok(finish(year, month, day, day_of_year))
    }

    /// A Julian date YYYYDDD.
    pub fn from_julian(text: &[u8]) -> Result<Date, DateError> {
        number(text)?;
        let (year, day_of_year) = (number(&text[0..4])?, number(&text[4..7])?);
        if year < 1601 {
            return Err(DateError::YearBefore1601);
        }
        let year_days = if is_leap(year) { 366 } else { 365 };
        if day_of_year < 1 || day_of_year > year_days {
            return Err(DateError::BadDayOfYear);
        }
        let (mut month, mut day) = (1, day_of_year);
        while day > month_len(year, month) {
            day -= month_len(year, month);
            month += 1;
        }
        Ok(finish(year, month, day, day_of_year))
    }
}

use datesub::DateError;

const DAY_NAMES: [&str; 7] =
    ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];

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

struct DateRecord {
    key: Vec<u8>,
    format: u8,
    date: Vec<u8>,
    desc: Vec<u8>,
}

impl DateRecord {
    fn parse(r: &[u8]) -> DateRecord {
        DateRecord { key: r[0..8].to_vec(), format: r[8], date: r[9..17].to_vec(), desc: r[17..40].to_vec() }
    }

    fn convert(&self) -> Result<datesub::Date, DateError> {
        match self.format {
            b'G' => datesub::from_gregorian(&self.date),
            b'J' => datesub::from_julian(&self.date[0..7]),
            _ => Err(DateError::UnknownFunction),
        }
    }
}

/// Why a record is rejected: the routine's return code, or 28 for a key out of sequence.
enum Reject {
    Date(DateError),
    OutOfSequence,
}

impl Reject {
    fn code(&self) -> u32 {
        match self {
            Reject::Date(e) => *e as u32,
            Reject::OutOfSequence => 28,
        }
    }

    fn reason(&self) -> &'static str {
        match self {
            Reject::Date(DateError::BadMonth) => "MONTH NOT 01-12",
            Reject::Date(DateError::BadDay) => "DAY NOT IN MONTH",
            Reject::Date(DateError::NotNumeric) => "DATE NOT NUMERIC",
            Reject::Date(DateError::YearBefore1601) => "YEAR BEFORE 1601",
            Reject::Date(DateError::BadDayOfYear) => "DAY OF YEAR NOT IN YEAR",
            Reject::Date(DateError::UnknownFunction) => "UNKNOWN DATE FORMAT",
            Reject::OutOfSequence => "KEY OUT OF SEQUENCE",
        }
    }
}

/// Counters of PIC S9(7): the eighth digit is lost.
fn bump(counter: &mut u32) {
    *counter = (*counter + 1) % 10_000_000;
}

fn edit_count(n: u32) -> String {
    let digits = n.to_string();
    let mut grouped = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    format!("{:>9}", grouped)
}

#[derive(Default)]
struct Totals {
    read: u32,
    valid: u32,
    rejected: u32,
    leap_days: u32,
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
    if args.len() != 4 {
        eprintln!("usage: datecall DATEIN DATEOUT DATEREJ");
        process::exit(2);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let records = match read_records(&args[1], 40) {
        Ok(r) => r,
        Err(_) => {
            writeln!(out, "DATECALL: DATEIN OPEN STATUS 35").unwrap();
            out.flush().unwrap();
            process::exit(16);
        }
    };

    let mut accepted: Vec<Vec<u8>> = Vec::new();
    let mut rejected: Vec<Vec<u8>> = Vec::new();
    let mut totals = Totals::default();
    let (mut earliest, mut latest) = (9_999_999u32, 0u32);
    let mut prev_key = vec![0u8; 8]; // LOW-VALUES

    for rec in records.iter().map(|r| DateRecord::parse(r)) {
        bump(&mut totals.read);
        let result = if ebcdic_cmp(&rec.key, &prev_key) != Ordering::Greater {
            Err(Reject::OutOfSequence)
        } else {
            prev_key = rec.key.clone();
            rec.convert().map_err(Reject::Date)
        };
        match result {
            Ok(d) => {
                bump(&mut totals.valid);
                let julian = d.year * 1000 + d.day_of_year;
                let mut line = rec.key.clone();
                line.extend_from_slice(
                    format!(
                        " {:04}-{:02}-{:02} {:07} {:<9} {} ",
                        d.year,
                        d.month,
                        d.day,
                        julian,
                        DAY_NAMES[(d.weekday - 1) as usize],
                        if d.leap { 'Y' } else { 'N' }
                    )
                    .as_bytes(),
                );
                line.extend_from_slice(&rec.desc);
                accepted.push(line);
                if d.month == 2 && d.day == 29 {
                    bump(&mut totals.leap_days);
                }
                earliest = earliest.min(julian);
                latest = latest.max(julian);
            }
            Err(why) => {
                bump(&mut totals.rejected);
                let mut line = rec.key.clone();
                line.push(b' ');
                line.push(rec.format);
                line.push(b' ');
                line.extend_from_slice(&rec.date);
                line.extend_from_slice(format!(" {:02} {}", why.code(), why.reason()).as_bytes());
                rejected.push(line);
            }
        }
    }
    write_lines(&args[2], &accepted);
    write_lines(&args[3], &rejected);

    writeln!(out, "DATECALL: RECORDS READ  {}", edit_count(totals.read)).unwrap();
    writeln!(out, "DATECALL: VALID DATES   {}", edit_count(totals.valid)).unwrap();
    writeln!(out, "DATECALL: REJECTED      {}", edit_count(totals.rejected)).unwrap();
    writeln!(out, "DATECALL: LEAP DAYS     {}", edit_count(totals.leap_days)).unwrap();
    writeln!(out, "DATECALL: EARLIEST {:07} LATEST {:07}", earliest, latest).unwrap();
    out.flush().unwrap();
    if totals.rejected > 0 {
        process::exit(4);
    }
}
