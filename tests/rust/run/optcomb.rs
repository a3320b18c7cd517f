// Option combinators: map, and_then, unwrap_or_else, filter, ok_or, map_or, copied, take,
// and unwrap's panic message.
// CASE: halve | Some(8)
// CASE: halve | Some(7)
// CASE: halve | None
// CASE: chain | Some(3)
// CASE: chain | Some(-3)
// CASE: chain | None
// CASE: lazy | None
// CASE: lazy | Some(1)
// CASE: taken | 4
// CASE: must | None
// CASE: must | Some(2)
fn half(x: i32) -> Option<i32> { if x % 2 == 0 { Some(x / 2) } else { None } }
pub fn halve(o: Option<i32>) -> (Option<i32>, i32, Result<i32, u8>) {
    (o.and_then(half), o.map_or(-1, |v| v * 3), o.filter(|v| *v > 7).ok_or(9))
}
pub fn chain(o: Option<i64>) -> Option<i64> {
    o.map(|v| v + 1).filter(|v| *v > 0).map(|v| v * 100)
}
pub fn lazy(o: Option<u32>) -> u32 {
    let k = 40;
    o.unwrap_or_else(|| k + 2) + o.map_or_else(|| 1, |v| v)
}
pub fn taken(n: u8) -> (Option<u8>, Option<u8>) {
    let mut a = Some(n);
    let b = a.take();
    (a, b)
}
pub fn must(o: Option<u8>) -> u8 {
    o.unwrap() + 1
}
