//! The rooms counted against each address: a finished game leaves its own address's count (found
//! by its code, the other addresses untouched), closed rooms are dropped when counted again.

use super::*;

fn ip(last: u8) -> std::net::IpAddr {
    std::net::IpAddr::from([10, 0, 0, last])
}

#[test]
fn a_finished_room_leaves_its_own_addresss_count_only() {
    let mut by = CreatedFrom::default();
    by.add(ip(1), "AAAAAA");
    by.add(ip(1), "BBBBBB");
    by.add(ip(2), "CCCCCC");
    let open = |_: &String| true;
    assert_eq!(by.open_from(ip(1), open), 2);
    by.remove("AAAAAA");
    assert_eq!(by.open_from(ip(1), open), 1);
    assert_eq!(by.open_from(ip(2), open), 1, "another address untouched");
    // a code never counted, or counted and removed already: nothing changes
    by.remove("ZZZZZZ");
    by.remove("AAAAAA");
    assert_eq!(by.open_from(ip(1), open), 1);
    // the last room of an address: the address leaves the map
    by.remove("BBBBBB");
    assert!(!by.by_ip.contains_key(&ip(1)));
    assert_eq!(by.open_from(ip(1), open), 0);
}

#[test]
fn closed_rooms_are_dropped_when_counted_and_forgotten_by_code() {
    let mut by = CreatedFrom::default();
    for code in ["AAAAAA", "BBBBBB", "CCCCCC"] {
        by.add(ip(1), code);
    }
    // BBBBBB closed while idle: not counted, and no longer known by its code
    assert_eq!(by.open_from(ip(1), |c: &String| c != "BBBBBB"), 2);
    assert!(!by.ip_of.contains_key("BBBBBB"));
    assert_eq!(by.ip_of.len(), 2);
}
