// A small stack machine over a Vec: push, pop with unwrap, panics on underflow.
// CASE: run | &[1, 2, 0, 3, 1]
// CASE: run | &[5, 0]
// CASE: run | &[]
// CASE: rpn | 3, 4, 5
// CASE: rpn | 2147483647, 1, 1
pub fn run(code: &[u8]) -> Vec<i64> {
    let mut st: Vec<i64> = Vec::new();
    for (i, op) in code.iter().enumerate() {
        match op {
            0 => { let a = st.pop().unwrap(); let b = st.pop().unwrap(); st.push(a + b); }
            1 => st.push(i as i64),
            2 => st.push(10),
            _ => { let t = st.pop().unwrap_or(0); st.push(t * 2); }
        }
    }
    st
}
pub fn rpn(a: i32, b: i32, c: i32) -> i32 {
    let mut st = vec![a, b];
    let y = st.pop().unwrap();
    let x = st.pop().unwrap();
    st.push(x + y);
    st.push(c);
    let y = st.pop().unwrap();
    let x = st.pop().unwrap();
    x * y
}
