// A report over a Vec of tuples: formatted lines printed with widths, a total, an average by
// integer division, and the division-by-zero panic for an empty list.
// CASE: report | 3
// CASE: report | 1
// CASE: report | 0
pub fn report(n: u32) -> u32 {
    let names = ["ann", "bob", "cy"];
    let mut rows: Vec<(String, u32)> = Vec::new();
    for i in 0..n { rows.push((names[(i % 3) as usize].to_string(), 40 + i * 17)); }
    let mut total = 0;
    for (name, score) in &rows {
        println!("{:<6}|{:>5}|{:#x}", name, score, score);
        total += score;
    }
    let avg = total / rows.len() as u32;
    println!("avg={:03}", avg);
    avg
}
