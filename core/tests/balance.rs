//! The balancer on deliberately unfair drafts: it brings blue's share into the band on fresh
//! seeds with few edits, keeps the map valid and, where the drawing is symmetric, symmetric;
//! a fair draft is left alone.

use toyforge_core::ai::AiSpec;
use toyforge_core::analysis::{BalanceConfig, balance_map};
use toyforge_core::control::Control;
use toyforge_core::engine::Board;
use toyforge_core::map::{Map, Path, Severity, map_facts, validate};

fn castle() -> Map {
    Map::load("../maps/castle-field.ron".as_ref()).unwrap()
}

fn greedy(games: usize, within: f64) -> BalanceConfig {
    BalanceConfig {
        levels: vec![AiSpec::Greedy],
        games: vec![games],
        within,
        max_edits: 2,
        restarts: 0,
        ..BalanceConfig::default()
    }
}

#[test]
fn a_shortcut_next_to_one_hq_is_balanced_in_one_edit_that_restores_the_symmetry() {
    let mut map = castle();
    map.paths.push(Path::new("blue-hq", "market-square"));
    let cfg = greedy(500, 0.03);
    let r = balance_map(&map, &cfg, &Control::default()).unwrap();
    let before = &r.before[0];
    assert!(
        before.low > 0.5 + cfg.within / 2.0,
        "the shortcut favours blue: {before:?}"
    );
    assert!(r.reached, "{r:?}");
    assert_eq!(r.steps.len(), 1, "{:?}", r.steps);
    let after = &r.after[0];
    assert!((after.blue - 0.5).abs() <= cfg.within, "{after:?}");
    assert_eq!(
        after.games, 1000,
        "the check plays twice the search's games"
    );
    assert!(Board::compile(&r.map).is_ok());
    assert!(
        validate(&r.map)
            .iter()
            .all(|p| p.severity != Severity::Error),
        "{:?}",
        validate(&r.map)
    );
    assert!(map_facts(&r.map).is_symmetric(), "{:?}", r.steps);
}

#[test]
fn a_fair_draft_is_left_alone_after_one_look() {
    let r = balance_map(&castle(), &greedy(300, 0.05), &Control::default()).unwrap();
    assert!(r.reached, "{:?}", r.before);
    assert!(r.steps.is_empty());
    assert_eq!(r.map, castle());
    assert_eq!(r.maps_played, 1, "only the draft, on the fresh seeds");
}
