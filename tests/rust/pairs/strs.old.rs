// VERDICT: name unknown no difference found
// VERDICT: name_wrong behaviour_changed
pub fn name(k: u8) -> &'static str { match k { 0 => "zero", 1 => "one", _ => "many" } }
pub fn name_wrong(k: u8) -> &'static str { match k { 0 => "zero", 1 => "one", _ => "many" } }
