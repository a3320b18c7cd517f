// VERDICT: digits unknown
// VERDICT: digits_wrong behaviour_changed
pub fn digits(x: u32) -> usize { x.to_string().len() }
pub fn digits_wrong(x: u32) -> usize { if x == 0 { panic!("zero") } x.to_string().len() }
