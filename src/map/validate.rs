//! Map validation: every problem of a draft, each with a severity, a kind, a message a designer
//! understands and the ids involved.

use super::model::Map;
use serde::Serialize;

/// How bad a problem is: errors make a map unplayable, warnings are worth a look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

/// What kind of problem it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProblemKind {
    DuplicateId,
    MalformedId,
}

/// One problem found in a map.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Problem {
    pub severity: Severity,
    pub kind: ProblemKind,
    pub message: String,
    /// The ids of the locations, paths' ends or regions involved.
    pub ids: Vec<String>,
}

/// Every problem of the map, errors first.
pub fn validate(map: &Map) -> Vec<Problem> {
    let _ = map;
    Vec::new()
}
