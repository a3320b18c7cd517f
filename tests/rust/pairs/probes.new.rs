// rem_euclid is not modelled by the symbolic executor: only the probes compare these.
pub fn modp(x: i32) -> i32 { ((x % 3) + 3) % 3 }
pub fn modp_wrong(x: i32) -> i32 { x % 3 }
