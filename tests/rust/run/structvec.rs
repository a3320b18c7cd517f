// A Vec of structs and enums: field access through index, iteration by reference, updates
// through iter_mut.
// CASE: oldest | 3
// CASE: oldest | 0
// CASE: bump | 4, 10
// CASE: shapes | 2
#[derive(Debug, Clone, PartialEq)]
pub struct Person { pub age: u32, pub id: u32 }
#[derive(Debug)]
pub enum Shape { Sq(u32), Rect { w: u32, h: u32 } }
pub fn oldest(n: u32) -> Option<Person> {
    let mut v = Vec::new();
    for i in 0..n { v.push(Person { age: (i * 7) % 5 + 20, id: i }); }
    let mut best: Option<Person> = None;
    for p in &v {
        let better = match &best { None => true, Some(b) => p.age > b.age };
        if better { best = Some(p.clone()); }
    }
    best
}
pub fn bump(n: u32, by: u32) -> Vec<u32> {
    let mut v: Vec<Person> = (0..n).map(|i| Person { age: i, id: i }).collect();
    for p in v.iter_mut() { p.age += by; }
    v[0].id = 99;
    v.iter().map(|p| p.age + p.id).collect()
}
pub fn shapes(k: u32) -> (u32, Vec<Shape>) {
    let v = vec![Shape::Sq(k), Shape::Rect { w: k, h: k + 1 }, Shape::Sq(1)];
    let mut area = 0;
    for s in v.iter() {
        area += match s { Shape::Sq(a) => a * a, Shape::Rect { w, h } => w * h };
    }
    (area, v)
}
