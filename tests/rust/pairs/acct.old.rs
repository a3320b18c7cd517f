// VERDICT: can_pay equivalent
// VERDICT: can_pay_wrong behaviour_changed
// VERDICT: can_pay_i32 behaviour_changed
// VERDICT: moved equivalent
// VERDICT: moved_wrong behaviour_changed
// Struct field refactorings. can_pay: balance plus limit against amount minus balance, in i64
// over i32 fields (no overflow either way); the twin's `<` refuses the exact amount. can_pay_i32:
// the same rewrite in i32, where the old sum and the new difference overflow (and panic) on
// different inputs. moved: struct update syntax `..p` against naming every field (the Reference:
// the remaining fields come from the base); the twin takes y from the wrong field.
#[derive(Debug)]
pub struct Acct { pub bal: i32, pub limit: i32 }
#[derive(Debug)]
pub struct Pt { pub x: i32, pub y: i32, pub z: i32 }
pub fn can_pay(a: &Acct, amt: i32) -> bool { a.bal as i64 + a.limit as i64 >= amt as i64 }
pub fn can_pay_wrong(a: &Acct, amt: i32) -> bool { a.bal as i64 + a.limit as i64 >= amt as i64 }
pub fn can_pay_i32(a: &Acct, amt: i32) -> bool { a.bal + a.limit >= amt }
pub fn moved(p: Pt, d: i32) -> Pt { Pt { x: p.x.wrapping_add(d), ..p } }
pub fn moved_wrong(p: Pt, d: i32) -> Pt { Pt { x: p.x.wrapping_add(d), ..p } }
