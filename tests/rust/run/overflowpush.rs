// An index out of bounds after a loop of pushes.
// CASE: fill | 4
// CASE: fill | 5
pub fn fill(n: usize) -> [u32; 4] { let mut a = [0u32; 4]; for i in 0..n { a[i] = (i * i) as u32; } a }
