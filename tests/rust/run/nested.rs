// Nested aggregates: arrays of tuples, structs holding arrays, Option of structs.
// CASE: pairs | 3
// CASE: grid | 2
// CASE: grid | 3
// CASE: opt | true
// CASE: opt | false
// CASE: sumgrid | [[1, 2], [3, 4]]
#[derive(Debug, Clone, Copy)]
pub struct Cell { pub v: [u8; 2], pub on: bool }
pub fn pairs(n: i32) -> [(i32, i32); 3] { [(n, -n), (n * 2, 0), (0, n * 3)] }
pub fn grid(i: usize) -> u8 { let g = [[1u8, 2, 3], [4, 5, 6], [7, 8, 9]]; g[i][i] }
pub fn opt(b: bool) -> Option<Cell> { if b { Some(Cell { v: [1, 2], on: true }) } else { None } }
pub fn sumgrid(g: [[i32; 2]; 2]) -> i32 { let mut s = 0; for r in 0..2 { for c in 0..2 { s += g[r][c] * (r as i32 + 1); } } s }
