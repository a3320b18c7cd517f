// Word frequencies with a Vec of (String, count) pairs: split by hand, linear lookup, sort by
// count then word.
// CASE: freq | "the cat the dog the end cat"
// CASE: freq | "one"
// CASE: top | "b a b c a b"
pub fn freq(s: &str) -> Vec<(String, u32)> {
    let mut v: Vec<(String, u32)> = Vec::new();
    let mut w = String::new();
    for c in s.chars().chain(" ".chars()) {
        if c != ' ' { w.push(c); continue; }
        if w.is_empty() { continue; }
        let mut found = false;
        for e in v.iter_mut() {
            if e.0 == w { e.1 += 1; found = true; }
        }
        if !found { v.push((w.clone(), 1)); }
        w = String::new();
    }
    v
}
pub fn top(s: &str) -> Option<String> {
    let v = freq(s);
    let mut best: Option<(String, u32)> = None;
    for (w, n) in v {
        let take = match &best { None => true, Some((bw, bn)) => n > *bn || (n == *bn && w < *bw) };
        if take { best = Some((w, n)); }
    }
    best.map(|(w, _)| w)
}
