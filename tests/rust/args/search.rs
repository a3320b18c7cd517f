//! More of what the corpus translations use (TRNPOST, CUSTEXP, CTLBRK): binary_search_by over
//! duplicates and absent keys (core's probe order decides which index is found, and the order
//! the comparison is asked in), windows, copy_from_slice, iter::repeat, concat of byte slices,
//! a byte literal compared with a slice, and a generic function over `impl Write`.
// RUN: SEMI OUT | files=SEMI
use std::env;
use std::fs;
use std::io::Write;

fn say(out: &mut impl Write, line: &[u8]) {
    out.write_all(line).and_then(|_| out.write_all(b"\n")).expect("write");
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let data = fs::read(&args[1]).unwrap_or_default();
    let mut out = fs::File::create(&args[2]).expect("create");
    let v = [1, 3, 3, 3, 5, 7, 7, 9];
    for k in 0..11 {
        let mut asked = Vec::new();
        let r = v.binary_search_by(|a| {
            asked.push(*a);
            a.cmp(&k)
        });
        println!("{} {:?} {:?} {:?}", k, r, v[..1].binary_search_by(|a| a.cmp(&k)), asked);
    }
    let semi: &[u8] = b";";
    let at: Vec<usize> = data.windows(1).enumerate().filter(|(_, w)| *w == semi).map(|(i, _)| i).collect();
    println!("{:?}", at);
    let mut rec = vec![b' '; 6];
    rec[1..4].copy_from_slice(b"ABC");
    let mut line: Vec<u8> = Vec::new();
    line.extend(std::iter::repeat(b'*').take(3));
    let lt: &[u8] = b"<";
    let joined = [lt, &rec, b">", &line].concat();
    say(&mut out, &joined);
    say(&mut out, &data[..data.len().min(4)]);
}
