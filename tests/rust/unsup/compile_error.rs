// EXPECT-LOAD: unsup/compile_error.rs:4:7: error: [rustc] cannot add `&str` to `i32`
pub fn f(x: i32) -> i32 {
    let y = 1;
    x + "a" + y
}
