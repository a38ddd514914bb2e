//! The scenario parser, then the lesson checker on what parses, on Castle Field (or the map
//! written in place).
#![no_main]

use libfuzzer_sys::fuzz_target;
use toyforge_core::map::{LoadError, Map};
use toyforge_core::scenario::{LoadedScenario, MapSource, Scenario, check_scenario};

const CASTLE: &str = include_str!("../../maps/castle-field.ron");

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Scenario::from_ron(text, "fuzz.ron") {
        Err(e) => {
            assert!(e.to_string().starts_with("fuzz.ron"));
            if let LoadError::Syntax { line, column, .. } = e {
                assert!(line >= 1 && column >= 1);
            }
        }
        Ok(scenario) => {
            let map = match &scenario.map {
                MapSource::Embedded(m) => (**m).clone(),
                MapSource::Path(_) => Map::from_ron(CASTLE, "castle-field.ron").unwrap(),
            };
            let loaded = LoadedScenario {
                scenario,
                map,
                map_path: None,
            };
            let _ = check_scenario(&loaded, "fuzz.ron");
        }
    }
});
