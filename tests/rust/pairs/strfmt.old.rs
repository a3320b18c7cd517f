// VERDICT: label unknown
// VERDICT: label_bug behaviour_changed
// A String built by push_str against format!: equivalent by the reference (the same text), but
// strings are heap: unknown. The bug pads to a different width.
pub fn label(x: u16) -> usize { let mut s = String::from("id-"); s.push_str(&x.to_string()); s.len() }
pub fn label_bug(x: u16) -> String { format!("id-{:04}", x) }
