// A payroll report as COBOL-to-Rust translations write one: records in a Vec of structs, gross pay
// with overtime in checked arithmetic, a report of padded fields, totals, a rejected record.
// CASE: report | 3
// CASE: report | 0
// CASE: report | 5
// CASE: gross | 40, 1250
// CASE: gross | 45, 1000
// CASE: gross | 4294967295, 2
pub struct Emp { id: u32, name: String, hours: u32, rate: u32 }
pub fn gross(hours: u32, rate: u32) -> Option<u32> {
    let base = hours.min(40).checked_mul(rate)?;
    let over = hours.saturating_sub(40).checked_mul(rate)?.checked_mul(3)? / 2;
    base.checked_add(over)
}
fn staff(n: u32) -> Vec<Emp> {
    let names = ["ADAMS", "BAKER", "CLARK", "DAVIS", "EVANS"];
    let mut v = Vec::new();
    for i in 0..n {
        let hours = 35 + i * 4;
        let rate = if i == 4 { u32::MAX } else { 1000 + 125 * i };
        v.push(Emp { id: 1001 + i, name: names[i as usize % 5].to_string(), hours, rate });
    }
    v
}
pub fn report(n: u32) -> (u32, u64) {
    let mut total: u64 = 0;
    let mut rejected = 0;
    println!("{:<6}|{:<8}|{:>5}|{:>10}", "ID", "NAME", "HRS", "GROSS");
    for e in staff(n).iter() {
        match gross(e.hours, e.rate) {
            Some(g) => {
                total += g as u64;
                println!("{:06}|{:<8}|{:>5}|{:>7}.{:02}", e.id, e.name, e.hours, g / 100, g % 100);
            }
            None => { rejected += 1; println!("{:06}|{:<8}|OVERFLOW", e.id, e.name); }
        }
    }
    println!("TOTAL {:>12}", total);
    (rejected, total)
}
