//! Battlefield maps: the editable model, its file format, validation and region detection.
//! Nothing here depends on the user interface.

mod facts;
mod graph;
mod io;
pub(crate) use io::offset_of;
mod model;
mod names;
pub mod refs;
mod region;
pub mod transform;
mod validate;

pub use facts::{MapFacts, RegionFacts, SYMMETRY_TOLERANCE, Symmetry, map_facts, symmetries};
pub use graph::{MapGraph, PathStatus, Search};
pub use io::{
    AtomicFile, LoadError, backup_path, check_document_start, read_text, replace_file,
    replace_private_file, ron_error, ron_options, save_atomic, to_pretty_ron, to_pretty_ron_depth,
    what_text,
};
// The limits of what a map file may hold, defined in `crate::limits`.
pub use crate::limits::{
    MAX_FILE_BYTES, MAX_MEDALS, MAX_NAME_CHARS, MAX_STEPS, MAX_TEXT_CHARS,
    check_map as check_map_limits, check_texts,
};
pub use model::{
    Base, Hq, LocRef, LocalNames, MAP_FORMAT, MAX_ID_LEN, Map, NAMES_FORMAT, Path, Point, Region,
    RuleSet, is_valid_id,
};
pub use names::{check_names, check_names_at, name_of};
pub use region::{
    Faces, detect_region, distance_to_segment, point_in_polygon, polygon_area, same_ring,
    segments_cross,
};
pub use validate::{
    BOX_MEDALS, MAX_LISTED_PROBLEMS, MIN_LOCATION_SPACING, PATH_CLEARANCE, Problem, ProblemKind,
    Severity, StartProblems, TextArg, validate,
};
