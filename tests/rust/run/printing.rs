// println! and print!: the printed lines are part of the outcome, also when a panic follows.
// CASE: fizz | 15
// CASE: fizz | 3
// CASE: table | 3
// CASE: loud | 2
// CASE: loud | 0
pub fn fizz(n: u32) -> u32 {
    let mut k = 0;
    for i in 1..=n {
        if i % 15 == 0 { println!("FizzBuzz"); k += 1; }
        else if i % 3 == 0 { println!("Fizz"); }
        else if i % 5 == 0 { println!("Buzz"); }
        else { println!("{}", i); }
    }
    k
}
pub fn table(n: i32) -> i32 {
    for i in 1..=n {
        for j in 1..=n { print!("{:4}", i * j); }
        println!();
    }
    n * n
}
pub fn loud(d: i32) -> i32 {
    println!("dividing 10 by {}", d);
    let r = 10 / d;
    println!("got {}", r);
    r
}
