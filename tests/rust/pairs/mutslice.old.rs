// VERDICT: bump unknown for slices of length <= 8
// VERDICT: bump_bug behaviour_changed
// VERDICT: set0 equivalent
// VERDICT: set0_bug behaviour_changed
// Writes through &mut [T]: the slice after the call is part of the outcome. bump: iter_mut against
// an index loop (unknown, the bound of 8 stated); its twin leaves 200 alone. set0: a guarded write
// of the first element, proved for every length; its twin's guard skips slices of one.
pub fn bump(v: &mut [u8]) { for x in v.iter_mut() { *x = x.wrapping_add(1); } }
pub fn bump_bug(v: &mut [u8]) { for x in v.iter_mut() { *x = x.wrapping_add(1); } }
pub fn set0(v: &mut [u8]) -> usize { if !v.is_empty() { v[0] = 1; } v.len() }
pub fn set0_bug(v: &mut [u8]) -> usize { if !v.is_empty() { v[0] = 1; } v.len() }
