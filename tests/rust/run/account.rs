// A struct owning a Vec, with &mut self methods: deposits, checked withdrawals, a history.
// CASE: run | 100, 30, 50
// CASE: run | 10, 30, 50
// CASE: run | 4294967295, 1, 0
pub struct Account { balance: u32, history: Vec<i64> }
impl Account {
    pub fn new(b: u32) -> Self { Account { balance: b, history: vec![b as i64] } }
    pub fn withdraw(&mut self, x: u32) -> Result<u32, String> {
        match self.balance.checked_sub(x) {
            Some(b) => { self.balance = b; self.history.push(-(x as i64)); Ok(b) }
            None => Err(format!("insufficient: {} < {}", self.balance, x)),
        }
    }
    pub fn deposit(&mut self, x: u32) { self.balance += x; self.history.push(x as i64); }
}
pub fn run(b: u32, w: u32, d: u32) -> (Result<u32, String>, u32, Vec<i64>) {
    let mut a = Account::new(b);
    let r = a.withdraw(w);
    a.deposit(d);
    (r, a.balance, a.history)
}
