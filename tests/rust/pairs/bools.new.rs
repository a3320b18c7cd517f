pub fn both(a: bool, b: bool) -> bool { !(!a || !b) }
pub fn both_wrong(a: bool, b: bool) -> bool { a || b }
