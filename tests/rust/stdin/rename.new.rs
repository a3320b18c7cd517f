use std::io::{self, BufRead};

pub fn sum_renamed() {
    let mut total: i64 = 0;
    for line in io::stdin().lock().lines() {
        let v: i64 = line.unwrap().trim().parse().unwrap_or(0);
        total = total.wrapping_add(v);
    }
    println!("{}", total);
}

pub fn count_renamed() {
    let mut lines: u32 = 0;
    let mut bytes: u64 = 0;
    for line in io::stdin().lock().lines() {
        let l = line.unwrap();
        lines = lines.wrapping_add(1);
        bytes += l.len() as u64;
    }
    println!("{} {}", lines, bytes);
}

pub fn counts_swapped() {
    let mut b: u32 = 0;
    let mut a: u32 = 0;
    for line in io::stdin().lock().lines() {
        if line.unwrap().trim().is_empty() {
            b = b.wrapping_add(1);
        } else {
            a = a.wrapping_add(1);
        }
    }
    println!("blank {} other {}", b, a);
}

pub fn wrap_renamed() {
    let mut count: u16 = 0;
    for _line in io::stdin().lock().lines() {
        count = count.wrapping_add(1);
    }
    println!("{}", count % 256);
    if count > 255 {
        println!("many");
    }
}
