// seeded bug: FICA truncated to the cent instead of COMPUTE ROUNDED (half away from zero); shows on: typical, boundary, one-employee
// PAYROLL in Rust: gross-to-net pay for the employees of EMPIN (sorted by department):
// time and a half over 40 hours, federal tax from a marginal bracket table, FICA 7.65 %; the pay
// register PAYREG with a line per employee, department subtotals and a grand total.
// Usage: payroll EMPIN PAYREG   (Latin-1 lines, one record per line)
// Money is i64 cents; every COMPUTE ROUNDED rounds half away from zero (all amounts rounded are
// positive here, so half up). Exit status 4 when a record was rejected, 16 when EMPIN is missing.

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


/// How a numeric-edited picture shows the sign.
#[derive(Clone, Copy)]
enum Sign {
    None,
    TrailingMinus,
}

/// A numeric-edited amount: `int_digits` integer places with comma insertion and zero
/// suppression (Z,ZZ9 style), `decimals` decimal places, then the sign position.
fn edit(value: i64, int_digits: usize, decimals: usize, sign: Sign) -> String {
    let width = int_digits + decimals;
    let digits = format!("{:0width$}", value.unsigned_abs(), width = width);
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
    if let Sign::TrailingMinus = sign {
        out.push(if value < 0 { '-' } else { ' ' });
    }
    out
}

/// Rounds a quotient of non-negative integers half up (COBOL ROUNDED on a positive result).
fn round_div(numerator: i64, denominator: i64) -> i64 {
    (numerator + denominator / 2) / denominator
}

/// The federal brackets: lower limit in cents and the marginal rate in thousandths.
const BRACKETS: [(i64, i64); 4] = [(0, 100), (50_000, 150), (200_000, 250), (500_000, 330)];
const ALLOWANCE_CENTS: i64 = 15_000;
const MAX_GROSS: i64 = 999_999_999; // PIC S9(7)V99

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

enum PayType {
    Hourly,
    Salaried,
}

struct Employee {
    id: Vec<u8>,
    name: Vec<u8>,
    dept: Vec<u8>,
    pay_type_code: u8,
    rate: i64,  // cents
    hours: i64, // tenths of an hour
    allowances: i64,
    deduction: i64, // cents, signed
}

impl Employee {
    fn parse(r: &[u8]) -> Employee {
        Employee {
            id: r[0..6].to_vec(),
            name: r[6..30].to_vec(),
            dept: r[30..34].to_vec(),
            pay_type_code: r[34],
            rate: zoned(&r[35..42], false),
            hours: zoned(&r[42..46], false),
            allowances: zoned(&r[46..48], false),
            deduction: zoned(&r[48..55], true),
        }
    }

    fn pay_type(&self) -> Option<PayType> {
        match self.pay_type_code {
            b'H' => Some(PayType::Hourly),
            b'S' => Some(PayType::Salaried),
            _ => None,
        }
    }

    /// Gross pay in cents, or None when it does not fit PIC S9(7)V99 (ON SIZE ERROR).
    fn gross(&self, pay_type: PayType) -> Option<i64> {
        match pay_type {
            PayType::Salaried => Some(self.rate),
            PayType::Hourly => {
                let regular = self.hours.min(400);
                let overtime = self.hours - regular;
                // tenths of hours x cents = thousandths of a dollar; x 1.5 gives ten-thousandths
                let exact = regular * self.rate * 10 + overtime * self.rate * 15;
                let gross = round_div(exact, 100);
                (gross <= MAX_GROSS).then_some(gross)
            }
        }
    }
}

/// Tax and net pay of one employee.
struct Pay {
    gross: i64,
    tax: i64,
    fica: i64,
    net: i64,
}

fn compute_pay(e: &Employee, gross: i64) -> Pay {
    // WS-TAXABLE is PIC S9(7)V99: a larger value loses its high-order digits.
    let taxable = fit(gross - e.deduction - e.allowances * ALLOWANCE_CENTS, 9).max(0);
    let mut tax = 0;
    for (i, &(lower, rate)) in BRACKETS.iter().enumerate() {
        if taxable <= lower {
            continue;
        }
        let upper = BRACKETS.get(i + 1).map(|b| b.0).filter(|&u| taxable > u);
        let portion = upper.unwrap_or(taxable) - lower;
        tax += round_div(portion * rate, 1000);
    }
    let fica = gross * 765 / 10_000;
    Pay { gross, tax, fica, net: gross - e.deduction - tax - fica }
}

#[derive(Default)]
struct DeptTotals {
    count: i64,
    gross: i64,
    tax: i64,
    net: i64,
}

fn dept_line(dept: &[u8], t: &DeptTotals) -> Vec<u8> {
    let mut line = b"DEPT ".to_vec();
    line.extend_from_slice(dept);
    line.extend_from_slice(
        format!(
            "  EMPLOYEES {}  GROSS {}  TAX {}  NET {}",
            format!("{:>4}", t.count), // ZZZ9: no comma
            edit(t.gross, 9, 2, Sign::None),
            edit(t.tax, 9, 2, Sign::None),
            edit(t.net, 9, 2, Sign::TrailingMinus)
        )
        .as_bytes(),
    );
    line
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: payroll EMPIN PAYREG");
        process::exit(2);
    }
    let mut out = BufWriter::new(io::stdout().lock());
    let records = match read_records(&args[1], 60) {
        Ok(r) => r,
        Err(_) => {
            writeln!(out, "PAYROLL: EMPIN OPEN STATUS 35").unwrap();
            out.flush().unwrap();
            process::exit(16);
        }
    };

    let mut register: Vec<Vec<u8>> = vec![
        b"PAYROLL REGISTER".to_vec(),
        b"EMP-ID NAME                        GROSS      FED TAX       FICA  DEDUCTION           NET".to_vec(),
    ];
    let (mut paid, mut rejected) = (0i64, 0i64);
    let (mut grand_gross, mut grand_net) = (0i64, 0i64);
    let mut current: Option<(Vec<u8>, DeptTotals)> = None;

    for e in records.iter().map(|r| Employee::parse(r)) {
        let Some(pay_type) = e.pay_type() else {
            out.write_all(b"PAYROLL: REJECTED ").unwrap();
            out.write_all(&e.id).unwrap();
            out.write_all(b" PAY TYPE ").unwrap();
            out.write_all(&[e.pay_type_code, b'\n']).unwrap();
            rejected = fit(rejected + 1, 7);
            continue;
        };
        let Some(gross) = e.gross(pay_type) else {
            out.write_all(b"PAYROLL: REJECTED ").unwrap();
            out.write_all(&e.id).unwrap();
            out.write_all(b" GROSS OVERFLOW\n").unwrap();
            rejected = fit(rejected + 1, 7);
            continue;
        };
        // Control break on the department.
        if let Some((dept, totals)) = &current {
            if *dept != e.dept {
                register.push(dept_line(dept, totals));
                current = None;
            }
        }
        let (_, totals) = current.get_or_insert_with(|| (e.dept.clone(), DeptTotals::default()));

        let pay = compute_pay(&e, gross);
        let mut line = e.id.clone();
        line.push(b' ');
        line.extend_from_slice(&e.name[..20]);
        line.extend_from_slice(
            format!(
                " {} {} {} {} {}",
                edit(pay.gross, 7, 2, Sign::None),
                edit(pay.tax, 7, 2, Sign::None),
                edit(pay.fica, 6, 2, Sign::None),
                edit(e.deduction, 5, 2, Sign::TrailingMinus),
                edit(pay.net, 7, 2, Sign::TrailingMinus)
            )
            .as_bytes(),
        );
        register.push(line);
        totals.count = fit(totals.count + 1, 4);
        totals.gross = fit(totals.gross + pay.gross, 11);
        totals.tax = fit(totals.tax + pay.tax, 11);
        totals.net = fit(totals.net + pay.net, 11);
        paid = fit(paid + 1, 7);
        grand_gross = fit(grand_gross + pay.gross, 13);
        grand_net = fit(grand_net + pay.net, 13);
    }
    if let Some((dept, totals)) = &current {
        register.push(dept_line(dept, totals));
    }
    register.push(
        format!(
            "GRAND TOTAL EMPLOYEES {}  GROSS {}  NET {}",
            edit(paid, 7, 0, Sign::None),
            edit(grand_gross, 11, 2, Sign::None),
            edit(grand_net, 11, 2, Sign::TrailingMinus)
        )
        .into_bytes(),
    );

    let mut f = BufWriter::new(fs::File::create(&args[2]).expect("cannot create PAYREG"));
    for line in &register {
        f.write_all(line).unwrap();
        f.write_all(b"\n").unwrap();
    }
    f.flush().unwrap();

    writeln!(out, "PAYROLL: EMPLOYEES PAID {}", edit(paid, 7, 0, Sign::None)).unwrap();
    writeln!(out, "PAYROLL: REJECTED       {}", edit(rejected, 7, 0, Sign::None)).unwrap();
    writeln!(out, "PAYROLL: TOTAL GROSS    {}", edit(grand_gross, 11, 2, Sign::None)).unwrap();
    writeln!(out, "PAYROLL: TOTAL NET      {}", edit(grand_net, 11, 2, Sign::TrailingMinus)).unwrap();
    out.flush().unwrap();
    if rejected > 0 {
        process::exit(4);
    }
}
