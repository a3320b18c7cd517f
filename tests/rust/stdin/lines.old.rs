// Batch loops over every line of standard input: proved `equivalent` for input of any number of
// lines by induction over the lines (rs_sym.c's head_summary, rel/verdict.c's record_induction),
// their wrong twins found and replayed. Verdicts written from std's documentation (BufRead::lines
// drops the "\n" or "\r\n", read_line keeps the "\n", str::trim drops both, str::parse's errors)
// and checked on rustc-built binaries by tests/rust/stdin_pairs.py.
// VERDICT: sum_lines equivalent any number of lines
// VERDICT: sum_trim_start behaviour_changed
// VERDICT: count equivalent any number of lines
// VERDICT: count_nonempty behaviour_changed
// VERDICT: ledger equivalent any number of lines
// VERDICT: ledger_bad behaviour_changed
// VERDICT: running_max equivalent any number of lines
// VERDICT: late_change unknown bound
// VERDICT: long_line unknown bound
// VERDICT: header equivalent any number of lines
// VERDICT: header_stale behaviour_changed
use std::io::{self, BufRead};

// lines() against a read_line loop, each line's number added (a line that is no number adds 0)
pub fn sum_lines() {
    let mut sum: i64 = 0;
    for line in io::stdin().lock().lines() {
        let v: i64 = line.unwrap().trim().parse().unwrap_or(0);
        sum += v;
    }
    println!("{}", sum);
}

// its wrong twin: the new version trims the front only, so "5 " is no number there
pub fn sum_trim_start() {
    let mut sum: i64 = 0;
    for line in io::stdin().lock().lines() {
        let v: i64 = line.unwrap().trim().parse().unwrap_or(0);
        sum += v;
    }
    println!("{}", sum);
}

// a counter: `for` over lines() against `while read_line > 0`
pub fn count() {
    let mut n: u32 = 0;
    for line in io::stdin().lock().lines() {
        let _l = line.unwrap();
        n += 1;
    }
    println!("{}", n);
}

// its wrong twin: the new version skips empty lines
pub fn count_nonempty() {
    let mut n: u32 = 0;
    for line in io::stdin().lock().lines() {
        let _l = line.unwrap();
        n += 1;
    }
    println!("{}", n);
}

// a record-type column: a match on it against an if-chain (D deposits, W withdraws)
pub fn ledger() {
    let mut bal: i64 = 0;
    let mut bad: u32 = 0;
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.len() < 2 {
            bad += 1;
            continue;
        }
        let amt: i64 = match line[1..].trim().parse() {
            Ok(v) => v,
            Err(_) => {
                bad += 1;
                continue;
            }
        };
        match &line[0..1] {
            "D" => bal += amt,
            "W" => bal -= amt,
            _ => bad += 1,
        }
        println!("{}", bal);
    }
    println!("{} {}", bal, bad);
}

// its wrong twin: the new if-chain does not count an amount that is no number
pub fn ledger_bad() {
    let mut bal: i64 = 0;
    let mut bad: u32 = 0;
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        if line.len() < 2 {
            bad += 1;
            continue;
        }
        let amt: i64 = match line[1..].trim().parse() {
            Ok(v) => v,
            Err(_) => {
                bad += 1;
                continue;
            }
        };
        match &line[0..1] {
            "D" => bal += amt,
            "W" => bal -= amt,
            _ => bad += 1,
        }
        println!("{}", bal);
    }
    println!("{} {}", bal, bad);
}

// a running maximum: Ord::max against an if
pub fn running_max() {
    let mut best: i32 = i32::MIN;
    for line in io::stdin().lock().lines() {
        if let Ok(v) = line.unwrap().trim().parse::<i32>() {
            best = best.max(v);
        }
    }
    println!("{}", best);
}

// the new version differs from the 10th line on only: beyond the lines followed one by one, and
// no invariant holds (unknown, never equivalent)
pub fn late_change() {
    let mut n: u32 = 0;
    for line in io::stdin().lock().lines() {
        let _l = line.unwrap();
        n += 1;
    }
    println!("{}", n);
}

// the new version differs on a line of more than 12 characters only: longer than the bounded
// summaries follow (8), within what the induction covers (16), so the step cannot be proved
// (unknown, never equivalent)
pub fn long_line() {
    let mut n: u32 = 0;
    for line in io::stdin().lock().lines() {
        let _l = line.unwrap();
        n += 1;
    }
    println!("{}", n);
}

// a title line read before the loop (the loop's head is reached having read one line: both
// versions must be there at the same line), then the sum of the rest: lines() advanced by next()
// against read_line
pub fn header() {
    let stdin = io::stdin();
    let mut it = stdin.lock().lines();
    let title = match it.next() {
        Some(l) => l.unwrap(),
        None => {
            println!("empty");
            return;
        }
    };
    println!("{}", title.trim());
    let mut n: u64 = 0;
    for line in it {
        let v: u64 = line.unwrap().trim().parse().unwrap_or(0);
        n += v;
    }
    println!("{}", n);
}

// its wrong twin: the new version does not clear the buffer after the title (read_line appends)
pub fn header_stale() {
    let stdin = io::stdin();
    let mut it = stdin.lock().lines();
    let title = match it.next() {
        Some(l) => l.unwrap(),
        None => {
            println!("empty");
            return;
        }
    };
    println!("{}", title.trim());
    let mut n: u64 = 0;
    for line in it {
        let v: u64 = line.unwrap().trim().parse().unwrap_or(0);
        n += v;
    }
    println!("{}", n);
}
