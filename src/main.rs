fn main() {
    println!("placeholder");
}
