//! Map files: the RON round trip and the bundled maps.

use super::*;

#[test]
fn map_survives_save_and_load() {
    let mut m = good_map();
    m.rule = Some(RuleSet::TropicalPool);
    m.author = "Toyforge tests".into();
    m.notes = "Two regions,\nthree lanes.".into();
    m.bases[4].special = true;
    m.bases[4].allowed = Some(vec![Strength::X, Strength::parse("6").unwrap()]);
    m.bases[4].name = "Middle".into();
    m.regions[0].name = "The west".into();
    let text = m.to_ron();
    assert_eq!(Map::from_ron(&text, "memory").unwrap(), m);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("round.ron");
    m.save(&file).unwrap();
    let loaded = Map::load(&file).unwrap();
    assert_eq!(loaded, m);
    loaded.save(&file).unwrap();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
}

#[test]
fn bundled_maps_have_no_errors() {
    let dir = testkit::repo_root().join("maps");
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut checked = 0;
    for entry in entries {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ron") {
            checked += 1;
            let map = Map::load(&path).unwrap_or_else(|e| panic!("{e}"));
            let errors: Vec<Problem> = validate(&map)
                .into_iter()
                .filter(|p| p.is_error())
                .collect();
            assert!(errors.is_empty(), "{}: {errors:#?}", path.display());
        }
    }
    assert_eq!(checked, 8, "one bundled map for each published rule set");
}
