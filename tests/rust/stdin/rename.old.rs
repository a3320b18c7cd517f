// Renamed loop state (issue 17 (c)): the induction over lines pairs cells of the two versions by
// name, and a renamed variable by the candidates across names, each proved like the others.
// VERDICT: sum_renamed equivalent any number of lines
// VERDICT: count_renamed equivalent any number of lines
// VERDICT: counts_swapped unknown bound
// VERDICT: wrap_renamed unknown output
use std::io::{self, BufRead};

// the sum kept in `sum`; new calls it `total`
pub fn sum_renamed() {
    let mut sum: i64 = 0;
    for line in io::stdin().lock().lines() {
        let v: i64 = line.unwrap().trim().parse().unwrap_or(0);
        sum = sum.wrapping_add(v);
    }
    println!("{}", sum);
}

// a counter and a sum of lengths, both renamed in new
pub fn count_renamed() {
    let mut n: u32 = 0;
    let mut chars: u64 = 0;
    for line in io::stdin().lock().lines() {
        let l = line.unwrap();
        n = n.wrapping_add(1);
        chars += l.len() as u64;
    }
    println!("{} {}", n, chars);
}

// two counters of one type and initial value: new swaps their names (and their uses), so only
// the cross pairs old.a = new.b and old.b = new.a hold. Not made: a cell that has a namesake in
// the other version is paired with it only (the candidates stay few), so this one is unknown
// within the bound, as it was before
pub fn counts_swapped() {
    let mut a: u32 = 0;
    let mut b: u32 = 0;
    for line in io::stdin().lock().lines() {
        if line.unwrap().trim().is_empty() {
            a = a.wrapping_add(1);
        } else {
            b = b.wrapping_add(1);
        }
    }
    println!("blank {} other {}", a, b);
}

// the wrong twin for the induction: a u8 counter renamed and widened to u16 in new, shown modulo
// 256 as old's; new says "many" after 255 lines, beyond every bound the summaries follow: never
// equivalent (a u8 and a u16 are no pair, and no other invariant shows it); the bounded check
// ends on the outputs' arguments (a u8 and a u16 shown), which it does not compare as text
pub fn wrap_renamed() {
    let mut n: u8 = 0;
    for _line in io::stdin().lock().lines() {
        n = n.wrapping_add(1);
    }
    println!("{}", n);
}
