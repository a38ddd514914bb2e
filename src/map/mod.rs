//! Battlefield maps: the editable model, its file format, validation and region detection.
//! Nothing here depends on the user interface.

mod io;
mod model;
mod region;
mod validate;

pub use io::{
    LoadError, MAX_FILE_BYTES, MAX_LOCATIONS, backup_path, check_format, read_text, ron_error,
    save_atomic, to_pretty_ron,
};
pub use model::{Base, Hq, LocRef, MAP_FORMAT, Map, Path, Point, Region, RuleSet, is_valid_id};
pub use region::detect_region;
pub use validate::{Problem, ProblemKind, Severity, validate};
