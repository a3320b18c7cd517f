// A &str result is not modelled by the symbolic executor: the concrete probes compare these.
pub fn name(k: u8) -> &'static str { if k == 0 { "zero" } else if k == 1 { "one" } else { "many" } }
pub fn name_wrong(k: u8) -> &'static str { if k == 0 { "zero" } else if k == 2 { "one" } else { "many" } }
