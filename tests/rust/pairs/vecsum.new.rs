pub fn total(n: u8) -> u32 {
    let v: Vec<u32> = (0..(n % 8) as u32).map(|i| i * 3).collect();
    v.iter().sum()
}
pub fn total_bug(n: u8) -> u32 {
    let v: Vec<u32> = (0..(n % 8) as u32).map(|i| i * 3).collect();
    v.iter().take(v.len().saturating_sub(1)).sum()
}
