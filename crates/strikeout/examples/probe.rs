//! Probe.
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let l: usize = args[1].parse().unwrap();
    let start = strikeout::Field::standard();
    let t = std::time::Instant::now();
    let r = strikeout::solve(&start, l);
    println!("{:?} {:?} {:?}", r.solution.as_ref().map(|s| s.length), r.work, t.elapsed());
    if args.len() > 2 {
        let t = std::time::Instant::now();
        let c = strikeout::count(&start, l);
        println!("{:?} {} {:?} {:?}", c.by_length, c.total(), c.work, t.elapsed());
    }
}
