// EXPECT: f | 3 | went wrong: [unsupported] call to `core::fmt::rt::Argument::new_display` at unsup/format.rs:3:
// EXPECT: g | 3 | went wrong: [unsupported] call to `<i32 as ToString>::to_string` at unsup/format.rs:4:
pub fn f(x: i32) -> i32 { if x > 2 { panic!("x = {}", x) } x }
pub fn g(x: i32) -> usize { x.to_string().len() }
