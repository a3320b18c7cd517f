pub fn label(x: u16) -> usize { format!("id-{}", x).len() }
pub fn label_bug(x: u16) -> String { format!("id-{:05}", x) }
