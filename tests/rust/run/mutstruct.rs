// Mutation through &mut to struct fields and to array elements inside structs.
// CASE: acc | 5
// CASE: acc | 2147483647
// CASE: push3 | 1
#[derive(Debug)]
pub struct Acc { pub total: i32, pub count: u32 }
#[derive(Debug)]
pub struct Stack { pub items: [i32; 4], pub len: usize }
fn add(a: &mut Acc, v: i32) { a.total += v; a.count += 1; }
pub fn acc(v: i32) -> Acc { let mut a = Acc { total: 0, count: 0 }; add(&mut a, v); add(&mut a, 1); a }
fn push(s: &mut Stack, v: i32) { s.items[s.len] = v; s.len += 1; }
pub fn push3(v: i32) -> Stack { let mut s = Stack { items: [0; 4], len: 0 }; push(&mut s, v); push(&mut s, v + 1); push(&mut s, v + 2); s }
