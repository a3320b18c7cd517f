// EXPECT: f | 3 | went wrong: [unsupported] Display of a value of this type (a user's fmt::Display impl is not modelled) at unsup/format.rs:
// EXPECT: g | 3 | went wrong: [unsupported] {:#?} (pretty Debug) at unsup/format.rs:
// EXPECT: h | 3 | returned "  7"
// EXPECT: k | 2 | returned "2"
pub struct P(i32);
impl std::fmt::Display for P {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, "P{}", self.0) }
}
pub fn f(x: i32) -> String { format!("{}", P(x)) }
pub fn g(x: i32) -> String { format!("{:#?}", Some(x)) }
pub fn h(x: usize) -> String { format!("{:1$}", 7, x) }
pub fn k(x: i32) -> String { x.to_string() }
