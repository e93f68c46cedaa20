use super::*;

#[test]
fn thesis_example_matches_the_spec() {
    let spec = "27874 19582 80960 95751 97430 40598 41559 51904 37971 58879 24532 26949 3273 16262 39535 49818 \
                79247 13457 45371 61612 83486 19280 97735 42754 50459 24078 19762 52566 82423 60341 59119 21599";
    let want: Vec<u32> = spec
        .split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    assert_eq!(Individual::thesis_example().w.to_vec(), want);
}

#[test]
fn round_trip() {
    let mut ind = Individual::thesis_example();
    ind.w[3] = 0;
    ind.w[31] = u32::MAX;
    let text = ind.to_ron(&["a header".into()]);
    assert!(text.starts_with("// a header\nIndividual(\n"), "{text}");
    assert_eq!(Individual::from_ron("x.ron", &text).unwrap(), ind);
}

fn example_with(replace: &str, by: &str) -> String {
    let text = Individual::thesis_example().to_ron(&[]);
    assert!(text.contains(replace));
    text.replacen(replace, by, 1)
}

#[test]
fn bad_files_name_field_and_position() {
    let e = Individual::from_ron(
        "a.ron",
        &example_with("weightWood: 40598", "weightWood: -3"),
    )
    .unwrap_err();
    assert_eq!(e.position.unwrap().0, 7, "{e}");
    assert!(e.to_string().starts_with("a.ron:7:"), "{e}");
    assert!(
        e.message.contains("weightWood") && e.message.contains("-3"),
        "{e}"
    );

    let e = Individual::from_ron("a.ron", &example_with("weightWood: 40598,", "")).unwrap_err();
    assert!(e.message.contains("missing weight(s): weightWood"), "{e}");
    assert!(e.position.is_some());

    let e = Individual::from_ron("a.ron", &example_with("weightWood", "weightWod")).unwrap_err();
    assert!(
        e.message.contains("'weightWod'") && e.message.contains("did you mean 'weightWood'"),
        "{e}"
    );
    assert_eq!(e.position.unwrap().0, 7, "{e}");
    // a huge unknown name: a short message, at once
    let long = "x".repeat(1_000_000);
    let m = unknown_weight(&long);
    assert!(m.len() < 200 && m.contains("1000000 characters"), "{m}");

    let e = Individual::from_ron(
        "a.ron",
        &example_with("weightWood: 40598", "weightWood: 1.5"),
    )
    .unwrap_err();
    assert!(
        e.message.contains("weightWood") && e.message.contains("whole"),
        "{e}"
    );

    let e = Individual::from_ron(
        "a.ron",
        &example_with("weightWood: 40598", "weightWood: \"x\""),
    )
    .unwrap_err();
    assert!(e.message.contains("weightWood"), "{e}");

    let e = Individual::from_ron(
        "a.ron",
        &example_with("weightBrick: 41559,", "weightBrick: 41559, weightWood: 1,"),
    )
    .unwrap_err();
    assert!(e.message.contains("given twice"), "{e}");
}

#[test]
fn xml_from_the_thesis() {
    let xml = r#"<?xml version="1.0" encoding="utf-8"?>
<bestParameter weightGoodNumbers="27874" weightPortThreeOne="19582"
weightPortTwoOne="80960" weightMissingMaterial="95751"
weightEdgeGeneral="97430" weightWood="40598" weightBrick="41559"
weightGrain="51904" weightSheep="37971" weightStone="58879"
weightRoadGeneral="24532" weightLongestRoad="26949"
weightExtensionRoad="3273" weightSpaceForVillage="16262"
weightThiefMoveBase="39535" weightThiefMoveOtherBuilding="49818"
weightThiefMoveMyBuilding="79247" weightThiefMoveProb="13457"
weightVillageGeneral="45371" weightVillageGoodNumbers="61612"
weightVillagePortThreeOne="83486" weightVillagePortTwoOne="19280"
weightTownGeneral="97735" weightTownGoodNumbers="42754"
weightBuyActionCardGeneral="50459" weightUseActionCardGeneral="24078"
weightUseMatFromPlGeneral="19762" weightUseTwoMatRoadGeneral="52566"
weightUseTwoMatVillageGeneral="82423" weightUseTwoMatTownGeneral="60341"
weightUseTwoMatActGeneral="59119" weightUseTwoRoadGeneral="21599"/>"#;
    let got = Individual::from_thesis_xml("b.xml", xml).unwrap();
    assert_eq!(got, vec![Individual::thesis_example()]);

    let bad = xml.replace("weightStone=\"58879\"", "weightStone=\"-1\"");
    let e = Individual::from_thesis_xml("b.xml", &bad).unwrap_err();
    assert!(e.to_string().starts_with("b.xml:5:"), "{e}");
    assert!(e.message.contains("weightStone"), "{e}");

    let bad = xml.replace("weightStone=\"58879\"", "");
    let e = Individual::from_thesis_xml("b.xml", &bad).unwrap_err();
    assert!(e.message.contains("missing weight(s): weightStone"), "{e}");

    let e = Individual::from_thesis_xml("b.xml", "<root/>").unwrap_err();
    assert!(e.message.contains("no individual"), "{e}");
}
