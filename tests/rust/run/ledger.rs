// An enum of transactions matched into a running balance: checked_sub gives a Result with a
// formatted error, `?` stops the run at the first overdraft, a fold counts the kinds.
// CASE: post | 100, 3
// CASE: post | 5, 3
// CASE: post | 0, 0
// CASE: kinds | 7
// CASE: describe | 2
// CASE: describe | 5
pub enum Txn { Credit(u32), Debit(u32), Fee, Reversal { of: usize } }
fn txns(n: usize) -> Vec<Txn> {
    let mut v = Vec::new();
    for i in 0..n {
        v.push(match i % 4 { 0 => Txn::Credit(10 * i as u32 + 5), 1 => Txn::Debit(40), 2 => Txn::Fee, _ => Txn::Reversal { of: i - 1 } });
    }
    v
}
fn apply(bal: u32, t: &Txn) -> Result<u32, String> {
    match t {
        Txn::Credit(x) => bal.checked_add(*x).ok_or(String::from("credit overflow")),
        Txn::Debit(x) => bal.checked_sub(*x).ok_or_else(|| format!("overdraft: {} - {}", bal, x)),
        Txn::Fee => if bal >= 2 { Ok(bal - 2) } else { Err("fee on empty".to_string()) },
        Txn::Reversal { of } => { println!("reversal of {}", of); Ok(bal) }
    }
}
pub fn post(start: u32, n: usize) -> Result<u32, String> {
    let mut bal = start;
    for t in txns(n).iter() {
        bal = apply(bal, t)?;
    }
    Ok(bal)
}
pub fn kinds(n: usize) -> (u32, u32, u32) {
    txns(n).iter().fold((0, 0, 0), |(c, d, o), t| match t {
        Txn::Credit(_) => (c + 1, d, o),
        Txn::Debit(_) => (c, d + 1, o),
        _ => (c, d, o + 1),
    })
}
pub fn describe(i: usize) -> String {
    let v = txns(6);
    match &v[i] {
        Txn::Credit(x) => format!("CR {:>5}", x),
        Txn::Debit(x) => format!("DR {:>5}", x),
        Txn::Fee => String::from("FEE"),
        Txn::Reversal { of } => format!("REV #{}", of),
    }
}
