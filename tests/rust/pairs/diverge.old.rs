// VERDICT: spin changed_only_where_old_unsafe
// VERDICT: spin_wrong behaviour_changed
// VERDICT: poll equivalent
// VERDICT: poll_wrong changed_only_where_old_unsafe
// VERDICT: retry equivalent
// VERDICT: retry_wrong behaviour_changed
// GRID: 4
// Divergence: a loop whose state repeats never ends (Rust defines it: not undefined behaviour,
// but no outcome either), which Equiv proves by seeing the same state at the same block twice;
// an old version that diverges where the new one returns is changed_only_where_old_unsafe.
// spin: an endless loop for large x made an early return; the twin also changes x = 100.
// poll: a wait on a flag that never changes against an explicit endless loop: both diverge
// on the same inputs; the twin returns for n == 0, where the old one diverges.
// retry: a retry loop that never advances for k == 7 (continue before the step) against the
// endless loop stated; the twin returns 3 for k == 7 (allowed: the old one diverges there) but
// also 2 for k == 8.
pub fn spin(x: u32) -> u32 { if x > 100 { loop {} } x + 1 }
pub fn spin_wrong(x: u32) -> u32 { if x > 100 { loop {} } x + 1 }
pub fn poll(flag: bool, n: u8) -> u8 {
    while !flag {}
    n
}
pub fn poll_wrong(flag: bool, n: u8) -> u8 {
    while !flag {}
    n
}
pub fn retry(k: u8) -> u8 {
    let mut i = 0u8;
    while i < 3 {
        if k == 7 {
            continue;
        }
        i += 1;
    }
    i
}
pub fn retry_wrong(k: u8) -> u8 {
    let mut i = 0u8;
    while i < 3 {
        if k == 7 {
            continue;
        }
        i += 1;
    }
    i
}
