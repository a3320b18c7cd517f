// A small state machine over an enum in a loop.
// CASE: run | [1, 2, 0, 3]
// CASE: run | [0, 0, 0, 0]
// CASE: run | [3, 3, 3, 3]
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum St { Idle, Busy(u8), Done }
fn step(s: St, input: u8) -> St { match (s, input) { (St::Idle, 0) => St::Idle, (St::Idle, n) => St::Busy(n), (St::Busy(k), 0) => St::Busy(k), (St::Busy(k), n) => if k + n > 4 { St::Done } else { St::Busy(k + n) }, (St::Done, _) => St::Done } }
pub fn run(inp: [u8; 4]) -> St { let mut s = St::Idle; for i in 0..4 { s = step(s, inp[i]); } s }
