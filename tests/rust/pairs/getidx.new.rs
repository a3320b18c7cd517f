pub fn pick(i: usize) -> i32 { let a = [10, 20, 30]; match a.get(i) { Some(x) => *x, None => panic!("index {} out of range", i) } }
pub fn pick_or(i: usize) -> i32 { let a = [10, 20, 30]; if i >= 3 { return -1; } a[i] }
